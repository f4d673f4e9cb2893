/**
 * Contract tests: each assumption in ./next-internals.mjs, checked against the installed `next` package — its
 * constants, its own functions and what they write — so that an upgrade which changes one fails here, by name,
 * before a page breaks. No build needed. The build output itself is checked by the browser suites
 * (tests/e2e/security-csp.spec.ts: no inline script refused; tests/e2e/script-loading.spec.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installNetworkProbe, withNetworkProbe } from './cms/breaker';
import { bootChunks } from '../server/html/compile-hints';
import * as documented from './next-documented.mjs';
import * as internals from './next-internals.mjs';
import { isFrameworkScript } from '../server/html/flight-scripts';
import { findInlineContent } from '../server/security/inline-content';

const require = createRequire(import.meta.url);
/** A module of the installed Next.js, by its path under `next/dist/`. */
const nextModule = <T>(path: string) => require(`next/dist/${path}`) as T;
/** The source of a file of the installed Next.js, for the few shapes no exported function produces. */
const nextSource = (path: string) => readFileSync(require.resolve(`next/dist/${path}`), 'utf8');

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** A flight stream with a text chunk that tries to end its script, and a chunk that is not UTF-8. */
const flightSource = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('0:"</script><script>alert(1)"\n'));
      controller.enqueue(new Uint8Array([0xff, 0xfe, 0x00]));
      controller.close();
    },
  });

const scriptsOf = (html: string) => findInlineContent(html).scripts.map((script) => script.text);

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

describe('the Next.js these assumptions were checked on', () => {
  it('is the installed one (an upgrade: check every entry of lib/next-internals.mjs, then the version there)', () => {
    const { version } = require('next/package.json') as { version: string };
    expect(version).toBe(internals.NEXT_VERSION_CHECKED);
  });
});

