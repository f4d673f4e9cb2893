import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { getContentList } from './content-list';
import { cursorForPage, pageCount, pageSizeOf, termVariables, type TermFilter } from './listing-table';
import { nodeDataOf } from './nodes';
import { CATEGORIES_QUERY, contentIndexQuery, INDEX_BATCH, TAGS_QUERY } from './queries/content-index';
import { CONTENT_TYPES, type ContentTypeKey, type ListedTypeKey } from './content-types';
import { listingQuery } from './queries/node-by-uri';
import { reshapeListEntry, toSitePath, utcInstant } from './reshape';
import { listTag, tags } from './tags';
import type { ContentListPage, ContentNode, ListEntry } from './types';
import type { CategoriesQuery, TagsQuery } from './generated/operations';
import type { FieldsOf, WpContentIndex, WpListingQuery } from './wp-types';

/** One entry of a type's index: where it starts a page, where it lives, when it changed. */
export interface IndexEntry {
  cursor: string | null;
  uri: string;
  /** UTC instants (`2026-03-14T13:30:00Z`), '' when WordPress gives none. */
  dateGmt: string;
  modifiedGmt: string;
  isFrontPage: boolean;
  excludeFromSitemap: boolean;
  /** Behind a WordPress password: its page shows no content and is not indexed (lib/cms/types.ts). */
  passwordProtected: boolean;
}

/** A guard against a content system whose cursors never end: 50 batches is 5,000 entries. */
const MAX_BATCHES = 50;

/** The index from `after` on, batch by batch; each batch is a cached read under the list's tag. */
async function walkIndex(
  type: ContentTypeKey,
  term: TermFilter | undefined,
  after: string | null,
): Promise<IndexEntry[]> {
  const { plural } = CONTENT_TYPES[type];
  const query = contentIndexQuery(type);
  const entries: IndexEntry[] = [];
  let cursor = after;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const variables: Record<string, unknown> = { first: INDEX_BATCH, after: cursor };
    if (type === 'post') Object.assign(variables, termVariables(term));
    const data: Record<string, WpContentIndex | null> = await fetchAPI(query, {
      variables,
      ...cached([listTag(type, term)]),
    });
    const connection = data[plural];
    for (const edge of connection?.edges ?? []) {
      // Pages also say whether they are the front page and kept out of the sitemap.
      const node: FieldsOf<WpContentIndex['edges'][number]['node']> = edge.node;
      entries.push({
        cursor: edge.cursor,
        uri: node.uri ? toSitePath(node.uri) : toSitePath(node.link, env().graphqlUrl),
        dateGmt: utcInstant(node.dateGmt),
        modifiedGmt: utcInstant(node.modifiedGmt) || utcInstant(node.dateGmt),
        isFrontPage: Boolean(node.isFrontPage),
        excludeFromSitemap: Boolean(node.pageMetadata?.excludeFromSitemap),
        passwordProtected: node.hasPassword === true,
      });
    }
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    cursor = connection.pageInfo.endCursor;
  }
  return entries;
}

/**
 * Every entry of one type (posts optionally of one category or tag), newest first, walked in batches of 100.
 * Each batch is a cached read tagged with the list, so the walk costs nothing until content changes.
 */
export const getContentIndex = cache((type: ContentTypeKey, term?: TermFilter): Promise<IndexEntry[]> =>
  walkIndex(type, term, null),
);

export interface ListingPage<T extends ListEntry = ListEntry> extends ContentListPage<T> {
  page: number;
  pageCount: number;
  total: number;
}

/**
 * Page `page` of a listing (`pageSizeOf` entries in the type's order), addressable by number although the content system
 * pages by cursor: the index gives the cursor that starts it. `undefined` past the last page. Used where a
 * node's listing could not be read with the node (`getListingRoute` is the one-request path).
 */
export async function getListingPage(
  type: ListedTypeKey,
  page: number,
  term?: TermFilter,
): Promise<ListingPage | undefined> {
  const index = await getContentIndex(type, term);
  const size = pageSizeOf(type);
  const after = cursorForPage(
    index.map((entry) => entry.cursor),
    page,
    size,
  );
  if (after === undefined) return undefined;
  const list = await getContentList(type, { after, first: size, term });
  return { ...list, page, pageCount: pageCount(index.length, size), total: index.length };
}

