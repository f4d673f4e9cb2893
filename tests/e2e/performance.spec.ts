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

test('the hero’s loops run off the main thread: a page left alone does no style work', async ({ page, browser }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('[data-hero]') !== null),
  );
  // The drifting clouds and the scroll-down arrow's nudge are playing, in the hero.
  expect(running.filter(Boolean).length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1500);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.waitForTimeout(1000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; pid: number; tid: number; args?: { name?: string } }[];
  };
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const styleUpdates = traceEvents.filter(
    (event) => event.name === 'UpdateLayoutTree' && event.pid === main?.pid && event.tid === main?.tid,
  );
  // A loop the compositor cannot run costs a style update, a paint and a commit on every frame (about 60 a second).
  expect(styleUpdates.length).toBeLessThanOrEqual(5);
});