describe('inline scripts (the Content Security Policy admits these shapes only)', () => {
  it('the flight data Next.js inlines (web streams) is admitted: bootstrap, form state, text and binary chunks', async () => {
    const { createInlinedDataReadableStream } = nextModule<{
      createInlinedDataReadableStream: (
        source: ReadableStream<Uint8Array>,
        nonce: string | undefined,
        formState: unknown,
      ) => AsyncIterable<Uint8Array>; // a web ReadableStream, async iterable in Node
    }>('server/app-render/use-flight-response.js');
    const scripts = scriptsOf(await readAll(createInlinedDataReadableStream(flightSource(), undefined, ['k', {}])));
    expect(scripts).toHaveLength(3);
    expect(scripts[0]!.startsWith(internals.FLIGHT_BOOTSTRAP_THEN)).toBe(true);
    for (const script of scripts) expect(isFrameworkScript(script), script).toBe(true);
  });

  it('the flight data Next.js inlines (Node streams, production) is admitted', async () => {
    const { createNodeInlinedDataStream } = nextModule<{
      createNodeInlinedDataStream: (
        source: ReadableStream<Uint8Array>,
        nonce: string | undefined,
        formState: unknown,
      ) => AsyncIterable<Buffer>;
    }>('server/app-render/stream-ops.node.js');
    const scripts = scriptsOf(await readAll(createNodeInlinedDataStream(flightSource(), undefined, null)));
    expect(scripts).toHaveLength(3);
    for (const script of scripts) expect(isFrameworkScript(script), script).toBe(true);
  });

  it('Turbopack’s chunk-group bootstrap is admitted', () => {
    const { getTurbopackChunkGroupBootstrap } = nextModule<{
      getTurbopackChunkGroupBootstrap: (params: Record<string, unknown>, global: string, pages: string[]) => string;
    }>('server/get-page-files.js');
    const script = getTurbopackChunkGroupBootstrap(
      { '/page': { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] } },
      'TURBOPACK',
      ['/page'],
    );
    expect(isFrameworkScript(script)).toBe(true);
  });

  it('every admitted prefix is one the installed Next.js writes', async () => {
    const { getTurbopackChunkGroupBootstrap } = nextModule<{
      getTurbopackChunkGroupBootstrap: (params: Record<string, unknown>, global: string, pages: string[]) => string;
    }>('server/get-page-files.js');
    const { createInlinedDataReadableStream } = nextModule<{
      createInlinedDataReadableStream: (
        s: ReadableStream<Uint8Array>,
        n: undefined,
        f: unknown,
      ) => AsyncIterable<Uint8Array>;
    }>('server/app-render/use-flight-response.js');
    const written = [
      ...scriptsOf(await readAll(createInlinedDataReadableStream(flightSource(), undefined, null))),
      getTurbopackChunkGroupBootstrap({ '/p': {} }, 'TURBOPACK', ['/p']),
    ];
    for (const prefix of internals.INLINE_SCRIPT_PREFIXES)
      expect(
        written.some((script) => script.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('the development server’s request-id script has the shape the development policy admits', () => {
    const source = nextSource('server/app-render/app-render.js');
    expect(source).toContain(
      'bootstrapScriptContent = `self.__next_r=${JSON.stringify(requestId ?? crypto.randomUUID())}`',
    );
    expect(source).toContain(
      'bootstrapScriptContent += `;var __nextHmrInitialVersion=${(0, _htmlescape.htmlEscapeJsonString)(JSON.stringify(initialHmrVersion))};`',
    );
    // Under Turbopack (the development server's bundler) the hot reloader's version, a string, is always there.
    const id = JSON.stringify(crypto.randomUUID());
    const version = JSON.stringify('3');
    expect(
      internals.DEVELOPMENT_BOOTSTRAP_SCRIPT.test(`self.__next_r=${id};var __nextHmrInitialVersion=${version};`),
    ).toBe(true);
  });
});

describe('addresses Next.js answers itself (documented: ./next-documented.mjs)', () => {
  it('app scripts are served under /_next/static/ (server/html/boot-scripts.ts moves exactly those)', () => {
    const { CLIENT_STATIC_FILES_PATH } = nextModule<{ CLIENT_STATIC_FILES_PATH: string }>('shared/lib/constants.js');
    expect(`${documented.NEXT_PATH_PREFIX}${CLIENT_STATIC_FILES_PATH}/`).toBe(documented.STATIC_ASSETS_PATH);
    expect(CLIENT_STATIC_FILES_PATH).toBe(documented.STATIC_DIR);
    const { getRequiredScripts } = nextModule<{
      getRequiredScripts: (...args: unknown[]) => [unknown, { src: string } | undefined];
    }>('server/app-render/required-scripts.js');
    const manifest = { rootMainFiles: ['static/chunks/a.js', 'static/chunks/b.js'], polyfillFiles: [] };
    const [, bootstrap] = getRequiredScripts(manifest, '', undefined, undefined, '', undefined, '/page');
    expect(bootstrap?.src.startsWith(documented.STATIC_ASSETS_PATH)).toBe(true);
  });

  it('the image optimiser answers at /_next/image', () => {
    const { imageConfigDefault } = nextModule<{ imageConfigDefault: { path: string } }>('shared/lib/image-config.js');
    expect(imageConfigDefault.path).toBe(documented.IMAGE_OPTIMIZER_PATH);
  });
});

describe('the not-found document (vercel/next.js#62228)', () => {
  it('a render that fails in its shell still writes the bare error document', () => {
    const shell = internals.ERROR_SHELL_START.slice(0, -1); // `<html id="__next_error__`
    expect(nextSource('server/app-render/stream-ops.node.js')).toContain(`${shell}">`);
    expect(nextSource('server/stream-utils/node-web-streams-helper.js')).toContain(`${shell}">`);
    expect(nextSource('server/app-render/app-render.js')).toContain("id: '__next_error__'");
  });

  it('the not-found page has its own route, prerendered under server/app', () => {
    const { UNDERSCORE_NOT_FOUND_ROUTE, SERVER_DIRECTORY } = nextModule<{
      UNDERSCORE_NOT_FOUND_ROUTE: string;
      SERVER_DIRECTORY: string;
    }>('shared/lib/constants.js');
    expect(`${UNDERSCORE_NOT_FOUND_ROUTE}/`).toBe(internals.NOT_FOUND_ROUTE);
    expect(`${SERVER_DIRECTORY}/app`).toBe(internals.PRERENDERED_APP_DIR);
  });
});

describe('the build folder', () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
    dist = undefined;
  });

  it('names: the build id, the build manifest', () => {
    const constants = nextModule<Record<string, string>>('shared/lib/constants.js');
    expect(constants.BUILD_ID_FILE).toBe(internals.BUILD_ID_FILE);
    expect(constants.BUILD_MANIFEST).toBe(internals.BUILD_MANIFEST);
  });

  it('the boot chunks are the build manifest’s rootMainFiles, as Next.js itself reads them', () => {
    expect(nextSource('server/app-render/required-scripts.js')).toContain('buildManifest.rootMainFiles');
  });

  it('a route’s client reference manifest is found and read where Next.js finds and reads it', async () => {
    const { CLIENT_REFERENCE_MANIFEST } = nextModule<{ CLIENT_REFERENCE_MANIFEST: string }>('shared/lib/constants.js');
    const file = `page_${CLIENT_REFERENCE_MANIFEST}.js`;
    expect(internals.CLIENT_REFERENCE_MANIFEST_FILE.test(file)).toBe(true);
    // A manifest as compile-hints.ts reads it: Next.js's own loader must read the same file the same way.
    dist = mkdtempSync(join(tmpdir(), 'next-internals-'));
    const global = internals.CLIENT_REFERENCE_MANIFEST_GLOBAL;
    const manifest = { clientModules: {}, entryJSFiles: { '[project]/app/layout': ['static/chunks/layout.js'] } };
    const path = join(dist, internals.PRERENDERED_APP_DIR, 'blog', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      `globalThis.${global} = globalThis.${global} || {};\nglobalThis.${global}["/blog/page"] = ${JSON.stringify(manifest)};`,
    );
    writeFileSync(join(dist, internals.BUILD_MANIFEST), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }));
    const { loadClientReferenceManifestForPage } = nextModule<{
      loadClientReferenceManifestForPage: (distDir: string, page: string, attempts: number) => Promise<unknown>;
    }>('server/load-components.js');
    expect(await loadClientReferenceManifestForPage(dist, '/blog/page', 1)).toEqual(manifest);
    expect(await bootChunks(dist)).toEqual(['static/chunks/layout.js', 'static/chunks/main.js']);
  });
});

