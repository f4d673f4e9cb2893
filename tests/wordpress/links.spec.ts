/**
 * The demo `npm run wordpress` seeds reads and links as the embedded one does, walked once by HTTP
 * (tests/support/links.ts): every link of every page a visitor can reach from the front page works (0 broken), each
 * page's hero button leads exactly where the demo content says — a path on the site, `tel:`, or an outside
 * `https://` address, not a path WordPress's `home_url()` made of it (`/tel:+1…/`, `/https://…`) — and headings
 * and display type follow the same rules as on the embedded server (tests/e2e/links.spec.ts).
 */
import { request as requests } from '@playwright/test';
import { parseDocument, DomUtils } from 'htmlparser2';
import { contentPack } from '@/content-server/content-pack/index';
import { expect, test } from '../support/fixtures';
import { crawlSite, describeBroken, headingProblems, type Crawl } from '../support/links';
import { testWordPress } from '../../harness/wordpress/test-wordpress';

test.describe.configure({ mode: 'serial' });

let crawl: Crawl;

test.beforeAll(async () => {
  // A real WordPress renders a page slower than the embedded server: two at a time, and time for it.
  test.setTimeout(480_000);
  const { sitePort, origin } = testWordPress();
  const site = `http://127.0.0.1:${sitePort}`;
  const context = await requests.newContext({ baseURL: site });
  try {
    crawl = await crawlSite(context, site, { contentHosts: [new URL(origin).host], concurrency: 2 });
  } finally {
    await context.dispose();
  }
});

test('every link of every page on the seeded WordPress works: 0 broken', () => {
  for (const path of ['/contact/', '/amg-headquarters/', '/podcast/', '/careers/', '/work/']) {
    expect(crawl.pages, path).toContain(path);
  }
  expect(crawl.pages.length).toBeGreaterThan(60);
  expect(describeBroken(crawl)).toBe('');
});

test('every page’s headings follow one another, and display type is in typographer’s quotes', () => {
  expect(headingProblems(crawl)).toBe('');
  const straight = [...crawl.display].flatMap(([path, { headings, pullQuotes }]) =>
    [...headings.map((heading) => heading.text), ...pullQuotes]
      .filter((text) => /['"]/.test(text))
      .map((text) => `${path}: ${text}`),
  );
  expect(straight.join('\n')).toBe('');
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
