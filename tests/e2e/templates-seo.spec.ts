import { expect, test } from '../support/fixtures';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cms } from '../support/templates';

const parser = new XMLParser({ ignoreAttributes: false });
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

test.describe('search engines and feeds', () => {
  test('the sitemap lists public addresses that all answer 200, without excluded pages', async ({
    request,
    baseURL,
  }) => {
    // Asks for every address the site has: minutes on a busy machine, more on a content system that renders slowly.
    test.slow();
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = asArray(
      (parser.parse(xml) as { urlset: { url: { loc: string }[] | { loc: string } } }).urlset.url,
    ).map((entry) => entry.loc);
    expect(urls.length).toBeGreaterThan(20);
    const paths = urls.map((url) => new URL(url).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    for (const url of urls) expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    for (const path of paths) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);

    const { pages } = await cms<{
      pages: { nodes: { uri: string; pageMetadata: { excludeFromSitemap: boolean } | null }[] };
    }>('{ pages(first: 100) { nodes { uri pageMetadata { excludeFromSitemap } } } }');
    const excluded = pages.nodes.filter((node) => node.pageMetadata?.excludeFromSitemap).map((node) => node.uri);
    expect(excluded.length).toBeGreaterThan(0);
    for (const uri of excluded) expect(paths).not.toContain(uri);
    for (const path of ['/', '/about-us/', '/insights/', '/team/', '/work/', '/careers/'])
      expect(paths).toContain(path);
  });

  test('robots.txt points at the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the insights feed is valid RSS 2.0 of the newest posts', async ({ request }) => {
    const response = await request.get('/feeds/insights.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml) as {
      rss: {
        '@_version': string;
        channel: {
          title: string;
          link: string;
          item: { title: string; link: string; pubDate: string; guid: unknown }[];
        };
      };
    };
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toMatch(/Insights/);
    const items = asArray(rss.channel.item);
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect((await request.get(new URL(item.link).pathname)).status()).toBe(200);
    }
  });

  test('the podcast feed carries what directories require', async ({ request }) => {
    const xml = await (await request.get('/feeds/podcast.xml')).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = (parser.parse(xml) as { rss: { channel: Record<string, unknown> } }).rss.channel;
    expect(channel['itunes:image']).toMatchObject({ '@_href': expect.stringMatching(/^https?:\/\//) });
    expect(channel['itunes:category']).toMatchObject({ '@_text': 'Business' });
    expect(String(channel['itunes:explicit'])).toBe('false');
    const items = asArray(channel.item as Record<string, unknown>[]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const enclosure = item.enclosure as Record<string, string>;
      expect(enclosure['@_url']).toMatch(/^https?:\/\//);
      expect(Number(enclosure['@_length'])).toBeGreaterThan(0);
      expect(enclosure['@_type']).toMatch(/^audio\//);
      expect(Number(item['itunes:episode'])).toBeGreaterThan(0);
      expect(item['itunes:image']).toMatchObject({ '@_href': expect.stringMatching(/^https?:\/\//) });
    }
  });

  test('pages carry their metadata, Open Graph card and canonical address', async ({ page }) => {
    await page.goto('/about-us/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{9,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us\/$/);
    await page.goto('/');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('Organization');
  });

  test('the site icon is a PNG in the tab and on a home screen, never an SVG the page must draw', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // An SVG icon is drawn on the page's main thread while it starts (scripts/icons.ts).
    await expect(page.locator('link[rel~="icon"][href$=".svg"], link[type="image/svg+xml"]')).toHaveCount(0);
    const links = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((elements) =>
        elements.map((element) => [
          element.getAttribute('rel'),
          element.getAttribute('href'),
          element.getAttribute('sizes'),
        ]),
      );
    expect(links.map(([rel]) => rel).sort()).toEqual(['apple-touch-icon', 'icon']);
    for (const [, href, sizes] of links) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const body = await response.body();
      // A PNG's width and height are the first two fields of its header chunk.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(sizes);
    }
  });
});
