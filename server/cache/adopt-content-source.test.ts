import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache/types';
import type { RouteKind } from 'next/dist/server/route-kind';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_CACHE_DIRS } from '../../lib/next-internals.mjs';
import { SOURCE_RECORD, adoptContentSource, adoptServerContentSource } from './adopt-content-source';

const EMBEDDED = 'http://127.0.0.1:4000/graphql';
const WORDPRESS = 'https://cms.example.com/graphql';

/** Files a build folder holds: the build's own, and what serving cached. */
const BUILD_FILES = [
  'BUILD_ID',
  'server/app/_not-found.html',
  'server/app/_not-found.meta',
  'cache/webpack/client/0.pack',
];
const CACHED_FILES = [
  'cache/fetch-cache/4f1c0e2a9b',
  'server/route-cache/APP_PAGE/0a1b2c/$/about-us.html',
  'server/route-cache/APP_PAGE/0a1b2c/$/about-us.rsc',
  'cache/images/Xy3/60.1700000000000.abc.webp',
];

let dist: string;
const lines: string[] = [];
const log = { log: (line: string) => lines.push(line) };

function write(path: string, text = 'x') {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
}
const exists = (path: string) => existsSync(join(dist, path));
const recorded = () => (JSON.parse(readFileSync(join(dist, SOURCE_RECORD), 'utf8')) as { source: string }).source;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'content-source-'));
  lines.length = 0;
  for (const path of BUILD_FILES) write(path);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('a build folder adopting a content source', () => {
  it('records the source of a fresh build, with nothing to empty and nothing to say', () => {
    expect(adoptContentSource(dist, EMBEDDED, log)).toBe('recorded');
    expect(recorded()).toBe(EMBEDDED);
    expect(lines).toEqual([]);
  });

  it('keeps everything cached for the same source', () => {
    adoptContentSource(dist, EMBEDDED, log);
    for (const path of CACHED_FILES) write(path);
    expect(adoptContentSource(dist, EMBEDDED, log)).toBe('unchanged');
    for (const path of [...BUILD_FILES, ...CACHED_FILES]) expect(exists(path), path).toBe(true);
    expect(lines).toEqual([]);
  });

  it('empties the pages, content reads and pictures of another source, keeps the build, and says so once', () => {
    adoptContentSource(dist, EMBEDDED, log);
    for (const path of CACHED_FILES) write(path);
    expect(adoptContentSource(dist, WORDPRESS, log)).toBe('emptied');
    for (const path of CACHED_FILES) expect(exists(path), path).toBe(false);
    for (const path of BUILD_FILES) expect(exists(path), path).toBe(true);
    expect(recorded()).toBe(WORDPRESS);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`content source changed from ${EMBEDDED} to ${WORDPRESS}`);
    expect(lines[0]).toContain('cache/fetch-cache, server/route-cache, cache/images');
    // Started again with the new source: nothing more to do.
    expect(adoptContentSource(dist, WORDPRESS, log)).toBe('unchanged');
    expect(lines).toHaveLength(1);
  });

  it('treats cached content without a record as another source’s', () => {
    write(CACHED_FILES[1]!);
    expect(adoptContentSource(dist, WORDPRESS, log)).toBe('emptied');
    expect(exists(CACHED_FILES[1]!)).toBe(false);
    expect(lines[0]).toContain('from an unrecorded source');
  });

  it('stops the start, keeping the old record, when another source’s cache cannot be emptied', () => {
    adoptContentSource(dist, EMBEDDED, log);
    write(CACHED_FILES[0]!);
    // `server` a file, not a folder: its route-cache cannot be removed.
    rmSync(join(dist, 'server'), { recursive: true });
    write('server');
    expect(() => adoptContentSource(dist, WORDPRESS, log)).toThrow(
      `content source is now ${WORDPRESS}, but ${join(dist, 'server/route-cache')} (cached for ${EMBEDDED}) could not be emptied`,
    );
    expect(recorded()).toBe(EMBEDDED);
    expect(lines).toEqual([]);
  });

  it('finds the build folder and the source in a starting server’s environment', () => {
    const project = dist;
    dist = join(project, '.next-other');
    for (const path of [...BUILD_FILES, ...CACHED_FILES]) write(path);
    writeFileSync(join(dist, SOURCE_RECORD), JSON.stringify({ source: EMBEDDED }));
    const env = { NEXT_DIST_DIR: '.next-other', WORDPRESS_GRAPHQL_URL: 'https://cms.example.com/graphql/' };
    expect(adoptServerContentSource(env, project, log)).toBe('emptied');
    expect(recorded()).toBe(WORDPRESS);
    expect(adoptServerContentSource({ NEXT_DIST_DIR: '.next-other', CMS_PORT: '4000' }, project, log)).toBe('emptied');
    expect(recorded()).toBe(EMBEDDED);
    // No build there: nothing to adopt (and nothing written).
    expect(adoptServerContentSource({ NEXT_DIST_DIR: '.next-none' }, project, log)).toBeUndefined();
    expect(existsSync(join(project, '.next-none'))).toBe(false);
  });
});

