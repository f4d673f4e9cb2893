import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '@/lib/cms/listings';
import { sitemapEntries } from './sitemap';

const entry = (uri: string, extra: Partial<IndexEntry> = {}): IndexEntry => ({
  cursor: uri,
  uri,
  dateGmt: '2026-01-10T09:00:00Z',
  modifiedGmt: '2026-01-12T16:45:00Z',
  isFrontPage: false,
  excludeFromSitemap: false,
  passwordProtected: false,
  ...extra,
});

const NO_ARCHIVES = { categories: [], tags: [] };

describe('sitemapEntries', () => {
  it('lists public addresses once, leaving out excluded pages, entries behind a password, categories a listing page presents and tags with no post', () => {
    const urls = sitemapEntries(
      'https://amg.example',
      {
        pages: [
          entry('/home/', { isFrontPage: true }),
          entry('/about-us/'),
          entry('/thank-you/', { excludeFromSitemap: true }),
          entry('/board-minutes/', { passwordProtected: true }),
          entry('/about-us/'),
        ],
        others: [
          entry('/brand-lift/'),
          entry('/workshop-notes/', { passwordProtected: true }),
          entry('/team/maya-ortiz/'),
        ],
      },
      {
        categories: [
          { databaseId: 1, name: 'Podcast', slug: 'podcast', uri: '/category/podcast/', count: 3 },
          { databaseId: 2, name: 'Events', slug: 'events', uri: '/category/events/', count: 1 },
        ],
        tags: [
          { databaseId: 3, name: 'Winter Park', slug: 'winter-park', uri: '/tag/winter-park/', count: 2 },
          { databaseId: 4, name: 'Print', slug: 'print', uri: '/tag/print/', count: 0 },
        ],
      },
    ).map((item) => item.url);
    expect(urls).toEqual([
      'https://amg.example/',
      'https://amg.example/about-us/',
      'https://amg.example/brand-lift/',
      'https://amg.example/team/maya-ortiz/',
      'https://amg.example/category/events/',
      'https://amg.example/tag/winter-park/',
    ]);
  });

  it('dates entries by their last change, in UTC as WordPress gives it (modifiedGmt), never shifted', () => {
    const [first] = sitemapEntries('https://amg.example', { pages: [entry('/a/')], others: [] }, NO_ARCHIVES);
    expect(first?.lastModified).toBe('2026-01-12T16:45:00Z');
  });

  it('leaves lastmod out when WordPress gives no date', () => {
    const [first] = sitemapEntries(
      'https://amg.example',
      { pages: [entry('/a/', { modifiedGmt: '' })], others: [] },
      NO_ARCHIVES,
    );
    expect(first).not.toHaveProperty('lastModified');
  });
});
