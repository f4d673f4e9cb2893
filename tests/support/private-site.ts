/**
 * A private copy of the site for the caching tests: `npm start` (scripts/start.ts --no-build --fresh-db) on
 * free ports, over a copy of the build with an empty cache and its own content database. Nothing else talks
 * to its content server, so the server's request count (GET /health) is exactly what the site asked for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { E2E_FORM_SIGNING_SECRET } from '../../playwright.config';
import { freePort } from '../../harness/wordpress/kit';
import { sendWebhook } from './http';

export const DEMO_TOKEN = 'amg-demo-refresh-token';
export const SECRET = 'caching-test-shared-secret-0123456789';

export interface PrivateSite {
  url: string;
  cmsUrl: string;
  dbPath: string;
  /** Its build folder (a copy, with caches of its own). */
  dist: string;
  /** GraphQL requests the content server has answered so far. */
  requests(): Promise<number>;
  /** Change notices the content server has sent the site. */
  notices(): Promise<{ sent: number; failed: number; pending: number }>;
  /** A query or mutation straight to the content server (mutations with the token). */
  cms<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** POSTs a signed change notice to the site's documented webhook address, as WordPress would: without following a redirect. */
  notify(
    change: Record<string, unknown>,
  ): Promise<{ status: number; body: { revalidated?: string[]; complete?: boolean } }>;
  stop(): Promise<void>;
}

/**
 * Copies a build without what running it wrote: the data cache (`cache/`) and pages rendered on demand
 * (`server/route-cache/`, and `server/app/*.html|.rsc|.meta|.body|.segments` of routes the build did not
 * prerender).
 */
function copyBuild(from: string, to: string): void {
  const manifest = JSON.parse(readFileSync(join(from, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const prerendered = new Set(Object.keys(manifest.routes).map((route) => (route === '/' ? 'index' : route.slice(1))));
  const appDir = join(from, 'server', 'app');
  cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const path = relative(from, source);
      for (const runtime of ['cache', join('server', 'route-cache')]) {
        if (path === runtime || path.startsWith(`${runtime}${sep}`)) return false;
      }
      if (!source.startsWith(appDir + sep)) return true;
      const rendered = /^(.*?)(\.html|\.rsc|\.meta|\.body|\.segments)(\/.*)?$/.exec(
        relative(appDir, source).split(sep).join('/'),
      );
      return !rendered || prerendered.has(rendered[1]!);
    },
  });
}

export async function startPrivateSite(): Promise<PrivateSite> {
  const build = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(join(build, 'BUILD_ID')))
    throw new Error(`No build in ${build}: the test server's start builds it first.`);
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const dist = `.next-e2e-caching-${tag}`;
  const dbPath = `.data/caching-private-${tag}.sqlite`;
  copyBuild(build, dist);
  const [port, cmsPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;

  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts', '--no-build', '--fresh-db'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        CMS_PORT: String(cmsPort),
        CMS_DB: dbPath,
        NEXT_DIST_DIR: dist,
        SITE_URL: url,
        REVALIDATE_SECRET: SECRET,
        // The copied build's pages carry form start times signed by the suite's site.
        FORM_SIGNING_SECRET: E2E_FORM_SIGNING_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
        // The specs read whether an answer was rendered now or came from the cache.
        CACHE_STATUS_HEADER: '1',
        WORDPRESS_GRAPHQL_URL: '',
        SITE_REVALIDATE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const cleanUp = () => {
    rmSync(dist, { recursive: true, force: true });
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    cleanUp();
  };

  // Ready when it says so: probing a page would itself be a request to the content system.
  const deadline = Date.now() + 120_000;
  while (!output.includes(`Site on http://localhost:${port}`)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the private site did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const health = async () =>
    (await (await fetch(`${cmsUrl}/health`)).json()) as {
      requests: number;
      webhook: { sent: number; failed: number; pending: number };
    };
  return {
    url,
    cmsUrl,
    dbPath,
    dist,
    requests: async () => (await health()).requests,
    notices: async () => (await health()).webhook,
    cms: async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${cmsUrl}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${DEMO_TOKEN}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length || !body.data) throw new Error(`content server: ${JSON.stringify(body.errors)}`);
      return body.data;
    },
    notify: async (change) => {
      const answer = await sendWebhook(url, SECRET, change);
      // A redirect has no JSON answer: the caller's status check then names what went wrong.
      const json = (answer.headers.get('content-type') ?? '').startsWith('application/json');
      return {
        status: answer.status,
        body: (json ? JSON.parse(answer.body) : {}) as { revalidated?: string[]; complete?: boolean },
      };
    },
    stop,
  };
}
