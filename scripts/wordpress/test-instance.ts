/**
 * The real WordPress the test suites run against: fresh, seeded with the demo content pack, in a data folder of
 * its own, set to send its change notices to the site the WordPress browser tests start (TEST_SITE_PORT).
 * Tests find it through the TEST_WORDPRESS environment variable (tests/support/wordpress.ts).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startWordPress, type WordPress } from './kit';
import { seedWordPress } from './seed';

/** The site the WordPress browser tests start (playwright.wordpress.config.ts). */
export const TEST_SITE_PORT = Number(process.env.E2E_WORDPRESS_SITE_PORT || 3320);
export const TEST_REVALIDATE_SECRET = 'wordpress-e2e-revalidate-secret-0123456789';

export interface TestWordPressInstance {
  origin: string;
  graphqlUrl: string;
  wpDir: string;
  dataDir: string;
  admin: { user: string; password: string };
  sitePort: number;
  revalidateSecret: string;
}

export async function startTestWordPress(log: (line: string) => void = () => {}): Promise<{
  instance: TestWordPressInstance;
  wordpress: WordPress;
  stop: () => Promise<void>;
}> {
  const dataDir = join(REPO_ROOT, '.data', `test-wordpress-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const wordpress = await startWordPress({
    dataDir,
    fresh: true,
    log,
    constants: {
      ALTITUDE_REVALIDATE_URL: `http://127.0.0.1:${TEST_SITE_PORT}/api/revalidate`,
      ALTITUDE_REVALIDATE_SECRET: TEST_REVALIDATE_SECRET,
    },
  });
  try {
    log(seedWordPress(wordpress));
  } catch (error) {
    await wordpress.stop();
    throw error;
  }
  log(`WordPress ready at ${wordpress.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const instance: TestWordPressInstance = {
    origin: wordpress.origin,
    graphqlUrl: wordpress.graphqlUrl,
    wpDir: wordpress.wpDir,
    dataDir,
    admin: wordpress.admin,
    sitePort: TEST_SITE_PORT,
    revalidateSecret: TEST_REVALIDATE_SECRET,
  };
  return {
    instance,
    wordpress,
    stop: async () => {
      await wordpress.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
