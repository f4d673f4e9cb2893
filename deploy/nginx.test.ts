/**
 * deploy/nginx.conf, run by Debian's nginx in front of a stand-in for the site that answers with the
 * same headers Next.js sends (Cache-Control with s-maxage and stale-while-revalidate, Vary on the RSC
 * headers). Counts what reaches the site to prove what the cache keeps, refreshes and never keeps.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../harness/nginx';
import { freePort } from '../harness/wordpress/kit';
import { DRAFT_MODE_COOKIE } from '../lib/next-documented.mjs';
import { ROUTER_REQUEST_HEADERS } from '../lib/next-internals.mjs';

const ISR = 's-maxage=300, stale-while-revalidate=31535700';
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

let site: Server;
let nginx: RunningNginx;
const hits: string[] = [];
/** What the stand-in answers next, per path (status and cache lifetime can be changed by a test). */
const behaviour = new Map<
  string,
  { status: number; cacheControl: string; body: string; setCookie?: string; contentType?: string }
>();
/** The Range header of each request that reached the site, by path. */
const ranges: string[] = [];

function answer(request: IncomingMessage) {
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  const current = behaviour.get(path) ?? { status: 200, cacheControl: ISR, body: `page ${path}` };
  // A file (an upload) as the site's uploads route answers it: its bytes, length and range support.
  if (current.contentType) {
    return {
      status: current.status,
      headers: {
        'Content-Type': current.contentType,
        'Content-Length': String(Buffer.byteLength(current.body)),
        'Accept-Ranges': 'bytes',
        'Cache-Control': current.cacheControl,
      },
      body: current.body,
    };
  }
  const draft = /__prerender_bypass=/.test(request.headers.cookie ?? '');
  const rsc = request.headers.rsc === '1';
  return {
    status: current.status,
    headers: {
      'Content-Type': rsc ? 'text/x-component' : 'text/html; charset=utf-8',
      'Cache-Control': draft ? 'private, no-cache, no-store, max-age=0, must-revalidate' : current.cacheControl,
      Vary: VARY,
      ...(current.setCookie ? { 'Set-Cookie': current.setCookie } : {}),
    },
    body: `${rsc ? 'rsc' : 'html'}:${draft ? 'draft ' : ''}${current.body}`,
  };
}

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${nginx.url}${path}`, init);
  return { status: response.status, cache: response.headers.get('x-cache-status'), body: await response.text() };
}

const reached = (path: string) => hits.filter((hit) => hit.endsWith(` ${path}`)).length;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

beforeAll(async () => {
  site = createServer((request, response) => {
    hits.push(`${request.method} ${new URL(request.url ?? '/', 'http://site').pathname}`);
    ranges.push(request.headers.range ?? '');
    request.resume();
    request.on('end', () => {
      const { status, headers, body } = answer(request);
      response.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  nginx = await startNginx({ port: await freePort(), upstreamPort: (site.address() as AddressInfo).port });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((done) => site?.close(done));
});

beforeEach(() => {
  hits.length = 0;
  ranges.length = 0;
  behaviour.clear();
});

describe('deploy/nginx.conf page cache', () => {
  it('serves a page the site marks cacheable from the cache, reaching the site once', async () => {
    expect(await get('/about-us/')).toMatchObject({ status: 200, cache: 'MISS', body: 'html:page /about-us/' });
    expect(await get('/about-us/')).toMatchObject({ status: 200, cache: 'HIT', body: 'html:page /about-us/' });
    expect(await get('/about-us/')).toMatchObject({ cache: 'HIT' });
    expect(reached('/about-us/')).toBe(1);
  });

  it('keeps nothing the site marks private or no-store, and nothing that sets a cookie', async () => {
    behaviour.set('/private/', {
      status: 200,
      cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
      body: 'p',
    });
    behaviour.set('/cookie/', { status: 200, cacheControl: ISR, body: 'c', setCookie: 'session=1; HttpOnly' });
    for (let i = 0; i < 3; i++) {
      await get('/private/');
      await get('/cookie/');
    }
    expect(reached('/private/')).toBe(3);
    expect(reached('/cookie/')).toBe(3);
  });

  it('never answers form posts or server actions from the cache', async () => {
    await get('/contact/');
    await get('/contact/');
    expect(reached('/contact/')).toBe(1);
    for (let i = 0; i < 2; i++) {
      expect((await get('/contact/', { method: 'POST', body: 'name=Ada' })).body).toBe('html:page /contact/');
      expect(await get('/contact/', { headers: { 'Next-Action': 'abc123' } })).toMatchObject({ cache: 'BYPASS' });
    }
    expect(hits.filter((hit) => hit === 'POST /contact/')).toHaveLength(2);
    expect(reached('/contact/')).toBe(5);
  });

  it('passes draft and preview views through and never shows them to other visitors', async () => {
    await get('/news/');
    const draft = await get('/news/', { headers: { Cookie: 'theme=dark; __prerender_bypass=secret' } });
    expect(draft).toMatchObject({ cache: 'BYPASS', body: 'html:draft page /news/' });
    expect(await get('/news/')).toMatchObject({ cache: 'HIT', body: 'html:page /news/' });
    expect(await get('/news/', { headers: { Cookie: 'wordpress_logged_in_abc=editor' } })).toMatchObject({
      cache: 'BYPASS',
    });
    expect(reached('/news/')).toBe(3);
  });

  it('keeps React Server Components payloads apart from the HTML of the same address', async () => {
    const rscHeaders = { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%5D' };
    expect((await get('/work/?_rsc=1a2b3')).body).toBe('html:page /work/');
    expect((await get('/work/?_rsc=1a2b3', { headers: rscHeaders })).body).toBe('rsc:page /work/');
    expect(await get('/work/?_rsc=1a2b3')).toMatchObject({ cache: 'HIT', body: 'html:page /work/' });
    expect(await get('/work/?_rsc=1a2b3', { headers: rscHeaders })).toMatchObject({
      cache: 'HIT',
      body: 'rsc:page /work/',
    });
    expect(
      await get('/work/?_rsc=1a2b3', { headers: { RSC: '1', 'Next-Router-State-Tree': '%5B%22other%22%5D' } }),
    ).toMatchObject({ cache: 'MISS' });
    expect(reached('/work/')).toBe(3);
  });

  it('serves the stale page at once while one background request refreshes it', async () => {
    behaviour.set('/team/', { status: 200, cacheControl: 's-maxage=1, stale-while-revalidate=600', body: 'first' });
    await get('/team/');
    behaviour.set('/team/', { status: 200, cacheControl: 's-maxage=1, stale-while-revalidate=600', body: 'second' });
    await sleep(3100);
    const stale = await get('/team/');
    expect(stale.body).toBe('html:first');
    expect(['STALE', 'UPDATING']).toContain(stale.cache);
    await expect.poll(async () => (await get('/team/')).body, { timeout: 5000 }).toBe('html:second');
    expect(reached('/team/')).toBe(2);
  });

  it('keeps serving the last good page while the site fails or is down', async () => {
    behaviour.set('/careers/', { status: 200, cacheControl: 's-maxage=1', body: 'good' });
    await get('/careers/');
    await sleep(3100);
    behaviour.set('/careers/', { status: 500, cacheControl: 'private, no-store', body: 'broken' });
    const failing = await get('/careers/');
    expect(failing).toMatchObject({ status: 200, body: 'html:good' });
    // STALE: the entry had expired and the site's answer was refused in favour of the last good copy.
    expect(failing.cache).toBe('STALE');
  });

  it('shows a change within seconds whatever the s-maxage the site sends, and a page first published where there was a 404', async () => {
    behaviour.set('/offer/', { status: 200, cacheControl: ISR, body: 'before' });
    expect(await get('/offer/')).toMatchObject({ cache: 'MISS', body: 'html:before' });
    expect(await get('/offer/')).toMatchObject({ cache: 'HIT', body: 'html:before' });
    behaviour.set('/offer/', { status: 200, cacheControl: ISR, body: 'after' });
    const changed = Date.now();
    await expect.poll(async () => (await get('/offer/')).body, { timeout: 6000, interval: 250 }).toBe('html:after');
    expect(Date.now() - changed).toBeLessThan(5000);

    // Next.js marks its not-found answer of a page shareable like the page would be.
    behaviour.set('/new-service/', { status: 404, cacheControl: ISR, body: 'not found' });
    expect(await get('/new-service/')).toMatchObject({ status: 404, cache: 'MISS' });
    expect(await get('/new-service/')).toMatchObject({ status: 404, cache: 'HIT' });
    behaviour.set('/new-service/', { status: 200, cacheControl: ISR, body: 'published' });
    const published = Date.now();
    await expect.poll(async () => (await get('/new-service/')).status, { timeout: 6000, interval: 250 }).toBe(200);
    expect(Date.now() - published).toBeLessThan(5000);
  });

  it('keeps nothing the site says nothing about', async () => {
    behaviour.set('/plain/', { status: 200, cacheControl: '', body: 'plain' });
    await get('/plain/');
    expect(await get('/plain/')).toMatchObject({ cache: 'MISS', body: 'html:plain' });
    expect(reached('/plain/')).toBe(2);
  });

  it('keeps an upload as long as the site says (a year), and cuts the parts visitors ask for from that copy', async () => {
    const path = '/wp-content/uploads/episode.mp3';
    behaviour.set(path, {
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
      body: '0123456789',
      contentType: 'audio/mpeg',
    });
    const first = await fetch(`${nginx.url}${path}`, { headers: { Range: 'bytes=2-5' } });
    expect([first.status, first.headers.get('x-cache-status'), await first.text()]).toEqual([206, 'MISS', '2345']);
    const again = await fetch(`${nginx.url}${path}`, { headers: { Range: 'bytes=6-' } });
    expect([again.status, again.headers.get('x-cache-status')]).toEqual([206, 'HIT']);
    expect(again.headers.get('content-range')).toBe('bytes 6-9/10');
    expect(await again.text()).toBe('6789');
    expect(await get(path)).toMatchObject({ status: 200, cache: 'HIT', body: '0123456789' });
    // nginx fetched the whole file once, without the visitor's range, and kept it.
    expect(reached(path)).toBe(1);
    expect(ranges).toEqual(['']);
  });
});

describe('deploy/nginx.conf rate limit', () => {
  /** A GET from another address of this machine than nginx's own loopback one (which is not limited). */
  const getFrom = (localAddress: string, path: string) =>
    new Promise<number>((done, fail) => {
      const url = new URL(path, nginx.url);
      const request = httpRequest({ host: url.hostname, port: url.port, path, localAddress }, (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
      });
      request.on('error', fail);
      request.end();
    });

  it('stops a client asking for address after address before the site renders them all; uploads are not counted', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, n) => getFrom('127.0.0.2', `/scan-${n}-${Date.now()}/`)),
    );
    const limited = statuses.filter((status) => status === 429).length;
    expect(limited).toBeGreaterThanOrEqual(80);
    expect(hits.filter((hit) => hit.includes('/scan-')).length).toBeLessThanOrEqual(120);
    // Another client, and the same client's uploads, are not held back by it.
    expect(await getFrom('127.0.0.3', '/about-us/')).toBe(200);
    behaviour.set('/wp-content/uploads/a.jpg', {
      status: 200,
      cacheControl: 'public, max-age=31536000',
      body: 'jpg',
      contentType: 'image/jpeg',
    });
    expect(await getFrom('127.0.0.2', '/wp-content/uploads/a.jpg')).toBe(200);
  });
});

describe('deploy/nginx.conf and Next.js', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  // nginx cannot import lib/next-internals.mjs: this keeps its copy of Next's router headers and draft cookies true.
  it('keys the page cache on every router header of a navigation and passes server actions by', () => {
    const key = /proxy_cache_key "([^"]+)"/.exec(conf)?.[1] ?? '';
    for (const header of ROUTER_REQUEST_HEADERS.filter((name) => name !== 'next-action')) {
      expect(key, header).toContain(`$http_${header.replaceAll('-', '_')}`);
    }
    expect(conf).toContain('map $http_next_action $altitude_skip_action');
  });

  it('passes every draft-mode cookie by', () => {
    const cookies = /map \$http_cookie \$altitude_skip_cookie \{\s*~\*\(([^)]+)\)/.exec(conf)?.[1]?.split('|') ?? [];
    expect(cookies).toContain(DRAFT_MODE_COOKIE);
  });
});
