import { expect, test } from './fixtures';

test.describe('first view', () => {
  for (const path of [
    '/',
    '/the-case-for-boring-consistency/',
    '/team/',
    '/thin-air-season-two-finale/',
    '/contact/',
  ]) {
    test(`${path}: the largest paint is the hero, and nothing shifts`, async ({ page }) => {
      await page.addInitScript(() => {
        const state = { lcp: null as Element | null, cls: 0 };
        (window as unknown as { __firstView: typeof state }).__firstView = state;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            state.lcp = (entry as PerformanceEntry & { element: Element | null }).element;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) state.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const view = await page.evaluate(() => {
        const { lcp, cls } = (window as unknown as { __firstView: { lcp: Element | null; cls: number } }).__firstView;
        // A post's or episode's featured picture heads its article.
        const featuredImage = document.querySelector('main article figure img');
        return {
          cls,
          tag: lcp?.tagName ?? null,
          isHeadline: Boolean(lcp?.closest('[data-hero-headline]')),
          isHeroImage: lcp?.tagName === 'IMG' && (Boolean(lcp.closest('[data-hero]')) || lcp === featuredImage),
          underOverlay: Boolean(lcp?.closest('.transition-wipe, .grecaptcha-badge, iframe')),
        };
      });
      expect(view.tag, 'a largest paint was recorded').not.toBeNull();
      expect(view.underOverlay).toBe(false);
      expect(view.isHeadline || view.isHeroImage, `largest paint: ${view.tag}`).toBe(true);
      expect(view.cls).toBeLessThanOrEqual(0.02);
    });
  }
});

test('the hero’s loops run off the main thread: a page left alone does no style work frame after frame', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => Boolean((animation.effect as KeyframeEffect | null)?.target?.closest('[data-hero]'))),
  );
  // The drifting clouds and the scroll-down arrow's nudge are playing, in the hero.
  expect(running.filter(Boolean).length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1500);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.waitForTimeout(2000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; pid: number; tid: number; ts: number; args?: { name?: string } }[];
  };
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = traceEvents.filter((event) => event.pid === main?.pid && event.tid === main?.tid && event.ts > 0);
  const start = Math.min(...onMain.map((event) => event.ts));
  // Which tenths of the two seconds had a style update. A loop the compositor cannot run costs one (and a paint
  // and a commit) on every frame, so every tenth has one; the page at rest has a few, around an animation's
  // iteration event or the test's own calls into the page.
  const busyTenths = new Set(
    onMain
      .filter((event) => event.name === 'UpdateLayoutTree')
      .map((event) => Math.floor((event.ts - start) / 100_000)),
  );
  expect(busyTenths.size, `tenths of a second with a style update: ${[...busyTenths].join(', ')}`).toBeLessThanOrEqual(
    8,
  );
});