describe('the cache handler’s entries', () => {
  it('Next.js’s own cache is where the Redis handler falls back, with the documented methods', () => {
    const loaded = require(internals.FILE_SYSTEM_CACHE_MODULE) as { default?: unknown };
    const FileSystemCache = (loaded.default ?? loaded) as { prototype: Record<string, unknown> };
    for (const method of ['get', 'set', 'revalidateTag'])
      expect(typeof FileSystemCache.prototype[method]).toBe('function');
  });

  it('a data-cache entry and lookup are of kind FETCH; a page lists its tags in x-next-cache-tags', () => {
    const { CachedRouteKind, IncrementalCacheKind } = nextModule<{
      CachedRouteKind: Record<string, string>;
      IncrementalCacheKind: Record<string, string>;
    }>('server/response-cache/types.js');
    expect(CachedRouteKind.FETCH).toBe(internals.FETCH_CACHE_KIND);
    expect(IncrementalCacheKind.FETCH).toBe(internals.FETCH_CACHE_KIND);
    const { NEXT_CACHE_TAGS_HEADER } = nextModule<{ NEXT_CACHE_TAGS_HEADER: string }>('lib/constants.js');
    expect(NEXT_CACHE_TAGS_HEADER).toBe(internals.CACHE_TAGS_HEADER);
  });

  it('a cached page is of kind APP_PAGE; its regeneration takes the not-found head from the response’s status', () => {
    const { CachedRouteKind } = nextModule<{ CachedRouteKind: Record<string, string> }>(
      'server/response-cache/types.js',
    );
    expect(CachedRouteKind.APP_PAGE).toBe(internals.APP_PAGE_CACHE_KIND);
    const manifest = require(internals.TAGS_MANIFEST_MODULE) as Record<string, unknown>;
    expect(typeof manifest.areTagsStale).toBe('function');
    // Why a not-found page is never served stale (server/cache/cache-handler.mjs): once this is gone, it may go too.
    const appRender = readFileSync(require.resolve('next/dist/server/app-render/app-render.js'), 'utf8');
    expect(appRender).toContain('is404: res.statusCode === 404');
  });
  // Where that cache writes under the build folder (CONTENT_CACHE_DIRS): server/cache/adopt-content-source.test.ts
  // runs Next's own cache classes and looks.
});

