import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic } from './html/precompress';
import { NON_DOCUMENT_POLICY } from './security/csp';
import { createStaticFilesHandler } from './static-files';

/** A chunk as the build writes one: text that compresses well, well over 1 KB. */
const CHUNK = Buffer.from(`(globalThis.TURBOPACK||[]).push([${'"module",'.repeat(2000)}]);`);
const STYLES = Buffer.from(`.hero{color:red}\n`.repeat(200));
const TINY = Buffer.from('console.log(1)');
const FONT = Buffer.from('wOF2'.repeat(1000));

let distDir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(distDir, 'static/chunks'), { recursive: true });
  mkdirSync(join(distDir, 'static/media'), { recursive: true });
  writeFileSync(join(distDir, 'static/chunks/app.js'), CHUNK);
  writeFileSync(join(distDir, 'static/chunks/app.css'), STYLES);
  writeFileSync(join(distDir, 'static/chunks/tiny.js'), TINY);
  writeFileSync(join(distDir, 'static/media/face.woff2'), FONT);
  await precompressStatic(distDir);
  const staticFiles = createStaticFilesHandler(distDir);
  // Next.js stands behind it: a 418 says the request reached it.
  server = createServer((req, res) => {
    if (staticFiles(req, res)) return;
    res.writeHead(418).end('next');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(distDir, { recursive: true, force: true });
});

/** The bytes as they travel (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((done, fail) => {
    request(`${url}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('the build’s static files, compressed when it was built', () => {
  it('writes a brotli and a gzip copy of each text file, smaller than it, and leaves fonts and tiny files alone', () => {
    expect(readdirSync(join(distDir, 'static/chunks')).sort()).toEqual([
      'app.css',
      'app.css.br',
      'app.css.gz',
      'app.js',
      'app.js.br',
      'app.js.gz',
      'tiny.js',
    ]);
    expect(readdirSync(join(distDir, 'static/media'))).toEqual(['face.woff2']);
  });

  it('sends a browser the brotli copy, with the type, caching and policy Next.js gives the file', async () => {
    const response = await rawGet('/_next/static/chunks/app.js', BROWSER);
    expect(response.status).toBe(200);
    expect(brotliDecompressSync(response.body).equals(CHUNK)).toBe(true);
    expect(response.body.length).toBeLessThan(CHUNK.length / 10);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String(response.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-security-policy': NON_DOCUMENT_POLICY,
      'x-content-type-options': 'nosniff',
    });
  });

  it('sends gzip to a client that takes only gzip, and a stylesheet as text/css', async () => {
    const response = await rawGet('/_next/static/chunks/app.css', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(response.body).equals(STYLES)).toBe(true);
  });

  it('answers a revalidation with 304, and HEAD with the head alone', async () => {
    const first = await rawGet('/_next/static/chunks/app.js', BROWSER);
    const again = await rawGet('/_next/static/chunks/app.js', { ...BROWSER, 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawGet('/_next/static/chunks/app.js', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next.js what has no copy for the client: no coding it takes, a font, a tiny file, an unknown file', async () => {
    for (const [path, headers] of [
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'deflate' }],
      ['/_next/static/chunks/app.js', {}],
      ['/_next/static/media/face.woff2', BROWSER],
      ['/_next/static/chunks/tiny.js', BROWSER],
      ['/_next/static/chunks/missing.js', BROWSER],
      ['/_next/static/chunks/', BROWSER],
      ['/_next/static/chunks/%E0%A4%A.js', BROWSER],
    ] as const) {
      const response = await rawGet(path, headers);
      expect([path, response.status, response.body.toString()]).toEqual([path, 418, 'next']);
    }
    const post = await rawGet('/_next/static/chunks/app.js', BROWSER, 'POST');
    expect(post.status).toBe(418);
  });

  it('never sends a file from outside the static folder', async () => {
    writeFileSync(join(distDir, 'secret.js.br'), 'server only');
    for (const path of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/..%2f..%2fsecret.js',
    ]) {
      const response = await rawGet(path, BROWSER);
      expect(response.body.toString()).not.toContain('server only');
    }
  });
});