export interface ListingRoute {
  node: ContentNode;
  /** `undefined` when the page asked for lies past the last one. */
  data: ListingPage | undefined;
}

/**
 * A listing page — the page (or category or tag archive) at `uri` and page `page` of what it lists — in one
 * request while the archive holds at most 100 entries and the page is among its first 8 (the entries up to
 * the end of the page are read and the page is cut from them). Deeper pages of larger archives cost one
 * more cached read per 100 entries of index and one for the page. `undefined` when nothing lives at `uri`.
 */
export const getListingRoute = cache(
  async (
    uri: string,
    type: ListedTypeKey,
    term: TermFilter | undefined,
    page: number,
  ): Promise<ListingRoute | undefined> => {
    const size = pageSizeOf(type);
    const variables: Record<string, unknown> = { uri, first: Math.min(page * size, INDEX_BATCH) };
    if (type === 'post') Object.assign(variables, termVariables(term));
    const data = await fetchAPI<WpListingQuery>(listingQuery(type), {
      variables,
      ...cached([tags.node(uri), listTag(type, term)]),
    });
    const node = nodeDataOf(data.nodeByUri)?.node;
    if (!node) return undefined;

    let cursors = (data.index?.edges ?? []).map((edge) => edge.cursor);
    const more = data.index?.pageInfo;
    if (more?.hasNextPage && more.endCursor) {
      cursors = cursors.concat((await walkIndex(type, term, more.endCursor)).map((entry) => entry.cursor));
    }
    const after = cursorForPage(cursors, page, size);
    if (after === undefined) return { node, data: undefined };

    const start = (page - 1) * size;
    let entries: ListEntry[];
    if (page * size <= INDEX_BATCH) {
      entries = (data.entries?.nodes ?? [])
        .slice(start, start + size)
        .map((entry) => reshapeListEntry(entry, env().graphqlUrl))
        .filter((entry): entry is ListEntry => entry !== undefined);
    } else {
      entries = (await getContentList(type, { after, first: size, term })).entries;
    }
    const pages = pageCount(cursors.length, size);
    return {
      node,
      data: {
        entries,
        hasNextPage: page < pages,
        endCursor: cursors[Math.min(start + size, cursors.length) - 1] ?? null,
        page,
        pageCount: pages,
        total: cursors.length,
      },
    };
  },
);

/** The newest entries of a type (of one category or tag, for posts), for feeds. */
export async function getLatest(type: ListedTypeKey, count: number, term?: TermFilter): Promise<ListEntry[]> {
  const list = await getContentList(type, { first: count, term });
  return list.entries;
}

export interface TermSummary {
  databaseId: number;
  name: string;
  slug: string;
  uri: string;
  count: number;
}

/** Every category that holds at least one post (its count changes with any post, hence the post list's tag). */
export async function getCategories(): Promise<TermSummary[]> {
  const data = await fetchAPI<CategoriesQuery>(CATEGORIES_QUERY, cached([tags.categories, tags.list('post')]));
  return termSummaries(data.categories?.nodes ?? []);
}

/** Every tag that holds at least one post, read 100 at a time (a WordPress may hold thousands). */
export async function getTags(): Promise<TermSummary[]> {
  const found: TermSummary[] = [];
  let after: string | null = null;
  for (;;) {
    const data: TagsQuery = await fetchAPI<TagsQuery>(TAGS_QUERY, {
      variables: { after },
      ...cached([tags.categories, tags.list('post')]),
    });
    found.push(...termSummaries(data.tags?.nodes ?? []));
    const next = data.tags?.pageInfo;
    // A cursor that does not move on would loop for ever: the walk ends there.
    if (!next?.hasNextPage || !next.endCursor || next.endCursor === after) return found;
    after = next.endCursor;
  }
}

function termSummaries(
  nodes: readonly {
    databaseId: number;
    name?: string | null;
    slug?: string | null;
    uri?: string | null;
    count?: number | null;
  }[],
): TermSummary[] {
  return nodes
    .filter((term) => (term.count ?? 0) > 0)
    .map((term) => ({
      databaseId: term.databaseId,
      name: term.name ?? '',
      slug: term.slug ?? '',
      uri: toSitePath(term.uri),
      count: term.count ?? 0,
    }));
}
