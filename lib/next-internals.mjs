/**
 * Every assumption the site makes about Next.js's internals and output, in one place: names, shapes and
 * paths Next.js does not document as an interface but the site depends on. Each entry says what Next.js
 * does, why the site depends on it and the upstream issue that makes it necessary (where there is one).
 *
 * All were checked on Next.js `NEXT_VERSION_CHECKED`; lib/next-internals.test.ts checks each against the
 * installed `next` package (its constants, its functions and their output), so an upgrade that changes one
 * fails there first, by name. When that happens: read the entry, check what the new version does, then
 * change the value here (and the version) or the code that depends on it.
 *
 * Plain JavaScript that imports nothing: the cache handler (loaded by Next.js at run time, untranspiled), the
 * app's server bundles and the site server all read it.
 */

/** The Next.js version every entry below was checked on (the contract test compares it with the installed one). */
export const NEXT_VERSION_CHECKED = '16.4.5';

// ─── Inline scripts in every page (the Content Security Policy hashes them: server/security/csp.ts) ───

/**
 * How the inline scripts Next.js writes into a page begin. Each is a push onto a global queue whose only
 * argument is JSON: the React Server Components payload (`self.__next_f`, next/dist/server/app-render/
 * use-flight-response.js and stream-ops.node.js) and Turbopack's chunk-group bootstrap
 * (`getTurbopackChunkGroupBootstrap` in next/dist/server/get-page-files.js, with the build manifest's
 * `chunkLoadingGlobal`, "TURBOPACK"). Cached pages cannot carry nonces, so the policy admits exactly these
 * shapes by hash and refuses any other inline script. Next.js has no hashes for cached pages of its own:
 * https://github.com/vercel/next.js/pull/98332 (open when checked).
 */
export const INLINE_SCRIPT_PREFIXES = Object.freeze([
  'self.__next_f.push(',
  '(self.__next_f=self.__next_f||[]).push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
]);

/**
 * The queue's start, which Next.js writes in the same script in front of the form state it hands to hydration
 * when a page answers a form posted without JavaScript: `(self.__next_f=…).push([0]);self.__next_f.push([2,…])`.
 */
export const FLIGHT_BOOTSTRAP_THEN = '(self.__next_f=self.__next_f||[]).push([0]);';

/**
 * The request id and hot-reload version (a string from Turbopack's hot reloader) Next.js's development server
 * writes into each page (`bootstrapScriptContent` in next/dist/server/app-render/app-render.js); never in
 * production.
 */
export const DEVELOPMENT_BOOTSTRAP_SCRIPT = /^self\.__next_r="[\w-]+";(?:var __nextHmrInitialVersion="\d+";)?$/;

// ─── The not-found document and prerendered pages (server/response-hooks.ts) ───

/**
 * The start of the document Next.js sends when a render fails in its shell: `notFound()` in the catch-all
 * route answers 404 with this bare `<html id="__next_error__">` and the not-found UI only in script data, so
 * the page is blank without JavaScript: https://github.com/vercel/next.js/issues/62228 (a fix,
 * https://github.com/vercel/next.js/pull/98455, was open when checked). The site server sends the
 * server-rendered `/_not-found/` page instead.
 */
export const ERROR_SHELL_START = '<html id="__next_error__"';

/** Next.js's own route for `app/not-found.tsx`, rendered on the server in the root layout. */
export const NOT_FOUND_ROUTE = '/_not-found/';

/** Where `next build` writes the HTML of a prerendered app route, under the build folder: `<dir>/<route>.html`. */
export const PRERENDERED_APP_DIR = 'server/app';

// ─── The build folder ───

/** The file in the build folder that names the build (`BUILD_ID_FILE`): a folder without it holds no build. */
export const BUILD_ID_FILE = 'BUILD_ID';

/**
 * The build manifest (`BUILD_MANIFEST`) and its `rootMainFiles`: the chunks every app page starts with.
 * Compile hints are written at their top (server/html/compile-hints.ts). No upstream issue: it is the site's
 * own optimisation of the build output.
 */
