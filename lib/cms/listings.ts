import 'server-only';
import { after } from 'next/server';
import { cache } from 'react';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { getContentList } from './content-list';
import { cursorForPage, pageCount, pageSizeOf, termVariables, type TermFilter } from './listing-table';
import { nodeDataOf } from './nodes';
import { indexBatchesHolding, walkConnection, type IndexBatch, type Walk } from './index-walk';
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

/** One batch of a type's index; the first carries the list's tag (any change may add to it), the others their own. */
async function readIndexBatch(
  type: ContentTypeKey,
  term: TermFilter | undefined,
  after: string | null,
): Promise<IndexBatch<Omit<IndexEntry, 'cursor'>>> {
  const { plural } = CONTENT_TYPES[type];
  const variables: Record<string, unknown> = { first: INDEX_BATCH, after };
  if (type === 'post') Object.assign(variables, termVariables(term));
  const batchTags =
    after === null
      ? [listTag(type, term), tags.index(type, term)]
      : [tags.index(type, term), tags.indexBatch(type, term, after)];
  const data: Record<string, WpContentIndex | null> = await fetchAPI(contentIndexQuery(type), {
    variables,
    ...cached(batchTags),
  });
  const connection = data[plural];
  return {
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    endCursor: connection?.pageInfo.endCursor ?? null,
    edges: (connection?.edges ?? []).map((edge) => {
      // Pages also say whether they are the front page and kept out of the sitemap.
      const node: FieldsOf<WpContentIndex['edges'][number]['node']> = edge.node;
      // WPGraphQL gives the "Posts page" no uri (its address answers with the post type): its link says where it is.
      const uri = node.uri ? toSitePath(node.uri) : toSitePath(node.link, env().graphqlUrl);
      // WPGraphQL gives every edge a cursor; the schema only does not promise it.
      return {
        cursor: edge.cursor ?? `uri:${uri}`,
        entry: {
          uri,
          dateGmt: utcInstant(node.dateGmt),
          modifiedGmt: utcInstant(node.modifiedGmt) || utcInstant(node.dateGmt),
          isFrontPage: Boolean(node.isFrontPage),
          excludeFromSitemap: Boolean(node.pageMetadata?.excludeFromSitemap),
          passwordProtected: node.hasPassword === true,
        },
      };
    }),
  };
}

/**
 * The walk of a type's index (posts optionally of one category or tag), newest first, in batches of 100 that stay the
 * same reads from one walk to the next (lib/cms/index-walk.ts). Each batch is a cached read: once warm the walk
 * costs no request, and a change costs the batches it touched — the first, which carries the list's tag, and the
 * one holding a changed entry, which the webhook names — never the whole index.
 */
const walkContentIndex = cache((type: ContentTypeKey, term?: TermFilter): Promise<Walk<Omit<IndexEntry, 'cursor'>>> => {
  const name = `${type} index${term ? ` of ${term.taxonomy} ${term.slug}` : ''}`;
  // A request that needs an index another is walking (a deep page opened while the first page's walk runs) joins
  // that walk: the data cache keeps only finished reads, so a second walk would ask WordPress for every batch again.
  const underway = walksUnderway.get(name);
  if (underway) return underway;
  const walk = walkConnection((after) => readIndexBatch(type, term, after), name).finally(() =>
    walksUnderway.delete(name),
  );
  walksUnderway.set(name, walk);
  return walk;
});

/** The index walks in progress in this server process, by the index they read. */
const walksUnderway = new Map<string, Promise<Walk<Omit<IndexEntry, 'cursor'>>>>();

/** Every entry of one type (posts optionally of one category or tag), newest first, with no limit on their number. */
export const getContentIndex = cache(
  async (type: ContentTypeKey, term?: TermFilter): Promise<IndexEntry[]> =>
    (await walkContentIndex(type, term)).entries,
);

/**
 * The tags of the index batches that hold any of `uris` (a changed entry at its new and old address): a change
 * deep in a large index refreshes the batch it is in, not the whole index. The first batch is left out: the
 * list's tag already refreshes it.
 */
