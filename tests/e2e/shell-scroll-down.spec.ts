import { expect, test, type Page } from '@playwright/test';
import { clickThrough, settled } from './shell-support';

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

test.describe('shell: hero scroll-down links', () => {
  test('bound at the start of a route change: smooth-scroll in 0.6 s to the anchor, or to the main container', async ({ page }) => {
    await page.goto('/careers/');
    await settled(page);
    await placeLinks(page);
    await clickThrough(page, page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Our Story' }), '/about/');
    expect(await scrollY(page)).toBe(0);

    const culture = page.locator('#culture');
    const target = await culture.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 72);
    const clickedAt = Date.now();
    await page.locator('#to-culture').click();
    // Part-way after 0.3 s, there by 0.6 s.
    await page.waitForTimeout(250);
    const midway = await scrollY(page);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(target - 5);
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(Math.floor(target - 2));
    expect(Date.now() - clickedAt).toBeLessThan(1500);
    await expect(culture).toBeFocused();
    expect(page.url()).not.toContain('#culture');

    await page.locator('#to-main').click();
    const mainTop = await page.locator('main#main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await expect.poll(() => scrollY(page)).toBe(Math.round(mainTop));
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('with reduced motion the scroll is immediate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/careers/');
    await settled(page);
    await placeLinks(page);
    await clickThrough(page, page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Our Story' }), '/about/');
    await page.locator('#to-culture').click();
    const target = await page.locator('#culture').evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 72);
    expect(Math.abs((await scrollY(page)) - target)).toBeLessThan(3);
  });
});
