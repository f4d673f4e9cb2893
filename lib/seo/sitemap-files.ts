import 'server-only';
import { LISTED_TYPES } from '@/lib/cms/content-types';
import { getCategories, getContentIndex, getTags } from '@/lib/cms/listings';
import { env } from '@/lib/env';
import {
  latestChange,
  renderSitemapIndex,
  renderUrlset,
  sitemapEntries,
  SITEMAP_LIMITS,
  splitSitemap,
  type SitemapLimits,
} from './sitemap';

export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, must-revalidate',
};

/** The address of the `n`th sitemap file once the sitemap is split. */
function sitemapFileUrl(siteUrl: string, n: number): string {
  return `${siteUrl}/sitemap/${n}.xml`;
}

async function sitemapFiles(limits: SitemapLimits) {
  const [pages, others, categories, tags] = await Promise.all([
    getContentIndex('page'),
    Promise.all(LISTED_TYPES.map((type) => getContentIndex(type))),
    getCategories(),
    getTags(),
  ]);
  return splitSitemap(sitemapEntries(env().siteUrl, { pages, others: others.flat() }, { categories, tags }), limits);
}

/**
 * `/sitemap.xml`, the address robots.txt names: every address while they fit in one file, else a sitemap index
 * naming `/sitemap/0.xml`, `/sitemap/1.xml`… Next's `generateSitemaps` serves such files but writes no index and
 * lists its files at build time, when the site never reads the content system; hence these two handlers.
 */
export async function sitemapRoot(limits: SitemapLimits = SITEMAP_LIMITS): Promise<string> {
  const files = await sitemapFiles(limits);
  if (files.length === 1) return renderUrlset(files[0]!);
  const { siteUrl } = env();
  return renderSitemapIndex(
    files.map((entries, n) => {
      const lastModified = latestChange(entries);
      return { url: sitemapFileUrl(siteUrl, n), ...(lastModified ? { lastModified } : {}) };
    }),
  );
}

/** `/sitemap/<n>.xml`: the `n`th file of a split sitemap; `undefined` past the last. */
export async function sitemapFile(n: number, limits: SitemapLimits = SITEMAP_LIMITS): Promise<string | undefined> {
  const files = await sitemapFiles(limits);
  const entries = Number.isInteger(n) && n >= 0 ? files[n] : undefined;
  return entries ? renderUrlset(entries) : undefined;
}
