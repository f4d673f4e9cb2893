/**
 * The `test` every spec uses: Playwright's, with one difference. A page's app scripts start after its largest
 * paint (server/html/boot-scripts.ts), which on this machine's software renderer can come after the `load` event
 * that `page.goto` waits for. A visitor's first tap and a test's first click should both meet a page React
 * owns, so `page.goto` here also waits until the page has hydrated and is set in its faces (pages without
 * JavaScript, and answers that are not the site's pages, return as before).
 */
import { expect, test as base, type Page } from '@playwright/test';

export { expect, type Browser, type Page } from '@playwright/test';

/**
 * True once React has taken over the document (it marks each element it hydrates) and the page is set in its
 * faces: on a browser's first visit the loader switches them on only after the largest paint, once both have
 * loaded (`data-faces` on the root element until then), and a test that measures text should measure it there.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('__boot_scripts') === null ||
      (Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactFiber')) &&
        !document.documentElement.hasAttribute('data-faces')),
    undefined,
    { timeout: 20_000 },
  );
}

/** How long an editor's save may take to show on the site: it arrives through WordPress's change notice. */
export const FRESH_WITHIN_MS = 15_000;

/** Loads `path` until `check` passes (fresh navigations: what the next visitor would get). */
export async function eventually(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: FRESH_WITHIN_MS, intervals: [500, 1000] });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = (response?.headers()['content-type'] ?? '').startsWith('text/html');
      if (javaScriptEnabled !== false && isPage && options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
