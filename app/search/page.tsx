import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { Destinations } from '@/components/search/destinations.client';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults, SearchTopics } from '@/components/search/search-results';
import styles from '@/components/search/search.module.css';
import { getLatest } from '@/lib/cms/listings';
import { getSearchResults, retryAfterSeconds, type SearchResults as Results } from '@/lib/cms/search';
import type { ListEntry } from '@/lib/cms/types';
import { clientKey } from '@/lib/forms/rate-limit';
import { countSearch } from '@/lib/search/rate-limit';
import { MAX_QUERY_LENGTH, readPage, readQuery, SEARCH_PAGE_SIZE, searchWords } from '@/lib/search/query';
import { noteRateLimited, noteStatus } from '@/lib/site-server-bridge';

interface SearchProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: SearchProps): Promise<Metadata> {
  const { text } = readQuery((await searchParams).q);
  // Search pages are never indexed (and never in the sitemap); their links may be followed.
  // Never indexed; every query's page names the bare search page as the one address it stands for.
  return {
    title: text ? `Search: ${text}` : 'Search',
    robots: { index: false, follow: true },
    alternates: { canonical: '/search/' },
  };
}

const searchHref = (text: string, page: number) =>
  `/search/?${new URLSearchParams(page > 1 ? { q: text, page: String(page) } : { q: text }).toString()}`;

/** The site search: WordPress's own search over every content type, server-rendered, paged by address. */
export default async function SearchPage({ searchParams }: SearchProps) {
  const params = await searchParams;
  const query = readQuery(params.q);
  const page = readPage(params.page);
  const words = searchWords(query.text);

  if (!query.text) {
    return (
      <Frame title="Search the site" query="">
        <p className={styles.lede}>
          Type a word or two: case studies, insights, podcast episodes, openings and people.
        </p>
        <Elsewhere />
      </Frame>
    );
  }

  const limited = await countSearch(clientKey(await headers()));
  if (!limited.allowed) {
    noteRateLimited(limited.retryAfterMs);
    const seconds = Math.max(1, Math.ceil(limited.retryAfterMs / 1000));
    return (
      <Frame title="Too many searches" query={query.text}>
        <p className={styles.lede}>
          You have searched many times in a short time. Please wait {seconds} seconds, then try again.
        </p>
      </Frame>
    );
  }

  const cutNote = query.cut ? (
    <p className={styles.note}>Your search was shortened to its first {MAX_QUERY_LENGTH} characters.</p>
  ) : null;

  if (words.length === 0) {
    return (
      <Frame title={`Nothing to search for in “${query.text}”`} query={query.text}>
        {cutNote}
        <p className={styles.lede}>
          Those words are too common (or not words at all) to find anything by. Try a name, a service or a topic.
        </p>
        <Elsewhere latest={await latestOrNone()} />
      </Frame>
    );
  }

  let results: Results;
  try {
    results = await getSearchResults(query.text, words);
  } catch {
    noteStatus(503, retryAfterSeconds());
    return (
      <Frame title="Search is unavailable right now" query={query.text}>
        <p className={styles.lede}>
          We cannot search the site at the moment. Pages you have visited are still here; please try your search again
          in a minute.
        </p>
        <Elsewhere />
      </Frame>
    );
  }

  const total = results.entries.length;
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  if (page === null || page > pageCount) {
    noteStatus(404);
    return (
      <Frame title={`There is no such page of results for “${query.text}”`} query={query.text}>
        <p className={styles.lede}>
          {total === 0 ? (
            'This search found nothing.'
          ) : (
            <>
              The results end at page {pageCount}.{' '}
              <Link href={searchHref(query.text, 1)}>See the first page of results</Link>.
            </>
          )}
        </p>
      </Frame>
    );
  }

  if (total === 0 && results.topics.length > 0) {
    return (
      <Frame title={`Topics for “${query.text}”`} query={query.text}>
        {cutNote}
        <p className={styles.lede}>No entry mentions those words, but these topics match.</p>
        <SearchTopics topics={results.topics} />
        <Elsewhere />
      </Frame>
    );
  }

  if (total === 0) {
    return (
      <Frame title={`No results for “${query.text}”`} query={query.text}>
        {cutNote}
        {words.length > 1 ? (
          <p className={styles.lede}>
            Nothing has all of those words. Try one of them:{' '}
            {words.map((word, index) => (
              <span key={word}>
                {index > 0 ? ', ' : null}
                <Link href={searchHref(word, 1)}>{word}</Link>
              </span>
            ))}
            .
          </p>
        ) : (
          <p className={styles.lede}>Check the spelling, or try a broader word.</p>
        )}
        <Elsewhere latest={await latestOrNone()} />
      </Frame>
    );
  }

  const start = (page - 1) * SEARCH_PAGE_SIZE;
  const count = `${total}${results.more ? '+' : ''} ${total === 1 ? 'result' : 'results'}`;
  return (
    <Frame
      title={`${count} for “${query.text}”`}
      query={query.text}
      subtitle={pageCount > 1 ? `Page ${page} of ${pageCount}` : undefined}
    >
      {cutNote}
      {results.more ? (
        <p className={styles.note}>Showing the most relevant results; add a word to narrow the search.</p>
      ) : null}
      {page === 1 ? <SearchTopics topics={results.topics} /> : null}
      <SearchResults entries={results.entries.slice(start, start + SEARCH_PAGE_SIZE)} words={words} start={start + 1} />
      {pageCount > 1 ? (
        <nav className={styles.pages} aria-label="Search results, pages">
          {page > 1 ? (
            <Link href={searchHref(query.text, page - 1)} rel="prev">
              Previous
            </Link>
          ) : null}
          <ol>
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  href={searchHref(query.text, number)}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={`Page ${number}`}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ol>
          {page < pageCount ? (
            <Link href={searchHref(query.text, page + 1)} rel="next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Frame>
  );
}

/** The newest insights for an empty search, or none when WordPress cannot give them. */
async function latestOrNone(): Promise<ListEntry[]> {
  try {
    return await getLatest('post', 3);
  } catch {
    return [];
  }
}

function Frame({
  title,
  subtitle,
  query,
  children,
}: {
  title: string;
  subtitle?: string;
  query: string;
  children: React.ReactNode;
}) {
  return (
    <article className={styles.page} data-template="search">
      <header className={styles.head}>
        <div className={styles.headInner}>
          <p className={styles.eyebrow}>Search</p>
          {/* The heading says the count: read first on arrival, without JavaScript too. */}
          <h1 className={styles.heading} id="search-heading">
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <SearchForm id="search-page" label="Search again" query={query} />
        </div>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

/** Where else to look: the newest insights where there are any, and the site's own pages. */
function Elsewhere({ latest = [] }: { latest?: ListEntry[] }) {
  return (
    <>
      {latest.length > 0 ? (
        <section aria-labelledby="search-latest" className="site-search-section">
          <h2 id="search-latest" className="site-search-section-heading">
            The newest insights
          </h2>
          <ul className="site-search-latest">
            {latest.map((entry) => (
              <li key={entry.id}>
                <Link href={entry.uri}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Destinations label="Browse the site" />
    </>
  );
}
