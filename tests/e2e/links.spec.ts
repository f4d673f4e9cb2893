/**
 * Every page a visitor can reach from the front page, walked once by HTTP (tests/support/links.ts), on the desktop
 * project: every link leads somewhere (the site answers its address after redirects and holds the fragment it
 * names; `tel:` and `mailto:` links are well formed, outside links are outside addresses), headings follow one
 * another without a skipped level or a repeat, and display type is set in typographer's quotes. The same walk runs
 * on a real WordPress (tests/wordpress/links.spec.ts).
 */
import { request as requests } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { crawlSite, describeBroken, headingProblems, type Crawl } from '../support/links';

test.describe.configure({ mode: 'serial' });

let crawl: Crawl;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const origin = `http://127.0.0.1:${process.env.E2E_SITE_PORT || 3310}`;
  const context = await requests.newContext({ baseURL: origin });
  try {
    crawl = await crawlSite(context, origin, { contentHosts: [`127.0.0.1:${process.env.E2E_CMS_PORT || 4310}`] });
  } finally {
    await context.dispose();
  }
});

test('every link of every page on the embedded demo works: 0 broken', () => {
  // The walk reached the demo's pages, not just the front page.
  for (const path of ['/contact/', '/about-us/', '/careers/', '/work/', '/team/', '/agency-news/']) {
    expect(crawl.pages, path).toContain(path);
  }
  expect(crawl.pages.length).toBeGreaterThan(60);
  // The demo's telephone, e-mail and outside links are links, not the site's paths.
  const all = [...crawl.links.values()].flat();
  expect(all).toContain('tel:+14075550142');
  expect(all.some((href) => href.startsWith('https://maps.example/'))).toBe(true);
  expect(describeBroken(crawl)).toBe('');
});

test('every page’s headings follow one another: one H1, no level skipped, none repeating the one above', () => {
  expect(
    crawl.display
      .get('/agency-news/')
      ?.headings.slice(0, 2)
      .map((heading) => heading.text),
  ).toEqual(['Agency News', 'Latest stories']);
  expect(headingProblems(crawl)).toBe('');
});

test('display type is set in typographer’s quotes: no straight quote in a heading or a pull quote', () => {
  const straight: string[] = [];
  let curled = 0;
  for (const [path, { headings, pullQuotes }] of crawl.display) {
    for (const text of [...headings.map((heading) => heading.text), ...pullQuotes]) {
      if (/['"]/.test(text)) straight.push(`${path}: ${text}`);
      if (/[‘’“”]/.test(text)) curled++;
    }
  }
  expect(curled).toBeGreaterThan(0);
  expect(straight.join('\n')).toBe('');
});
