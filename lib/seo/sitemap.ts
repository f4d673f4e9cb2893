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

/** What one sitemap file may hold (sitemaps.org): 50,000 addresses, 50 MB uncompressed. */
export interface SitemapLimits {
  urls: number;
  bytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

function isoDate(value: string | Date | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  return value instanceof Date ? value.toISOString() : value;
}

function urlElement(entry: MetadataRoute.Sitemap[number]): string {
  const lastmod = isoDate(entry.lastModified);
  return (
    `<url>\n<loc>${escapeXml(entry.url)}</loc>\n` +
    (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>\n` : '') +
    (entry.priority !== undefined ? `<priority>${entry.priority}</priority>\n` : '') +
    '</url>\n'
  );
}

/** One sitemap file: the addresses as a `urlset`. */
export function renderUrlset(entries: MetadataRoute.Sitemap): string {
  return XML_DECLARATION + URLSET_OPEN + entries.map(urlElement).join('') + URLSET_CLOSE;
}

/** A sitemap index naming each file with the last change among its addresses. */
export function renderSitemapIndex(files: { url: string; lastModified?: string }[]): string {
  const items = files.map(
    (file) =>
      `<sitemap>\n<loc>${escapeXml(file.url)}</loc>\n` +
      (file.lastModified ? `<lastmod>${escapeXml(file.lastModified)}</lastmod>\n` : '') +
      '</sitemap>\n',
  );
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('') +
    '</sitemapindex>\n'
  );
}

/**
 * The addresses in files of at most `limits.urls` addresses and `limits.bytes` bytes each, in order: one file
 * while everything fits, as many as it takes otherwise (an empty site still has its one, empty file).
 */
export function splitSitemap(
  entries: MetadataRoute.Sitemap,
  limits: SitemapLimits = SITEMAP_LIMITS,
): MetadataRoute.Sitemap[] {
  const frame = Buffer.byteLength(XML_DECLARATION + URLSET_OPEN + URLSET_CLOSE);
  const files: MetadataRoute.Sitemap[] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(urlElement(entry));
    const current = files.at(-1)!;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return files;
}

/** The latest `lastModified` among a file's addresses (ISO instants compare as text). */
export function latestChange(entries: MetadataRoute.Sitemap): string | undefined {
  let latest: string | undefined;
  for (const entry of entries) {
    const date = isoDate(entry.lastModified);
    if (date && (latest === undefined || new Date(date) > new Date(latest))) latest = date;
  }
  return latest;
}
