import Link from 'next/link';
import { CmsImage } from '@/components/cards/cms-image';
import { RichTitle } from '@/components/rich-title';
import { formatDate, machineDate } from '@/components/cards/format';
import { unhandledType } from '@/lib/cms/content-types';
import type { Topic } from '@/lib/cms/search';
import type { ListEntry } from '@/lib/cms/types';
import { excerptAround, markWords, type Segment } from '@/lib/search/query';
import { plainText } from '@/lib/seo/text';
import styles from './search.module.css';

/** What kind of entry a result is, as a visitor names it. */
function typeLabel(entry: ListEntry): string {
  switch (entry.kind) {
    case 'post':
      return entry.podcast ? 'Podcast episode' : 'Insight';
    case 'page':
      return 'Page';
    case 'caseStudy':
      return 'Case study';
    case 'career':
      return 'Opening';
    case 'teamMember':
      return 'Team';
    default:
      return unhandledType(entry) ?? 'Entry';
  }
}

/** Entries whose date a visitor cares about (pages and people have none worth showing). */
const DATED = new Set<ListEntry['kind']>(['post', 'caseStudy', 'career']);

/** Plain text with the matched words in `<mark>`; React escapes every segment. */
function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
  );
}

/** One page of results, each labelled by type, with its title (and its inline markup) and excerpt marked, its date and picture. */
export function SearchResults({ entries, words, start }: { entries: ListEntry[]; words: string[]; start: number }) {
  return (
    <ol className={styles.results} start={start}>
      {entries.map((entry) => {
        const excerpt = excerptAround(plainText(entry.excerpt), words);
        return (
          <li key={entry.id} className={styles.result} data-type={entry.kind}>
            <article className={styles.resultBody}>
              <p className={styles.resultMeta}>
                <span className={styles.type}>{typeLabel(entry)}</span>
                {DATED.has(entry.kind) && entry.date ? (
                  <time dateTime={machineDate(entry.dateGmt, entry.date)}>{formatDate(entry.date)}</time>
                ) : null}
              </p>
              <h2 className={styles.resultTitle}>
                <Link href={entry.uri}>
                  <RichTitle
                    text={entry.title}
                    markup={entry.titleHtml}
                    mark={(text) => <Marked segments={markWords(text, words)} />}
                  />
                </Link>
              </h2>
              {excerpt ? (
                <p className={styles.excerpt}>
                  <Marked segments={markWords(excerpt, words)} />
                </p>
              ) : null}
            </article>
            {entry.image ? (
              <div className={styles.picture}>
                <CmsImage image={entry.image} alt="" sizes="(min-width: 768px) 160px, 96px" className={styles.image} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The categories and tags a search names, each linking to its archive. */
export function SearchTopics({ topics }: { topics: Topic[] }) {
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="search-topics" className="site-search-section">
      <h2 id="search-topics" className="site-search-section-heading">
        Topics
      </h2>
      <ul className="site-search-topics">
        {topics.map((topic) => (
          <li key={topic.uri}>
            <Link href={topic.uri}>{topic.name}</Link>
            <span className="site-search-topic-kind">{topic.taxonomy === 'category' ? 'Category' : 'Tag'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
