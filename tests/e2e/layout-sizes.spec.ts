import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { settled, toggle } from '../support/shell';

/**
 * The header and the full-screen menu at every size a visitor brings, from a small phone to a large desktop:
 * nothing overflows the page sideways, the header's controls are whole and on screen, and with a submenu open
 * every menu link can be reached by keyboard, by wheel and by scrolling it into view, while the page behind stays
 * still. Without JavaScript the MENU control still leads to every item.
 *
 * Each size opens its own browser contexts (so it runs once, whatever the project's device).
 */
/**
 * `keys`: at this size the menu is also walked with Tab through every link and scrolled with the wheel. Those
 * walks take a round trip per link, which in a large software-rendered window costs minutes; they run at the
 * sizes where the menu is tallest for its window (where the issue was seen), every other size checks each link
 * scrolled into view and tapped.
 */
const SIZES = [
  { width: 320, height: 568, keys: false },
  { width: 375, height: 667, keys: true },
  { width: 390, height: 844, keys: false },
  { width: 844, height: 390, keys: true },
  { width: 768, height: 1024, keys: false },
  { width: 1024, height: 768, keys: true },
  { width: 1180, height: 820, keys: false },
  { width: 1280, height: 800, keys: true },
  { width: 1920, height: 1080, keys: false },
  { width: 2560, height: 1440, keys: false },
] as const;

type Size = (typeof SIZES)[number];

const PAGES = ['/', '/what-we-do/'] as const;
const NAV_HEIGHT = 72;
/** The demo menu's items and their submenu links fit beside the brand and the toggle from here up. */
const INLINE_FROM = 1280;

const primary = (page: Page) => page.locator('nav[aria-label="Primary"]');
const panel = (page: Page) => page.locator('#site-menu');

async function contextFor(browser: Browser, size: Size, javaScriptEnabled: boolean): Promise<BrowserContext> {
  // Touch screens below the desktop widths, a mouse above.
  const touch = size.width < 1024;
  return browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: touch,
    isMobile: touch,
    javaScriptEnabled,
  });
}

async function open(page: Page, path: string, javaScriptEnabled = true) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) {
    await waitForHydration(page);
    await settled(page);
  }
}

/**
 * Waits until the navigation's own transitions (height, fades, the items' entrance) have finished. Polled from
 * the test, one evaluation each time: `page.waitForFunction` re-checks from inside the page on animation frames,
 * and in a context without JavaScript the page runs no such callback, so a first check that found a transition
 * still running was never repeated.
 */
async function navAtRest(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const nav = document.querySelector('nav[aria-label="Primary"]');
          return (
            nav !== null && nav.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running')
          );
        }),
      { timeout: 10_000, message: 'the navigation’s transitions end' },
    )
    .toBe(true);
}

