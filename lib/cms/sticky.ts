import 'server-only';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { STICKY_POSTS_QUERY } from './queries/sticky-posts';
import { reshapeListEntry } from './reshape';
import { tags } from './tags';
import type { ListEntry } from './types';
import type { StickyPostsQuery } from './generated/operations';

/** The sticky posts, newest first; cached with the post list (sticking a post saves it, which sends its notice). */
export async function getStickyPosts(): Promise<ListEntry[]> {
  const data = await fetchAPI<StickyPostsQuery>(STICKY_POSTS_QUERY, cached([tags.list('post')]));
  return (data.posts?.nodes ?? [])
    .map((node) => reshapeListEntry(node, env().graphqlUrl))
    .filter((entry): entry is ListEntry => entry !== undefined);
}

/**
 * One page of the Posts page's list with the sticky posts first, as WordPress's blog shows them: page 1 starts
 * with every sticky post, and no page lists a sticky post again where its date would put it (WordPress repeats
 * it there; the site shows each post once, so pagination neither repeats nor loses one).
 */
export function stickyFirst<T extends { id: string }>(entries: readonly T[], sticky: readonly T[], page: number): T[] {
  const stuck = new Set(sticky.map((entry) => entry.id));
  const rest = entries.filter((entry) => !stuck.has(entry.id));
  return page === 1 ? [...sticky, ...rest] : rest;
}
