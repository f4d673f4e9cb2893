import 'server-only';
import { cache } from 'react';
import { fetchAPI } from './client';
import { getContentList } from './content-list';
import { cursorForPage, pageCount, PAGE_SIZE } from './listing-table';
import { CATEGORIES_QUERY, contentIndexQuery, INDEX_BATCH } from './queries/content-index';
import { CONTENT_TYPES, type ContentTypeKey } from './queries/content-list';
import { toSitePath } from './reshape';
import { tags } from './tags';
import type { ContentListPage, ListEntry } from './types';

/** One entry of a type's index: where it starts a page, where it lives, when it changed. */
export interface IndexEntry {
  cursor: string;
  uri: string;
  date: string;
  modified: string;
  isFrontPage: boolean;
  excludeFromSitemap: boolean;
}

interface WpIndexData {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: {
    cursor: string;
    node: {
      uri: string | null;
      date: string | null;
      modified: string | null;
      isFrontPage?: boolean | null;
      pageMetadata?: { excludeFromSitemap: boolean | null } | null;
    };
  }[];
}

/** A guard against a content system whose cursors never end: 50 batches is 5,000 entries. */
const MAX_BATCHES = 50;

/**
 * Every entry of one type (posts optionally of one category), newest first, walked in batches of 100.
 * Each batch is a cached read tagged with the type, so the walk costs nothing until content changes.
 */
export const getContentIndex = cache(async (type: ContentTypeKey, category?: string): Promise<IndexEntry[]> => {
  const { plural } = CONTENT_TYPES[type];
  const query = contentIndexQuery(type);
  const entries: IndexEntry[] = [];
  let after: string | null = null;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const variables: Record<string, unknown> = { first: INDEX_BATCH, after };
    if (type === 'post' && category) variables.categoryName = category;
    const data: Record<string, WpIndexData | null> = await fetchAPI(query, { variables, tags: [tags.list(type)] });
    const connection = data[plural];
    for (const edge of connection?.edges ?? []) {
      entries.push({
        cursor: edge.cursor,
        uri: toSitePath(edge.node.uri),
        date: edge.node.date ?? '',
        modified: edge.node.modified ?? edge.node.date ?? '',
        isFrontPage: Boolean(edge.node.isFrontPage),
        excludeFromSitemap: Boolean(edge.node.pageMetadata?.excludeFromSitemap),
      });
    }
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return entries;
});

export interface ListingPage<T extends ListEntry = ListEntry> extends ContentListPage<T> {
  page: number;
  pageCount: number;
  total: number;
}

/**
 * Page `page` of a listing (12 entries, newest first), addressable by number although the content system
 * pages by cursor: the index gives the cursor that starts it. `undefined` past the last page.
 */
export async function getListingPage(type: Exclude<ContentTypeKey, 'page'>, page: number, category?: string): Promise<ListingPage | undefined> {
  const index = await getContentIndex(type, category);
  const after = cursorForPage(
    index.map((entry) => entry.cursor),
    page,
  );
  if (after === undefined) return undefined;
  const list = await getContentList(type, { after, first: PAGE_SIZE, ...(category ? { categoryName: category } : {}) });
  return { ...list, page, pageCount: pageCount(index.length), total: index.length };
}

/** The newest entries of a type, for "more work", "the rest of the team" and the front page. */
export async function getLatest(type: Exclude<ContentTypeKey, 'page'>, count: number, category?: string): Promise<ListEntry[]> {
  const list = await getContentList(type, { first: count, ...(category ? { categoryName: category } : {}) });
  return list.entries;
}

export interface CategorySummary {
  databaseId: number;
  name: string;
  slug: string;
  uri: string;
  count: number;
}

/** Every category that holds at least one post. */
export async function getCategories(): Promise<CategorySummary[]> {
  type WpCategory = Omit<CategorySummary, 'uri' | 'count'> & { uri: string | null; count: number | null };
  const data = await fetchAPI<{ categories: { nodes: WpCategory[] } | null }>(
    CATEGORIES_QUERY,
    { tags: [tags.list('post'), tags.list('category')] },
  );
  return (data.categories?.nodes ?? [])
    .filter((category) => (category.count ?? 0) > 0)
    .map((category) => ({ ...category, count: category.count ?? 0, uri: toSitePath(category.uri) }));
}
