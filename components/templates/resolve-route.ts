import 'server-only';
import { cache } from 'react';
import {
  allPostsListingUri,
  entryTypeForUri,
  isDateOrAuthorArchive,
  listingForUri,
  POSTS_PAGE_LISTING,
  sameTerm,
  splitPagedUri,
  termOfUri,
  type Listing,
} from '@/lib/cms/listing-table';
import { getNodeWithForm } from '@/lib/cms/forms';
import { getLatest, getListingPage, getListingRoute, type ListingPage } from '@/lib/cms/listings';
import {
  getFrontPage,
  getNode,
  getNodeWithSiblings,
  RELATED_COUNT,
  type NodeData,
  type NodeLists,
} from '@/lib/cms/nodes';
import { CONTENT_TYPES } from '@/lib/cms/content-types';
import { contentParts, splitPartUri } from '@/lib/cms/content-parts';
import { getStickyPosts, stickyFirst } from '@/lib/cms/sticky';
import { getPostsPageUri, withPostsPageEntry } from '@/lib/cms/posts-page';
import { FRONT_PAGE_COUNTS } from '@/lib/cms/queries/node-by-uri';
import { isTermNode, type ContentNode } from '@/lib/cms/types';
import { formIdForUri } from '@/lib/forms/page-forms';

export type ResolvedRoute =
  | {
      kind: 'node';
      node: ContentNode;
      page: number;
      /** What the node's page lists beside it (related posts, siblings, the front page's sections). */
      lists: NodeLists;
      listing?: { listing: Listing; baseUri: string; data: ListingPage };
    }
  | { kind: 'redirect'; to: string; permanent: boolean }
  | { kind: 'missing' };

/**
 * What a node lists below itself: listing pages by the table, category and tag archives their posts, and
 * WordPress's "Posts page" the posts wherever it lives — unless it is the front page, which shows its own sections.
 */
function listingOf(node: ContentNode): Listing | undefined {
  if (node.kind === 'category' || node.kind === 'tag')
    return {
      type: 'post',
      term: { taxonomy: node.kind, slug: node.slug },
      noun: 'posts',
      heading: node.kind === 'tag' ? `Posts tagged ${node.name}` : `All ${node.name}`,
    };
  if (node.kind === 'page')
    return listingForUri(node.uri) ?? (node.isPostsPage && !node.isFrontPage ? POSTS_PAGE_LISTING : undefined);
  return undefined;
}

/** The listing an address holds, judged by the address alone (the listing table, `/category/<slug>/`, `/tag/<slug>/`). */
function plannedListing(uri: string): Pick<Listing, 'type' | 'term'> | undefined {
  const listing = listingForUri(uri);
  if (listing) return listing;
  const term = termOfUri(uri);
  return term ? { type: 'post', term } : undefined;
}

/**
 * A tag that holds no post has no archive (WordPress keeps empty tags, and links none of them): the address
 * answers 404 rather than an empty page. An empty category keeps its page, as a listing page does.
 */
const isEmptyTag = (node: ContentNode, data: ListingPage) => node.kind === 'tag' && data.total === 0;

/**
 * The lists a template shows that its node's request did not bring (an entry found at an unexpected
 * address, a post without a category): read separately, so the page is complete either way.
 */
async function completeLists(node: ContentNode, lists: NodeLists): Promise<NodeLists> {
  const others = (entries: { id: string }[], count: number) =>
    entries.filter((entry) => entry.id !== node.id).slice(0, count);
  switch (node.kind) {
    case 'post':
      return lists.related
        ? lists
        : {
            ...lists,
            related: others(await getLatest('post', RELATED_COUNT + 1), RELATED_COUNT) as NodeLists['related'],
          };
    case 'teamMember':
    case 'caseStudy':
    case 'career': {
      if (lists.siblings) return lists;
      const count = CONTENT_TYPES[node.kind].siblings;
      return { ...lists, siblings: others(await getLatest(node.kind, count), count - 1) as NodeLists['siblings'] };
    }
    case 'page': {
      if (!node.isFrontPage || (lists.work && lists.insights)) return lists;
      const [work, insights] = await Promise.all([
        getLatest('caseStudy', FRONT_PAGE_COUNTS.work),
        getLatest('post', FRONT_PAGE_COUNTS.insights),
      ]);
      return { ...lists, work, insights };
    }
    default:
      return lists;
  }
}

async function withListing({ node, lists }: NodeData, page: number): Promise<ResolvedRoute> {
  const listing = listingOf(node);
  if (!listing)
    return page === 1 ? { kind: 'node', node, page, lists: await completeLists(node, lists) } : { kind: 'missing' };
  const data = await getListingPage(listing.type, page, listing.term);
  if (!data || isEmptyTag(node, data)) return { kind: 'missing' };
  return { kind: 'node', node, page, lists, listing: { listing, baseUri: node.uri, data } };
}

/**
 * A listing page or category or tag archive with its page of entries, in one request. `undefined` when nothing
 * lives at `uri`. Falls back to reading the listing separately when the node is not what its address
 * suggested.
 */
async function listingRoute(
  uri: string,
  planned: Pick<Listing, 'type' | 'term'>,
  page: number,
): Promise<ResolvedRoute | undefined> {
  const route = await getListingRoute(uri, planned.type, planned.term, page);
  if (!route) return undefined;
  const listing = listingOf(route.node);
  if (!listing || listing.type !== planned.type || !sameTerm(listing.term, planned.term))
    return withListing({ node: route.node, lists: {} }, page);
  if (!route.data || isEmptyTag(route.node, route.data)) return { kind: 'missing' };
  return {
    kind: 'node',
    node: route.node,
    page,
    lists: {},
    listing: { listing, baseUri: route.node.uri, data: route.data },
  };
}

