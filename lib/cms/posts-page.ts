import 'server-only';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import type { PostsPageQuery } from './generated/operations';
import { POSTS_PAGE_QUERY } from './queries/posts-page';
import { toSitePath } from './reshape';
import { tags } from './tags';

/**
 * The address where WordPress lists the posts: its "Posts page", or `/` when it has none (the front page lists
 * them, or no page does). Settings → Reading sends no change notice; choosing a Posts page means publishing a
 * page, whose notice refreshes this, and the time-based refresh catches the rest.
 */
export async function getPostsPageUri(): Promise<string> {
  const data = await fetchAPI<PostsPageQuery>(POSTS_PAGE_QUERY, cached([tags.list('page')]));
  return toSitePath(data.contentType?.uri ?? '/');
}
