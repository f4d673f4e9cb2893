import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.shared';

/**
 * The cluster tests (`npm run test:cluster`, a step of `npm test`): real Redis, real nginx and several real site
 * instances from one production build. One file at a time, since they share the cluster's ports.
 */
export default defineConfig({
  resolve,
  test: {
    include: ['tests/cluster/**/*.cluster.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    // Starting the cluster may build the site first.
    hookTimeout: 15 * 60_000,
    pool: 'forks',
  },
});
