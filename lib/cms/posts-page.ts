import 'server-only';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { POSTS_PAGE_QUERY, POSTS_PAGE_URI_QUERY } from './queries/posts-page';
import { reshapeNode, toSitePath } from './reshape';
import { tags } from './tags';
import type { PageNode } from './types';
import type { PostsPageQuery, PostsPageUriQuery } from './generated/operations';
import type { WpNode } from './wp-types';

/**
 * The address where WordPress lists the posts: its "Posts page", or `/` when it has none (the front page lists
 * them, or no page does). Settings → Reading sends no change notice; choosing a Posts page means publishing a
 * page, whose notice refreshes this, and the time-based refresh catches the rest.
 */
export async function getPostsPageUri(): Promise<string> {
  const data = await fetchAPI<PostsPageUriQuery>(POSTS_PAGE_URI_QUERY, cached([tags.list('page')]));
  return toSitePath(data.contentType?.uri ?? '/');
}

/**
 * The "Posts page" as its editors wrote it — title, content, hero, metadata — in place of the stand-in drawn from
 * its address (`reshapePostsPage`). The stand-in when WordPress has no such page (a front page that lists posts).
 */
export async function withPostsPageEntry(stand: PageNode): Promise<PageNode> {
  if (stand.databaseId !== 0 || !stand.slug) return stand;
  const data = await fetchAPI<PostsPageQuery>(POSTS_PAGE_QUERY, {
    variables: { slug: stand.slug },
    ...cached([tags.node(stand.uri)]),
  });
  const found = (data.pages?.nodes ?? []).find((node) => node.isPostsPage);
  const page = found ? reshapeNode({ ...found, uri: stand.uri } as WpNode, env().graphqlUrl) : undefined;
  if (!page || page.kind !== 'page') return stand;
  return { ...page, uri: stand.uri, isPostsPage: true, isFrontPage: stand.isFrontPage };
}
