import { expect, test, type Page } from '../support/fixtures';
import { clickThrough, settled } from '../support/shell';

/**
 * Scroll-down links are bound at the start of every route change. A page's own hero provides one when its
 * settings ask for it; here two are placed on the page before a route change starts, one with an anchor
 * and one without, so both targets are exercised whatever the pages' heroes say.
 */
async function placeLinks(page: Page) {
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:90;display:flex;gap:8px;background:#fff';
    box.innerHTML =
      '<a href="#culture" data-hero-scroll-down id="to-culture">To culture</a><a href="" data-hero-scroll-down id="to-main">To main</a>';
    document.body.append(box);
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** From Careers to Our Story by the footer's link, with scroll-down links placed on the way (bound as the route changes). */
async function arriveWithScrollDownLinks(page: Page) {
  await page.goto('/careers/');
  await settled(page);
  await placeLinks(page);
  await clickThrough(
    page,
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Our Story' }),
    '/about/',
  );
}

test.describe('shell: hero scroll-down links', () => {
  test('bound at the start of a route change: smooth-scroll in 0.6 s to the anchor, or to the main container', async ({
    page,
  }) => {
    await arriveWithScrollDownLinks(page);
    expect(await scrollY(page)).toBe(0);

    const culture = page.locator('#culture');
    const target = await culture.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 72);
    // Every scroll position with its time, from the click on, read inside the page.
    await page.evaluate(() => {
      const samples: { t: number; y: number }[] = [];
      (window as unknown as { scrollSamples: typeof samples }).scrollSamples = samples;
      document.addEventListener(
        'click',
        () => {
          samples.length = 0;
          samples.push({ t: performance.now(), y: window.scrollY });
          window.addEventListener('scroll', () => samples.push({ t: performance.now(), y: window.scrollY }));
        },
        { capture: true, once: true },
      );
    });
    await page.locator('#to-culture').click();
    const readSamples = () =>
      page.evaluate(() => (window as unknown as { scrollSamples: { t: number; y: number }[] }).scrollSamples);
    // Waits for the scroll event of the arrival itself (it is dispatched a frame after the position changes).
    await expect
      .poll(async () => Math.max(...(await readSamples()).map((sample) => sample.y)))
      .toBeGreaterThanOrEqual(Math.floor(target - 2));
    const samples = await readSamples();
    const clickedAt = samples[0]!.t;
    const arrival = samples.findIndex((sample) => sample.y >= Math.floor(target - 2));
    const arrivedAt = samples[arrival]!.t;
    // A smooth scroll: it passes through positions on the way, and arrives in about 0.6 s of its own time. The
    // animation follows the clock, so a frame the browser could not draw in time (two test workers share this
    // machine's two cores) delays the arrival without slowing the scroll: a gap between two frames beyond
    // 100 ms is not counted as the scroll's time.
    const stalled = samples
      .slice(1, arrival + 1)
      .reduce((sum, sample, i) => sum + Math.max(0, sample.t - samples[i]!.t - 100), 0);
    expect(samples.some((sample) => sample.y > 0 && sample.y < target - 5)).toBe(true);
    expect(arrivedAt - clickedAt).toBeGreaterThan(400);
    expect(
      arrivedAt - clickedAt - stalled,
      `arrived after ${arrivedAt - clickedAt} ms, ${stalled} ms of it stalled`,
    ).toBeLessThan(1200);
    await expect(culture).toBeFocused();
    expect(page.url()).not.toContain('#culture');

    await page.locator('#to-main').click();
    const mainTop = await page.locator('main#main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await expect.poll(() => scrollY(page)).toBe(Math.round(mainTop));
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('with reduced motion the scroll is immediate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await arriveWithScrollDownLinks(page);
    await page.locator('#to-culture').click();
    const target = await page
      .locator('#culture')
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 72);
    expect(Math.abs((await scrollY(page)) - target)).toBeLessThan(3);
    // Pressed within a second of arriving: the new page's return to its top does not undo the visitor's scroll.
    await page.waitForTimeout(1200);
    expect(Math.abs((await scrollY(page)) - target)).toBeLessThan(3);
  });
});
