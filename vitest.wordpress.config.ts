import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.shared';

/**
 * Tests against a real WordPress (tests/wordpress/*.test.ts, and *.wordpress.test.ts beside a script's code). They
 * need the instance that scripts/wordpress/with-wordpress.ts starts and describes in TEST_WORDPRESS:
 * `npm run test:wordpress`.
 */
export default defineConfig({
  resolve,
  test: {
    include: ['tests/wordpress/**/*.test.ts', 'scripts/**/*.wordpress.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One WordPress, edited by some tests: files run one after another.
    fileParallelism: false,
    pool: 'forks',
  },
});
