import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSystemState, initialState, noteFailedRead, record } from '@/lib/cms/breaker';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createPageCache } from './page-cache';
import { createPipeline } from './pipeline';
import { createUnavailableHook, requestFacts, type ResponseHook } from './response-hooks';

// Next's own compression middleware, applied inside its request handler exactly as here: after the pipeline's
// interception.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

type Render = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | undefined;

/** The site server's pipeline (./pipeline.ts) with `hooks`, around `render` standing in for Next.js. */
async function serve(hooks: readonly ResponseHook[], render: Render, compress = false): Promise<string> {
  const gzip = compression();
  const pipeline = createPipeline({
    dir: process.cwd(),
    dev: false,
    sources: { contentOrigins: [] },
    hooks,
    pageCache: createPageCache({ ttlMs: 0 }),
    render: async (req, res) => {
      if (compress) gzip(req, res, () => {});
      render(req, res);
    },
  });
  server = createServer(pipeline);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
  vi.restoreAllMocks();
});

beforeEach(() => void Object.assign(contentSystemState(), initialState()));

/** Without a build: the plain page the hook falls back to. */
const unavailableHook = createUnavailableHook();

const NEXT_ERROR_PAGE = `<!DOCTYPE html><html><body><h1>Internal Server Error</h1>${'<p>stack</p>'.repeat(200)}</body></html>`;

/** What Next does for a page whose render threw while fetching its content. */
const failingRender: Render = (_req, res) => {
  noteFailedRead(contentSystemState(), Date.now(), 'could not reach the content system');
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.end(NEXT_ERROR_PAGE);
};

