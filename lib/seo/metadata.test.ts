import { describe, expect, it } from 'vitest';
import { testHero, testPostNode } from '@/lib/cms/test-entries';
import type { PageNode, TermNode } from '@/lib/cms/types';
import { canonicalUri, nodeMetadata } from './metadata';

const site = { siteName: 'Altitude Marketing Group', siteUrl: 'https://amg.example', description: 'An agency.' };

const image = { url: '/wp-content/uploads/og.jpg', alt: 'Balloons', width: 1200, height: 630 };

function page(overrides: Partial<PageNode> = {}): PageNode {
  return {
    kind: 'page',
    id: 'p1',
    databaseId: 1,
    title: 'About Us',
    slug: 'about-us',
    uri: '/about-us/',
    date: '2025-01-01T09:00:00',
    dateGmt: '2025-01-01T14:00:00Z',
    modifiedGmt: '2025-01-01T14:00:00Z',
    excerpt: '',
    image: null,
    content: '<p>Copy</p>',
    isFrontPage: false,
    isPostsPage: false,
    hero: testHero(),
    metadata: {
      excludeFromSitemap: false,
      metaDescription: 'Who we are.',
      openGraphDescription: 'Meet us.',
      openGraphImage: image,
    },
    ...overrides,
  };
}

describe('nodeMetadata', () => {
  it('uses the page metadata fields', () => {
    const metadata = nodeMetadata(page(), site);
    expect(metadata.title).toBe('About Us');
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.alternates?.canonical).toBe('/about-us/');
    expect(metadata.openGraph).toMatchObject({
      description: 'Meet us.',
      url: '/about-us/',
      images: [{ url: 'https://amg.example/wp-content/uploads/og.jpg', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://amg.example/wp-content/uploads/og.jpg'],
    });
  });

  it('keeps a page left out of the sitemap out of search results, its links still followed', () => {
    expect(nodeMetadata(page(), site).robots).toBeUndefined();
    const unlisted = nodeMetadata(page({ metadata: { ...page().metadata, excludeFromSitemap: true } }), site);
    expect(unlisted.robots).toEqual({ index: false, follow: true });
  });

  it('keeps an entry behind a password out of search results: nothing of it shows', () => {
    const locked = nodeMetadata({ ...page(), passwordProtected: true }, site);
    expect(locked.robots).toEqual({ index: false, follow: true });
  });

  it('falls back where fields are empty', () => {
    const metadata = nodeMetadata(
      page({
        metadata: { excludeFromSitemap: false, metaDescription: '', openGraphDescription: '', openGraphImage: null },
      }),
      site,
    );
    expect(metadata.description).toBe('An agency.');
    expect(metadata.openGraph?.description).toBe('An agency.');
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
  });

  it('names the front page after the site and numbers archive pages', () => {
    expect(nodeMetadata(page({ isFrontPage: true, uri: '/' }), site).title).toEqual({ absolute: site.siteName });
    const paged = nodeMetadata(page({ uri: '/insights/', title: 'Insights' }), site, 3);
    expect(paged.title).toBe('Insights — page 3');
    expect(paged.alternates?.canonical).toBe('/insights/page/3/');
    expect(paged.alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/feeds/insights.xml', title: 'Altitude Marketing Group Insights' }],
    });
    expect(nodeMetadata(page(), site).alternates).not.toHaveProperty('types');
  });

  it('describes a post by its excerpt, as an article', () => {
    const post = testPostNode({
      author: { name: 'Maya Ortiz', firstName: 'Maya', lastName: 'Ortiz', avatarUrl: null },
      // WordPress in its default time zone, UTC: the moment is 09:30 UTC, not 09:30 in New York.
      date: '2026-03-14T09:30:00',
      dateGmt: '2026-03-14T09:30:00Z',
      modifiedGmt: '2026-03-15T10:00:00Z',
      excerpt: '<p>How brands rise.</p>',
      content: '<p>Body</p>',
    });

    const metadata = nodeMetadata(post, site);
    expect(metadata.description).toBe('How brands rise.');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      authors: ['Maya Ortiz'],
      publishedTime: '2026-03-14T09:30:00Z',
      modifiedTime: '2026-03-15T10:00:00Z',
    });
  });
});

describe('canonicalUri', () => {
  /** The archive of a category or a tag named Podcast, at WordPress's address for it. */
  const podcastArchive = (kind: TermNode['kind']): TermNode => ({
    kind,
    id: kind,
    databaseId: 3,
    name: 'Podcast',
    slug: 'podcast',
    uri: `/${kind}/podcast/`,
    description: '',
    count: 4,
  });

  it('points a category archive at the listing page that shows it', () => {
    const category = podcastArchive('category');
    expect(canonicalUri(category)).toBe('/podcast/');
    expect(canonicalUri({ ...category, slug: 'events', uri: '/category/events/' }, 2)).toBe('/category/events/page/2/');
  });

  it('keeps a tag archive at its own address, even one named like a category a listing page shows', () => {
    const tag = { ...podcastArchive('tag'), description: 'Posts about podcasting.' };
    expect(canonicalUri(tag, 2)).toBe('/tag/podcast/page/2/');
    const metadata = nodeMetadata(tag, site, 2);
    expect(metadata.title).toBe('Podcast — page 2');
    expect(metadata.description).toBe('Posts about podcasting.');
    expect(metadata.alternates?.canonical).toBe('/tag/podcast/page/2/');
  });
});
