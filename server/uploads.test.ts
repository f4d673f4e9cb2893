import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_POLICY } from '../lib/uploads/proxy';
import { createUploadsHandler } from './uploads';

const FILE = Buffer.from('0123456789'.repeat(100));

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

/** The content system: one audio file, with ranges. */
const cms = createServer((req, res) => {
  if (req.url !== '/wp-content/uploads/episode.mp3') return res.writeHead(404).end();
  const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  const common = { 'Content-Type': 'audio/mpeg', 'Accept-Ranges': 'bytes', ETag: '"e1"' };
  if (!range) return res.writeHead(200, { ...common, 'Content-Length': FILE.length }).end(FILE);
  const part = FILE.subarray(Number(range[1]), Number(range[2]) + 1);
  res.writeHead(206, {
    ...common,
    'Content-Range': `bytes ${range[1]}-${range[2]}/${FILE.length}`,
    'Content-Length': part.length,
  });
  res.end(part);
});

/** A site server whose only step before "Next.js" (a 418 here) is the uploads handler. */
function siteFor(upstream: string): Server {
  const uploads = createUploadsHandler({ upstream, timeoutMs: 2000 });
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (uploads(req, res)) return;
    res.writeHead(418).end('next');
  });
}

let cmsUrl: string;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  cmsUrl = await listen(cms);
  site = siteFor(cmsUrl);
  siteUrl = await listen(site);
});

afterAll(async () => {
  await close(site);
  await close(cms);
});

describe('uploads answered by the site server', () => {
  it('sends the file with its length, not in chunks, and with the site’s security headers', async () => {
    const response = await fetch(`${siteUrl}/wp-content/uploads/episode.mp3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(FILE.length));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(UPLOAD_POLICY);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FILE);
  });

  it('answers a range with 206, its Content-Range and its length', async () => {
    const response = await fetch(`${siteUrl}/wp-content/uploads/episode.mp3`, { headers: { Range: 'bytes=10-29' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 10-29/${FILE.length}`);
    expect(response.headers.get('content-length')).toBe('20');
    expect(await response.text()).toBe(FILE.subarray(10, 30).toString());
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await fetch(`${siteUrl}/wp-content/uploads/episode.mp3`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(FILE.length));
  });

  it('passes a missing file on as 404 and refuses a traversal', async () => {
    expect((await fetch(`${siteUrl}/wp-content/uploads/nope.mp3`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/wp-content/uploads/..%2f..%2fpackage.json`)).status).toBe(400);
  });

  it('leaves every other request to Next.js', async () => {
    expect((await fetch(`${siteUrl}/about-us/`)).status).toBe(418);
    expect((await fetch(`${siteUrl}/wp-content/uploads/episode.mp3`, { method: 'POST', body: 'x' })).status).toBe(418);
  });

  it('answers 502 with a short text when the content system is down, and keeps serving', async () => {
    const gone = createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    const down = siteFor(goneUrl);
    const downUrl = await listen(down);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${downUrl}/wp-content/uploads/episode.mp3`);
      expect(response.status).toBe(502);
      expect(await response.text()).toBe('The media server is not answering.');
      expect((await fetch(`${downUrl}/about-us/`)).status).toBe(418);
    } finally {
      warn.mockRestore();
      await close(down);
    }
  });
});