describe('response hooks', () => {
  it('classifies pages: GET and HEAD outside /_next/ and /api/', () => {
    const facts = (method: string, url: string) => requestFacts({ method, url } as IncomingMessage);
    expect(facts('GET', '/about-us/?ref=1')).toMatchObject({ pathname: '/about-us/', isPage: true });
    expect(facts('HEAD', '/').isPage).toBe(true);
    expect(facts('POST', '/contact/')).toMatchObject({ isPage: false, isPageAddress: true });
    expect(facts('GET', '/_next/static/chunks/a.js').isPage).toBe(false);
    expect(facts('GET', '/api/health').isPage).toBe(false);
  });

  it('lets a hook change the status and headers before the head leaves, for end() and for streamed writes', async () => {
    const hook: ResponseHook = {
      name: 'stamp',
      wants: (facts) => facts.isPage,
      beforeHead: ({ res }) => {
        res.setHeader('X-Stamp', `seen ${res.statusCode}`);
      },
    };
    const url = await serve([hook], (req, res) => {
      if (req.url === '/stream/') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.write('one ');
        res.end('two');
      } else res.end('whole');
    });
    const whole = await fetch(`${url}/`);
    expect(whole.headers.get('x-stamp')).toBe('seen 200');
    expect(await whole.text()).toBe('whole');
    const streamed = await fetch(`${url}/stream/`);
    expect(streamed.headers.get('x-stamp')).toBe('seen 200');
    expect(await streamed.text()).toBe('one two');
    const api = await fetch(`${url}/api/x`);
    expect(api.headers.get('x-stamp')).toBeNull();
    expect(await api.text()).toBe('whole');
  });

  it('sends a replaced body of 1 KB or more compressed in the best coding the client takes, as its pages', async () => {
    const page = `<!DOCTYPE html><html><body>${'<p>designed page</p>'.repeat(200)}</body></html>`;
    const replace: ResponseHook = {
      name: 'replace',
      wants: (facts) => facts.isPage,
      beforeHead: (context) => context.replaceBody(context.pathname === '/small/' ? '<p>small</p>' : page, 'text/html'),
    };
    const url = await serve(
      [replace],
      (_req, res) => res.end('Next’s own body, big enough to compress'.repeat(50)),
      true,
    );
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((done, fail) => {
        const request = httpGet(
          `${url}${path}`,
          { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.on('error', fail);
      });

    // A browser (gzip, deflate, br, zstd) gets brotli.
    const brotli = await raw('/', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);

    const gzipped = await raw('/', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toBe('Accept-Encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gunzipSync(gzipped.body).toString()).toBe(page);

    // A client that takes deflate but not gzip gets deflate, as from Next's own compression.
    for (const acceptEncoding of ['deflate', 'gzip;q=0, br;q=0, *']) {
      const deflated = await raw('/', acceptEncoding);
      expect(deflated.headers['content-encoding'], acceptEncoding).toBe('deflate');
      expect(inflateSync(deflated.body).toString()).toBe(page);
    }
    for (const acceptEncoding of [undefined, 'identity', 'zstd', 'gzip;q=0, deflate;q=0, br;q=0']) {
      const plain = await raw('/', acceptEncoding);
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
    }
    const small = await raw('/small/', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<p>small</p>');
  });

  it('keeps working when a hook throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: ResponseHook = {
      name: 'broken',
      wants: () => true,
      beforeHead: () => {
        throw new Error('boom');
      },
    };
    const url = await serve([broken], (_req, res) => res.end('still here'));
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('still here');
  });
});

describe('the unavailable hook', () => {
  it('turns a 500 during a content outage into 503 with Retry-After, no-store and the designed page', async () => {
    const url = await serve([unavailableHook], failingRender);
    const response = await fetch(`${url}/never-seen/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toContain('temporarily unavailable');
    expect(body).not.toContain('Internal Server Error');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });

  it('replaces a compressed, streamed error page too', async () => {
    const url = await serve(
      [unavailableHook],
      (_req, res) => {
        noteFailedRead(contentSystemState(), Date.now(), 'timed out');
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.write(NEXT_ERROR_PAGE.slice(0, 2000));
        setTimeout(() => res.end(NEXT_ERROR_PAGE.slice(2000)), 20);
      },
      true,
    );
    const response = await fetch(`${url}/never-seen/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = await response.text();
    expect(body).toContain('temporarily unavailable');
    expect(body).not.toContain('stack');
  });

  it('counts seconds to the breaker’s next trial in Retry-After while it is open', async () => {
    const state = contentSystemState();
    for (let i = 0; i < 5; i += 1) record(state, { threshold: 5, cooldownMs: 30_000 }, 'unavailable', Date.now());
    const url = await serve([unavailableHook], (_req, res) => {
      res.statusCode = 500;
      res.end('error');
    });
    const response = await fetch(`${url}/never-seen/`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });

  it('leaves a 500 that is not a content outage alone, and never touches successful or API responses', async () => {
    const url = await serve([unavailableHook], (req, res) => {
      if (req.url === '/api/broken') noteFailedRead(contentSystemState(), Date.now(), 'refused');
      res.statusCode = req.url === '/ok/' ? 200 : 500;
      res.end(req.url === '/ok/' ? 'fine' : 'bug');
    });
    const bug = await fetch(`${url}/bug/`);
    expect(bug.status).toBe(500);
    expect(await bug.text()).toBe('bug');
    noteFailedRead(contentSystemState(), Date.now() - 60_000, 'long ago');
    expect((await fetch(`${url}/bug/`)).status).toBe(500);
    expect((await fetch(`${url}/api/broken`)).status).toBe(500);
    const ok = await fetch(`${url}/ok/`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('fine');
  });

  it('gives a client-side navigation the status without the page', async () => {
    const url = await serve([unavailableHook], failingRender);
    const response = await fetch(`${url}/never-seen/`, { headers: { RSC: '1' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.text()).toContain('Internal Server Error');
  });

  it('answers HEAD with the head only', async () => {
    const url = await serve([unavailableHook], failingRender);
    const response = await fetch(`${url}/never-seen/`, { method: 'HEAD' });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('');
  });
});