describe('where Next.js caches while serving (assumptions about its internals)', () => {
  beforeAll(() => {
    // Next's servers install this global before loading their modules; some of the classes below expect it.
    Object.assign(globalThis, { AsyncLocalStorage });
  });

  it('keeps content reads and rendered pages only in the folders a source change empties', async () => {
    const { default: FileSystemCache } = await import('next/dist/server/lib/incremental-cache/file-system-cache');
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
    const { getRouteCacheKey } = await import('next/dist/server/lib/route-cache-key');
    // Const enums in Next's types; at run time, these strings.
    const kind = {
      fetchEntry: 'FETCH' as CachedRouteKind.FETCH,
      fetchLookup: 'FETCH' as IncrementalCacheKind.FETCH,
      pageEntry: 'APP_PAGE' as CachedRouteKind.APP_PAGE,
      pageLookup: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE,
      pageRoute: 'APP_PAGE' as RouteKind.APP_PAGE,
    };

    const cache = new FileSystemCache({
      fs: nodeFs,
      serverDistDir: join(dist, 'server'),
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    const fetchKey = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';
    await cache.set(
      fetchKey,
      {
        kind: kind.fetchEntry,
        data: { headers: {}, body: 'e30=', status: 200, url: WORDPRESS },
        revalidate: 300,
      },
      { fetchCache: true, tags: ['menus'] },
    );
    const pageKey = getRouteCacheKey('/about-us', { kind: kind.pageRoute, sourceRoute: '/[[...uri]]/page' });
    await cache.set(
      pageKey,
      {
        kind: kind.pageEntry,
        html: '<h1>About the old source</h1>',
        rscData: Buffer.from('rsc'),
        headers: {},
        postponed: undefined,
        status: 200,
        segmentData: undefined,
      },
      { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false },
    );
    const readFetch = () => cache.get(fetchKey, { kind: kind.fetchLookup, tags: ['menus'] });
    const readPage = () => cache.get(pageKey, { kind: kind.pageLookup, isFallback: false });
    expect(await readFetch()).not.toBeNull();
    expect(((await readPage())?.value as { html?: string } | undefined)?.html).toBe('<h1>About the old source</h1>');

    const written = (dir: string) => existsSync(join(dist, dir));
    expect(CONTENT_CACHE_DIRS.filter(written)).toEqual(['cache/fetch-cache', 'server/route-cache']);

    writeFileSync(join(dist, 'cache', 'content-source.json'), JSON.stringify({ source: EMBEDDED }));
    expect(adoptContentSource(dist, WORDPRESS, log)).toBe('emptied');
    expect(await readFetch()).toBeNull();
    expect(await readPage()).toBeNull();
  });

  it('keeps optimised pictures in the folder a source change empties', async () => {
    const { ImageOptimizerCache } = await import('next/dist/server/image-optimizer');
    const images = new ImageOptimizerCache({
      distDir: dist,
      nextConfig: { images: { maximumDiskCacheSize: 0 }, experimental: {} } as never,
    });
    expect((images as unknown as { cacheDir: string }).cacheDir).toBe(join(dist, 'cache', 'images'));
  });
});
