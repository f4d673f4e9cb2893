import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.shared';

/**
 * The server-process tests (`npm run test:cluster`, a step of `npm test`): the cluster (real Redis, real nginx and
 * several real site instances from one production build) and `npm run dev` started as a developer starts it. One
 * file at a time: each starts whole servers.
 */
export default defineConfig({
  resolve,
  test: {
    include: ['tests/cluster/**/*.cluster.ts', 'tests/dev/**/*.dev.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    // Starting the cluster may build the site first.
    hookTimeout: 15 * 60_000,
    pool: 'forks',
  },
});