export const BUILD_MANIFEST = 'build-manifest.json';

/**
 * Each app route's client reference manifest (`<route>_client-reference-manifest.js` under `server/app`): a
 * script that assigns the manifest to `globalThis.__RSC_MANIFEST[<route>]`; its `entryJSFiles` are the route's
 * entry chunks (server/html/compile-hints.ts).
 */
export const CLIENT_REFERENCE_MANIFEST_FILE = /_client-reference-manifest\.js$/;
export const CLIENT_REFERENCE_MANIFEST_GLOBAL = '__RSC_MANIFEST';

/**
 * Where Next.js writes what it caches while serving, under the build folder: content reads (the data cache),
 * pages rendered after the build (`route-cache` keys), optimised pictures. Emptied when the content source
 * changes (server/cache/adopt-content-source.ts).
 */
export const CONTENT_CACHE_DIRS = Object.freeze(['cache/fetch-cache', 'server/route-cache', 'cache/images']);

// ─── The cache handler (server/cache/cache-handler.mjs) ───

/**
 * Next.js's own cache handler (memory and the build folder), which the Redis handler falls back on. Not part
 * of Next.js's public interface; the documented interface is `get`, `set` and `revalidateTag`:
 * https://nextjs.org/docs/14/app/api-reference/next-config-js/incrementalCacheHandlerPath.
 */
export const FILE_SYSTEM_CACHE_MODULE = 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** The `kind` of a data-cache entry's value, and of a data-cache lookup's context (`CachedRouteKind.FETCH`). */
export const FETCH_CACHE_KIND = 'FETCH';

/** The header of a cached page that lists the tags its reads carried (`NEXT_CACHE_TAGS_HEADER`). */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** The `kind` of a cached app page (`CachedRouteKind.APP_PAGE`); its value's `status` is the page's status. */
export const APP_PAGE_CACHE_KIND = 'APP_PAGE';

/**
 * Which tags were revalidated when, as Next.js's own cache keeps it (`areTagsStale(tags, since)`), shared by
 * every copy of the module in the process. Not public. Needed because Next.js 16.4 renders a stale page's
 * fresh copy in the background *with the response that served the stale one*: a stale not-found page has set
 * that response's status to 404, and app-render reads it (`is404: res.statusCode === 404`) to give the new page
 * the not-found page's head — its title and `noindex` — on a page that now answers 200. The cache handler
 * (server/cache/cache-handler.mjs) therefore never serves a not-found page stale. Upstream:
 * https://github.com/vercel/next.js/issues/78432 and https://github.com/vercel/next.js/issues/63478 (the same
 * response reused for the status itself).
 */
export const TAGS_MANIFEST_MODULE = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

// ─── Requests and responses (server/page-cache.ts, deploy/nginx.conf) ───

/**
 * Request headers of the app router's client-side navigations, prefetches and server actions
 * (next/dist/client/components/app-router-headers.js): such a request gets another answer than the page (the
 * page cache passes it by; server/pipeline.ts lets Next.js compress it).
 */
export const ROUTER_REQUEST_HEADERS = Object.freeze([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
]);

/** The query parameter the app router adds to its navigation requests (`NEXT_RSC_UNION_QUERY`). */
export const RSC_QUERY = '_rsc';

// ─── How Next.js patches fetch (lib/cms/breaker.ts) ───

/**
 * Next.js wraps `globalThis.fetch` with its data cache once per process (`patchFetch` in
 * next/dist/server/lib/patch-fetch.js), keeping the `fetch` it found then and calling it for every request that
 * goes over the network; it marks the process with this symbol. The circuit breaker installs its network probe
 * before that, so the probe sees network requests only, never answers from the data cache. Next.js lets
 * others patch fetch too: https://github.com/vercel/next.js/pull/68193.
 */
const FETCH_PATCHED_SYMBOL = Symbol.for('next-patch');

/** True once Next.js has wrapped `fetch` in this process. */
export function nextHasPatchedFetch() {
  return /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[FETCH_PATCHED_SYMBOL] === true;
}
