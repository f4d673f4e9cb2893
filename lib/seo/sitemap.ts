import type { MetadataRoute } from 'next';
import { listingUriForCategory } from '@/lib/cms/listing-table';
import type { IndexEntry, TermSummary } from '@/lib/cms/listings';

/**
 * Every public address, once: pages not marked `excludeFromSitemap`, every post, team member, case study and
 * opening, the category archives no listing page already presents and the archive of every tag that holds a post
 * (the others answer 404). Entries behind a password are left out:
 * their pages show no content and ask not to be indexed.
 */
export function sitemapEntries(
  siteUrl: string,
  indexes: { pages: IndexEntry[]; others: IndexEntry[] },
  archives: { categories: TermSummary[]; tags: TermSummary[] },
): MetadataRoute.Sitemap {
  const seen = new Set<string>();
  const entries: MetadataRoute.Sitemap = [];
  const add = (uri: string, modified: string | undefined, priority: number) => {
    if (!uri.startsWith('/') || seen.has(uri)) return;
    seen.add(uri);
    entries.push({ url: new URL(uri, `${siteUrl}/`).href, ...(modified ? { lastModified: modified } : {}), priority });
  };
  for (const page of indexes.pages) {
    if (page.excludeFromSitemap || page.passwordProtected) continue;
    add(page.isFrontPage ? '/' : page.uri, page.modifiedGmt, page.isFrontPage ? 1 : 0.8);
  }
  for (const entry of indexes.others) if (!entry.passwordProtected) add(entry.uri, entry.modifiedGmt, 0.6);
  for (const category of archives.categories) {
    if (listingUriForCategory(category.slug) === undefined) add(category.uri, undefined, 0.4);
  }
  for (const tag of archives.tags) if (tag.count > 0) add(tag.uri, undefined, 0.3);
  return entries;
}
