import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/chromium';
import { DESKTOP, siteServer, SUITE_RUN } from './tests/support/playwright';

/**
 * The site on content it was not written for: the WordPress community's test corpora (the Theme Unit Test, the
 * 64-block test data, the accessibility test data, the UTF-8 challenges) imported into a real WordPress of its own
 * (harness/wordpress/corpora-instance.ts, described in TEST_CORPORA_WORDPRESS), the site built and served on its
 * own port and build folder (tests/support/corpora-site.ts). Every entry and every link its content holds is checked
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
  ...SUITE_RUN,
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'corpora',
      use: DESKTOP,
    },
  ],
  webServer: siteServer('npx tsx tests/support/corpora-site.ts', baseURL, {
    PORT: String(wordpress.sitePort),
    WORDPRESS_GRAPHQL_URL: wordpress.graphqlUrl,
    // E2E_CORPORA_DIST_DIR: a build folder of its own, for a run beside another one.
    NEXT_DIST_DIR: process.env.E2E_CORPORA_DIST_DIR || '.next-corpora',
    // The demo WordPress suite's build, copied when it is current (tests/support/corpora-site.ts).
    COPY_BUILD_FROM: process.env.E2E_WORDPRESS_DIST_DIR || '.next-wordpress',
  }),
});
