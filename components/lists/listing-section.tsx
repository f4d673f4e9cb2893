import { pageSizeOf, type Listing } from '@/lib/cms/listing-table';
import type { ListingPage } from '@/lib/cms/listings';
import { CategoryFilter } from './category-filter';
import { EntryGrid } from './entry-grid';
import { Pagination } from './pagination';
import styles from './lists.module.css';

interface ListingSectionProps {
  listing: Listing;
  /** The archive's own address (page 1). */
  baseUri: string;
  data: ListingPage;
  /** The archive's name, for the pager's label. */
  title: string;
  /** Which filter chip is current, when the listing shows the insights filter. */
  filterUri?: string;
  /** The page's own heading (its hero's headline), when it is not `title`. */
  headline?: string;
}

const words = (text: string) => text.toLocaleLowerCase('en').replace(/\W+/g, ' ').trim();

/**
 * The listing's heading, unless it would repeat the page's heading one level down ("Agency News" over "Agency
 * news"): then what it holds, "Latest stories".
 */
export function listingHeading(listing: Pick<Listing, 'heading' | 'noun'>, ...pageHeadings: string[]): string {
  const repeats = pageHeadings.some((heading) => words(heading) === words(listing.heading));
  return repeats ? `Latest ${listing.noun}` : listing.heading;
}

/** One page of a listing: the filter (insights), the cards, a count and the numbered pager. */
export function ListingSection({ listing, baseUri, data, title, filterUri, headline }: ListingSectionProps) {
  const heading = listingHeading(listing, title, ...(headline ? [headline] : []));
  const first = (data.page - 1) * pageSizeOf(listing.type) + 1;
  const last = first + data.entries.length - 1;
  return (
    <section className={styles.listing} aria-labelledby="listing-heading" id="listing">
      <div className={styles.listingHead}>
        <h2 id="listing-heading" className={styles.listingTitle}>
          {data.page > 1 ? `${heading}, page ${data.page} of ${data.pageCount}` : heading}
        </h2>
        {data.total > 0 ? (
          <p className={styles.count}>
            {data.pageCount > 1 ? `${first}–${last} of ${data.total} ${listing.noun}` : `${data.total} ${listing.noun}`}
          </p>
        ) : null}
      </div>
      {listing.filter ? <CategoryFilter activeUri={filterUri ?? baseUri} /> : null}
      {data.entries.length ? (
        <EntryGrid entries={data.entries} />
      ) : (
        <p className={styles.empty}>No {listing.noun} yet. Check back soon.</p>
      )}
      <Pagination baseUri={baseUri} page={data.page} pageCount={data.pageCount} label={title} />
    </section>
  );
}
