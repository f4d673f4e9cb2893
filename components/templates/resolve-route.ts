import 'server-only';
import { cache } from 'react';
import { listingForUri, splitPagedUri, type Listing } from '@/lib/cms/listing-table';
import { getListingPage, type ListingPage } from '@/lib/cms/listings';
import { getNodeByUri } from '@/lib/cms/nodes';
import type { ContentNode } from '@/lib/cms/types';

export type ResolvedRoute =
  | { kind: 'node'; node: ContentNode; page: number; listing?: { listing: Listing; baseUri: string; data: ListingPage } }
  | { kind: 'redirect'; to: string }
  | { kind: 'missing' };

/** What a node lists below itself: listing pages by the table, category archives their posts. */
function listingOf(node: ContentNode): Listing | undefined {
  if (node.kind === 'category') return { type: 'post', category: node.slug, noun: 'posts', heading: `All ${node.name}` };
  if (node.kind === 'page') return listingForUri(node.uri);
  return undefined;
}

async function withListing(node: ContentNode, page: number): Promise<ResolvedRoute> {
  const listing = listingOf(node);
  if (!listing) return page === 1 ? { kind: 'node', node, page } : { kind: 'missing' };
  const data = await getListingPage(listing.type, page, listing.category);
  if (!data) return { kind: 'missing' };
  return { kind: 'node', node, page, listing: { listing, baseUri: node.uri, data } };
}

/**
 * The content at a site URI, the way WordPress's template hierarchy finds it: `/insights/page/3/` is page 3
 * of the insights listing, `/insights/page/1/` redirects to `/insights/`, a page past the last is missing.
 * Shared by the page and its metadata within one request.
 */
export const resolveRoute = cache(async (uri: string): Promise<ResolvedRoute> => {
  const { baseUri, page } = splitPagedUri(uri);
  if (baseUri !== uri) {
    const archive = await getNodeByUri(baseUri);
    if (archive && listingOf(archive)) {
      if (page === 1) return { kind: 'redirect', to: baseUri };
      return withListing(archive, page);
    }
  }
  const node = await getNodeByUri(uri);
  return node ? withListing(node, 1) : { kind: 'missing' };
});
