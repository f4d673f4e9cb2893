import 'server-only';
import { env } from '@/lib/env';
import { titleRank } from '@/lib/search/query';
import { contentSystemState, secondsUntilTrial } from './breaker';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES } from './content-types';
import { termOfUri } from './listing-table';
import type { SearchQuery } from './generated/operations';
import { SEARCH_QUERY } from './queries/search';
import { reshapeListEntry } from './reshape';
import { tags } from './tags';
import type { ListEntry } from './types';
import type { WpListEntry } from './wp-types';

export interface SearchResults {
  /** Every type's results, merged: titles that match first (as WordPress ranks them), then the newest. */
  entries: ListEntry[];
  /** Some type had more results than one search reads: the count is a lower bound. */
  more: boolean;
  /** Categories, then tags, whose name or slug holds the search, each with its archive's address. */
  topics: Topic[];
}

export interface Topic {
  name: string;
  /** The archive: `/category/<slug>/` or `/tag/<slug>/`. */
  uri: string;
  taxonomy: 'category' | 'tag';
}

/**
 * WordPress's search over every content type and the topics (categories and tags) it names, cached under every
 * type's list tag and the term lists' tag: the change webhook refreshes it
 * when any entry changes, a repeated search is answered from the cache, and a search already made still answers
 * during an outage. Throws `Failed to fetch API` when WordPress cannot answer and nothing is cached.
 */
export async function getSearchResults(text: string, words: string[]): Promise<SearchResults> {
  // WordPress compares without case: one cached answer for every way of typing the same words.
  const search = text.toLowerCase();
  const data = await fetchAPI<SearchQuery>(SEARCH_QUERY, {
    variables: { search },
    ...cached([...CONTENT_TYPE_KEYS.map((type) => tags.list(type)), tags.categories]),
  });
  const origin = env().graphqlUrl;
  let more = false;
  const lists = CONTENT_TYPE_KEYS.map((type) => {
    const connection = data[CONTENT_TYPES[type].plural as keyof Omit<SearchQuery, 'categories' | 'tags'>];
    if (connection?.pageInfo.hasNextPage) more = true;
    return (connection?.nodes ?? [])
      .map((node) => reshapeListEntry(node as WpListEntry, origin))
      .filter((entry): entry is ListEntry => entry !== undefined)
      .map((entry) => ({ entry, rank: titleRank(entry.title, search, words) }));
  });
  const topics: Topic[] = [];
  for (const node of [...(data.categories?.nodes ?? []), ...(data.tags?.nodes ?? [])]) {
    // Only the archives the site serves (WordPress's default category and tag bases).
    const term = node.uri ? termOfUri(node.uri) : undefined;
    if (term && node.name) topics.push({ name: node.name, uri: node.uri!, taxonomy: term.taxonomy });
  }
  return { entries: mergeRanked(lists).map((item) => item.entry), more, topics };
}

type Ranked = { entry: ListEntry; rank: number };

/**
 * Merges lists each already in WordPress's order, keeping that order within each: the head that ranks best by
 * its title (then the newest) is taken next.
 */
function mergeRanked(lists: Ranked[][]): Ranked[] {
  const heads = lists.map(() => 0);
  const merged: Ranked[] = [];
  for (;;) {
    let best = -1;
    for (let index = 0; index < lists.length; index += 1) {
      const item = lists[index]![heads[index]!];
      if (!item) continue;
      const current = best === -1 ? undefined : lists[best]![heads[best]!]!;
      if (!current || item.rank < current.rank || (item.rank === current.rank && item.entry.date > current.entry.date))
        best = index;
    }
    if (best === -1) return merged;
    merged.push(lists[best]![heads[best]!]!);
    heads[best]! += 1;
  }
}

/** When to try a search again that WordPress could not answer: the breaker's next trial, else in 10 seconds. */
export function retryAfterSeconds(): number {
  return secondsUntilTrial(contentSystemState(), Date.now(), 10);
}
