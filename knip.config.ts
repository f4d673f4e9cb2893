import type { KnipConfig } from 'knip';

/**
 * `npm run lint:unused` (and a step of `npm test`): unused files, exports, types and dependencies.
 * Next.js, Vitest and Playwright are found by their plugins; package.json's scripts are read too.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand or by `npm run …` through tsx.
    'scripts/**/*.ts',
    'bench/**/*.ts',
    'content-server/bench/*.ts',
    'content-server/content-pack/make-images.ts',
    'content-server/schema/extract-core.ts',
    // Loaded by path at runtime: next.config.ts names it as the cache handler.
    'lib/cache/cache-handler.mjs',
    'tests/**/*.ts',
    '**/*.test.ts',
    '**/*.dev.ts',
    // Throws when loaded without a running WordPress (TEST_WORDPRESS), so it is read as a module, not as a
    // Playwright configuration; its specs are entries above.
    'playwright.wordpress.config.ts',
  ],
  project: ['**/*.{ts,tsx,mjs}'],
  // The WordPress plugin (PHP) is not part of the JavaScript graph.
  ignore: ['wordpress/**'],
  // The configurations other than the default one are named on the command line (scripts/test.ts,
  // `npm run test:wordpress`), where knip does not look.
  playwright: { config: ['playwright.config.ts', 'playwright.resilience.config.ts'] },
  vitest: { config: ['vitest.config.ts', 'vitest.*.config.ts'] },
  // scripts/fonts.ts reads the font files from node_modules by path.
  ignoreDependencies: ['@fontsource-variable/fraunces', '@fontsource-variable/inter-tight'],
  // System programs, not npm packages: wrk (benchmarks), PHP and MariaDB (the WordPress kit).
  ignoreBinaries: ['wrk', 'php', 'mariadb-admin'],
};

export default config;
