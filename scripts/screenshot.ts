/**
 * `npm run screenshot`: photographs pages of a running site (SITE_URL, default http://localhost:3000) in
 * Chromium for the README: each page at a desktop (1280×800) and a phone (390×844) viewport side by side,
 * and the full-screen menu with a submenu open on a phone, a phone held sideways and a desktop; and the page grid:
 * Home's designed sections at each desktop width (docs/screenshots/grid-{width}.png).
 *
 *   npm run screenshot                      the README's set, into docs/screenshots/
 *   npm run screenshot -- --grid            only the page grid: Home's sections at 1024, 1280, 1440 and 1920 px
 *   npm run screenshot -- /path out.png     one page at both widths
 *
 * Chromium runs with its real scrollbar (Playwright hides it by default, which leaves an empty strip where the
 * page reserves its gutter), so the desktop picture is what a visitor sees. Needs the site running (`npm start`).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { launchOptions } from '../harness/chromium';

const base = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
const BACKGROUND = '#e8eef4';
const GAP = 40;

interface Viewport {
  width: number;
  height: number;
  mobile: boolean;
}

const DESKTOP: Viewport = { width: 1280, height: 800, mobile: false };
const PHONE: Viewport = { width: 390, height: 844, mobile: true };
const PHONE_SIDEWAYS: Viewport = { width: 844, height: 390, mobile: true };

async function openPage(browser: Browser, viewport: Viewport, path: string, still = false): Promise<Page> {
  // A phone is emulated as one (touch, overlay scrollbars), so it looks as a phone shows it. `still`: with reduced
  // motion, so that no carousel is caught between two slides.
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    reducedMotion: still ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const response = await page.goto(base + path, { waitUntil: 'networkidle' });
  if (!response || response.status() >= 400) {
    throw new Error(`${base + path} answered ${response?.status() ?? 'nothing'}: is the site running (SITE_URL)?`);
  }
  // Let the headline's entrance and the hero's motion settle before the picture is taken.
  await page.waitForTimeout(3000);
  return page;
}

/**
 * The menu with its first submenu expanded, as a visitor opens it: through MENU where the items do not fit,
 * otherwise the inline menu's first dropdown.
 */
async function openMenuWithSubmenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^menu$/i });
  if (await toggle.isVisible()) await toggle.click();
  await page.waitForTimeout(800);
  await page.locator('button[aria-expanded="false"][aria-label$="submenu"]:visible').first().click();
  await page.waitForTimeout(1200);
}

async function shoot(browser: Browser, viewport: Viewport, path: string, withMenu = false): Promise<Buffer> {
  const page = await openPage(browser, viewport, path);
  try {
    if (withMenu) await openMenuWithSubmenu(page);
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.context().close();
  }
}

/** Pictures laid out in one row on the README's backdrop, aligned at the top. */
async function sheet(pictures: { input: Buffer; width: number; height: number }[], out: string): Promise<void> {
  const width = pictures.reduce((sum, picture) => sum + picture.width + GAP, GAP);
  const height = Math.max(...pictures.map((picture) => picture.height)) + GAP * 2;
  let left = GAP;
  const composite = pictures.map((picture) => {
    const placed = { input: picture.input, left, top: GAP };
    left += picture.width + GAP;
    return placed;
  });
  mkdirSync(dirname(out), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
    .composite(composite)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`Wrote ${out}`);
}

async function desktopAndPhone(browser: Browser, path: string, out: string): Promise<void> {
  const desktop = await shoot(browser, DESKTOP, path);
  const phone = await shoot(browser, PHONE, path);
  await sheet(
    [
      { input: desktop, width: DESKTOP.width, height: DESKTOP.height },
      { input: phone, width: PHONE.width, height: PHONE.height },
    ],
    out,
  );
}

async function menus(browser: Browser, out: string): Promise<void> {
  const views = [PHONE, PHONE_SIDEWAYS, DESKTOP];
  const pictures = [];
  for (const view of views) {
    pictures.push({ input: await shoot(browser, view, '/', true), width: view.width, height: view.height });
  }
  await sheet(pictures, out);
}

/** Window widths at which the page grid is shown, and how much of Home's content below the hero each shows. */
const GRID_WIDTHS = [1024, 1280, 1440, 1920];
const GRID_HEIGHT = 2400;

/** Home's content from its first designed section down: the cards, stats, media & text and steps on the grid. */
async function pageGrid(browser: Browser): Promise<void> {
  for (const width of GRID_WIDTHS) {
    const page = await openPage(browser, { width, height: 900, mobile: false }, '/', true);
    try {
      // Pictures load as they come near the window, and the marquee above the cards settles into its strip once it
      // runs: the page is scrolled through first, then back to the top (the fixed header with it, outside the clip).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < Math.min(height, 5000); y += 600) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await page.waitForTimeout(300);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      // From the heading of the first designed section (the cards), whatever text and strips come before it.
      const top = await page
        .locator('main .entry-content > .wp-block-columns')
        .first()
        .evaluate((element) => {
          let heading: Element | null = element;
          while (heading && heading.tagName !== 'H2') heading = heading.previousElementSibling;
          return Math.round((heading ?? element).getBoundingClientRect().top + window.scrollY) - 48;
        });
      const picture = await page.screenshot({
        type: 'png',
        fullPage: true,
        clip: { x: 0, y: top, width, height: GRID_HEIGHT },
      });
      const out = `docs/screenshots/grid-${width}.png`;
      await sharp(picture).png({ compressionLevel: 9, palette: true }).toFile(out);
      console.log(`Wrote ${out}`);
    } finally {
      await page.context().close();
    }
  }
}

/** The first case study the Our Work listing links to. */
async function firstCaseStudy(browser: Browser): Promise<string> {
  const page = await openPage(browser, DESKTOP, '/work/');
  try {
    const href = await page.locator('main a[href^="/work/"]:not([href="/work/"])').first().getAttribute('href');
    if (!href) throw new Error('The Our Work page links to no case study');
    return href;
  } finally {
    await page.context().close();
  }
}

async function main() {
  const browser = await chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const [path, out] = process.argv.slice(2);
    if (path === '--grid') {
      await pageGrid(browser);
      return;
    }
    if (path) {
      await desktopAndPhone(browser, path, out ?? 'docs/screenshots/page.png');
      return;
    }
    await desktopAndPhone(browser, '/', 'docs/screenshots/home.png');
    await desktopAndPhone(browser, '/what-we-do/', 'docs/screenshots/service.png');
    await desktopAndPhone(browser, await firstCaseStudy(browser), 'docs/screenshots/case-study.png');
    await menus(browser, 'docs/screenshots/menu.png');
    await pageGrid(browser);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
