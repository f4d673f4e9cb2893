import 'server-only';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { POSTS_PAGE_QUERY } from './queries/posts-page';
import { reshapeNode } from './reshape';
import { tags } from './tags';
import type { PageNode } from './types';
import type { PostsPageQuery } from './generated/operations';
import type { WpNode } from './wp-types';

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
