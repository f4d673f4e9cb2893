/**
 * Posts for unit tests: a test states only what it is about, and a field added to posts is added here once
 * (docs/content-types.md), not in every test that builds a post.
 */
import type { PostEntry, PostNode } from './types';

export function testPost(fields: Partial<PostEntry> = {}): PostEntry {
  return {
    kind: 'post',
    id: 'post-1',
    databaseId: 1,
    title: 'A post',
    slug: 'a-post',
    uri: '/a-post/',
    date: '2026-01-05T09:00:00',
    dateGmt: '2026-01-05T09:00:00Z',
    modifiedGmt: '2026-01-05T09:00:00Z',
    excerpt: '',
    image: null,
    author: null,
    categories: [],
    guestAuthor: '',
    podcast: null,
    format: 'standard',
    ...fields,
  };
}

export function testPostNode(fields: Partial<PostNode> = {}): PostNode {
  const { content = '', ...entry } = fields;
  return { ...testPost(entry), content };
}
