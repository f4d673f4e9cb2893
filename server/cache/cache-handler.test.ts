import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  asStale,
  DefaultCache,
  deserializeEntry,
  isNotFoundPage,
  redisEnabled,
  redisKeys,
  serializeEntry,
  tagsOf,
  tagState,
} from './cache-handler.mjs';
import { contentSourceKey } from './content-source.mjs';

const NOW = 1_800_000_000_000;

describe('shared cache entries', () => {
  it('survive the trip through Redis with their binary parts intact', () => {
    const entry = {
      lastModified: NOW,
      tags: [],
      cacheControl: { revalidate: 300, expire: 31_536_000 },
      value: {
        kind: 'APP_PAGE',
        html: '<h1>About</h1>',
        rscData: Buffer.from([0, 1, 2, 250, 255]),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': 'node:/about-us/,shell' },
        status: 200,
      },
    };
    const back = deserializeEntry(serializeEntry(entry));
    expect(back.value.rscData).toEqual(entry.value.rscData);
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect((back.value.segmentData as Map<string, Buffer>).get('/_tree')?.toString()).toBe('tree');
    expect(back.value.html).toBe(entry.value.html);
    expect(back.cacheControl).toEqual(entry.cacheControl);
  });

  it('depend on their own tags, the lookup tags and a page’s tags header', () => {
    const entry = {
      lastModified: NOW,
      tags: ['a'],
      value: { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'b,c' } },
    };
    expect(tagsOf(entry, { softTags: ['_N_T_/x'], tags: ['a'] }).sort()).toEqual(['_N_T_/x', 'a', 'b', 'c']);
  });
});

describe('a revalidated tag, by the rules of Next.js’s own cache', () => {
  it('marks entries written before it stale, and expires them only when an expiry has passed', () => {
    expect(tagState([undefined], NOW, NOW + 10)).toBe('fresh');
    expect(tagState([{ stale: NOW + 5 }], NOW, NOW + 10)).toBe('stale');
    // An entry rendered after the revalidation is fresh again.
    expect(tagState([{ stale: NOW - 5 }], NOW, NOW + 10)).toBe('fresh');
    // revalidateTag(tag, 'max'): stale now, expired a year later — still servable during an outage.
    expect(tagState([{ stale: NOW + 5, expired: NOW + 5 + 31_536_000_000 }], NOW, NOW + 10)).toBe('stale');
    // revalidateTag(tag, { expire: 0 }) or updateTag: gone.
    expect(tagState([{ stale: NOW + 5, expired: NOW + 5 }], NOW, NOW + 10)).toBe('expired');
  });

  it('makes Next.js see a stale page as due for a background render, not as expired', () => {
    const page = {
      lastModified: NOW - 1000,
      cacheControl: { revalidate: 300, expire: 31_536_000 },
      value: { kind: 'APP_PAGE' },
    };
    const stale = asStale(page, {}, NOW);
    // Next: stale when lastModified + revalidate < now; blocking when lastModified + expire < now.
    expect(stale.lastModified + 300_000).toBeLessThan(NOW);
    expect(stale.lastModified + 31_536_000_000).toBeGreaterThan(NOW);
  });

  it('makes Next.js see a stale fetch as older than its revalidate time', () => {
    const fetched = { lastModified: NOW - 1000, value: { kind: 'FETCH', revalidate: 300 } };
    const stale = asStale(fetched, { revalidate: 300 }, NOW);
    expect((NOW - stale.lastModified) / 1000).toBeGreaterThan(300);
  });
});

