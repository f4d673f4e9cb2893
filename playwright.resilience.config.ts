import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/chromium';
import { DESKTOP } from './tests/support/playwright';

/**
 * The outage suite (tests/resilience/): it builds the site with the content system unreachable, then runs
 * the site server against a fault-injecting proxy in front of the embedded content server. It starts its
 * own servers on free ports, so it needs no webServer here; one worker, desktop viewport only.
 * `npm test` runs it after the main browser suite; alone: `npx playwright test -c playwright.resilience.config.ts`.
 */

export default defineConfig({
  testDir: 'tests/resilience',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Outside test-results/, which the main browser suite empties when it starts.
  outputDir: join(tmpdir(), 'altitude-resilience-results'),
  use: { trace: 'retain-on-failure', launchOptions },
  projects: [{ name: 'desktop', use: DESKTOP }],
});
