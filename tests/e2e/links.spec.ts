/**
 * Every link of every page a visitor can reach from the front page leads somewhere: the site answers its address
 * (after redirects) and holds the fragment it names; `tel:` and `mailto:` links are well formed, outside links are
 * outside addresses. By HTTP, once on the desktop project. The same walk runs on a real WordPress
 * (tests/wordpress/links.spec.ts).
 */
import { expect, test } from './fixtures';
import { crawlSite, describeBroken } from '../support/links';

test('every link of every page on the embedded demo works: 0 broken', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const crawl = await crawlSite(request, origin, {
    contentHosts: [`127.0.0.1:${process.env.E2E_CMS_PORT || 4310}`],
  });
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
