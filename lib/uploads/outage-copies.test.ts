import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutageCopies } from './outage-copies';
import { proxyUpload } from './proxy';

const PICTURE = Buffer.alloc(4096, 7);
let dir: string;
let wordpress: Server;
let upstream: string;
let down = false;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outage-copies-'));
  down = false;
  wordpress = createServer((req, res) => {
    if (down) return res.writeHead(503).end('Briefly unavailable for scheduled maintenance.');
    const size = Number(/\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1] ?? 0);
    if (!size) return res.writeHead(404).end();
    const body = size === PICTURE.length ? PICTURE : Buffer.alloc(size, 1);
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': body.length, ETag: `"${size}"` }).end(body);
  });
  await new Promise<void>((done) => wordpress.listen(0, '127.0.0.1', done));
  upstream = `http://127.0.0.1:${(wordpress.address() as AddressInfo).port}`;
});

afterEach(async () => {
  wordpress.closeAllConnections();
  await new Promise((done) => wordpress.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const ask = (path: string, copies: OutageCopies, method = 'GET') =>
  proxyUpload(new Request(`http://site.invalid${path}`, { method }), { upstream, timeoutMs: 2000, copies });

/** Until the copy kept in the background is on disk. */
async function kept(copies: OutageCopies, path: string) {
  for (let i = 0; i < 100 && !copies.read(path); i++) await new Promise((done) => setTimeout(done, 10));
}

describe('uploads during an outage', () => {
  it('answers a picture it passed on before, whole, while WordPress answers 503 or not at all', async () => {
    const copies = new OutageCopies({ dir });
    const path = '/wp-content/uploads/2026/12/4096.jpg';
    const first = await ask(path, copies);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(PICTURE);
    await kept(copies, path);

    down = true;
    const during = await ask(path, copies);
    expect(during.status).toBe(200);
    expect(during.headers.get('content-type')).toBe('image/jpeg');
    expect(during.headers.get('content-length')).toBe(String(PICTURE.length));
    expect(Buffer.from(await during.arrayBuffer())).toEqual(PICTURE);
    expect((await ask(path, copies, 'HEAD')).status).toBe(200);

    wordpress.closeAllConnections();
    await new Promise((done) => wordpress.close(done));
    const stopped = await ask(path, copies);
    expect(stopped.status).toBe(200);
    expect(Buffer.from(await stopped.arrayBuffer())).toEqual(PICTURE);
    // Listening again for afterEach.
    await new Promise<void>((done) => wordpress.listen(Number(new URL(upstream).port), '127.0.0.1', done));

    // A file never passed on has nothing to answer with.
    expect((await ask('/wp-content/uploads/2026/12/100.jpg', copies)).status).toBe(502);
  });

  it('keeps no file over the size limit, and drops the least recently used past the total', async () => {
    const copies = new OutageCopies({ dir, maxBytes: 3000, maxFileBytes: 2000 });
    await (await ask('/wp-content/uploads/4096.jpg', copies)).arrayBuffer();
    for (const size of [1000, 1001, 1002]) {
      await (await ask(`/wp-content/uploads/${size}.jpg`, copies)).arrayBuffer();
      await kept(copies, `/wp-content/uploads/${size}.jpg`);
    }
    expect(copies.read('/wp-content/uploads/4096.jpg')).toBeUndefined();
    expect(copies.read('/wp-content/uploads/1000.jpg')).toBeUndefined();
    expect(copies.read('/wp-content/uploads/1002.jpg')?.body.length).toBe(1002);
    expect(copies.size).toBeLessThanOrEqual(3000);
    expect(readdirSync(dir).filter((name) => name.endsWith('.body'))).toHaveLength(2);
    // What a restarted server finds on disk, it counts against its limit (the oldest written go first).
    const restarted = new OutageCopies({ dir, maxBytes: 1500 });
    expect([1001, 1002]).toContain(restarted.size);
    expect(readdirSync(dir).filter((name) => name.endsWith('.body'))).toHaveLength(1);
  });
});
