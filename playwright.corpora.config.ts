import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/support/chromium';

/**
 * The site on content it was not written for: the WordPress community's test corpora (the Theme Unit Test, the
 * 64-block test data, the accessibility test data, the UTF-8 challenges) imported into a real WordPress of its own
 * (scripts/wordpress/corpora-instance.ts, described in TEST_CORPORA_WORDPRESS), the site built and served on its
 * own port and build folder (tests/corpora/serve.ts). Every entry and every link its content holds is checked
 * by request; the blocks most likely to break are opened in Chromium.
 *
 *   npm run test:corpora
 */
const described = process.env.TEST_CORPORA_WORDPRESS;
if (!described) {
  throw new Error('TEST_CORPORA_WORDPRESS is not set: run `npm run test:corpora`, which starts the WordPress first.');
}
const wordpress = JSON.parse(described) as { graphqlUrl: string; sitePort: number };
const baseURL = `http://127.0.0.1:${wordpress.sitePort}`;

export default defineConfig({
  testDir: 'tests/corpora',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/corpora',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'corpora',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: 'npx tsx tests/corpora/serve.ts',
    url: `${baseURL}/`,
    timeout: 10 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(wordpress.sitePort),
      WORDPRESS_GRAPHQL_URL: wordpress.graphqlUrl,
      SITE_URL: baseURL,
      // E2E_CORPORA_DIST_DIR: a build folder of its own, for a run beside another one.
      NEXT_DIST_DIR: process.env.E2E_CORPORA_DIST_DIR || '.next-corpora',
      // The demo WordPress suite's build, copied when it is current (tests/corpora/serve.ts).
      COPY_BUILD_FROM: process.env.E2E_WORDPRESS_DIST_DIR || '.next-wordpress',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
