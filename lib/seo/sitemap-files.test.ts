/**
 * The sitemap files against the embedded content server. Their `lastmod` against the embedded content server with its WordPress set to Tokyo time (`date`
 * nine hours ahead of UTC): every entry's last change is its `modifiedGmt`, the true moment, never a local
 * time read in some fixed zone (which put entries hours in the future).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { tokyoContentServerForFile } from '@/content-server/test/support';

const tokyo = tokyoContentServerForFile('sitemap-dates');

async function wordpressDates(): Promise<Map<string, { modified: string; modifiedGmt: string }>> {
  const nodes = 'nodes { uri modified modifiedGmt }';
  const response = await fetch(tokyo.cms.graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: `{ posts(first: 100) { ${nodes} } teamMembers(first: 100) { ${nodes} } caseStudies(first: 100) { ${nodes} } careers(first: 100) { ${nodes} } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: Record<string, { nodes: { uri: string; modified: string; modifiedGmt: string }[] }>;
  };
  return new Map(Object.values(data).flatMap((list) => list.nodes.map((node) => [node.uri, node])));
}

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

interface Urlset {
  urlset?: { url: { loc: string; lastmod?: string }[] };
  sitemapindex?: { sitemap: { loc: string; lastmod?: string }[] };
}

function parse(xml: string): Urlset {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Urlset;
}

describe('sitemap.xml', () => {
  it('dates every entry by its modifiedGmt, in UTC, never in the future', async () => {
    const { sitemapRoot } = await import('./sitemap-files');
    const entries = parse(await sitemapRoot()).urlset!.url;
    const dates = await wordpressDates();
    let checked = 0;
    for (const entry of entries) {
      const known = dates.get(new URL(entry.loc).pathname);
      if (!known) continue;
      checked += 1;
      expect(entry.lastmod, entry.loc).toBe(`${known.modifiedGmt}Z`);
      expect(known.modified).not.toBe(known.modifiedGmt);
      expect(new Date(String(entry.lastmod)).getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(checked).toBe(dates.size);
  });

  it('becomes a sitemap index once a file would pass the limit, its files holding every address once', async () => {
    const { sitemapFile, sitemapRoot } = await import('./sitemap-files');
    const whole = parse(await sitemapRoot()).urlset!.url.map((entry) => entry.loc);
    expect(whole.length).toBeGreaterThan(12);

    const limits = { urls: 5, bytes: 1_000_000 };
    const index = parse(await sitemapRoot(limits)).sitemapindex!.sitemap;
    expect(index.map((file) => file.loc)).toEqual(
      Array.from({ length: Math.ceil(whole.length / 5) }, (_, n) => `https://www.example.com/sitemap/${n}.xml`),
    );
    const parts: string[] = [];
    for (let n = 0; n < index.length; n += 1) {
      const file = parse((await sitemapFile(n, limits))!).urlset!.url;
      expect(file.length).toBeLessThanOrEqual(5);
      expect(index[n]!.lastmod).toBe(
        file
          .map((entry) => entry.lastmod)
          .filter(Boolean)
          .sort()
          .at(-1),
      );
      parts.push(...file.map((entry) => entry.loc));
    }
    expect(parts).toEqual(whole);
    expect(await sitemapFile(index.length, limits)).toBeUndefined();

    // The same by size: no file passes the bytes allowed, the index names them all.
    const bySize = { urls: 50_000, bytes: 2_000 };
    const files = parse(await sitemapRoot(bySize)).sitemapindex!.sitemap;
    expect(files.length).toBeGreaterThan(1);
    const sized: string[] = [];
    for (let n = 0; n < files.length; n += 1) {
      const xml = (await sitemapFile(n, bySize))!;
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(2_000);
      sized.push(...parse(xml).urlset!.url.map((entry) => entry.loc));
    }
    expect(sized).toEqual(whole);
  });
});
