/**
 * Posts and hero settings for unit tests: a test states only what it is about, and a field added to posts is added
 * here once (docs/content-types.md), not in every test that builds a post.
 */
import type { HeroSettings, PostEntry, PostNode } from './types';

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
    article: null,
    ...fields,
  };
}

export function testPostNode(fields: Partial<PostNode> = {}): PostNode {
  const { content = '', ...entry } = fields;
  return { ...testPost(entry), content };
}

/** A plain headline hero (medium, ink on sky, no picture, clouds or call to action), with `fields` changed. */
export function testHero(fields: Partial<HeroSettings> = {}): HeroSettings {
  return {
    size: 'medium',
    type: 'headline',
    color: 'ink',
    bgColor: 'sky',
    overlayColor: 'ink',
    overlayOpacity: 0,
    scrollDown: false,
    insightAlt: false,
    eyebrow: '',
    headline: 'About',
    image: null,
    cta: null,
    cloudLeft: { position: '', style: 'none' },
    cloudRight: { position: '', style: 'none' },
    ...fields,
  };
}