export async function indexBatchTagsHolding(
  type: ContentTypeKey,
  term: TermFilter | undefined,
  uris: readonly string[],
): Promise<string[]> {
  const walk = await walkContentIndex(type, term);
  return indexBatchesHolding(walk, uris).map((after) => tags.indexBatch(type, term, after));
}

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
 * A listing page — the page (or category or tag archive) at `uri` and page `page` of what it lists. A page among the
 * first 100 entries is one request: the node, the first 100 cursors and the entries up to the end of the page.
 * A deeper page takes its starting cursor from the content index and is one request too: the node and its 12
 * entries after that cursor. The index is read whole only for the page count of an archive past 100 entries,
 * and costs nothing once warm. `undefined` when nothing lives at `uri`.
 */
export const getListingRoute = cache(
  async (
    uri: string,
    type: ListedTypeKey,
    term: TermFilter | undefined,
    page: number,
  ): Promise<ListingRoute | undefined> => {
    const size = pageSizeOf(type);
    const shallow = page * size <= INDEX_BATCH;
    const index = shallow ? undefined : await getContentIndex(type, term);
    const start = index ? cursorForPage(cursorsOf(index), page, size) : null;
    const variables: Record<string, unknown> = shallow
      ? { uri, first: page * size }
      : // Past the last page: the node alone tells a missing page from a missing listing.
        { uri, first: start === undefined ? 1 : size, after: start ?? null, withIndex: false };
    if (type === 'post') Object.assign(variables, termVariables(term));
    const data = await fetchAPI<WpListingQuery>(listingQuery(type), {
      variables,
      ...cached([tags.node(uri), listTag(type, term)]),
    });
    const node = nodeDataOf(data.nodeByUri)?.node;
    if (!node) return undefined;

    let cursors: (string | null)[];
    let total: number;
    if (index) {
      cursors = cursorsOf(index);
      total = cursors.length;
    } else {
      // A shallow page's cursors are all in the first batch; past it, WordPress's count gives the page count, and
      // the index, which deeper pages and the sitemap need, is walked once this answer has gone.
      cursors = (data.index?.edges ?? []).map((edge) => edge.cursor);
      total = cursors.length;
      if (data.index?.pageInfo.hasNextPage) {
        total = Math.max(data.total ?? 0, cursors.length + 1);
        after(() =>
          getContentIndex(type, term).then(
            () => undefined,
            () => undefined,
          ),
        );
      }
    }
    if (cursorForPage(cursors, page, size) === undefined) return { node, data: undefined };

    const first = (page - 1) * size;
    const entries = (data.entries?.nodes ?? [])
      .slice(shallow ? first : 0, shallow ? first + size : size)
      .map((entry) => reshapeListEntry(entry, env().graphqlUrl))
      .filter((entry): entry is ListEntry => entry !== undefined);
    const pages = pageCount(total, size);
    return {
      node,
      data: {
        entries,
        hasNextPage: page < pages,
        endCursor: cursors[Math.min(first + size, cursors.length) - 1] ?? null,
        page,
        pageCount: pages,
        total,
      },
    };
  },
);

function cursorsOf(index: readonly IndexEntry[]): (string | null)[] {
  return index.map((entry) => entry.cursor);
}

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

/** Every category that holds at least one post, however many there are, read 100 at a time. */
export const getCategories = cache((): Promise<TermSummary[]> =>
  walkTerms<CategoriesQuery>(CATEGORIES_QUERY, (data) => data.categories, 'category list'),
);

/** Every tag that holds at least one post, however many there are, read 100 at a time. */
export const getTags = cache((): Promise<TermSummary[]> =>
  walkTerms<TagsQuery>(TAGS_QUERY, (data) => data.tags, 'tag list'),
);

type TermConnection = NonNullable<CategoriesQuery['categories']>;

/** A taxonomy's terms, batch by batch (their counts change with any post, hence the post list's tag). */
async function walkTerms<Q>(
  query: string,
  connectionOf: (data: Q) => TermConnection | null | undefined,
  label: string,
): Promise<TermSummary[]> {
  const walk = await walkConnection(async (after) => {
    const connection = connectionOf(
      await fetchAPI<Q>(query, { variables: { after }, ...cached([tags.categories, tags.list('post')]) }),
    );
    return {
      hasNextPage: connection?.pageInfo.hasNextPage ?? false,
      endCursor: connection?.pageInfo.endCursor ?? null,
      edges: (connection?.edges ?? []).map((edge) => ({
        cursor: edge.cursor ?? `term:${edge.node.databaseId}`,
        entry: edge.node,
      })),
    };
  }, label);
  return termSummaries(walk.entries);
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
