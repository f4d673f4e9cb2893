import { expect, test, type Page } from '../support/fixtures';
import { clickThrough, quiet } from '../support/shell';

/**
 * In-page anchors land below the fixed navigation: the footer's /about/#culture, opened at once or after a
 * client-side navigation (and still there once the one-second scroll-to-top has passed), and a heading's own link.
 */
const clearOfNavigation = async (page: Page, selector: string) => {
  const [navBottom, top] = await page.evaluate((target) => {
    const nav = document.querySelector('.site-nav')!;
    return [nav.getBoundingClientRect().bottom, document.querySelector(target)!.getBoundingClientRect().top];
  }, selector);
  return { navBottom, top };
};

test('a link to a section of another page shows the section below the navigation, not under it', async ({ page }) => {
  await page.goto('/careers/');
  await quiet(page);
  await clickThrough(
    page,
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Culture' }),
    '/about/',
  );
  expect(page.url()).toContain('#culture');
  // Past the one second after which a page without an anchor goes back to its top.
  await page.waitForTimeout(1300);
  const { navBottom, top } = await clearOfNavigation(page, '#culture');
  expect(navBottom).toBeGreaterThan(0);
  expect(top).toBeGreaterThanOrEqual(navBottom);
  expect(top).toBeLessThan(navBottom + 48);
  await expect(page.locator('#culture h2, #culture h3').first()).toBeInViewport();
});

test('an anchor opened directly, and a heading’s own link, land below the navigation', async ({ page }) => {
  await page.goto('/about/#culture');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  let { navBottom, top } = await clearOfNavigation(page, '#culture');
  expect(top).toBeGreaterThanOrEqual(navBottom);
  expect(top).toBeLessThan(navBottom + 48);

  await page.goto('/block-library/');
  await page.locator('h2#columns .heading-anchor').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#columns$/);
  await expect.poll(async () => (await clearOfNavigation(page, 'h2#columns')).top).toBeGreaterThan(0);
  ({ navBottom, top } = await clearOfNavigation(page, 'h2#columns'));
  expect(top).toBeGreaterThanOrEqual(navBottom);
  expect(top).toBeLessThan(navBottom + 48);
});
