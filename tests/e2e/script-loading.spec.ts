import { bootScriptList } from '@/server/html/boot-scripts';
import { COMPILE_HINT } from '@/server/html/compile-hints';
import { expect, test, waitForHydration, type Browser, type Page } from '../support/fixtures';

// Which scripts a page loads does not depend on the viewport: this file runs in the desktop project only
// (playwright.config.ts).

/** Text only each library's own code holds, to recognise its chunk whatever the build names it. */
const GSAP_MARK = 'gsap.registerPlugin';
const SPLIDE_MARK = 'Go to slide %s';
/** The form renderer's answer panel, and the picture component of `next/image` (its `data-nimg` attribute). */
const FORM_MARK = 'data-form-confirmation';
const IMAGE_COMPONENT_MARK = 'data-nimg';

/** Scrolls down the whole page a viewport at a time, as a reader would, so every block has come near. */
async function readToTheEnd(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) return;
  }
}

/**
 * Every script a fresh visit to the address loads, until the network is quiet, with its source text: a visit
 * that reads the whole page (`read`), or one that stays at the top.
 */
async function scriptsOf(browser: Browser, baseURL: string, path: string, read = true): Promise<Map<string, string>> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const urls = new Set<string>();
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    lastRequestAt = Date.now();
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // Blocks come to life once they near the viewport and the browser is idle (at the latest 1.5 s after): wait
  // until React owns the page, read it to the end and wait until every block it has is running, then until
  // nothing more has been requested for longer than that deadline.
  await waitForHydration(page);
  if (read) {
    await readToTheEnd(page);
    await expect(page.locator('.marquee:has(.slide):not([data-marquee-state])')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('.testimonials-splide:not([data-carousel-phase])')).toHaveCount(0, { timeout: 20_000 });
  }
  await expect.poll(() => Date.now() - lastRequestAt, { timeout: 20_000 }).toBeGreaterThan(2000);
  const scripts = new Map<string, string>();
  for (const url of urls) {
    const file = await context.request.get(url);
    expect(file.status(), url).toBe(200);
    scripts.set(new URL(url).pathname, await file.text());
  }
  await context.close();
  return scripts;
}

const holding = (scripts: Map<string, string>, mark: string) =>
  [...scripts].filter(([, text]) => text.includes(mark)).map(([url]) => url);

test.describe('heavy libraries load only where they are used', () => {
  test('GSAP only with a marquee, Splide only with a testimonials carousel', async ({ browser, baseURL }) => {
    // Seven fresh visits, each waiting for the network to go quiet.
    test.setTimeout(240_000);
    // The home page has both: learn the two libraries' script addresses in this build.
    const home = await scriptsOf(browser, baseURL!, '/');
    const gsap = holding(home, GSAP_MARK);
    const splide = holding(home, SPLIDE_MARK);
    expect(gsap).toHaveLength(1);
    expect(splide).toHaveLength(1);

    // A marquee without a carousel: GSAP, no Splide.
    const about = await scriptsOf(browser, baseURL!, '/about-us/');
    expect([...about.keys()]).toContain(gsap[0]);
    expect([...about.keys()]).not.toContain(splide[0]);
    expect(holding(about, SPLIDE_MARK)).toEqual([]);

    // Pages with neither: no script of either library, under any address.
    for (const path of ['/team/', '/contact/', '/the-case-for-boring-consistency/', '/insights/']) {
      const scripts = await scriptsOf(browser, baseURL!, path);
      expect(scripts.size, path).toBeGreaterThan(3);
      expect([...scripts.keys()], path).not.toContain(gsap[0]);
      expect([...scripts.keys()], path).not.toContain(splide[0]);
      expect(holding(scripts, GSAP_MARK), path).toEqual([]);
      expect(holding(scripts, SPLIDE_MARK), path).toEqual([]);
    }
  });
});

test.describe('client code only where a visitor uses it', () => {
  test('the form renderer only on a page with a form; no picture component on any page', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const contact = await scriptsOf(browser, baseURL!, '/contact/', false);
    const form = holding(contact, FORM_MARK);
    expect(form).toHaveLength(1);
    // The contact page hydrates with it: a complete form is confirmed by the renderer (tests/e2e/forms.spec.ts).
    expect(holding(contact, IMAGE_COMPONENT_MARK)).toEqual([]);
    // Pictures are plain markup everywhere; the form's code stays off every page without a form.
    for (const path of ['/', '/the-case-for-boring-consistency/', '/team/rosa-delgado/']) {
      const scripts = await scriptsOf(browser, baseURL!, path, false);
      expect(scripts.size, path).toBeGreaterThan(3);
      expect([...scripts.keys()], path).not.toContain(form[0]);
      expect(holding(scripts, FORM_MARK), path).toEqual([]);
      expect(holding(scripts, IMAGE_COMPONENT_MARK), path).toEqual([]);
    }
  });
});

