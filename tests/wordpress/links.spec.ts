/**
 * The demo `npm run wordpress` seeds links as the embedded one does: every link of every page a visitor can reach
 * from the front page works (tests/support/links.ts: 0 broken), and each page's hero button leads exactly where
 * the demo content says — a path on the site, `tel:`, or an outside `https://` address — not to a path WordPress's
 * `home_url()` made of it (`/tel:+1…/`, `/https://…`).
 */
import { parseDocument, DomUtils } from 'htmlparser2';
import { contentPack } from '@/content-server/content-pack/index';
import { expect, test } from '../e2e/fixtures';
import { crawlSite, describeBroken } from '../support/links';
import { testWordPress } from '../support/wordpress';

test('every link of every page on the seeded WordPress works: 0 broken', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const crawl = await crawlSite(request, new URL(baseURL!).origin, {
    contentHosts: [new URL(testWordPress().origin).host],
  });
  for (const path of ['/contact/', '/amg-headquarters/', '/podcast/', '/careers/', '/work/']) {
    expect(crawl.pages, path).toContain(path);
  }
  expect(crawl.pages.length).toBeGreaterThan(60);
  expect(describeBroken(crawl)).toBe('');
});

test('each page’s hero button leads where the embedded demo’s does', async ({ request }) => {
  const pages = contentPack.pages.filter((page) => page.heroSettings.heroCta.active && page.heroSettings.heroCta.link);
  expect(pages.map((page) => page.heroSettings.heroCta.link!.url)).toEqual(
    expect.arrayContaining(['tel:+14075550142', expect.stringMatching(/^https:\/\//), expect.stringMatching(/^\//)]),
  );
  const found: string[] = [];
  const expected: string[] = [];
  for (const page of pages) {
    const response = await request.get(page.uri);
    expect(response.status(), page.uri).toBe(200);
    const [cta] = DomUtils.findAll(
      (element) => element.attribs['data-hero-cta'] !== undefined,
      parseDocument(await response.text()).children,
    );
    found.push(`${page.uri} → ${cta?.attribs.href}`);
    expected.push(`${page.uri} → ${page.heroSettings.heroCta.link!.url}`);
  }
  expect(found).toEqual(expected);
});
