import { expect, test } from '../support/fixtures';
import {
  clickThrough,
  firstAt,
  phase,
  quiet,
  recordShell,
  settled,
  shellLog,
  watchConsole,
  wipeTransitions,
} from '../support/shell';
import { HEADLINE_FADE_MS } from '@/components/shell/timings';

test.describe('shell: page transitions', () => {
  test('the first load has no wipe: the page and its headline are visible at once', async ({ page }) => {
    await recordShell(page);
    await page.goto('/about-us/');
    await expect(phase(page)).toHaveAttribute('data-transition-phase', 'entered');
    await expect(page.locator('[data-transition-wipe]')).toHaveAttribute('data-transition-wipe', 'idle');
    const headline = page.locator('[data-hero-headline]').first();
    await expect(headline).toBeVisible();
    expect(await headline.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.locator('[data-transition-wipe]').evaluate((el) => getComputedStyle(el).visibility)).toBe(
      'hidden',
    );
    // Nothing ran on the first load: no phase ever changed.
    expect((await shellLog(page)).filter((event) => event.what === 'data-transition-phase')).toEqual([]);
  });

  test('a link runs exiting, exited, entering, entered over 1200 ms with a wipe', async ({ page }) => {
    await recordShell(page);
    const { errors } = watchConsole(page);
    await page.goto('/');
    await quiet(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Our Team' }).click();
    await page.waitForURL('**/team/');
    await settled(page);
    const log = await shellLog(page);
    const exiting = firstAt(log, 'data-transition-phase', 'exiting', clickedAt);
    const exited = firstAt(log, 'data-transition-phase', 'exited', exiting);
    const entering = firstAt(log, 'data-transition-phase', 'entering', exited);
    const entered = firstAt(log, 'data-transition-phase', 'entered', entering);
    expect(firstAt(log, 'data-transition-wipe', 'covering', clickedAt)).toBeLessThan(exited);
    expect(firstAt(log, 'data-transition-wipe', 'revealing', exited)).toBeGreaterThanOrEqual(entering - 5);
    // The wipe's own time is the specification's 1200 ms (the route's loading time comes on top).
    // Timers start at the click; attribute changes land a render later, so the lower bound counts from the click.
    expect(entered - clickedAt - (entering - exited)).toBeGreaterThanOrEqual(1190);
    // The phases as rendered: a busy machine paints the first one late (1012 ms seen), never the whole wipe away.
    expect(exited - exiting + (entered - entering)).toBeGreaterThan(900);
    // Upper bound: a quick cover (240 ms) and a slow reveal (960 ms), as the browser runs them. (Wall-clock time
    // between phases is no upper bound: on a busy two-core machine the new page's first render under the wipe
    // delays the last phase by over a second.)
    expect(wipeTransitions(log, clickedAt)).toEqual(['translate 0.24s', 'translate 0.96s']);
    expect(log.filter((event) => event.what === 'data-transition-phase').map((event) => event.value)).toEqual([
      'exiting',
      'exited',
      'entering',
      'entered',
    ]);
    await expect(page.locator('[data-transition-wipe]')).toHaveAttribute('data-transition-wipe', 'idle');
    expect(errors).toEqual([]);
  });

  test('the hero headline fades in 1.5 s after the route changes (1.75 s up to 768 px), readable within 2 s of the click (2.25 s up to 768 px), never a hole in the hero', async ({
    page,
  }) => {
    await recordShell(page);
    // The headline's opacity as the page paints it, sampled every frame in the page itself.
    await page.addInitScript(() => {
      const samples: { at: number; opacity: number; reveal: string | null }[] = [];
      (window as unknown as { __headline: typeof samples }).__headline = samples;
      const sample = () => {
        const headline = document.querySelector<HTMLElement>('[data-hero-headline][data-hero-reveal]');
        if (headline) {
          samples.push({
            at: performance.now(),
            opacity: Number(getComputedStyle(headline).opacity),
            reveal: headline.dataset.heroReveal ?? null,
          });
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/');
    await quiet(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Marketing Frameworks' }).click();
    await page.waitForURL('**/marketing-frameworks/');
    const headline = page.locator('[data-hero-headline]').first();
    await expect(headline).toHaveAttribute('data-hero-reveal', 'shown', { timeout: 5000 });
    await expect.poll(() => headline.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const log = await shellLog(page);
    const entering = firstAt(log, 'data-transition-phase', 'entering', clickedAt);
    const pending = firstAt(log, 'data-hero-reveal', 'pending', clickedAt);
    const shown = firstAt(log, 'data-hero-reveal', 'shown', pending);
    expect(pending).toBeLessThanOrEqual(entering + 5);
    const expected = (page.viewportSize()?.width ?? 1280) <= 768 ? 1750 : 1500;
    // Measured from the completion of the route change, when the headline is hidden. The hiding is recorded when
    // the rest of that render's work lets the recorder run (up to ~160 ms later on a busy machine: 1429 ms seen for
    // 1500, 1591 ms for 1750); the reveal, from its own timer, is recorded at once. The bound still tells the two
    // delays apart: a phone shown the headline after 1.5 s reads below it.
    expect(shown - pending).toBeGreaterThanOrEqual(expected - 200);
    expect(shown - pending).toBeLessThan(expected + 400);

    const samples = (
      await page.evaluate(() => (window as unknown as { __headline: { at: number; opacity: number }[] }).__headline)
    ).filter((entry) => entry.at >= pending);
    // Until the delay is over the headline is a faint trace of itself: not yet to be read, but no hole in the hero
    // the wipe has uncovered.
    const before = samples.filter((entry) => entry.at < pending + expected - 20);
    expect(before.length).toBeGreaterThan(0);
    expect(Math.max(...before.map((entry) => entry.opacity))).toBeLessThan(0.2);
    expect(Math.min(...samples.map((entry) => entry.opacity))).toBeGreaterThanOrEqual(0.1);
    // Then a fade, not a jump: the stylesheet's eased fade of HEADLINE_FADE_MS, readable within half a second.
    expect(await headline.evaluate((el) => getComputedStyle(el).transition)).toMatch(
      new RegExp(`^opacity ${HEADLINE_FADE_MS / 1000}s `),
    );
    // The frames agree. They are the only clock here, and a busy two-core machine drops some (300 ms seen): the
    // fade's start is the last frame still at 0, its end the first at full opacity, and stretches without a
    // frame (over 50 ms) do not count.
    const fadeStart = samples.filter((entry) => entry.opacity < 0.2).at(-1)!.at;
    const readable = samples.find((entry) => entry.at > fadeStart && entry.opacity >= 0.99);
    expect(readable, `opacity samples: ${JSON.stringify(samples.slice(-40))}`).toBeDefined();
    const during = samples.filter((entry) => entry.at >= fadeStart && entry.at <= readable!.at);
    const dropped = during
      .slice(1)
      .map((entry, index) => entry.at - during[index]!.at)
      .filter((gap) => gap > 50)
      .reduce((sum, gap) => sum + gap, 0);
    expect(readable!.at - fadeStart - dropped, `opacity samples: ${JSON.stringify(during)}`).toBeLessThanOrEqual(500);
    expect(fadeStart - pending).toBeGreaterThanOrEqual(expected - 20);
    // What the visitor waits for: from the click to a headline that reads (nine tenths of its opacity), within
    // 2 s (2.25 s up to 768 px): the wipe's cover as the stylesheet runs it, then from the route's change to a
    // readable headline as the frames show it. The new page's own loading time comes on top, as it does for the
    // wipe's 1200 ms, and so do frames a busy two-core machine drops (stretches of over 50 ms without one).
    const cover = Number(/translate ([\d.]+)s/.exec(wipeTransitions(log, clickedAt)[0]!)![1]) * 1000;
    const reads = samples.find((entry) => entry.opacity >= 0.9)!.at;
    const fading = samples.filter((entry) => entry.at >= shown - 50 && entry.at <= reads);
    const lost = fading
      .slice(1)
      .map((entry, index) => entry.at - fading[index]!.at)
      .filter((gap) => gap > 50)
      .reduce((sum, gap) => sum + gap, 0);
    expect(
      cover + reads - pending - lost,
      `cover ${cover} ms, route changed ${pending}, shown ${shown}, readable ${reads}, frames lost ${lost} ms`,
    ).toBeLessThanOrEqual(expected === 1750 ? 2250 : 2000);
  });

  test('the new page starts at its top, and focus moves to its main heading', async ({ page }) => {
    await page.goto('/');
    await quiet(page);
    const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Mission & Values' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await clickThrough(page, link, '/mission/');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main h1')).toBeFocused();
    // Still at the top once the one-second scroll-to-top has run.
    await page.waitForTimeout(1100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back and forward buttons show the pages without leaving the wipe up', async ({ page }) => {
    await page.goto('/');
    await clickThrough(
      page,
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Openings' }),
      '/careers/',
    );
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await settled(page);
    await expect(page.locator('[data-transition-wipe]')).toHaveAttribute('data-transition-wipe', 'idle');
    await page.goForward();
    await page.waitForURL('**/careers/');
    await settled(page);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('with reduced motion the transition is a short fade and the headline is never hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordShell(page);
    await page.goto('/');
    await quiet(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await clickThrough(
      page,
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Our Story' }),
      '/about/',
    );
    const log = await shellLog(page);
    const exiting = firstAt(log, 'data-transition-phase', 'exiting', clickedAt);
    const exited = firstAt(log, 'data-transition-phase', 'exited', exiting);
    const entering = firstAt(log, 'data-transition-phase', 'entering', exited);
    const entered = firstAt(log, 'data-transition-phase', 'entered', entering);
    expect(entered).toBeGreaterThan(exited);
    // Two 150 ms fades, no slide.
    expect(wipeTransitions(log, clickedAt)).toEqual(['opacity 0.15s', 'opacity 0.15s']);
    expect(log.filter((event) => event.what === 'data-hero-reveal')).toEqual([]);
    await expect(page.locator('[data-hero-headline]').first()).toHaveCSS('opacity', '1');
  });

  test('no layout shift from the shell (CLS ≤ 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/what-we-do/', '/about-us/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
    }
  });

  test('the largest paint is the hero headline or picture, never the wipe', async ({ page }) => {
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
        (window as unknown as { __lcp?: Element | null }).__lcp = last?.element ?? null;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/about-us/');
    await page.waitForLoadState('networkidle');
    const inHero = await page.evaluate(() => {
      const element = (window as unknown as { __lcp?: Element | null }).__lcp;
      return Boolean(element && (element.closest('.hero, [data-hero]') || element.hasAttribute('data-hero-headline')));
    });
    expect(inHero).toBe(true);
  });
});
