/**
 * `npm run wordpress`: a real WordPress on loopback with the demo agency's content, for developing and testing the
 * site against the real thing. Prints the URL to give the site:
 *
 *   npm run wordpress               # start (installing and seeding on first run), Ctrl-C stops it
 *   npm run wordpress -- --fresh    # start over from an empty WordPress
 *   WORDPRESS_GRAPHQL_URL=<printed URL> npm start
 *
 * Another WordPress's content instead (or as well), from its WXR exports (Tools → Export), with the kit's
 * WordPress Importer; a new WordPress is then not seeded with the demo. Prints what landed per file, then
 * what the doctor finds the site cannot show:
 *
 *   npm run wordpress -- --fresh --import export.xml [--import more.xml | more.xml …]
 *     --front-page <title or ID>   Settings → Reading: this page as the homepage
 *     --posts-page <title or ID>   Settings → Reading: this page as the Posts page
 *     --primary-menu <name>        Appearance → Menus: this menu in the primary location
 *     --footer-menu <name>         and this one in the footer location
 *   e.g. --front-page "Front Page" --posts-page "a Blog page" --primary-menu "Testing Menu" for the Theme Unit Test
 *   data. The four settings work without --import too. A title several pages share names the oldest of them.
 *
 * Settings: WORDPRESS_KIT_DIR (default ../shared/wordpress-kit), WORDPRESS_DATA_DIR (default .data/wordpress),
 * WORDPRESS_PORT (default: the port this data folder used, else a free one), and the site's PORT (default 3000) or
 * SITE_REVALIDATE_URL (default http://127.0.0.1:$PORT/api/revalidate), where saving in WordPress notifies the site.
 * The notices are signed with the site's REVALIDATE_SECRET, or one made up for this data folder; that secret, the
 * notices' address and a preview user are written to <data folder>/site.env, which `npm start` and `npm run doctor`
 * read (scripts/wordpress/site-env.ts): an edit shows within seconds with nothing set by hand.
 */
import { resolve } from 'node:path';
import nextEnv from '@next/env';
import { runDoctor } from '../doctor/doctor';
import { formatReport } from '../doctor/report';
import { USAGE, UsageError, parseWordPressArgs } from './cli-args';
import { importWxr, reportImport, setUpSite } from '../../harness/wordpress/import';
import { KitError, REPO_ROOT, startWordPress, type WordPress } from '../../harness/wordpress/kit';
import { seedWordPress } from '../../harness/wordpress/seed';
import { notificationSecret, readSiteEnv, writeSiteEnv } from './site-env';
import { createPreviewUser } from '../../harness/wordpress/test-instance';

/** An administrator's JWT, so that the doctor also compares field types and lists the plugins. */
async function adminToken(wordpress: WordPress): Promise<string | undefined> {
  try {
    const response = await fetch(wordpress.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { authToken } }',
        variables: { u: wordpress.admin.user, p: wordpress.admin.password },
      }),
    });
    const body = (await response.json()) as { data?: { login?: { authToken?: string } } };
    return body.data?.login?.authToken;
  } catch {
    return undefined;
  }
}

async function main() {
  nextEnv.loadEnvConfig(REPO_ROOT, true);
  let args;
  try {
    args = parseWordPressArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const log = (line: string) => console.log(`[wordpress] ${line}`);
  const dataDir = resolve(REPO_ROOT, process.env.WORDPRESS_DATA_DIR || '.data/wordpress');
  const previous = args.fresh ? undefined : readSiteEnv(dataDir);
  const secret = notificationSecret(process.env, previous);
  const sitePort = process.env.PORT || '3000';
  const revalidateUrl = process.env.SITE_REVALIDATE_URL?.trim() || `http://127.0.0.1:${sitePort}/api/revalidate`;
  const constants: Record<string, string> = {
    ALTITUDE_REVALIDATE_URL: revalidateUrl,
    ALTITUDE_REVALIDATE_SECRET: secret,
  };
  let wordpress;
  let preview: { user: string; appPassword: string } | undefined;
  try {
    wordpress = await startWordPress({
      dataDir,
      fresh: args.fresh,
      port: Number(process.env.WORDPRESS_PORT) || undefined,
      constants,
      log,
    });
    if (wordpress.installed && !args.imports.length) {
      log('Seeding the demo content…');
      log(seedWordPress(wordpress));
    }
    for (const [index, file] of args.imports.entries()) {
      log(`Importing ${file}…`);
      const [result] = importWxr(wordpress, [file]);
      for (const line of reportImport(result!)) log(line);
      if (index === args.imports.length - 1) log(`Imported ${args.imports.length} file(s).`);
    }
    for (const line of setUpSite(wordpress, args.setup)) log(line);
    // The user the site reads drafts as (Preview), made once per data folder.
    preview =
      previous?.WORDPRESS_PREVIEW_USER && previous.WORDPRESS_PREVIEW_APP_PASSWORD && !wordpress.installed
        ? { user: previous.WORDPRESS_PREVIEW_USER, appPassword: previous.WORDPRESS_PREVIEW_APP_PASSWORD }
        : createPreviewUser(wordpress);
  } catch (error) {
    // Started but the import or the setup failed: stop it rather than leave MariaDB, PHP-FPM and nginx behind.
    await wordpress?.stop();
    if (error instanceof KitError) {
      console.error(`[wordpress] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (args.imports.length || Object.keys(args.setup).length) {
    const token = await adminToken(wordpress);
    const findings = await runDoctor({
      graphqlUrl: wordpress.graphqlUrl,
      credentials: token ? { kind: 'bearer', token } : undefined,
      timeoutMs: 30_000,
    });
    log('What the site can and cannot show on this content (npm run doctor):');
    console.log(formatReport(wordpress.graphqlUrl, findings));
  }
  log(
    `WordPress is up at ${wordpress.origin}/ (admin: ${wordpress.origin}/wp-admin/, user ${wordpress.admin.user}, password ${wordpress.admin.password})`,
  );
  const envFile = writeSiteEnv(wordpress.dataDir, {
    WORDPRESS_GRAPHQL_URL: wordpress.graphqlUrl,
    REVALIDATE_SECRET: secret,
    SITE_REVALIDATE_URL: revalidateUrl,
    WORDPRESS_PREVIEW_USER: preview?.user,
    WORDPRESS_PREVIEW_APP_PASSWORD: preview?.appPassword,
  });
  log(`Run the site on it:  WORDPRESS_GRAPHQL_URL=${wordpress.graphqlUrl} npm start`);
  log(
    `Saving in WordPress notifies the site at ${revalidateUrl}; npm start and npm run doctor read the secret and the ` +
      `preview user from ${envFile}.`,
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
