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
