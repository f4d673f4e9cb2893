import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/chromium';
import { DESKTOP, siteServer, SUITE_RUN } from './tests/support/playwright';

/**
 * The browser suite against a real WordPress: the site built and served on its own port and build folder, reading
 * the WordPress that scripts/wordpress/with-wordpress.ts started and described in TEST_WORDPRESS (seeded with the
 * same demo content as the embedded server). Runs the template, listing, SEO and navigation specs of tests/e2e
 * unchanged, and the WordPress-only specs of tests/wordpress (editors' saves, menus and settings from WordPress).
 * Form submission needs Gravity Forms, which is not public: the forms specs stay on the embedded server.
 *
 *   npm run test:wordpress
 */
const described = process.env.TEST_WORDPRESS;
if (!described) {
  throw new Error('TEST_WORDPRESS is not set: run `npm run test:wordpress`, which starts a real WordPress first.');
}
const wordpress = JSON.parse(described) as {
  graphqlUrl: string;
  sitePort: number;
  revalidateSecret: string;
  preview: { user: string; appPassword: string };
};
const baseURL = `http://127.0.0.1:${wordpress.sitePort}`;
process.env.E2E_CMS_GRAPHQL = wordpress.graphqlUrl;

export default defineConfig({
  ...SUITE_RUN,
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'wordpress-templates',
      testDir: 'tests/e2e',
      outputDir: 'test-results/wordpress-templates',
      testMatch: [
        'templates.spec.ts',
        'templates-pagination.spec.ts',
        'templates-seo.spec.ts',
        'shell-navigation.spec.ts',
        'layout-sizes.spec.ts',
        'shell-blocks.spec.ts',
        'a11y.spec.ts',
        'hero-contrast.spec.ts',
        'blocks.spec.ts',
      ],
      use: DESKTOP,
    },
    {
      name: 'wordpress',
      testDir: 'tests/wordpress',
      testMatch: '**/*.spec.ts',
      outputDir: 'test-results/wordpress',
      use: DESKTOP,
    },
  ],
  webServer: siteServer('npx tsx scripts/start.ts', baseURL, {
    PORT: String(wordpress.sitePort),
    WORDPRESS_GRAPHQL_URL: wordpress.graphqlUrl,
    REVALIDATE_SECRET: wordpress.revalidateSecret,
    WORDPRESS_PREVIEW_USER: wordpress.preview.user,
    WORDPRESS_PREVIEW_APP_PASSWORD: wordpress.preview.appPassword,
    // E2E_WORDPRESS_DIST_DIR: a build folder of its own, for a run beside another one.
    NEXT_DIST_DIR: process.env.E2E_WORDPRESS_DIST_DIR || '.next-wordpress',
  }),
});
