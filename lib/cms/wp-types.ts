/* What WPGraphQL returns for the site's operations (the transport layer), named for the code that reads it. Every
   type here is a view of ./generated/operations.ts, which `npm run codegen` generates from the operations
   themselves: no field is written by hand, so a query and what is read from its answer cannot drift apart.
   Components never see these: lib/cms/reshape.ts turns them into the domain types of lib/cms/types.ts. */
import type { CONTENT_TYPES, ContentTypeKey } from './content-types';
import type {
  ContentIndexQueries,
  ContentListQueries,
  ListingQueries,
  MenuItemFieldsFragment,
  NodeByUriQuery,
  NodeWithSiblingsQueries,
  PageExtrasFragment,
  RedirectMapQuery,
  ShellQuery,
} from './generated/operations';

/**
 * A union of answers read field by field: every member's fields, each optional, with the types the members give
 * it. For code that reads whichever of the members it was given (a form field of any kind, an index entry of any type).
 */
export type FieldsOf<U> = {
  [K in U extends unknown ? keyof U : never]?: U extends { [P in K]: infer V } ? V : never;
};

type ShellMenuItem = NonNullable<ShellQuery['primary']>['nodes'][number];

/** A menu item, with its children where the operation reads them (the shell's). */
export type WpMenuItem = MenuItemFieldsFragment & Partial<Pick<ShellMenuItem, 'childItems'>>;

/** A type's connection in one of the per-type operations (`ContentList`, `ContentIndex`): under its plural name. */
type Connection<M extends Record<ContentTypeKey, unknown>> = {
  [K in ContentTypeKey]: NonNullable<M[K][(typeof CONTENT_TYPES)[K]['plural'] & keyof M[K]]>;
}[ContentTypeKey];

/** One page of `contentListQuery(type)`, whichever type: the connection under the type's plural name. */
export type WpContentList = Connection<ContentListQueries>;

/** One batch of `contentIndexQuery(type)`, whichever type: the connection under the type's plural name. */
export type WpContentIndex = Connection<ContentIndexQueries>;

/**
 * An entry of a type the site lists, as every operation reads one: the content list entry fields
 * (`ListEntryFields`) and its type's card fields (`cardSelection` of ./content-types.ts).
 */
export type WpListEntry = WpContentList['edges'][number]['node'];

/** `listingQuery(type)`'s answer, whichever type. */
export type WpListingQuery = ListingQueries[keyof ListingQueries];

/** `siblingsQuery(type)`'s answer, whichever type. */
export type WpNodeWithSiblingsQuery = NodeWithSiblingsQueries[keyof NodeWithSiblingsQueries];

/** What `nodeByUri` answers in every node operation (they share one selection, `NODE_SELECTION`). */
export type WpNode = NonNullable<NodeByUriQuery['nodeByUri']>;

export type WpHeroSettings = NonNullable<PageExtrasFragment['heroSettings']>;

/** One rule of the companion plugin's `siteRedirects`: an address that leads elsewhere, and where. */
export type WpRedirectRule = RedirectMapQuery['siteRedirects'][number];
