import type { MetadataRoute } from 'next';
import { getCategories, getContentIndex } from '@/lib/cms/listings';
import { env } from '@/lib/env';
import { sitemapEntries } from '@/lib/seo/sitemap';

// Read at request time (its content reads are cached): a build never needs the content system.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts, team, work, careers, categories] = await Promise.all([
    getContentIndex('page'),
    getContentIndex('post'),
    getContentIndex('teamMember'),
    getContentIndex('caseStudy'),
    getContentIndex('career'),
    getCategories(),
  ]);
  return sitemapEntries(env().siteUrl, { pages, others: [...posts, ...team, ...work, ...careers] }, categories);
}
