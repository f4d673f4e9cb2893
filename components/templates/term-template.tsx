import { FitWords } from '@/components/whole-words';
import { ListingSection } from '@/components/lists/listing-section';
import { listingUriForCategory, type Listing } from '@/lib/cms/listing-table';
import type { ListingPage } from '@/lib/cms/listings';
import type { TermNode } from '@/lib/cms/types';
import { plainText } from '@/lib/seo/text';
import styles from './templates.module.css';

interface TermTemplateProps {
  term: TermNode;
  listing: { listing: Listing; baseUri: string; data: ListingPage };
}

/** A category or tag archive: its name and description, then its posts, newest first, paged. */
export function TermTemplate({ term, listing }: TermTemplateProps) {
  // A category an insights listing page presents shows that page's filter, with its chip current.
  const filterUri = term.kind === 'category' ? listingUriForCategory(term.slug) : undefined;
  return (
    <article data-template={term.kind}>
      <header className={`hero ${styles.hero}`} data-hero-bg="dusk" data-hero-size="small">
        <div className={`hero-inner ${styles.heroInner}`}>
          <p className="hero-eyebrow">Insights · {term.kind === 'tag' ? 'Tag' : 'Category'}</p>
          <h1 className="hero-headline" data-hero-headline>
            <FitWords text={term.name}>{term.name}</FitWords>
          </h1>
          {term.description ? <p className={styles.heroLede}>{plainText(term.description)}</p> : null}
        </div>
      </header>
      <ListingSection
        listing={{ ...listing.listing, filter: filterUri !== undefined }}
        baseUri={listing.baseUri}
        data={listing.data}
        title={term.name}
        filterUri={filterUri}
      />
    </article>
  );
}
