/**
 * The production build served by Next.js in-process behind the site's security layer
 * (lib/security/site-security.ts), as the production server runs it: the browser tests of the Content
 * Security Policy and of hostile requests use it. Reads the same environment as `next start`
 * (NEXT_DIST_DIR, CMS_PORT / WORDPRESS_GRAPHQL_URL, SITE_URL); listens on SECURED_SITE_PORT.
 *
 *   npx tsx tests/security/secured-site.ts
 */
import { createServer } from 'node:http';
import next from 'next';
import { siteSecurity } from '../../lib/security/site-security';

const port = Number(process.env.SECURED_SITE_PORT || 3499);
const app = next({ dev: false, dir: process.cwd(), hostname: '127.0.0.1', port });
await app.prepare();
const handle = app.getRequestHandler();
const security = siteSecurity();

const server = createServer((req, res) => {
  if (security(req, res)) return;
  handle(req, res).catch((error: unknown) => {
    console.error('secured site: request failed', error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Secured site on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
