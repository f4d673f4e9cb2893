import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { clickThrough, isPhone, settled, toggle, watchConsole } from '../support/shell';

const PRIMARY = ['About Us', 'About You', 'What We Do', 'Our Work', 'Careers', 'Insights', 'Get In Touch'];

test.describe('shell: menus and the full-screen menu', () => {
  test('the primary and footer menus, the footer’s address and newsletter prompt', async ({ page }) => {
    const { errors } = watchConsole(page);
    await page.goto('/');
    const primary = page.getByRole('navigation', { name: 'Primary' });
    for (const label of PRIMARY)
      await expect(primary.getByRole('link', { name: label, exact: true }).first()).toBeAttached();
    // The headquarters entry comes from the configured abbreviation.
    await expect(primary.locator('a[href="/amg-headquarters/"]').first()).toHaveText('AMG Headquarters');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const group of ['About Us', 'What We Do', 'Our Work', 'Careers', 'Insights', 'Get In Touch']) {
      await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Newsletter', exact: true })).toHaveAttribute('href', '/hot-air/');
    await expect(page.locator('footer address')).toContainText('Winter Park, FL');
    await expect(page.locator('footer').getByRole('link', { name: /Subscribe to the newsletter/ })).toHaveAttribute(
      'href',
      '/hot-air/',
    );
    expect(errors).toEqual([]);
  });

  test('the menu grows the navigation to full height, stops the page scrolling and closes back to 72 px', async ({
    page,
  }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    const button = toggle(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'site-menu');
    expect((await nav.boundingBox())?.height).toBe(72);
    // The height animation is eased power3 in-out.
    expect(await nav.evaluate((el) => getComputedStyle(el).transitionTimingFunction)).toContain(
      'cubic-bezier(0.76, 0, 0.24, 1)',
    );

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await nav.boundingBox())?.height).toBe(viewport.height);
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Careers', exact: true })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await nav.boundingBox())?.height).toBe(72);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('the open menu keeps focus inside, closes on Escape and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/');
    const button = toggle(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu a').first()).toBeFocused();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Primary"]')))).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Primary"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('submenus open by keyboard, and closing the menu resets them', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      // Phones: the submenus unfold inside the full-screen menu.
      await toggle(page).click();
      const expand = page.locator('#site-menu').getByRole('button', { name: 'About Us submenu' });
      await expand.focus();
      await page.keyboard.press('Enter');
      await expect(expand).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#site-menu').getByRole('link', { name: 'Our Team' })).toBeVisible();
      await page.keyboard.press('Escape');
      await toggle(page).click();
      await expect(page.locator('#site-menu').getByRole('button', { name: 'About Us submenu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } else {
      // Desktop: a dropdown under the bar.
      const expand = page.locator('.nav-inline').getByRole('button', { name: 'About Us submenu' });
      await expand.focus();
      await page.keyboard.press('Enter');
      await expect(expand).toHaveAttribute('aria-expanded', 'true');
      const team = page.locator('.nav-inline').getByRole('link', { name: 'Our Team' });
      await expect(team).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(
        page.locator('.nav-inline').getByRole('link', { name: 'About Us', exact: true }).nth(1),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expect(expand).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(team).toBeVisible();
      // Opening and closing the full-screen menu resets the submenu.
      await toggle(page).click();
      await toggle(page).click();
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('a menu opened before the script runs (MENU is then a link to it) stays open once the script runs', async ({
    page,
  }) => {
    // What a visitor gets who tapped MENU while the page was still loading its scripts.
    await page.goto('/what-we-do/#site-menu');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Careers', exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/what-we-do/' && url.hash === '');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(async () => (await page.getByRole('navigation', { name: 'Primary' }).boundingBox())?.height)
      .toBe(72);
  });

  test('the start of a route change closes the menu', async ({ page }) => {
    await page.goto('/');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#site-menu').getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.waitForURL('**/careers/');
    await settled(page);
    await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveJSProperty('offsetHeight', 72);
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('axe finds no violations in the shell, with the menu closed and open', async ({ page }) => {
    // Several full axe runs with the animated menu open: near a minute on a busy two-core machine.
    test.setTimeout(120_000);
    await page.goto('/what-we-do/');
    await settled(page);
    const closed = await new AxeBuilder({ page }).include('header').include('footer').include('main').analyze();
    expect(closed.violations).toEqual([]);
    await toggle(page).click();
    await expect(page.locator('#site-menu a').first()).toBeVisible();
    await page.waitForTimeout(800);
    const open = await new AxeBuilder({ page }).include('header').analyze();
    expect(open.violations).toEqual([]);
  });

  test('no console errors across pages visited through the menus', async ({ page }) => {
    const { errors } = watchConsole(page);
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await clickThrough(page, footer.getByRole('link', { name: 'Marketing Frameworks' }), '/marketing-frameworks/');
    await clickThrough(page, footer.getByRole('link', { name: 'Case Studies' }), '/work/');
    await clickThrough(page, footer.getByRole('link', { name: 'Agency News' }), '/agency-news/');
    await page.goBack();
    await page.waitForURL('**/work/');
    await settled(page);
    expect(errors).toEqual([]);
  });
});
