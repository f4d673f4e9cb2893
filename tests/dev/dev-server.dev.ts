/**
 * `npm run dev` is the same site server as production (server/site-server.ts) with Next.js's development server
 * inside: the same request refusals, Content Security Policy, uploads on the site's own address, not-found page
 * and trailing-slash rules, plus hot reload. Started exactly as a developer starts it, on free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../harness/wordpress/kit';
import { launchOptions } from '../../harness/chromium';

let site: ChildProcess | undefined;
let origin = '';
let workDir = '';
let output = '';

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'altitude-dev-'));
  const [port, cmsPort] = [await freePort(), await freePort()];
  // Next.js's development server answers its own resources (hot reload) to the host it was started for.
  origin = `http://localhost:${port}`;
  site = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--dev', '--fresh-db'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      CMS_DB: join(workDir, 'cms.sqlite'),
      OUTBOX_DB: join(workDir, 'outbox.sqlite'),
      SITE_URL: origin,
      NEXT_DIST_DIR: '.next-dev-test',
      NEXT_TELEMETRY_DISABLED: '1',
      // The first request compiles the page in this process: the embedded content server waits meanwhile.
      CMS_TIMEOUT_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  site.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes('Site on ')) {
    if (site.exitCode !== null) throw new Error(`npm run dev stopped (exit ${site.exitCode}):\n${output}`);
    if (Date.now() - started > 120_000) throw new Error(`npm run dev did not start within two minutes:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  // The first page compiles the app: up to a few minutes on two busy cores.
  const first = await fetch(`${origin}/`, { signal: AbortSignal.timeout(8 * 60_000) });
  await first.text();
}, 10 * 60_000);

afterAll(async () => {
  if (site?.pid && site.exitCode === null) {
    process.kill(-site.pid, 'SIGTERM');
    await new Promise((done) => {
      const timer = setTimeout(() => {
        if (site?.exitCode === null) process.kill(-site.pid!, 'SIGKILL');
        done(undefined);
      }, 10_000);
      site!.once('exit', () => {
        clearTimeout(timer);
        done(undefined);
      });
    });
  }
  rmSync(workDir, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(5 * 60_000), ...init });

describe('npm run dev', () => {
  it('serves pages through the site server: its Content Security Policy and no page caching', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    // Only in development: React's development build evaluates code for its stack traces.
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('<h1');
  });

  it(
    'keeps the production rules: the trailing slash, the not-found page, refused requests, uploads',
    async () => {
      const redirect = await get('/about-us');
      expect(redirect.status).toBe(308);
      expect(redirect.headers.get('location')).toBe('/about-us/');

      // An unknown address answers 404 with the site's not-found page. (The development server leaves its body to the
      // browser, vercel/next.js#62228; production puts it in the HTML: tests/e2e/templates.spec.ts.)
      const missing = await get('/no-such-page-here/', { headers: { accept: 'text/html' } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await missing.text()).toMatch(/<title>Page not found/);

      // A request no browser sends is refused before Next.js, as in production.
      const refused = await get('/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(refused.status).toBe(415);

      const html = await (await get('/')).text();
      const upload = /\/wp-content\/uploads\/[\w./-]+\.(?:jpg|png|webp)/.exec(html)?.[0];
      expect(upload, 'the home page shows an uploaded picture').toBeDefined();
      const file = await get(upload!);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
    },
    6 * 60_000,
  );

  it(
    'hydrates in Chromium with hot reload connected and nothing refused by the policy',
    async () => {
      const browser = await chromium.launch(launchOptions);
      try {
        const page = await browser.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (message.text().startsWith('policy violation')) violations.push(message.text());
        });
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.log(`policy violation: ${event.violatedDirective} ${event.blockedURI}`),
          ),
        );
        // Hot reload's socket: its first messages arrive as soon as it opens, so they are collected from then on.
        const hotReloadMessages: string[] = [];
        page.on('websocket', (socket) => {
          if (!socket.url().includes('/_next/hmr')) return;
          socket.on('framereceived', (frame) => hotReloadMessages.push(String(frame.payload)));
        });
        await page.goto(`${origin}/`, { timeout: 5 * 60_000 });
        await page.waitForFunction(
          () => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
          undefined,
          { timeout: 5 * 60_000 },
        );
        await expect
          .poll(() => hotReloadMessages.some((message) => message.includes('"type"')), { timeout: 2 * 60_000 })
          .toBe(true);
        await page.waitForTimeout(1000);
        expect(violations).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    8 * 60_000,
  );
});
