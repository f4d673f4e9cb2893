import 'server-only';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { CONTENT_TYPES, type ContentTypeKey } from './content-types';
import { contentListQuery } from './queries/content-list';
import { termVariables, type TermFilter } from './listing-table';
import { reshapeListEntry } from './reshape';
import { listTag } from './tags';
import type { ContentListPage, ListEntry } from './types';
import type { WpContentList } from './wp-types';

const DEFAULT_PAGE_SIZE = 12;

export interface ContentListOptions {
  first?: number;
  after?: string | null;
  /** Posts only: the category or tag. */
  term?: TermFilter;
}

/** One page of any content type, newest first; cached under the list's tag (the category's, when limited to one). */
export async function getContentList(type: ContentTypeKey, options: ContentListOptions = {}): Promise<ContentListPage> {
  const { plural } = CONTENT_TYPES[type];
  const variables: Record<string, unknown> = {
    first: options.first ?? DEFAULT_PAGE_SIZE,
    after: options.after ?? null,
  };
  const term = type === 'post' ? options.term : undefined;
  Object.assign(variables, termVariables(term));
  const data = await fetchAPI<Record<string, WpContentList | null>>(contentListQuery(type), {
    variables,
    ...cached([listTag(type, term)]),
  });
  const connection = data[plural];
  return {
    entries: (connection?.edges ?? [])
      .map((edge) => reshapeListEntry(edge.node, env().graphqlUrl))
      .filter((entry): entry is ListEntry => entry !== undefined),
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    endCursor: connection?.pageInfo.endCursor ?? null,
  };
}
