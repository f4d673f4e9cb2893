import {
  CONTENT_TYPES,
  isSiblingType,
  LISTED_TYPES,
  type ContentTypeDefinition,
  type ListedTypeKey,
  type SiblingType,
} from './content-types';

/** The taxonomies posts are filed under whose archives the site shows (WordPress's `category` and `post_tag`). */
type Taxonomy = 'category' | 'tag';

/** A term posts are filed under: a listing limited to it lists only its posts. */
export interface TermFilter {
  taxonomy: Taxonomy;
  slug: string;
}

const category = (slug: string): TermFilter => ({ taxonomy: 'category', slug });

/** A listing the page template adds below a page's own content. */
export interface Listing {
  type: ListedTypeKey;
  /** Posts only: the category or tag the listing is limited to. */
  term?: TermFilter;
  /** Insights archives show the category filter above their entries. */
  filter?: boolean;
  /** What the entries are called, for counts and empty states. */
  noun: string;
  /** The heading above the entries. */
  heading: string;
}

const PAGE_SIZE = 12;

/**
 * How many entries one page of a type's listing shows: `PAGE_SIZE`, unless the content types' table says more
 * (the team is one page of people in the order editors give them, however many join; it is paginated only past
 * that bound, and the largest page WordPress serves is 100).
 */
export function pageSizeOf(type: ListedTypeKey): number {
  const definition: ContentTypeDefinition = CONTENT_TYPES[type];
  return definition.pageSize ?? PAGE_SIZE;
}

/**
 * The one place that says which page lists what: the insights pages here, each content type's own listing page
 * from the content types' table. Listing pages are ordinary WordPress pages (their hero and intro copy come from
 * the content system); the entries below follow from their URI.
 */
const LISTING_BY_URI: Readonly<Record<string, Listing>> = {
  '/insights/': { type: 'post', filter: true, noun: 'insights', heading: 'Latest insights' },
  '/agency-news/': {
    type: 'post',
    term: category('agency-news'),
    filter: true,
    noun: 'stories',
    heading: 'Agency news',
  },
  '/thought-leadership/': {
    type: 'post',
    term: category('thought-leadership'),
    filter: true,
    noun: 'articles',
    heading: 'Thought leadership',
  },
  '/podcast/': { type: 'post', term: category('podcast'), filter: true, noun: 'episodes', heading: 'Episodes' },
  ...Object.fromEntries(
    LISTED_TYPES.flatMap((type) => {
      const { listing }: ContentTypeDefinition = CONTENT_TYPES[type];
      return listing ? [[listing.uri, { type, noun: listing.noun, heading: listing.heading }]] : [];
    }),
  ),
};

/** What the "Posts page" of Settings → Reading lists when the table above does not name its address. */
export const POSTS_PAGE_LISTING: Listing = { type: 'post', noun: 'posts', heading: 'Latest posts' };

/** The insights filter, in the order visitors see it. */
export const INSIGHT_FILTERS: readonly { label: string; uri: string }[] = [
  { label: 'All insights', uri: '/insights/' },
  { label: 'Agency News', uri: '/agency-news/' },
  { label: 'Thought Leadership', uri: '/thought-leadership/' },
  { label: 'Podcast', uri: '/podcast/' },
];

/** The listing page that presents a category, when one does (its archive then points there as canonical). */
export function listingUriForCategory(slug: string): string | undefined {
  return Object.entries(LISTING_BY_URI).find(([, listing]) => sameTerm(listing.term, category(slug)))?.[0];
}

/** The listing page of every post (no term), when the table has one: `/insights/`. */
export function allPostsListingUri(): string | undefined {
  return Object.entries(LISTING_BY_URI).find(([, listing]) => listing.type === 'post' && !listing.term)?.[0];
}

/**
 * WordPress's date archives (`/2024/`, `/2024/05/`, `/2024/05/07/`) and author archives (`/author/<nicename>/`),
 * which its widgets and blocks link (archives, calendar, latest posts' bylines). The site has no such pages: it
 * sends them to the listing of every post. WordPress keeps numeric slugs off posts and pages, so these addresses
 * are never an entry's own.
 */
export function isDateOrAuthorArchive(uri: string): boolean {
  return /^\/(?:[0-9]{4}\/(?:(?:0[1-9]|1[0-2])\/(?:(?:0[1-9]|[12][0-9]|3[01])\/)?)?|author\/[^/]+\/)$/.test(uri);
}

export function listingForUri(uri: string): Listing | undefined {
  return Object.hasOwn(LISTING_BY_URI, uri) ? LISTING_BY_URI[uri] : undefined;
}

/**
 * Splits a paginated archive address into the archive and the page number: `/insights/page/3/` is page 3 of
 * `/insights/`, as WordPress addresses archive pages. Anything else is page 1 of itself. Page numbers are
 * plain positive integers (no signs, zeros or exponents) so every page has exactly one address.
 */
export function splitPagedUri(uri: string): { baseUri: string; page: number } {
  const match = /^(\/(?:[^/]+\/)+)page\/([1-9][0-9]{0,3})\/$/.exec(uri);
  if (!match) return { baseUri: uri, page: 1 };
  return { baseUri: match[1]!, page: Number(match[2]) };
}

/** The address of page `page` of an archive; page 1 is the archive itself. */
export function pagedUri(baseUri: string, page: number): string {
  return page <= 1 ? baseUri : `${baseUri}page/${page}/`;
}

/** How many pages `total` entries fill (an empty archive still has its first page). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The after-cursor that starts page `page`, given every entry's cursor in order; `null` for page 1 and
 * `undefined` when the page lies beyond the last one.
 */
export function cursorForPage(
  cursors: readonly (string | null)[],
  page: number,
  pageSize = PAGE_SIZE,
): string | null | undefined {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(cursors.length, pageSize)) return undefined;
  if (page === 1) return null;
  return cursors[(page - 1) * pageSize - 1];
}

/**
 * The type an address most likely holds, judged by the listing it sits under, among the types whose entries show
 * their siblings: `/team/maya/` under `/team/` is a team member. Lets the site ask for an entry and its siblings
 * in one request; a wrong guess costs nothing but the unused siblings.
 */
export function entryTypeForUri(uri: string): SiblingType | undefined {
  for (const [base, listing] of Object.entries(LISTING_BY_URI)) {
    if (!isSiblingType(listing.type) || listing.term) continue;
    if (uri.startsWith(base) && /^[^/]+\/$/.test(uri.slice(base.length))) return listing.type;
  }
  return undefined;
}

/** WordPress's default archive bases: `/category/<slug>/`, `/tag/<slug>/`. */
const TERM_BASES: Readonly<Record<string, Taxonomy>> = { category: 'category', tag: 'tag' };

/** The term of a category or tag archive at WordPress's default address (`/category/<slug>/`, `/tag/<slug>/`). */
export function termOfUri(uri: string): TermFilter | undefined {
  const match = /^\/(category|tag)\/([^/]+)\/$/.exec(uri);
  if (!match) return undefined;
  try {
    return { taxonomy: TERM_BASES[match[1]!]!, slug: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/** Whether two listings are limited to the same term (or both to none). */
export function sameTerm(a: TermFilter | undefined, b: TermFilter | undefined): boolean {
  return a?.taxonomy === b?.taxonomy && a?.slug === b?.slug;
}

/** The variables of a post list operation that limit it to a term (WPGraphQL's `categoryName` and `tag`). */
export function termVariables(term: TermFilter | undefined): { categoryName?: string; tag?: string } {
  if (!term) return {};
  return term.taxonomy === 'category' ? { categoryName: term.slug } : { tag: term.slug };
}
