import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './harness/chromium';
import { DESKTOP, siteServer, SUITE_RUN } from './tests/support/playwright';

export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT || 3310);
export const E2E_CMS_PORT = Number(process.env.E2E_CMS_PORT || 4310);
/** Signs the draft preview links of tests/e2e/preview.spec.ts, as the companion plugin does. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';
/**
 * Signs the start time written into a page's form. Every server the suites start on this build shares it, as the
 * instances of one site do: they share the build's cached pages, whose forms carry the time of whichever rendered them.
 */
export const E2E_FORM_SIGNING_SECRET = 'e2e-form-signing-secret-0123456789abcdef';
const baseURL = `http://127.0.0.1:${E2E_SITE_PORT}`;
/**
 * Hostile requests, the XSS corpora, the Content Security Policy and secrets: run by `npm run test:security`
 * (playwright.security.config.ts, scripts/test-security.ts), which `npm test` runs after this suite, not here.
 */
export const SECURITY_SPECS = ['**/security-*.spec.ts', '**/secrets.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  ...SUITE_RUN,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', testIgnore: SECURITY_SPECS, use: DESKTOP },
    {
      name: 'phone',
      // What the server does (caching, headers, hostile input, secrets, which scripts a page loads) does not
      // depend on the viewport: those specs run once, in the desktop project.
      testIgnore: [
        ...SECURITY_SPECS,
        '**/caching.spec.ts',
        '**/script-loading.spec.ts',
        '**/fonts.spec.ts',
        '**/redirects.spec.ts',
        '**/links.spec.ts',
        '**/rhythm.spec.ts',
        // Sets its own window sizes, phones included.
        '**/layout-sizes.spec.ts',
        '**/page-grid.spec.ts',
      ],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
  webServer: siteServer('npx tsx scripts/start.ts --fresh-db', baseURL, {
    PORT: String(E2E_SITE_PORT),
    CMS_PORT: String(E2E_CMS_PORT),
    CMS_DB: process.env.E2E_CMS_DB || '.data/e2e-cms.sqlite',
    PREVIEW_SECRET: E2E_PREVIEW_SECRET,
    FORM_SIGNING_SECRET: E2E_FORM_SIGNING_SECRET,
    // The caching and redirect specs read whether a page came from the cache.
    CACHE_STATUS_HEADER: '1',
    // The form specs give each test an address of its own in X-Forwarded-For, as a proxy on this host would.
    TRUSTED_PROXIES: 'loopback',
  }),
});
