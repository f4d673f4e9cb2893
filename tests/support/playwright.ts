import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { launchOptions } from '../../harness/chromium';

/** The desktop every browser suite opens pages in: Chromium at 1280×800. */
export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };

/** How the browser suites run: two workers, one retry in CI, a trace kept of what failed. */
export const SUITE_RUN = {
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
} satisfies PlaywrightTestConfig;

/** The site a suite starts before its tests (`command`, answering on `baseURL`), with up to ten minutes to build. */
export function siteServer(command: string, baseURL: string, env: Record<string, string>) {
  return {
    command,
    url: `${baseURL}/`,
    timeout: 10 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...env, SITE_URL: baseURL, NEXT_TELEMETRY_DISABLED: '1' },
  } satisfies PlaywrightTestConfig['webServer'];
}
