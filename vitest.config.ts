import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.shared';

export default defineConfig({
  resolve,
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // tests/wordpress and *.wordpress.test.ts need a real WordPress: vitest.wordpress.config.ts.
    // tests/security runs in `npm run test:security` (vitest.security.config.ts).
    exclude: [
      'node_modules/**',
      '.next/**',
      'tests/e2e/**',
      'tests/wordpress/**',
      '**/*.wordpress.test.ts',
      'tests/security/**',
      '.data/**',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
