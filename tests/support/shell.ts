import { expect, type Page } from '@playwright/test';

/** Pages of the demo content with a marquee strip and a testimonials carousel in their content. */
export const BLOCK_PAGES = ['/', '/what-we-do/'] as const;

/** Console errors (and uncaught page errors) seen while the test runs. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    // Pictures referenced by the content itself are the content's business, not the shell's.
    if (message.type() === 'error' && message.location().url.includes('/wp-content/uploads/')) return;
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { errors, warnings };
}

/**
 * Records, with timestamps, every change of the transition phase, the wipe and the hero headline's
 * reveal state, so tests can check the timings the page really ran.
 */
export async function recordShell(page: Page) {
  await page.addInitScript(() => {
    const log: { at: number; what: string; value: string | null }[] = [];
    (window as unknown as { __shellLog: typeof log }).__shellLog = log;
    const start = () =>
      new MutationObserver((records) => {
        for (const record of records) {
          const el = record.target as Element;
          const name = record.attributeName!;
          log.push({ at: performance.now(), what: name, value: el.getAttribute(name) });
        }
      }).observe(document.documentElement, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-transition-phase', 'data-transition-wipe', 'data-hero-reveal'],
      });
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start);
    // Each transition the wipe starts, with the length its stylesheet gives it: `translate 0.6s` is a 600 ms
    // slide, however late a busy machine lets the page's timers and recorders run.
    document.addEventListener('transitionrun', (event) => {
      if (!(event.target instanceof Element) || !event.target.matches('[data-transition-wipe]')) return;
      log.push({
        at: performance.now(),
        what: 'wipe-transition',
        value: `${event.propertyName} ${getComputedStyle(event.target).transitionDuration}`,
      });
    });
  });
}

/**
 * The visible transitions the wipe started after a moment, as `property duration`, in order. (With reduced
 * motion the stylesheet's reset turns every other change of the wipe into a 0.01 ms transition: not counted.)
 */
export function wipeTransitions(log: ShellEvent[], after = 0): string[] {
  return log
    .filter((event) => event.what === 'wipe-transition' && event.at >= after && !event.value!.endsWith(' 1e-05s'))
    .map((event) => event.value!);
}

export type ShellEvent = { at: number; what: string; value: string | null };

export async function shellLog(page: Page): Promise<ShellEvent[]> {
  return page.evaluate(() => (window as unknown as { __shellLog: ShellEvent[] }).__shellLog.slice());
}

export function firstAt(log: ShellEvent[], what: string, value: string, after = 0): number {
  const found = log.find((event) => event.what === what && event.value === value && event.at >= after);
  if (!found) throw new Error(`no ${what}=${value} after ${after} in ${JSON.stringify(log)}`);
  return found.at;
}

export const phase = (page: Page) => page.locator('[data-transition-phase]');
export const toggle = (page: Page) => page.locator('nav[aria-label="Primary"] button[aria-controls="site-menu"]');

/** Waits until the page has finished any transition. */
export async function settled(page: Page) {
  await expect(phase(page)).toHaveAttribute('data-transition-phase', 'entered');
}

/**
 * Waits until a freshly opened page is shown and has finished its start-up work (the libraries and lists it
 * loads when idle), so that a transition timed next measures the transition, not the page's start-up.
 */
export async function quiet(page: Page) {
  await settled(page);
  await page.waitForLoadState('networkidle');
}

/** Follows a link the way a visitor does and waits for the new page to be fully shown. */
export async function clickThrough(page: Page, link: ReturnType<Page['locator']>, path: string) {
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
  await settled(page);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
