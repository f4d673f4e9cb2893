import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline as pump } from 'node:stream/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_LOADER } from './html/boot-scripts';
import { cspHash, NON_DOCUMENT_POLICY } from './security/csp';
import { createPageCache } from './page-cache';
import { createPipeline } from './pipeline';

// Counts the script-loading rewrites, which the pipeline remembers per page.
const rewrites = vi.hoisted(() => ({ count: 0 }));
vi.mock('./html/boot-scripts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./html/boot-scripts')>();
  return {
    ...actual,
    deferBootScripts: (html: string) => {
      rewrites.count += 1;
      return actual.deferBootScripts(html);
    },
  };
});

const SCRIPT = 'self.__next_f.push([1,"hello"])';
const PAGE = `<!DOCTYPE html><html><body><div style="--x:1">x</div><script>${SCRIPT}</script><script>alert(1)</script></body></html>`;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  vi.restoreAllMocks();
});

/** The pipeline around `render`, which writes the response the way the test says, standing in for Next.js. */
async function serve(
  render: (req: IncomingMessage, res: ServerResponse) => void,
  options: { trustedProxies?: string; exposeCacheStatus?: boolean; previewFrameOrigin?: string } = {},
): Promise<string> {
  const pipeline = createPipeline({
    dir: process.cwd(),
    dev: false,
    sources: { contentOrigins: ['https://cms.example.com'] },
    hooks: [],
    pageCache: createPageCache({ ttlMs: 0 }),
    render: async (req, res) => render(req, res),
    trustedProxies: options.trustedProxies ?? '',
    exposeCacheStatus: options.exposeCacheStatus ?? false,
    previewFrameOrigin: options.previewFrameOrigin,
  });
  server = createServer(pipeline);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The bytes as they travel (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((done, fail) => {
    request(url, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

const rawHead = (url: string, headers: Record<string, string> = {}) => rawGet(url, headers, 'HEAD');

describe('the pipeline', () => {
  it('asks Next.js for a page as it is, and keeps the visitor’s Accept-Encoding for everything else', async () => {
    const seen: Record<string, string | undefined> = {};
    const url = await serve((req, res) => {
      seen[`${req.method} ${req.url}${req.headers.rsc ? ' (rsc)' : ''}`] = req.headers['accept-encoding'];
      res.end('ok');
    });
    const gzip = { 'accept-encoding': 'gzip' };
    await rawGet(`${url}/about-us/`, gzip);
    await rawGet(`${url}/about-us/`, { ...gzip, rsc: '1' });
    await rawGet(`${url}/api/health`, gzip);
    await rawGet(`${url}/_next/static/chunks/a.js`, gzip);
    expect(seen).toEqual({
      'GET /about-us/': 'identity',
      'GET /about-us/ (rsc)': 'gzip',
      'GET /api/health': 'gzip',
      'GET /_next/static/chunks/a.js': 'gzip',
    });
  });

  it('an HTML page written in pieces gets the hashes of its own inline code; the body is unchanged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 40));
      res.write(Buffer.from(PAGE.slice(40, 90)));
      res.end(PAGE.slice(90));
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(await response.text()).toBe(PAGE);
    // Held back whole, it leaves with its length rather than chunked: a cache in front keeps it as one piece.
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(policy).toContain(cspHash(SCRIPT));
    expect(policy).not.toContain(cspHash('alert(1)'));
    expect(policy).toContain(`style-src-attr 'unsafe-inline'`);
    // The inline script the policy refuses is reported.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('alert(1)');
  });

  it('headers given to writeHead (status, reason, others) are kept', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(404, 'Gone Fishing', { 'Content-Type': 'text/html', 'X-Extra': 'yes' });
      res.end(PAGE);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Gone Fishing');
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(response.headers.get('content-security-policy')).toContain(cspHash(SCRIPT));
    expect(await response.text()).toBe(PAGE);
  });

  it('a page is rewritten to load its scripts after the first paint, hashed as rewritten, compressed once, rewritten once', async () => {
    const page = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${'<p>Words.</p>'.repeat(100)}</body></html>`;
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page);
    });
    rewrites.count = 0;
    for (let i = 0; i < 2; i++) {
      const { headers, body } = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(headers['content-encoding']).toBe('gzip');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(headers['vary']).toBe('Accept-Encoding');
      const html = gunzipSync(body).toString();
      expect(html).toContain(`<script>${BOOT_LOADER}</script>`);
      expect(html).not.toContain('<script src="/_next/static/chunks/a.js" async="">');
      expect(headers['content-security-policy']).toContain(cspHash(BOOT_LOADER));
    }
    // The same bytes from Next.js are rewritten and hashed once, then served from memory.
    expect(rewrites.count).toBe(1);
  });

  it('an HTML answer Next.js compressed (its not-found page for an unknown /api/ address) is hashed from its text', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(PAGE));
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await fetch(`${url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain(cspHash(SCRIPT));
    expect(await response.text()).toBe(PAGE);
  });

  it('an RSC payload streams: its first chunk arrives before the handler ends the response', async () => {
    let finish: () => void = () => {};
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/x-component' });
      res.write('0:first\n');
      finish = () => res.end('1:last\n');
    });
    const first = await new Promise<{ policy: unknown; chunk: string }>((resolve, reject) => {
      request(url, { headers: { rsc: '1' } }, (res) => {
        res.once('data', (chunk: Buffer) =>
          resolve({ policy: res.headers['content-security-policy'], chunk: chunk.toString() }),
        );
      })
        .on('error', reject)
        .end();
    });
    finish();
    expect(first).toEqual({ policy: NON_DOCUMENT_POLICY, chunk: '0:first\n' });
  });

  it('a long RSC payload streams to its end under back-pressure, its head flushed early, behind Next’s compression', async () => {
    const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
      req: IncomingMessage,
      res: ServerResponse,
      next: () => void,
    ) => void;
    const compress = compression();
    const chunks = Array.from({ length: 200 }, (_, i) => Buffer.alloc(4096, 97 + (i % 20)));
    const url = await serve((req, res) => {
      compress(req, res, () => {});
      res.setHeader('Content-Type', 'text/x-component');
      res.flushHeaders();
      void pump(Readable.from(chunks), res);
    });
    for (const acceptEncoding of ['identity', 'gzip']) {
      const { headers, body } = await rawGet(url, { rsc: '1', 'accept-encoding': acceptEncoding });
      const text = headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      expect(text.length, acceptEncoding).toBe(200 * 4096);
    }
  });

  it("a response's own policy (the image optimiser's for SVG) is left alone", async () => {
    const url = await serve((_req, res) => {
      res.setHeader('Content-Security-Policy', "script-src 'none'; sandbox;");
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end('<svg/>');
    });
    expect((await fetch(`${url}/media/a.svg`)).headers.get('content-security-policy')).toBe(
      "script-src 'none'; sandbox;",
    );
  });

  it('a 304 for a page carries no policy, so the cached page keeps its own', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(304, { 'Content-Type': 'text/html', ETag: '"a"' });
      res.end();
    });
    const response = await fetch(url);
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"a"');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answers HEAD for a page with the head its GET has: the length, the policy', async () => {
    const methods: string[] = [];
    const url = await serve((req, res) => {
      methods.push(req.method!);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(PAGE.repeat(20));
    });

    const gzip = { 'accept-encoding': 'gzip' };
    const [get, head] = [await rawGet(`${url}/about-us/`, gzip), await rawHead(`${url}/about-us/`, gzip)];
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'content-security-policy', 'content-type'])
      expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
    expect(Number(get.headers['content-length'])).toBe(get.body.length);
    // A HEAD for anything else stays a HEAD.
    await fetch(`${url}/api/health`, { method: 'HEAD' });
    expect(methods).toEqual(['GET', 'GET', 'HEAD']);
  });

  describe('at the edges', () => {
    it('never tells visitors which cache an answer came from, unless asked to for tests', async () => {
      const render = (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT' });
        res.end(PAGE);
      };
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const hidden = await rawGet(await serve(render));
      expect(hidden.headers['x-nextjs-cache']).toBeUndefined();
      const json = await rawGet(
        await serve((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'application/json', 'x-nextjs-cache': 'STALE' });
          res.end('{}');
        }),
      );
      expect(json.headers['x-nextjs-cache']).toBeUndefined();
    });

    it('gives a redirect Next.js writes bare (the trailing slash’s 308) the security headers', async () => {
      const url = await serve((_req, res) => {
        res.writeHead(308, { Location: '/about-us/', 'Content-Type': 'text/plain' });
        res.end('/about-us/');
      });
      const answer = await rawGet(`${url}/about-us`);
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    });

    it('lets the WordPress admin frame a preview link’s answer and the preview page, and nothing else', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const admin = 'https://cms.example.com';
      const url = await serve(
        (req, res) => {
          if (req.url?.startsWith('/api/preview')) {
            res.writeHead(303, { Location: '/_preview/12/' });
            res.end();
            return;
          }
          res.setHeader('X-Frame-Options', 'DENY');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(PAGE);
        },
        { previewFrameOrigin: admin },
      );
      const framedBy = (policy: string | string[] | undefined) => /frame-ancestors ([^;]+)/.exec(String(policy))?.[1];
      for (const path of ['/api/preview/?token=abc', '/_preview/12/']) {
        const answer = await rawGet(`${url}${path}`);
        expect(framedBy(answer.headers['content-security-policy']), path).toBe(admin);
        expect(answer.headers['x-frame-options'], path).toBeUndefined();
      }
      for (const path of ['/about-us/', '/api/preview/exit', '/_previews/', '/api/health']) {
        const answer = await rawGet(`${url}${path}`);
        expect(framedBy(answer.headers['content-security-policy']), path).toBe("'none'");
        expect(answer.headers['x-frame-options'], path).toBe('DENY');
      }
      // Without a WordPress to name (the embedded content server), previews refuse frames too.
      const alone = await serve((_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(PAGE);
      });
      const preview = await rawGet(`${alone}/_preview/12/`);
      expect(framedBy(preview.headers['content-security-policy'])).toBe("'none'");
      expect(preview.headers['x-frame-options']).toBe('DENY');
    });

    it('hands Next.js the visitor’s address: the connection’s, or the right-most a trusted proxy gave', async () => {
      const seen: (string | string[] | undefined)[] = [];
      const render = (req: IncomingMessage, res: ServerResponse) => {
        seen.push(req.headers['x-forwarded-for'], req.headers['x-real-ip']);
        res.end('ok');
      };
      await rawGet(`${await serve(render)}/api/health`, { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' });
      expect(seen.splice(0)).toEqual(['127.0.0.1', undefined]);
      const behindProxy = await serve(render, { trustedProxies: 'loopback' });
      await rawGet(`${behindProxy}/api/health`, { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' });
      expect(seen.splice(0)).toEqual(['203.0.113.7', undefined]);
    });

    it('answers 429 with Retry-After when the app says the rate limit refused the request', async () => {
      const { noteRateLimited } = await import('../lib/site-server-bridge');
      const url = await serve((_req, res) => {
        noteRateLimited(90_500);
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(PAGE);
      });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const answer = await new Promise<IncomingMessage>((done, fail) =>
        request(`${url}/contact/`, { method: 'GET' }, done).on('error', fail).end(),
      );
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe('91');
      expect(answer.headers['cache-control']).toBe('no-store');
      answer.resume();
    });

    it('answers the status a page notes for itself (a search past its last page, a search WordPress cannot answer)', async () => {
      const { noteStatus } = await import('../lib/site-server-bridge');
      for (const [code, retryAfter] of [
        [404, undefined],
        [503, 12],
      ] as const) {
        const url = await serve((_req, res) => {
          noteStatus(code, retryAfter);
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(PAGE);
        });
        const answer = await new Promise<IncomingMessage>((done, fail) =>
          request(`${url}/search/?q=x`, { method: 'GET' }, done).on('error', fail).end(),
        );
        expect(answer.statusCode).toBe(code);
        expect(answer.headers['retry-after']).toBe(retryAfter === undefined ? undefined : String(retryAfter));
        expect(answer.headers['cache-control']).toBe('no-store');
        answer.resume();
      }
    });
  });
});
