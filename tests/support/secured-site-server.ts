/**
 * The production server (server/site-server.ts, with its security layer) on the e2e build, for the browser
 * tests of the Content Security Policy, of hostile requests and of secrets: they start it with an
 * environment of their own (webhook secret, every server secret) on SECURED_SITE_PORT. Reads the same
 * environment as `npm start` otherwise (NEXT_DIST_DIR, CMS_PORT / WORDPRESS_GRAPHQL_URL, SITE_URL).
 *
 *   SECURED_SITE_PORT=3499 npx tsx tests/support/secured-site-server.ts
 */
import { startSiteServer } from '../../server/site-server';

const port = Number(process.env.SECURED_SITE_PORT || 3499);
const site = await startSiteServer({ port, hostname: '127.0.0.1' });
console.log(`Secured site on ${site.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void site.close().then(() => process.exit(0)));
