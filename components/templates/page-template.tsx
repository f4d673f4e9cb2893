import { PageForm } from '@/components/forms/page-form';
import { Hero } from '@/components/hero/hero';
import { ListingSection } from '@/components/lists/listing-section';
import type { Listing } from '@/lib/cms/listing-table';
import type { ListingPage } from '@/lib/cms/listings';
import type { NodeLists } from '@/lib/cms/nodes';
import { SITE_LINK_ADDRESSES } from '@/lib/cms/site-links-model';
import type { PageNode } from '@/lib/cms/types';
import { formIdForUri } from '@/lib/forms/page-forms';
import { EntryContent } from './entry-content';
import { FrontPageSections } from './front-page-sections';
import styles from './templates.module.css';

interface PageTemplateProps {
  page: PageNode;
  listing?: { listing: Listing; baseUri: string; data: ListingPage };
  /** The front page's sections; the form the page carries, read with it. */
  lists?: NodeLists;
}

/**
 * A WordPress page: its hero, the editor's content (shown on an archive's first page only, so later pages
 * are not near-duplicates), then what the page lists or the form it carries. The front page adds the
 * agency's latest work and thinking.
 */
export function PageTemplate({ page, listing, lists }: PageTemplateProps) {
  const formId = formIdForUri(page.uri);
  const firstPage = !listing || listing.data.page === 1;
  return (
    <article
      data-template={page.isFrontPage ? 'front-page' : 'page'}
      // The page the site-wide invitation to talk leads to does not invite to itself (app/globals.css).
      data-site-call-to-action={page.uri === SITE_LINK_ADDRESSES.contact ? 'here' : undefined}
    >
      <Hero hero={page.hero} image={page.image} />
      {firstPage ? <EntryContent html={page.content} passwordProtected={page.passwordProtected} entry={page} /> : null}
      {formId !== undefined ? (
        <div className={styles.formWrap}>
          <PageForm form={lists?.form ?? undefined} headingLevel={2} />
        </div>
      ) : null}
      {listing ? (
        <ListingSection
          listing={listing.listing}
          baseUri={listing.baseUri}
          data={listing.data}
          title={page.title}
          headline={page.hero.headline}
        />
      ) : null}
      {page.isFrontPage ? <FrontPageSections work={lists?.work ?? []} insights={lists?.insights ?? []} /> : null}
    </article>
  );
}