/**
 * The content at a site URI, the way WordPress's template hierarchy finds it: `/insights/page/3/` is page 3
 * of the insights listing, `/insights/page/1/` redirects to `/insights/`, a page past the last is missing. (The
 * address an entry had before an editor renamed it, and an editor's redirect, never get here: proxy.ts answers them.)
 * Every template's data comes in one request (the node with what it lists, or the form it carries); the
 * shell's data is the other.
 * Shared by the page and its metadata within one request.
 */
export const resolveRoute = cache(async (uri: string): Promise<ResolvedRoute> =>
  withStickyPosts(await withPostsPage(await resolve(uri))),
);

/** The "Posts page" shows its own title, content and hero, as WordPress's editors wrote them. */
async function withPostsPage(route: ResolvedRoute): Promise<ResolvedRoute> {
  if (route.kind !== 'node' || route.node.kind !== 'page' || !route.node.isPostsPage || route.node.isFrontPage)
    return route;
  return { ...route, node: await withPostsPageEntry(route.node) };
}

/** WordPress's blog — the "Posts page" of Settings → Reading — lists the sticky posts first. */
async function withStickyPosts(route: ResolvedRoute): Promise<ResolvedRoute> {
  if (route.kind !== 'node' || !route.listing || route.node.kind !== 'page' || !route.node.isPostsPage) return route;
  const { listing, data } = route.listing;
  if (listing.type !== 'post' || listing.term) return route;
  const sticky = await getStickyPosts();
  if (sticky.length === 0) return route;
  return {
    ...route,
    listing: { ...route.listing, data: { ...data, entries: stickyFirst(data.entries, sticky, data.page) } },
  };
}

async function resolve(uri: string): Promise<ResolvedRoute> {
  const { baseUri, page } = splitPagedUri(uri);
  if (isDateOrAuthorArchive(baseUri)) return { kind: 'redirect', to: await postsListingUri(), permanent: true };
  if (baseUri !== uri) {
    const planned = plannedListing(baseUri);
    if (planned) {
      const route = await listingRoute(baseUri, planned, page);
      if (route)
        return page === 1 && route.kind === 'node' ? { kind: 'redirect', to: baseUri, permanent: true } : route;
    } else {
      const archive = await getNode(baseUri);
      if (archive && listingOf(archive.node))
        return page === 1 ? { kind: 'redirect', to: baseUri, permanent: true } : withListing(archive, page);
    }
  }

  if (uri === '/') {
    const front = await getFrontPage();
    return front ? withListing(front, 1) : { kind: 'missing' };
  }
  const planned = plannedListing(uri);
  if (planned) return (await listingRoute(uri, planned, 1)) ?? { kind: 'missing' };
  const entryType = entryTypeForUri(uri);
  const formId = formIdForUri(uri);
  const data = entryType
    ? await getNodeWithSiblings(uri, entryType)
    : formId !== undefined
      ? await getNodeWithForm(uri, formId)
      : await getNode(uri);
  if (!data) return { kind: 'missing' };
  if (!sameAddress(data.node.uri, uri)) return partRoute(data, uri);
  return withListing(partOf(data, 1) ?? data, 1);
}

/**
 * WordPress answers `/story/2/` with the entry at `/story/`: part 2 of a paginated entry (`<!--nextpage-->`).
 * `/story/1/` is `/story/` itself; a part the entry does not have is missing, as is any other address WordPress
 * finds a node under that is not its own (`/about-us/page/2/`).
 */
function partRoute(data: NodeData, uri: string): Promise<ResolvedRoute> | ResolvedRoute {
  const part = splitPartUri(uri);
  if (!part || !sameAddress(data.node.uri, part.baseUri)) return { kind: 'missing' };
  if (part.number === 1) return { kind: 'redirect', to: data.node.uri, permanent: true };
  const shown = partOf(data, part.number);
  return shown ? withListing(shown, 1) : { kind: 'missing' };
}

/** The node with only part `number` of its content, when its content has parts; `undefined` past the last. */
function partOf(data: NodeData, number: number): NodeData | undefined {
  const { node } = data;
  if (isTermNode(node) || node.passwordProtected) return number === 1 ? data : undefined;
  const parts = contentParts(node.content);
  if (number > parts.length) return undefined;
  if (parts.length === 1) return data;
  return { ...data, node: { ...node, content: parts[number - 1]!, part: { number, count: parts.length } } };
}

/**
 * Where a date or author archive sends its visitor: the listing of every post. That is WordPress's "Posts page";
 * when it has none (the front page lists the posts, or no page does), the listing table's page of every post when
 * WordPress holds it, else the front page.
 */
async function postsListingUri(): Promise<string> {
  const postsPage = await getPostsPageUri();
  if (postsPage !== '/') return postsPage;
  const listing = allPostsListingUri();
  const found = listing ? await getNode(listing) : undefined;
  return found ? listing! : '/';
}

/**
 * A node read by other means than its address (a draft preview, lib/preview/) as its own page shows it: with
 * what its template lists beside it.
 */
export function routeOfNode(data: NodeData): Promise<ResolvedRoute> {
  return withListing(data, 1);
}

function sameAddress(nodeUri: string, uri: string): boolean {
  const decode = (value: string) => {
    try {
      return decodeURI(value).toLowerCase();
    } catch {
      return value.toLowerCase();
    }
  };
  return decode(nodeUri) === decode(uri);
}
