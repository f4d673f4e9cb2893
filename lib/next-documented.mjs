/**
 * Names Next.js documents, spelled once for the site server, the app and the tests. Not internals (those are
 * ./next-internals.mjs): a change to one is a documented, breaking change. lib/next-internals.test.ts checks
 * them against the installed `next` all the same.
 */

/** Every address Next.js serves for itself (assets, the image optimiser): never a page. */
export const NEXT_PATH_PREFIX = '/_next/';

/**
 * Where the build's own files are served, from the build folder's `static/` (the self-hosting guide's
 * `/_next/static` and the standalone output's `.next/static`).
 */
export const STATIC_ASSETS_PATH = '/_next/static/';
export const STATIC_DIR = 'static';

/** The image optimiser's address (`images.path`, whose documented default this is). */
export const IMAGE_OPTIMIZER_PATH = '/_next/image';

/** The cookie that turns draft mode on (`draftMode().enable()` sets it). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The header in which Next.js says whether a page came from its cache (`HIT`, `STALE`, `MISS`; the ISR guide). */
export const CACHE_STATUS_HEADER = 'x-nextjs-cache';
