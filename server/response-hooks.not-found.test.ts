import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_ROUTE } from '../lib/next-internals.mjs';
import { createNotFoundHook, isRenderedPage, type NotFoundHook } from './response-hooks';
import { createPageCache } from './page-cache';
import { createPipeline } from './pipeline';

/** What Next.js sends when the content route calls notFound(): status 404, a body with nothing to read. */
const ERROR_SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div>' +
  '<script>self.__next_f.push([1,"not-found UI as data"])</script></body></html>';

const page = (menu: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Page not found</title></head><body><nav>${menu}</nav>` +
  '<h1>This page drifted away.</h1></body></html>';

let server: Server | undefined;
let dist: string | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
  vi.restoreAllMocks();
});

/** A build folder holding (or not) the prerendered not-found page. */
function buildFolder(prerendered?: string): string {
  dist = mkdtempSync(join(tmpdir(), 'not-found-'));
  mkdirSync(join(dist, 'server', 'app'), { recursive: true });
  if (prerendered !== undefined) writeFileSync(join(dist, 'server', 'app', '_not-found.html'), prerendered);
  return dist;
}

interface Fake {
  url: string;
  hook: NotFoundHook;
  /** What the not-found route currently renders (status, body). */
  route: { status: number; body: string };
  routeRequests: number;
}

/**
 * The site server's pipeline with the hook, around a stand-in for Next: the not-found route, content pages, and
 * the shell for the rest.
 */
async function serve(prerendered: string | undefined, options: { maxAgeMs?: number; now?: () => number } = {}) {
  const fake = { route: { status: 404, body: page('menu v2') }, routeRequests: 0 } as Fake;
  const render = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
    if (path === NOT_FOUND_ROUTE) {
      fake.routeRequests += 1;
      res.statusCode = fake.route.status;
      return res.end(fake.route.body);
    }
    if (path === '/about-us/') return res.end('<!DOCTYPE html><html><body><h1>About us</h1></body></html>');
    if (path === '/feed.json') {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json');
      return res.end('{"error":"not found"}');
    }
    res.statusCode = 404;
    if (req.headers.rsc !== undefined) res.setHeader('Content-Type', 'text/x-component');
    res.end(req.headers.rsc !== undefined ? '0:["not-found data"]' : ERROR_SHELL);
  };
  fake.hook = createNotFoundHook({ distDir: buildFolder(prerendered), origin: () => fake.url, ...options });
  const pipeline = createPipeline({
    dir: process.cwd(),
    dev: false,
    sources: { contentOrigins: [] },
    hooks: [fake.hook],
    pageCache: createPageCache({ ttlMs: 0 }),
    render: async (req, res) => void render(req, res),
  });
  server = createServer(pipeline);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, body: await response.text() };
}

describe('the not-found hook', () => {
  it('tells a server-rendered page from Next’s empty error document', () => {
    expect(isRenderedPage(page('menu'))).toBe(true);
    expect(isRenderedPage(ERROR_SHELL)).toBe(false);
    expect(isRenderedPage('<html><body>cut short')).toBe(false);
  });

  it('answers an unknown address with the readable not-found page, keeping Next’s status and caching', async () => {
    const fake = await serve(page('menu v1'));
    const { response, body } = await get(`${fake.url}/no-such-page/`);
    expect(response.status).toBe(404);
    expect(body).toContain('<h1>This page drifted away.</h1>');
    expect(body).toContain('menu v1');
    expect(body).not.toContain('__next_error__');
    expect(response.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate=31535700');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    // The build's copy has the menus of build time: the first miss asks for today's.
    await vi.waitFor(() => expect(fake.hook.page()).toContain('menu v2'));
  });

  it('refreshes its copy from the server in the background, so changed menus reach the page', async () => {
    const fake = await serve(page('menu v1'));
    expect((await get(`${fake.url}/first-miss/`)).body).toContain('menu v1');
    await vi.waitFor(() => expect(fake.hook.page()).toContain('menu v2'));
    expect((await get(`${fake.url}/second-miss/`)).body).toContain('menu v2');
    expect(fake.routeRequests).toBe(1);
  });

  it('asks again only once its copy is older than the maximum age', async () => {
    let clock = 0;
    const fake = await serve(page('menu v1'), { maxAgeMs: 60_000, now: () => clock });
    await fake.hook.refresh();
    expect(fake.routeRequests).toBe(1);
    fake.route.body = page('menu v3');
    await get(`${fake.url}/a/`);
    clock = 59_000;
    await get(`${fake.url}/b/`);
    expect(fake.routeRequests).toBe(1);
    clock = 60_000;
    expect((await get(`${fake.url}/c/`)).body).toContain('menu v2');
    await vi.waitFor(() => expect(fake.hook.page()).toContain('menu v3'));
    expect(fake.routeRequests).toBe(2);
  });

  it('keeps the copy it has when a refresh answers an error or another empty document', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = await serve(page('menu v1'));
    fake.route = { status: 500, body: page('server error') };
    await fake.hook.refresh();
    fake.route = { status: 404, body: ERROR_SHELL };
    await fake.hook.refresh();
    expect(fake.routeRequests).toBe(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect((await get(`${fake.url}/x/`)).body).toContain('menu v1');
  });

  it('after a failed refresh, waits the maximum age before asking again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let clock = 0;
    const fake = await serve(page('menu v1'), { maxAgeMs: 60_000, now: () => clock });
    fake.route = { status: 500, body: page('server error') };
    await get(`${fake.url}/a/`);
    await vi.waitFor(() => expect(fake.routeRequests).toBe(1));
    clock = 30_000;
    for (const path of ['/b/', '/c/', '/d/']) expect((await get(`${fake.url}${path}`)).body).toContain('menu v1');
    expect(fake.routeRequests).toBe(1);
    fake.route = { status: 404, body: page('menu v3') };
    clock = 60_000;
    await get(`${fake.url}/e/`);
    await vi.waitFor(() => expect(fake.hook.page()).toContain('menu v3'));
    expect(fake.routeRequests).toBe(2);
  });

  it('starts from the server when the build has no copy, and sends Next’s answer until then', async () => {
    const fake = await serve(undefined);
    const first = await get(`${fake.url}/no-such-page/`);
    expect(first.response.status).toBe(404);
    expect(first.body).toBe(ERROR_SHELL);
    await vi.waitFor(() => expect(fake.hook.page()).toContain('menu v2'));
    expect((await get(`${fake.url}/no-such-page/`)).body).toContain('menu v2');
  });

  it('leaves pages that exist, client-side navigations and non-HTML 404s alone', async () => {
    const fake = await serve(page('menu v1'));
    expect((await get(`${fake.url}/about-us/`)).body).toContain('<h1>About us</h1>');
    const rsc = await get(`${fake.url}/no-such-page/`, { rsc: '1' });
    expect(rsc.response.status).toBe(404);
    expect(rsc.body).toBe('0:["not-found data"]');
    const json = await get(`${fake.url}/feed.json`);
    expect(json.body).toBe('{"error":"not found"}');
    const route = await get(`${fake.url}${NOT_FOUND_ROUTE}`);
    expect(route.body).toContain('menu v2');
  });
});
