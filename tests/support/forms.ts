import { execFileSync } from 'node:child_process';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The site's minimum fill time (FORM_MIN_FILL_MS) plus a margin: a person never submits faster. */
export const FILL_TIME_MS = Number(process.env.FORM_MIN_FILL_MS || 3000) + 300;

/** A distinct client address per test, so the per-client rate limit of one test never touches another. */
export function clientAddress(testInfo: TestInfo, salt = 0): string {
  let hash = salt;
  for (const char of `${testInfo.project.name}:${testInfo.titlePath.join('/')}`)
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Opens a form page and returns a function that waits until a person could have filled it. */
export async function openForm(page: Page, path: string, { javaScript = true } = {}): Promise<() => Promise<void>> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('form[data-form-id]').first()).toBeVisible();
  // With scripts, the form swaps the cached page's render time for its own; the clock starts then.
  if (javaScript) await expect(page.locator('form[data-form-id]').first()).toHaveAttribute('data-session', 'fresh');
  const opened = Date.now();
  return async () => {
    const left = FILL_TIME_MS - (Date.now() - opened);
    if (left > 0) await page.waitForTimeout(left);
  };
}

/** Every form entry the embedded content server holds, as its CLI prints them. */
export function contentServerEntries(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'content-server/src/cli.ts', 'entries'], {
    env: { ...process.env, CMS_DB: process.env.E2E_CMS_DB || '.data/e2e-cms.sqlite' },
    encoding: 'utf8',
  });
}

export function uniqueMarker(testInfo: TestInfo): string {
  return `marker-${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** True once React has taken over the page (it marks each element it hydrates). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactFiber')));
}