test.describe('block libraries wait until their block is near', () => {
  test('a visit that stays at the top of the home page loads neither GSAP nor Splide', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const read = await scriptsOf(browser, baseURL!, '/');
    const libraries = [...holding(read, GSAP_MARK), ...holding(read, SPLIDE_MARK)];
    expect(libraries).toHaveLength(2);
    // The home page's marquee and carousel start more than half a window below the fold at 1280×800.
    const top = await scriptsOf(browser, baseURL!, '/', false);
    expect(top.size).toBeGreaterThan(3);
    for (const library of libraries) expect([...top.keys()]).not.toContain(library);
    expect(holding(top, GSAP_MARK)).toEqual([]);
    expect(holding(top, SPLIDE_MARK)).toEqual([]);
  });
});

test.describe('start-up scripts are compiled while they download', () => {
  test('the scripts a page starts with carry the compile hint; libraries loaded on demand do not', async ({
    browser,
    baseURL,
    request,
  }) => {
    const boot = bootScriptList(await (await request.get('/')).text());
    expect(boot.length, 'the served home page lists its boot scripts').toBeGreaterThan(3);
    const home = await scriptsOf(browser, baseURL!, '/');
    for (const path of boot) {
      expect(home.has(path), path).toBe(true);
      expect(home.get(path)!.startsWith(COMPILE_HINT), path).toBe(true);
      expect(home.get(path)!.indexOf(COMPILE_HINT, 1), path).toBe(-1);
    }
    const libraries = [...holding(home, GSAP_MARK), ...holding(home, SPLIDE_MARK)];
    expect(libraries).toHaveLength(2);
    for (const path of libraries) expect(home.get(path)!.startsWith(COMPILE_HINT), path).toBe(false);
  });
});

test.describe('the build’s scripts and stylesheets are compressed once, when it is built', () => {
  test('a first visit gets every script and stylesheet of the build in brotli, with its length, as the build wrote it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const files: { url: string; headers: Record<string, string> }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && new URL(response.url()).pathname.startsWith('/_next/static/'))
        files.push({ url: response.url(), headers: response.headers() });
    });
    await page.goto('/contact/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(files.filter(({ url }) => url.endsWith('.js')).length, 'scripts').toBeGreaterThan(3);
    expect(files.filter(({ url }) => url.endsWith('.css')).length, 'stylesheets').toBeGreaterThan(0);
    for (const { url, headers } of files) {
      // A length, not chunks: the bytes were written when the site was built, not compressed for this request.
      expect([url, headers['content-encoding'], headers['content-length'] !== undefined]).toEqual([url, 'br', true]);
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
    // What the browser decoded is the file itself, byte for byte as a client that takes no compression gets it.
    const [first] = files;
    const decoded = await page.evaluate((url) => fetch(url).then((response) => response.text()), first!.url);
    const plain = await context.request.get(first!.url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(decoded).toBe(await plain.text());
    await context.close();
  });
});

test.describe('the first frame comes before the app scripts', () => {
  for (const path of ['/', '/the-case-for-boring-consistency/', '/contact/', '/no-such-page-here/']) {
    test(`${path}: no app script is requested before the first frame, and the page then hydrates`, async ({ page }) => {
      // When the browser first renders the page: the first animation frame, seen from outside the page's code.
      await page.addInitScript(() => {
        requestAnimationFrame((time) => ((window as unknown as { firstFrameAt: number }).firstFrameAt = time));
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      const timeline = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(timeline.firstFrameAt).not.toBeNull();
      expect(timeline.scripts.length).toBeGreaterThan(3);
      for (const script of timeline.scripts)
        expect(script.startTime, script.name).toBeGreaterThanOrEqual(timeline.firstFrameAt!);
      // The loader added each script once; React owns the page (checked above), so they all ran.
      expect(new Set(timeline.scripts.map((script) => script.name)).size).toBe(timeline.scripts.length);
      // As served, the page names its app scripts only in the list the loader reads.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('id="__boot_scripts"');
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/);
    });
  }
});
