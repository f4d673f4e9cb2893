/**
 * `npm run nginx`: Debian's nginx with deploy/nginx.conf (the page cache) in front of a running site, on
 * loopback. Ctrl-C stops it.
 *
 *   NGINX_PORT (default 8080)  where nginx listens
 *   PORT       (default 3000)  where the site (`npm start`) listens
 */
import { startNginx } from '../harness/nginx';
import { stopOnSignal } from '../harness/site';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number between 1 and 65535 (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

async function main() {
  const port = portFrom('NGINX_PORT', 8080);
  const upstreamPort = portFrom('PORT', 3000);
  const site = await fetch(`http://127.0.0.1:${upstreamPort}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(
    () => undefined,
  );
  if (!site)
    console.warn(
      `Nothing answers on port ${upstreamPort} yet: start the site with \`npm start\` (nginx answers 502 until then).`,
    );
  const nginx = await startNginx({ port, upstreamPort });
  console.log(`nginx (page cache) on ${nginx.url} → site on http://127.0.0.1:${upstreamPort}`);
  console.log(
    `configuration: ${nginx.configPath}; the X-Cache-Status header shows HIT, MISS, STALE, UPDATING or BYPASS`,
  );
  stopOnSignal(async () => {
    await nginx.stop();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
