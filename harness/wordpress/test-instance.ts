/**
 * The real WordPress the test suites run against: fresh, seeded with the demo content pack, in a data folder of
 * its own, set to send its change notices to the site the WordPress browser tests start (TEST_SITE_PORT).
 * Tests find it through the TEST_WORDPRESS environment variable (harness/wordpress/test-wordpress.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startWordPress, wordpressPhp, type WordPress, type WordPressOptions } from './kit';
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
  /** The user of the companion plugin's Site preview role the site reads drafts with, and its Application Password. */
  preview: { user: string; appPassword: string };
}

/**
 * Creates the site's preview user (role `altitude_previewer`, from the companion plugin), unless it exists, and an
 * Application Password for it, as docs/wordpress.md tells an operator to.
 */
export function createPreviewUser(wordpress: WordPress): { user: string; appPassword: string } {
  const user = 'site-preview';
  const appPassword = wordpressPhp(
    wordpress.wpDir,
    `$existing = get_user_by('login', '${user}');
     $id = $existing ? $existing->ID : wp_insert_user(array('user_login' => '${user}', 'user_pass' => wp_generate_password(32), 'user_email' => 'site-preview@example.com', 'role' => 'altitude_previewer'));
     if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
     list($password) = WP_Application_Passwords::create_new_application_password($id, array('name' => 'Site preview'));
     echo $password;`,
  ).trim();
  return { user, appPassword };
}

/**
 * A fresh WordPress from the kit for one run of the suites, in a data folder of its own (`.data/<name>-<pid>/`),
 * which stopping it removes.
 */
export async function startRunWordPress(
  name: string,
  options: Omit<WordPressOptions, 'dataDir' | 'fresh'>,
): Promise<WordPress> {
  const wordpress = await startWordPress({
    ...options,
    dataDir: join(REPO_ROOT, '.data', `${name}-${process.pid}`),
    fresh: true,
  });
  return {
    ...wordpress,
    stop: async () => {
      await wordpress.stop();
      rmSync(wordpress.dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestWordPress(log: (line: string) => void = () => {}): Promise<{
  instance: TestWordPressInstance;
  wordpress: WordPress;
  stop: () => Promise<void>;
}> {
  const started = Date.now();
  const wordpress = await startRunWordPress('test-wordpress', {
    log,
    // Ports of a run's own (a suite run beside others on one machine), else free ones.
    port: Number(process.env.E2E_WORDPRESS_PORT) || undefined,
    dbPort: Number(process.env.E2E_WORDPRESS_DB_PORT) || undefined,
    constants: {
      ALTITUDE_REVALIDATE_URL: `http://127.0.0.1:${TEST_SITE_PORT}/api/revalidate`,
      ALTITUDE_REVALIDATE_SECRET: TEST_REVALIDATE_SECRET,
    },
  });
  let preview: TestWordPressInstance['preview'];
  try {
    log(seedWordPress(wordpress));
    preview = createPreviewUser(wordpress);
  } catch (error) {
    await wordpress.stop();
    throw error;
  }
  log(`WordPress ready at ${wordpress.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const instance: TestWordPressInstance = {
    origin: wordpress.origin,
    graphqlUrl: wordpress.graphqlUrl,
    wpDir: wordpress.wpDir,
    dataDir: wordpress.dataDir,
    admin: wordpress.admin,
    sitePort: TEST_SITE_PORT,
    revalidateSecret: TEST_REVALIDATE_SECRET,
    preview,
  };
  return { instance, wordpress, stop: wordpress.stop };
}
