import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cspHash, NON_DOCUMENT_POLICY } from './csp';
import { withContentSecurityPolicy } from './csp-response';

const SCRIPT = 'self.__next_f.push([1,"hello"])';
const PAGE = `<!DOCTYPE html><html><body><div style="--x:1">x</div><script>${SCRIPT}</script><script>alert(1)</script></body></html>`;

let server: Server | undefined;
async function closeServer() {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
}
afterEach(closeServer);

/** A real HTTP server whose handler writes the response the way the test says, behind the wrapper. */
async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  refused: string[] = [],
  rewriteHtml?: (html: string) => string,
): Promise<string> {
  const options = {
    sources: { contentOrigins: ['https://cms.example.com'] },
    onRefusedScript: (_url: string, script: string) => refused.push(script),
    rewriteHtml,
  };
  server = createServer((req, res) => {
    withContentSecurityPolicy(req, res, options);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('the policy on responses', () => {
  it('an HTML page written in pieces gets the hashes of its own inline code; the body is unchanged', async () => {
    const refused: string[] = [];
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 40));
      res.write(Buffer.from(PAGE.slice(40, 90)));
      res.end(PAGE.slice(90));
    }, refused);
    const response = await fetch(url);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(await response.text()).toBe(PAGE);
    // Held back whole, it leaves with its length rather than chunked: a cache in front keeps it as one piece.
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(policy).toContain(cspHash(SCRIPT));
    expect(policy).not.toContain(cspHash('alert(1)'));
    expect(policy).toContain(`style-src-attr 'unsafe-inline'`);
    expect(refused).toEqual(['alert(1)']);
  });

  it('headers given to writeHead (status, Content-Length) are kept', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(PAGE), 'X-Extra': 'yes' });
      res.end(PAGE);
    });
    const response = await fetch(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(response.headers.get('content-security-policy')).toContain(cspHash(SCRIPT));
    expect(await response.text()).toBe(PAGE);
  });

  it('a compressed page is hashed from its decompressed text', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(PAGE));
    });
    const response = await fetch(url);
    expect(response.headers.get('content-security-policy')).toContain(cspHash(SCRIPT));
    expect(await response.text()).toBe(PAGE);
  });

  it('a rewritten page leaves in its original encoding, with its length, hashed as rewritten, rewritten once', async () => {
    const rewrites: string[] = [];
    const ADDED = 'self.__next_f.push([1,"added"])';
    const url = await serve(
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
        res.end(gzipSync(PAGE));
      },
      [],
      (html) => {
        rewrites.push(html);
        return html.replace('</body>', `<script>${ADDED}</script></body>`);
      },
    );
    for (let i = 0; i < 2; i++) {
      const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      const body = await response.text();
      expect(body).toBe(PAGE.replace('</body>', `<script>${ADDED}</script></body>`));
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(Number(response.headers.get('content-length'))).toBe(gzipSync(body).length);
      expect(response.headers.get('content-security-policy')).toContain(cspHash(ADDED));
    }
    // The same bytes from Next.js are rewritten and hashed once, then served from memory.
    expect(rewrites).toHaveLength(1);
  });

  it('an RSC payload streams: its first chunk arrives before the handler ends the response', async () => {
    let finish: () => void = () => {};
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/x-component' });
      res.write('0:first\n');
      finish = () => res.end('1:last\n');
    });
    const first = await new Promise<{ policy: unknown; chunk: string }>((resolve, reject) => {
      request(url, (res) => {
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

  it("a response's own policy (the image optimiser's for SVG) is left alone", async () => {
    const url = await serve((_req, res) => {
      res.setHeader('Content-Security-Policy', "script-src 'none'; sandbox;");
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end('<svg/>');
    });
    expect((await fetch(url)).headers.get('content-security-policy')).toBe("script-src 'none'; sandbox;");
  });

  it('a 304 for a page carries no policy, so the cached page keeps its own', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(304, { 'Content-Type': 'text/html', ETag: '"a"' });
      res.end();
    });
    const response = await fetch(url);
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('a redirect page replayed without its Location (a post renamed after it was cached) leaves with it', async () => {
    const document = (digest: string) =>
      `<!DOCTYPE html><html id="__next_error__"><body><script>self.__next_f.push([1,"0:{\\"digest\\":\\"${digest}\\"}"])</script></body></html>`;
    const replay = (status: number, digest: string, location?: string) =>
      serve((_req, res) => {
        res.statusCode = status;
        if (location) res.setHeader('Location', location);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(document(digest));
      });

    const moved = await fetch(await replay(308, 'NEXT_REDIRECT;replace;/a-better-name/;308;'), { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/a-better-name/');
    await closeServer();

    // Next's own Location stays; a digest of another status, or one leading off the site, adds nothing.
    const own = await fetch(await replay(308, 'NEXT_REDIRECT;replace;/elsewhere/;308;', '/kept/'), {
      redirect: 'manual',
    });
    expect(own.headers.get('location')).toBe('/kept/');
    await closeServer();
    const otherStatus = await fetch(await replay(308, 'NEXT_REDIRECT;replace;/x/;307;'), { redirect: 'manual' });
    expect(otherStatus.headers.get('location')).toBeNull();
    await closeServer();
    const offSite = await fetch(await replay(307, 'NEXT_REDIRECT;push;//evil.example/;307;'), { redirect: 'manual' });
    expect(offSite.headers.get('location')).toBeNull();
    await closeServer();
    // An editor's redirect to another site, written whole, leads there.
    const chosen = await fetch(
      await replay(307, 'NEXT_REDIRECT;replace;https://shop.example.com/spring?ref=site;307;'),
      {
        redirect: 'manual',
      },
    );
    expect(chosen.headers.get('location')).toBe('https://shop.example.com/spring?ref=site');
    await closeServer();
    // `&` arrives as the page's script data writes it.
    const twoParameters = await fetch(
      await replay(307, 'NEXT_REDIRECT;replace;/contact/?topic=sales\\u0026ref=site;307;'),
      { redirect: 'manual' },
    );
    expect(twoParameters.headers.get('location')).toBe('/contact/?topic=sales&ref=site');
    await closeServer();
    const otherScheme = await fetch(await replay(307, 'NEXT_REDIRECT;replace;javascript:alert(1);307;'), {
      redirect: 'manual',
    });
    expect(otherScheme.headers.get('location')).toBeNull();
  });
});