describe('a not-found page', () => {
  it('is a miss once an address it answered for was revalidated, where a found page is kept for its background render', async () => {
    // Next's servers install this global before loading their modules; the cache expects it.
    Object.assign(globalThis, { AsyncLocalStorage });
    const dist = mkdtempSync(join(tmpdir(), 'altitude-not-found-'));
    try {
      const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
      const cache = new DefaultCache({
        fs: nodeFs,
        serverDistDir: join(dist, 'server'),
        flushToDisk: false,
        maxMemoryCacheSize: 8 * 1024 * 1024,
      });
      const page = (status: number, uri: string) => ({
        kind: 'APP_PAGE',
        html: status === 404 ? '<h1>This page drifted away.</h1>' : '<h1>About</h1>',
        rscData: Buffer.from('rsc'),
        headers: { 'x-next-cache-tags': `node:${uri},shell` },
        postponed: undefined,
        status,
        segmentData: undefined,
      });
      const context = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false };
      await cache.set('/brand-new', page(404, '/brand-new/'), context);
      await cache.set('/about-us', page(200, '/about-us/'), context);
      const read = async (key: string) => (await cache.get(key, { kind: 'APP_PAGE' }))?.value.status ?? 'miss';

      expect([await read('/brand-new'), await read('/about-us')]).toEqual([404, 200]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // A notice for each address, as /api/revalidate sends it: stale, not expired.
      await cache.revalidateTag(['node:/brand-new/', 'node:/about-us/'], { expire: 31_536_000 });
      expect([await read('/brand-new'), await read('/about-us')]).toEqual(['miss', 200]);
      // Rendered again, the address's new page is kept as usual.
      await cache.set('/brand-new', page(200, '/brand-new/'), context);
      expect(await read('/brand-new')).toBe(200);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('is kept in memory only: unknown addresses add no files to the build folder, a found page is written as usual', async () => {
    Object.assign(globalThis, { AsyncLocalStorage });
    const dist = mkdtempSync(join(tmpdir(), 'altitude-not-found-disk-'));
    try {
      const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
      const cache = new DefaultCache({
        fs: nodeFs,
        serverDistDir: join(dist, 'server'),
        flushToDisk: true,
        maxMemoryCacheSize: 8 * 1024 * 1024,
      });
      const page = (status: number) => ({
        kind: 'APP_PAGE',
        html: status === 404 ? '<h1>This page drifted away.</h1>' : '<h1>About</h1>',
        rscData: Buffer.from('rsc'),
        headers: {},
        postponed: undefined,
        status,
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      });
      const context = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false };
      const files = () =>
        readdirSync(dist, { recursive: true }).filter((name) => statSync(join(dist, String(name))).isFile());
      await Promise.all(Array.from({ length: 50 }, (_, n) => cache.set(`/scan-${n}`, page(404), context)));
      expect(files()).toEqual([]);
      // Still answered from memory while it is there.
      expect((await cache.get('/scan-49', { kind: 'APP_PAGE' }))?.value.status).toBe(404);
      // What an unknown address read from the content system: nothing, kept in memory only too.
      const read = (json: string) => ({
        kind: 'FETCH',
        data: { headers: {}, body: Buffer.from(json).toString('base64'), status: 200, url: 'http://cms/graphql' },
        revalidate: 300,
      });
      const fetchContext = { fetchCache: true, tags: ['node:/scan-1/'] };
      await cache.set('scan-read', read('{"data":{"nodeByUri":null,"siteRedirect":null}}'), fetchContext);
      expect(files()).toEqual([]);
      await cache.set(
        'about-read',
        read('{"data":{"nodeByUri":{"uri":"/about-us/"},"siteRedirect":null}}'),
        fetchContext,
      );
      expect(files()).toEqual([join('cache', 'fetch-cache', 'about-read')]);
      await cache.set('/about-us', page(200), context);
      expect(files().length).toBeGreaterThan(0);
      expect(files().every((name) => /about-(us|read)/.test(String(name)))).toBe(true);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('is told apart by its kind and status', () => {
    expect(isNotFoundPage({ lastModified: NOW, value: { kind: 'APP_PAGE', status: 404 } })).toBe(true);
    expect(isNotFoundPage({ lastModified: NOW, value: { kind: 'APP_PAGE', status: 200 } })).toBe(false);
    expect(isNotFoundPage({ lastModified: NOW, value: { kind: 'FETCH', status: 404 } })).toBe(false);
    expect(isNotFoundPage(null)).toBe(false);
  });
});

describe('choosing the cache', () => {
  it('uses Redis only when REDIS_URL is set, and never inside next build', () => {
    expect(redisEnabled({})).toBe(false);
    expect(redisEnabled({ REDIS_URL: ' ' })).toBe(false);
    expect(redisEnabled({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true);
    expect(redisEnabled({ REDIS_URL: 'redis://127.0.0.1:6379', NEXT_PHASE: 'phase-production-build' })).toBe(false);
  });
});

describe('keys in the shared cache', () => {
  const EMBEDDED = 'http://127.0.0.1:4000/graphql';
  const WORDPRESS = 'https://cms.example.com/graphql';

  it('keep each content source apart: pages, content reads and revalidated tags alike', () => {
    const embedded = redisKeys('altitude:', EMBEDDED, 'build-1');
    const wordpress = redisKeys('altitude:', WORDPRESS, 'build-1');
    for (const kind of ['page', 'fetch', 'tags'] as const) {
      expect(embedded[kind]).not.toBe(wordpress[kind]);
      expect(embedded[kind].startsWith(wordpress[kind]) || wordpress[kind].startsWith(embedded[kind])).toBe(false);
    }
    // The same WordPress at another port is another source.
    expect(redisKeys('altitude:', 'https://cms.example.com:8443/graphql', 'build-1').page).not.toBe(wordpress.page);
  });

  it('stay under the configured prefix, pages per build and content reads shared by builds', () => {
    const key = contentSourceKey(WORDPRESS);
    expect(redisKeys('site-a:', WORDPRESS, 'build-1')).toEqual({
      page: `site-a:${key}:page:build-1:`,
      fetch: `site-a:${key}:fetch:`,
      tags: `site-a:${key}:tags`,
    });
    expect(redisKeys('site-a:', WORDPRESS, 'build-2').fetch).toBe(redisKeys('site-a:', WORDPRESS, 'build-1').fetch);
  });
});
