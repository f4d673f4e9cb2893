import type { MetadataRoute } from 'next';
import { LISTED_TYPES } from '@/lib/cms/content-types';
import { getCategories, getContentIndex, getTags } from '@/lib/cms/listings';
import { env } from '@/lib/env';
import { sitemapEntries } from '@/lib/seo/sitemap';

// Read at request time (its content reads are cached): a build never needs the content system.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, others, categories, tags] = await Promise.all([
    getContentIndex('page'),
    Promise.all(LISTED_TYPES.map((type) => getContentIndex(type))),
    getCategories(),
    getTags(),
  ]);
  return sitemapEntries(env().siteUrl, { pages, others: others.flat() }, { categories, tags });
}
