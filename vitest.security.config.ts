import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.shared';

/** `npm run test:security`'s HTTP-level checks in Vitest (tests/security/**\/*.test.ts), kept out of the unit run. */
export default defineConfig({
  resolve,
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    passWithNoTests: true,
  },
});
