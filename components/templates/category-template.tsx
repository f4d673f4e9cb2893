import { ListingSection } from '@/components/lists/listing-section';
import { listingUriForCategory, type Listing } from '@/lib/cms/listing-table';
import type { ListingPage } from '@/lib/cms/listings';
import type { CategoryNode } from '@/lib/cms/types';
import { plainText } from '@/lib/seo/text';
import styles from './templates.module.css';

interface CategoryTemplateProps {
  category: CategoryNode;
  listing: { listing: Listing; baseUri: string; data: ListingPage };
}

/** A category archive: its name and description, then its posts, newest first, paged. */
export function CategoryTemplate({ category, listing }: CategoryTemplateProps) {
  const isInsight = listingUriForCategory(category.slug) !== undefined;
  return (
    <article data-template="category">
      <header className={`hero ${styles.hero}`} data-hero-bg="dusk" data-hero-size="small">
        <div className={`hero-inner ${styles.heroInner}`}>
          <p className="hero-eyebrow">Insights · Category</p>
          <h1 className="hero-headline" data-hero-headline>
            {category.name}
          </h1>
          {category.description ? <p className={styles.heroLede}>{plainText(category.description)}</p> : null}
        </div>
      </header>
      <ListingSection
        listing={{ ...listing.listing, filter: isInsight }}
        baseUri={listing.baseUri}
        data={listing.data}
        title={category.name}
        filterUri={listingUriForCategory(category.slug)}
      />
    </article>
  );
}