describe('requests and responses', () => {
  it('the router’s navigation, prefetch and action headers and its query parameter', () => {
    const headers = nextModule<Record<string, string>>('client/components/app-router-headers.js');
    expect(internals.ROUTER_REQUEST_HEADERS).toEqual([
      headers.RSC_HEADER,
      headers.NEXT_ROUTER_STATE_TREE_HEADER,
      headers.NEXT_ROUTER_PREFETCH_HEADER,
      headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
      headers.ACTION_HEADER,
    ]);
    expect(headers.NEXT_RSC_UNION_QUERY).toBe(internals.RSC_QUERY);
  });

  it('the draft mode cookies', () => {
    const api = nextModule<Record<string, string>>('server/api-utils/index.js');
    expect(documented.DRAFT_MODE_COOKIE).toBe(api.COOKIE_NAME_PRERENDER_BYPASS);
  });

  it('app pages say whether they came from the cache in x-nextjs-cache', () => {
    expect(nextSource('build/templates/app-page-runtime.js')).toContain(`'${documented.CACHE_STATUS_HEADER}'`);
  });

  it('a route handler’s answer loses its Content-Length (so the site server answers uploads itself)', async () => {
    const { sendResponse } = nextModule<{
      sendResponse: (req: unknown, res: unknown, response: Response) => Promise<void>;
    }>('server/send-response.js');
    const { NodeNextRequest, NodeNextResponse } = nextModule<{
      NodeNextRequest: new (req: IncomingMessage) => unknown;
      NodeNextResponse: new (res: ServerResponse) => unknown;
    }>('server/base-http/node.js');
    const file = Buffer.alloc(4096, 7);
    const server = createServer((req, res) => {
      const answer = new Response(file, {
        headers: { 'content-type': 'audio/mpeg', 'content-length': String(file.length) },
      });
      void sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), answer);
    });
    const url = await listen(server);
    try {
      const response = await fetch(url);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(file);
      expect(nextSource('server/send-response.js')).toContain(
        `const FORBIDDEN_HEADERS = [\n${['content-length', 'content-encoding', 'transfer-encoding'].map((name) => `    '${name}'`).join(',\n')}\n];`,
      );
    } finally {
      await close(server);
    }
  });
});

describe('how Next.js patches fetch (the circuit breaker’s network probe)', () => {
  it('Next.js keeps the fetch it finds and calls it for network requests, so a probe installed first sees them', async () => {
    const realFetch = globalThis.fetch;
    const marker = Symbol.for('next-patch') as unknown as keyof typeof globalThis;
    const network = vi.fn(async () => Response.json({ data: { ok: true } }));
    globalThis.fetch = network as unknown as typeof fetch;
    try {
      installNetworkProbe();
      expect(internals.nextHasPatchedFetch()).toBe(false);
      const { patchFetch } = nextModule<{
        patchFetch: (options: { workAsyncStorage: unknown; workUnitAsyncStorage: unknown }) => void;
      }>('server/lib/patch-fetch.js');
      patchFetch({ workAsyncStorage: new AsyncLocalStorage(), workUnitAsyncStorage: new AsyncLocalStorage() });
      expect(internals.nextHasPatchedFetch()).toBe(true);
      expect(globalThis.fetch).not.toBe(network);
      const { value, network: wentOut } = await withNetworkProbe(() => fetch('http://cms.invalid/graphql'));
      expect(wentOut).toBe(true);
      expect(await value.json()).toEqual({ data: { ok: true } });
      expect(network).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = realFetch;
      delete (globalThis as Record<keyof typeof globalThis, unknown>)[marker];
    }
  });
});
