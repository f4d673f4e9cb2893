import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '@/lib/cms/listings';
import { sitemapEntries } from './sitemap';

const entry = (uri: string, extra: Partial<IndexEntry> = {}): IndexEntry => ({
  cursor: uri, uri, date: '2026-01-10T09:00:00', modified: '2026-01-10T09:00:00', isFrontPage: false, excludeFromSitemap: false, ...extra,
});

describe('sitemapEntries', () => {
  it('lists public addresses once, leaving out excluded pages and categories a listing page presents', () => {
    const urls = sitemapEntries(
      'https://amg.example',
      {
        pages: [entry('/home/', { isFrontPage: true }), entry('/about-us/'), entry('/thank-you/', { excludeFromSitemap: true }), entry('/about-us/')],
        others: [entry('/brand-lift/'), entry('/team/maya-ortiz/')],
      },
      [
        { databaseId: 1, name: 'Podcast', slug: 'podcast', uri: '/category/podcast/', count: 3 },
        { databaseId: 2, name: 'Events', slug: 'events', uri: '/category/events/', count: 1 },
      ],
    ).map((item) => item.url);
    expect(urls).toEqual([
      'https://amg.example/',
      'https://amg.example/about-us/',
      'https://amg.example/brand-lift/',
      'https://amg.example/team/maya-ortiz/',
      'https://amg.example/category/events/',
    ]);
  });

  it('dates entries by their last change', () => {
    const [first] = sitemapEntries('https://amg.example', { pages: [entry('/a/')], others: [] }, []);
    expect(first?.lastModified).toBe('2026-01-10T14:00:00Z');
  });
});
