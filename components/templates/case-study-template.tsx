import Link from 'next/link';
import type { CaseStudyNode, ListEntry } from '@/lib/cms/types';
import { plainText } from '@/lib/seo/text';
import { EntryContent } from './entry-content';
import { AsideLinks, EntryTitle, Fact, FeaturedPicture, MoreEntries } from './entry-sections';
import styles from './templates.module.css';
import { WithArrow } from '@/components/icons/arrow';

/** The headline result and the facts of a case study: before its story on phones, beside it from 1024 px. */
function CaseStudyAside({ study }: { study: CaseStudyNode }) {
  const facts = (
    [
      ['Client', study.client],
      ['Industry', study.industry],
      ['Services', study.services],
    ] as const
  ).filter(([, value]) => Boolean(value));
  return (
    <aside className={styles.aside} aria-label="The project">
      {study.result ? (
        <p className={styles.resultBig}>
          <span className={styles.factLabel}>The result</span>
          {study.result}
        </p>
      ) : null}
      {facts.length ? (
        <dl>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
        </dl>
      ) : null}
      <AsideLinks href="/work/" label="All case studies" />
    </aside>
  );
}

/** A case study: client, the headline result, the facts, the story, then other work. */
export function CaseStudyTemplate({ study, others }: { study: CaseStudyNode; others: ListEntry[] }) {
  return (
    <article data-template="case-study">
      <header className={styles.articleHead}>
        <p className={styles.eyebrow}>
          <Link href="/work/">Our Work</Link>
          {study.client ? <span> · {study.client}</span> : null}
        </p>
        <EntryTitle entry={study} />
        {study.excerpt ? <p className={styles.lede}>{plainText(study.excerpt)}</p> : null}
      </header>
      <FeaturedPicture image={study.image} />
      <EntryContent
        html={study.content}
        passwordProtected={study.passwordProtected}
        entry={study}
        aside={<CaseStudyAside study={study} />}
        asideFirst
      />
      <MoreEntries
        id="more-work"
        heading="More work"
        link={
          <Link href="/work/" className={styles.sectionLink}>
            <WithArrow>All case studies</WithArrow>
          </Link>
        }
        entries={others}
      />
    </article>
  );
}
