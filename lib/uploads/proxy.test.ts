import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxyUpload, UPLOAD_CACHE_CONTROL, UPLOAD_POLICY } from './proxy';

/** A stand-in for the content system's uploads, on a free loopback port. */
const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const ETAG = '"3e8-abc"';
const MODIFIED = 'Tue, 14 May 2024 09:30:00 GMT';
const seen: { path: string; headers: IncomingMessage['headers'] }[] = [];

function serveAudio(req: IncomingMessage, res: ServerResponse) {
  const common = {
    'Content-Type': 'audio/mpeg',
    'Accept-Ranges': 'bytes',
    ETag: ETAG,
    'Last-Modified': MODIFIED,
    'Set-Cookie': 'wp-session=secret',
    Server: 'Apache/2.4 (Debian)',
    'X-Powered-By': 'PHP/8.3',
  };
  if (req.headers['if-none-match'] === ETAG) return res.writeHead(304, common).end();
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (range) {
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), AUDIO.length - 1) : AUDIO.length - 1;
    if (start >= AUDIO.length)
      return res.writeHead(416, { ...common, 'Content-Range': `bytes */${AUDIO.length}` }).end();
    const part = AUDIO.subarray(start, end + 1);
    res.writeHead(206, {
      ...common,
      'Content-Range': `bytes ${start}-${end}/${AUDIO.length}`,
      'Content-Length': part.length,
    });
    return res.end(req.method === 'HEAD' ? undefined : part);
  }
  res.writeHead(200, { ...common, 'Content-Length': AUDIO.length });
  res.end(req.method === 'HEAD' ? undefined : AUDIO);
}

let upstream: Server;
let origin: string;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    seen.push({ path: `${req.method} ${req.url}`, headers: req.headers });
    switch (url.pathname) {
      case '/wp-content/uploads/2024/05/episode.mp3':
        return serveAudio(req, res);
      case '/wp-content/uploads/old-name.mp3':
        return res.writeHead(301, { Location: `${origin}/wp-content/uploads/2024/05/episode.mp3` }).end();
      case '/wp-content/uploads/broken.jpg':
        return res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Fatal error</h1> in /var/www/wp');
      case '/wp-content/uploads/slow.jpg':
        return; // never answers
      default:
        return res.writeHead(404, { 'Content-Type': 'text/html' }).end('<title>Page not found – Altitude CMS</title>');
    }
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((done) => upstream.close(done));
});

afterEach(() => {
  seen.length = 0;
  vi.restoreAllMocks();
});

const site = (path: string, init?: RequestInit) =>
  proxyUpload(new Request(`http://site.example${path}`, init), { upstream: origin, timeoutMs: 2000 });

describe('uploads served by the site', () => {
  it('streams the file with its type, length, validators and a year of caching, and nothing else of the content system', async () => {
    const response = await site('/wp-content/uploads/2024/05/episode.mp3?ver=2');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(AUDIO);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'audio/mpeg',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      etag: ETAG,
      'last-modified': MODIFIED,
      'cache-control': UPLOAD_CACHE_CONTROL,
      'content-security-policy': UPLOAD_POLICY,
    });
    expect(seen.map((request) => request.path)).toEqual(['GET /wp-content/uploads/2024/05/episode.mp3?ver=2']);
    expect(seen[0]?.headers['accept-encoding']).toBe('identity');
  });

  it('answers a Range request with 206 and just that part, for seeking in audio and video', async () => {
    const response = await site('/wp-content/uploads/2024/05/episode.mp3', { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('cache-control')).toBe(`${UPLOAD_CACHE_CONTROL}, no-transform`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
    expect(seen[0]?.headers.range).toBe('bytes=100-199');
  });

  it('passes an unsatisfiable range on as 416, uncached', async () => {
    const response = await site('/wp-content/uploads/2024/05/episode.mp3', { headers: { Range: 'bytes=5000-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a revalidation with 304 and no body', async () => {
    const response = await site('/wp-content/uploads/2024/05/episode.mp3', { headers: { 'If-None-Match': ETAG } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(await response.text()).toBe('');
  });

  it('asks for headers only on HEAD', async () => {
    const response = await site('/wp-content/uploads/2024/05/episode.mp3', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(seen.map((request) => request.path)).toEqual(['HEAD /wp-content/uploads/2024/05/episode.mp3']);
  });

  it('follows the content system’s redirects itself, so its host never reaches the visitor', async () => {
    const response = await site('/wp-content/uploads/old-name.mp3');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(AUDIO);
  });

  it('passes a missing file on as a short 404 of its own', async () => {
    const response = await site('/wp-content/uploads/nope.jpg');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found.');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it.each([
    ['an encoded traversal', '/wp-content/uploads/..%2f..%2fpackage.json', 400],
    ['an encoded backslash', '/wp-content/uploads/a%5c..%5c..%5cpackage.json', 400],
    ['a NUL', '/wp-content/uploads/a.jpg%00.php', 400],
    ['the folder itself', '/wp-content/uploads/', 404],
    ['a plugin file', '/wp-content/plugins/akismet/akismet.php', 404],
  ])('refuses %s without asking the content system', async (_name, path, status) => {
    expect((await site(path)).status).toBe(status);
    expect(seen).toEqual([]);
  });

  it('answers 502 when the content system fails, without its error page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await site('/wp-content/uploads/broken.jpg');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('The media server gave an unexpected answer.');
    expect(warn).toHaveBeenCalledWith('uploads: /wp-content/uploads/broken.jpg answered 500');
  });

  it('answers 504 when the content system does not answer in time', async () => {
    const started = Date.now();
    const response = await proxyUpload(new Request('http://site.example/wp-content/uploads/slow.jpg'), {
      upstream: origin,
      timeoutMs: 200,
    });
    expect(response.status).toBe(504);
    expect(await response.text()).toBe('The media server took too long to answer.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 502 when the content system is down', async () => {
    const gone = createServer();
    await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((done) => gone.close(done));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await proxyUpload(new Request('http://site.example/wp-content/uploads/a.jpg'), {
      upstream: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
    });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('The media server is not answering.');
    expect(warn).toHaveBeenCalledOnce();
  });
});
