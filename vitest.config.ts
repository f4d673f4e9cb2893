import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}` },
      { find: /^server-only$/, replacement: `${root}tests/support/empty-module.ts` },
    ],
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // tests/wordpress needs a real WordPress: vitest.wordpress.config.ts.
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', 'tests/wordpress/**', '.data/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