async function expectNoSidewaysOverflow(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is wider than the window`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Every control the bar shows lies inside the window and the 72 px bar, none overlaps another, and none has its
 * text cut: what a visitor sees is whole.
 */
async function expectHeaderWhole(page: Page, size: Size, where: string) {
  const controls = await page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Primary"] .nav-bar')!;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return el.getClientRects().length > 0 && style.visibility === 'visible' && style.display !== 'none';
    };
    // The brand, each inline item's link and submenu button, and the toggle.
    return [...bar.querySelectorAll('a, button')]
      .filter((el) => shown(el) && !el.closest('.dropdown'))
      .map((el) => {
        const box = el.getBoundingClientRect();
        // Words kept for assistive technology only (a 1 px box) are not cut text.
        const clipped = [el, ...el.querySelectorAll('*')].some(
          (part) =>
            part.clientWidth > 1 &&
            (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1),
        );
        const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
        return { name, left: box.left, top: box.top, right: box.right, bottom: box.bottom, clipped };
      });
  });
  expect(controls.length, `${where}: the bar shows its controls`).toBeGreaterThanOrEqual(2);
  for (const c of controls) {
    expect(c.left, `${where}: “${c.name}” starts off screen`).toBeGreaterThanOrEqual(0);
    expect(c.right, `${where}: “${c.name}” ends off screen`).toBeLessThanOrEqual(size.width);
    expect(c.top, `${where}: “${c.name}” above the bar`).toBeGreaterThanOrEqual(0);
    expect(c.bottom, `${where}: “${c.name}” below the bar`).toBeLessThanOrEqual(NAV_HEIGHT);
    expect(c.clipped, `${where}: “${c.name}” has its text cut`).toBe(false);
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const [a, b] = [controls[i]!, controls[j]!];
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
      expect(overlap, `${where}: “${a.name}” and “${b.name}” overlap`).toBe(false);
    }
  }
}

interface Reach {
  name: string;
  inPanel: boolean;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** A tap at its centre lands on it: nothing covers it. */
  hit: boolean;
}

/**
 * Where each element is and whether a tap reaches it (runs in the page, so it is self-contained); with `scroll`
 * each is first brought into view the way a browser does for a focused or found element.
 */
function reachAll(elements: Element[], scroll: boolean): Reach[] {
  return elements.map((el) => {
    if (scroll) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
    return {
      name: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName,
      inPanel: el.closest('#site-menu') !== null,
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      hit: hit !== null && (hit === el || el.contains(hit)),
    };
  });
}

/** The link is on screen, below the bar, and answers a tap. */
function expectReachable(reach: Reach | null, size: Size, where: string) {
  expect(reach, `${where}: nothing there`).not.toBeNull();
  const r = reach!;
  expect(r.left, `${where}: “${r.name}” starts off screen`).toBeGreaterThanOrEqual(0);
  expect(r.right, `${where}: “${r.name}” ends off screen`).toBeLessThanOrEqual(size.width);
  // (A link's box reaches a little above its line for the font's ascent: up to 2 px of it may meet the bar.)
  expect(r.top, `${where}: “${r.name}” is under the bar`).toBeGreaterThanOrEqual(NAV_HEIGHT - 2);
  expect(r.bottom, `${where}: “${r.name}” is below the window`).toBeLessThanOrEqual(size.height);
  expect(r.hit, `${where}: “${r.name}” is covered`).toBe(true);
}

/** The focused element, where it is. */
const reachFocused = async (page: Page): Promise<Reach | null> =>
  (await page.locator(':focus').evaluateAll(reachAll, false))[0] ?? null;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The menu's links shown: with one submenu unfolded (JS), or all of them (no JS). */
const panelLinks = (page: Page) => panel(page).locator('a[href]:visible');

test.describe('the header and the menu at every size', () => {
  // Two pages, each with the menu opened and every link visited three ways: more than a one-page test.
  test.describe.configure({ timeout: 180_000 });

  for (const size of SIZES) {
    const label = `${size.width}×${size.height}`;

    test(`${label}: the header fits and every menu link is reachable with a submenu open`, async ({ browser }) => {
      const context = await contextFor(browser, size, true);
      const page = await context.newPage();
      try {
        for (const path of PAGES) {
          const where = `${label} ${path}`;
          await open(page, path);
          await expectNoSidewaysOverflow(page, where);
          await expectHeaderWhole(page, size, where);
          // The logos keep their round shape, in the header and in the footer.
          for (const mark of await page.locator('.brand-mark').all()) {
            const { width, height } = (await mark.boundingBox())!;
            expect(Math.abs(width - height), `${where}: a logo ${width}×${height} px is squashed`).toBeLessThanOrEqual(
              0.5,
            );
          }
          // The demo menu shows inline wherever it fits, and only there.
          const inlineShown = await page.locator('.nav-inline > li > a').first().isVisible();
          expect(inlineShown, `${where}: the inline menu is ${inlineShown ? 'shown' : 'hidden'}`).toBe(
            size.width >= INLINE_FROM,
          );

          // Scrolled down a little, so that a page that moves behind the menu would show.
          await page.evaluate(() => window.scrollTo(0, 240));
          await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
          const before = await scrollY(page);

          await toggle(page).click();
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
          await expect.poll(async () => (await primary(page).boundingBox())?.height).toBe(size.height);
          const expand = panel(page).getByRole('button', { name: 'About Us submenu' });
          await expand.click();
          await expect(expand).toHaveAttribute('aria-expanded', 'true');
          await navAtRest(page);
          await expectHeaderWhole(page, size, `${where}, menu open`);

          const links = panelLinks(page);
          const count = await links.count();
          const labels = await links.allTextContents();
          // Every item, the unfolded submenu's six links and the contact links.
          for (const item of ['About Us', 'Our Team', 'Winter Park, FL', 'Careers', 'Insights', 'Get In Touch']) {
            expect(
              labels.map((text) => text.trim()),
              `${where}: the menu lists “${item}”`,
            ).toContain(item);
          }

          // On the home page, by keyboard and by wheel (the inner page repeats the other checks only).
          const thorough = path === '/' && size.keys;

          // By keyboard: tabbing from the first link walks through every link and button, each scrolled into view.
          if (thorough) await links.first().focus();
          const tabbed = new Set<string>();
          for (let i = 0; thorough && i < count * 2 + 4; i++) {
            const reach = await reachFocused(page);
            if (!reach?.inPanel) break;
            expectReachable(reach, size, `${where}, by keyboard`);
            tabbed.add(reach.name);
            await page.keyboard.press('Tab');
          }
          if (thorough) {
            for (const text of labels)
              expect([...tabbed], `${where}: Tab reaches “${text.trim()}”`).toContain(text.trim());
          }

          // By wheel: back to the top, then the last link is brought into view by scrolling the menu.
          await panel(page).evaluate((el) => el.scrollTo(0, 0));
          // The link lowest in the menu (in two columns from 1024 px, not the last one in order).
          const lowest = await links.evaluateAll((all) =>
            all.reduce(
              (best, el, i) =>
                el.getBoundingClientRect().bottom > all[best]!.getBoundingClientRect().bottom ? i : best,
              0,
            ),
          );
          const last = links.nth(lowest);
          const box = (await panel(page).boundingBox())!;
          const x = box.x + box.width / 2;
          const y = box.y + Math.min(box.height / 2, 120);
          // (Touch scrolls the same overflow, but this headless Chromium does not synthesize touch scrolling.)
          if (thorough) {
            await page.mouse.move(x, y);
            for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 400);
            await expect
              .poll(() => last.evaluate((el) => el.getBoundingClientRect().bottom))
              .toBeLessThanOrEqual(size.height);
            expectReachable((await last.evaluateAll(reachAll, false))[0] ?? null, size, `${where}, by wheel`);
          }

          // Every link scrolled into view is on screen and answers a tap.
          for (const reach of await links.evaluateAll(reachAll, true))
            expectReachable(reach, size, `${where}, scrolled into view`);

          // The page behind did not move.
          expect(await scrollY(page), `${where}: the page behind scrolled`).toBe(before);
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
          await expectNoSidewaysOverflow(page, `${where}, menu open`);

          if (path === '/') {
            const axe = await new AxeBuilder({ page }).include('header').analyze();
            expect(axe.violations, `${where}: axe with the menu open`).toEqual([]);
          }

          await page.keyboard.press('Escape');
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
          await expect.poll(async () => (await primary(page).boundingBox())?.height).toBe(NAV_HEIGHT);
          await navAtRest(page);
          expect(await scrollY(page)).toBe(before);
          await expectHeaderWhole(page, size, `${where}, closed again`);
        }
        const axe = await new AxeBuilder({ page }).include('header').include('footer').analyze();
        expect(axe.violations, `${label}: axe on the header and footer`).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test(`${label}: without JavaScript, MENU leads to every menu item`, async ({ browser }) => {
      const context = await contextFor(browser, size, false);
      const page = await context.newPage();
      try {
        const where = `${label} without JavaScript`;
        await open(page, '/what-we-do/', false);
        await expectNoSidewaysOverflow(page, where);
        await expectHeaderWhole(page, size, where);
        await expect(panel(page)).toBeHidden();

        // Every destination of the bar's menu (its items and their submenus) is in the menu behind MENU.
        const destinations = await page
          .locator('.nav-inline a[href]')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
        expect(destinations.length).toBeGreaterThan(7);

        await page.evaluate(() => window.scrollTo(0, 240));
        const before = await scrollY(page);
        const menu = primary(page).getByRole('link', { name: 'Menu', exact: true });
        await expect(menu).toBeVisible();
        await menu.click();
        await expect(page).toHaveURL(/#site-menu$/);
        await expect(panel(page)).toBeVisible();
        await expect.poll(async () => (await primary(page).boundingBox())?.height).toBe(size.height);
        await navAtRest(page);
        await expectHeaderWhole(page, size, `${where}, menu open`);

        const links = panelLinks(page);
        const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
        for (const href of destinations) expect(hrefs, `${where}: the menu offers ${href}`).toContain(href);

        // By keyboard from the Close control, then each link scrolled into view.
        const close = primary(page).getByRole('link', { name: 'Close', exact: true });
        await close.focus();
        const count = await links.count();
        for (let i = 0; i < count; i++) {
          await page.keyboard.press('Tab');
          const reach = await reachFocused(page);
          expect(reach?.inPanel, `${where}: Tab goes through the menu`).toBe(true);
          expectReachable(reach, size, `${where}, by keyboard`);
        }
        for (const reach of await links.evaluateAll(reachAll, true)) expectReachable(reach, size, where);
        expect(await scrollY(page), `${where}: the page behind scrolled`).toBe(before);

        await close.click();
        await expect(panel(page)).toBeHidden();
        await expect.poll(async () => (await primary(page).boundingBox())?.height).toBe(NAV_HEIGHT);
        await page.mouse.wheel(0, 300);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
      } finally {
        await context.close();
      }
    });
  }
});
