/**
 * `npm run wordpress`: a real WordPress on loopback with the demo agency's content, for developing and testing the
 * site against the real thing. Prints the URL to give the site:
 *
 *   npm run wordpress               # start (installing and seeding on first run), Ctrl-C stops it
 *   npm run wordpress -- --fresh    # start over from an empty WordPress
 *   WORDPRESS_GRAPHQL_URL=<printed URL> npm start
 *
 * Settings: WORDPRESS_KIT_DIR (default ../shared/wordpress-kit), WORDPRESS_DATA_DIR (default .data/wordpress),
 * WORDPRESS_PORT (default: the port this data folder used, else a free one), and the site's REVALIDATE_SECRET and
 * SITE_REVALIDATE_URL (default http://127.0.0.1:3000/api/revalidate) so that saving in WordPress refreshes the site.
 */
import { resolve } from 'node:path';
import nextEnv from '@next/env';
import { KitError, REPO_ROOT, startWordPress } from './kit';
import { seedWordPress } from './seed';

async function main() {
  nextEnv.loadEnvConfig(REPO_ROOT, true);
  const args = new Set(process.argv.slice(2));
  const log = (line: string) => console.log(`[wordpress] ${line}`);
  const secret = process.env.REVALIDATE_SECRET?.trim();
  const sitePort = process.env.PORT || '3000';
  const constants: Record<string, string> = secret
    ? {
        ALTITUDE_REVALIDATE_URL: process.env.SITE_REVALIDATE_URL || `http://127.0.0.1:${sitePort}/api/revalidate`,
        ALTITUDE_REVALIDATE_SECRET: secret,
      }
    : {};
  let wordpress;
  try {
    wordpress = await startWordPress({
      dataDir: resolve(REPO_ROOT, process.env.WORDPRESS_DATA_DIR || '.data/wordpress'),
      fresh: args.has('--fresh'),
      port: Number(process.env.WORDPRESS_PORT) || undefined,
      constants,
      log,
    });
    if (wordpress.installed) {
      log('Seeding the demo content…');
      log(seedWordPress(wordpress));
    }
  } catch (error) {
    if (error instanceof KitError) {
      console.error(`[wordpress] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  log(
    `WordPress is up at ${wordpress.origin}/ (admin: ${wordpress.origin}/wp-admin/, user ${wordpress.admin.user}, password ${wordpress.admin.password})`,
  );
  log(`Run the site on it:  WORDPRESS_GRAPHQL_URL=${wordpress.graphqlUrl} npm start`);
  if (!secret)
    log(
      'REVALIDATE_SECRET is not set: WordPress will not tell the site about changes (set it in .env.local for both).',
    );
  log('Ctrl-C stops it.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    await wordpress.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}

void main();
