import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { afterEach, describe, expect, it } from 'vitest';
import { purgePageCaches, registerPageCache } from '@/lib/site-server-bridge';
import { createPageCache, pageCacheKey } from './page-cache';
import { createPipeline } from './pipeline';

// Next's own compression middleware, which runs inside its request handler, after the pipeline's interception
// (it is asked for pages as they are, and leaves them so).
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const ISR = 's-maxage=300, stale-while-revalidate=31535700';

interface Rendered {
  status?: number;
  cacheControl?: string;
  type?: string;
  cookie?: string;
  body: string;
}

let server: Server | undefined;
let unregister: (() => void) | undefined;
afterEach(async () => {
  unregister?.();
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** The site server's pipeline (./pipeline.ts) around `render`, standing in for Next.js with its compression. */
async function site(render: (req: IncomingMessage) => Rendered | Promise<Rendered>, ttlMs = 60_000) {
  let clock = 1_000_000;
  const cache = createPageCache({ ttlMs, now: () => clock });
  unregister = registerPageCache(cache);
  const gzip = compression();
  let renders = 0;
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    gzip(req, res, () => {});
    renders += 1;
    respond(res, await render(req));
  };
  server = createServer(
    createPipeline({
      dir: process.cwd(),
      dev: false,
      sources: { contentOrigins: [] },
      render: next,
      hooks: [],
      pageCache: cache,
      // These tests watch which answers came from the cache (CACHE_STATUS_HEADER=1).
      exposeCacheStatus: true,
    }),
  );
  const respond = (res: ServerResponse, page: Rendered) => {
    res.statusCode = page.status ?? 200;
    res.setHeader('Content-Type', page.type ?? 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', page.cacheControl ?? ISR);
    res.setHeader('Vary', 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding');
    if (page.cookie) res.setHeader('Set-Cookie', page.cookie);
    res.setHeader('x-nextjs-cache', renders === 1 ? 'MISS' : 'HIT');
    // Next writes a page in pieces.
    const half = Math.floor(page.body.length / 2);
    res.write(page.body.slice(0, half));
    res.end(page.body.slice(half));
  };
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    cache,
    renders: () => renders,
    advance: (ms: number) => void (clock += ms),
  };
}

function page(title: string): string {
  const script = `<script>self.__next_f.push([1,"${title}"])</script>`;
  return `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>Words words words.</p>'.repeat(200)}${script}</body></html>`;
}

/** The bytes as they travel (fetch would decompress them). */
function rawGet(
  url: string,
  acceptEncoding: string | undefined,
  method = 'GET',
): Promise<{ encoding?: string; status?: number; body: Buffer }> {
  return new Promise((done, fail) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ encoding: res.headers['content-encoding'], status: res.statusCode, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

const gzipGet = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });

describe('page cache', () => {
  it('serves a warm page again without rendering it, with the same bytes, policy and headers', async () => {
    let title = 'About us';
    const { origin, renders } = await site(() => ({ body: page(title) }));
    const first = await gzipGet(`${origin}/about-us/`);
    const firstBody = await first.text();
    title = 'Changed without telling anyone';
    const second = await gzipGet(`${origin}/about-us/`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toContain('<h1>About us</h1>');
    expect(renders()).toBe(1);
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'content-encoding', 'vary'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get('content-encoding')).toBe('gzip');
    // The first visitor's page was rendered; the second one's came from a cache, and the header says so.
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    // The policy allows the page's own inline script by its hash.
    expect(second.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
  });

  it('keeps compressed and plain answers apart', async () => {
    const { origin, renders } = await site(() => ({ body: page('Team') }));
    for (let round = 0; round < 2; round += 1) {
      const zipped = await rawGet(`${origin}/team/`, 'gzip');
      const plain = await rawGet(`${origin}/team/`, 'identity');
      expect(zipped.encoding).toBe('gzip');
      expect(gunzipSync(zipped.body).toString()).toBe(page('Team'));
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(page('Team'));
    }
    expect(renders()).toBe(2);
  });

  // Every Accept-Encoding a client may send, with q-values: whatever another client was answered a moment
  // before, each one gets only bytes in a coding it accepts, and they decode to the page.
  const ACCEPT_ENCODINGS = [
    undefined,
    '',
    'gzip',
    'deflate',
    'br',
    'identity',
    'gzip, deflate, br',
    'br, deflate',
    'deflate, gzip;q=0.5',
    'gzip;q=0, deflate',
    'gzip;q=0.2, deflate;q=0.8',
    'deflate;q=0, gzip;q=0, *;q=0.1',
    'identity;q=0, deflate',
    'gzip;q=0, deflate;q=0',
    '*',
    '*;q=0, identity',
    'GZIP;Q=1.0',
  ];

  const decode = (encoding: string | undefined, body: Buffer) =>
    encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : encoding === 'deflate'
          ? inflateSync(body)
          : body;

  const accepted = (acceptEncoding: string | undefined, encoding: string | undefined) =>
    new Negotiator({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }).encodings([
      encoding ?? 'identity',
    ]).length > 0;

  it('answers every client only in a coding it accepts, whoever was answered before, for GET and HEAD', async () => {
    const { origin } = await site(() => ({ body: page('Services') }));
    // Each ordering: a fresh page per preceding client, so every pair (earlier, later) meets a warm entry.
    for (const [index, earlier] of ACCEPT_ENCODINGS.entries()) {
      const path = `${origin}/services/?after=${index}`;
      await rawGet(path, earlier);
      for (const later of ACCEPT_ENCODINGS) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await rawGet(path, later, method);
          const label = `${method} accepting ${JSON.stringify(later)} after ${JSON.stringify(earlier)}`;
          expect(answer.status, label).toBe(200);
          if (answer.encoding !== undefined || later?.includes('identity;q=0') !== true) {
            expect(accepted(later, answer.encoding), `${label}: got ${answer.encoding}`).toBe(true);
          }
          if (method === 'GET') expect(decode(answer.encoding, answer.body).toString(), label).toBe(page('Services'));
          else expect(answer.body.length, label).toBe(0);
        }
      }
    }
  });

  it('gives a client that takes only deflate a deflated page, and the next client that takes nothing plain bytes', async () => {
    const { origin, renders } = await site(() => ({ body: page('Work') }));
    const deflated = await rawGet(`${origin}/work/`, 'deflate');
    expect(deflated.encoding).toBe('deflate');
    expect(inflateSync(deflated.body).toString()).toBe(page('Work'));
    const plain = await rawGet(`${origin}/work/`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page('Work'));
    // Both were served again from the cache, each in its own coding.
    expect((await rawGet(`${origin}/work/`, 'deflate')).encoding).toBe('deflate');
    expect((await rawGet(`${origin}/work/`, 'identity')).encoding).toBeUndefined();
    expect(renders()).toBe(2);
  });

  it('renders again once an entry is older than its time to live, and after a purge', async () => {
    let title = 'One';
    const { origin, renders, advance } = await site(() => ({ body: page(title) }), 1000);
    await (await gzipGet(`${origin}/`)).text();
    title = 'Two';
    advance(999);
    expect(await (await gzipGet(`${origin}/`)).text()).toContain('<h1>One</h1>');
    advance(1);
    expect(await (await gzipGet(`${origin}/`)).text()).toContain('<h1>Two</h1>');
    title = 'Three';
    purgePageCaches();
    expect(await (await gzipGet(`${origin}/`)).text()).toContain('<h1>Three</h1>');
    expect(renders()).toBe(3);
  });

  it('lets one request renew an expired page while the other visitors keep getting it', async () => {
    let title = 'Before';
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => (release = done));
    let slow = false;
    const { origin, renders, advance } = await site(async () => {
      if (slow) await gate;
      return { body: page(title) };
    }, 1000);
    await (await gzipGet(`${origin}/busy/`)).text();
    advance(1500);
    title = 'After';
    slow = true;
    const renewing = gzipGet(`${origin}/busy/`).then((response) => response.text());
    await new Promise((wait) => setTimeout(wait, 50));
    const meanwhile = await Promise.all([1, 2, 3].map(async () => (await gzipGet(`${origin}/busy/`)).text()));
    for (const body of meanwhile) expect(body).toContain('<h1>Before</h1>');
    expect(renders()).toBe(2);
    release();
    expect(await renewing).toContain('<h1>After</h1>');
    expect(await (await gzipGet(`${origin}/busy/`)).text()).toContain('<h1>After</h1>');
    expect(renders()).toBe(2);
  });

  it('drops a page that is no longer one to keep when it is renewed', async () => {
    let status = 200;
    const { origin, advance } = await site(() => ({ status, body: page(status === 200 ? 'Here' : 'Gone') }), 1000);
    await (await gzipGet(`${origin}/old/`)).text();
    advance(1000);
    status = 404;
    const renewed = await gzipGet(`${origin}/old/`);
    expect(renewed.status).toBe(404);
    const after = await gzipGet(`${origin}/old/`);
    expect(after.status).toBe(404);
    expect(await after.text()).toContain('<h1>Gone</h1>');
  });

  it('never keeps errors, private or cookie-setting answers, or anything but HTML', async () => {
    const answers: Record<string, Rendered> = {
      '/missing/': { status: 404, body: page('Not found') },
      '/broken/': { status: 500, cacheControl: 'private, no-cache, no-store, max-age=0', body: page('Error') },
      '/private/': { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate', body: page('Mine') },
      '/cookie/': { cookie: 'session=1', body: page('Cookie') },
      '/feed.xml': { type: 'application/rss+xml', body: '<rss></rss>' },
    };
    const { origin, renders, cache } = await site((req) => answers[req.url!]!);
    for (const path of Object.keys(answers)) {
      await (await gzipGet(origin + path)).arrayBuffer();
      await (await gzipGet(origin + path)).arrayBuffer();
    }
    expect(renders()).toBe(10);
    expect(cache.size).toBe(0);
  });

  it('passes navigation payloads, draft views and HEAD-only visits by', async () => {
    const { origin, renders } = await site(() => ({ body: page('Work') }));
    await (await gzipGet(`${origin}/work/`, { rsc: '1' })).arrayBuffer();
    await (await gzipGet(`${origin}/work/?_rsc=abc`)).arrayBuffer();
    await (await gzipGet(`${origin}/work/`, { cookie: '__prerender_bypass=x' })).arrayBuffer();
    await fetch(`${origin}/work/`, { method: 'HEAD' });
    expect(renders()).toBe(4);
    // A warm page answers HEAD from the cache, with its headers and no body.
    await (await gzipGet(`${origin}/work/`)).arrayBuffer();
    const head = await fetch(`${origin}/work/`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toBeTruthy();
    expect(await head.text()).toBe('');
    expect(renders()).toBe(5);
  });

  it('still refuses what no browser sends before looking in the cache', async () => {
    const { origin } = await site(() => ({ body: page('Home') }));
    await (await gzipGet(`${origin}/`)).arrayBuffer();
    const post = await fetch(`${origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    expect(post.status).toBe(415);
    expect(await post.text()).not.toContain('<h1>Home</h1>');
  });

  it('is turned off with a time to live of 0', async () => {
    const { origin, renders } = await site(() => ({ body: page('Off') }), 0);
    await (await gzipGet(`${origin}/`)).arrayBuffer();
    await (await gzipGet(`${origin}/`)).arrayBuffer();
    expect(renders()).toBe(2);
  });

  it('tells requests apart by address and by what the visitor accepts', () => {
    const key = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      pageCacheKey({ url, method, headers } as unknown as IncomingMessage);
    expect(key('/a/', { 'accept-encoding': 'gzip, deflate, br' })).toBe('br /a/');
    expect(key('/a/', { 'accept-encoding': 'gzip, deflate' })).toBe('gzip /a/');
    expect(key('/a/', { 'accept-encoding': 'br;q=0, gzip' })).toBe('gzip /a/');
    expect(key('/a/', { 'accept-encoding': 'br;q=1, gzip;q=0' })).toBe('br /a/');
    expect(key('/a/', { 'accept-encoding': 'compress' })).toBe('identity /a/');
    expect(key('/a/', { 'accept-encoding': 'deflate' })).toBe('deflate /a/');
    expect(key('/a/', { 'accept-encoding': 'deflate, gzip;q=0.1' })).toBe('gzip /a/');
    expect(key('/a/?page=2')).toBe('identity /a/?page=2');
    expect(key('/_next/static/chunks/x.js')).toBeUndefined();
    expect(key('/api/health')).toBeUndefined();
    expect(key('/a/', {}, 'POST')).toBeUndefined();
    expect(key('/a/', { 'next-router-prefetch': '1' })).toBeUndefined();
  });
});
