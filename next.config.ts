import { join } from 'node:path';
import type { NextConfig } from 'next';
import { buildFolder, mediaOriginsFromEnv } from './lib/env';
import { remotePatterns } from './lib/media-origins';
import { adoptContentSource, configuredContentSource } from './server/cache/adopt-content-source';
import { addCompileHints } from './server/html/compile-hints';
import { precompressStatic } from './server/html/precompress';
import { DOCUMENT_PATHS_SOURCE, DOCUMENT_SECURITY_HEADERS, RESPONSE_SECURITY_HEADERS } from './server/security/headers';
import { TRAILING_SLASH_REDIRECTS } from './lib/trailing-slash';

const config: NextConfig = {
  // Separate build folders let several checkouts' builds run side by side (e.g. parallel test runs).
  distDir: buildFolder(),
  // WordPress's canonical URLs end with a slash; a page's other form redirects to it. Endpoints under /api/
  // answer at both forms, as documented: Next's own redirect is off and lib/trailing-slash.ts lists the rules.
  // Links are then kept as written: one without the slash (a custom menu link) gets the same 308 as a visitor,
  // which the router follows to the canonical address.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Source maps for the browser's scripts only where asked: `npm run bench:startup` traces main-thread time back to
  // the files it came from. A deployed site keeps its sources to itself.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // No ETag: Next hashes the whole page body on every request to make one, cached page or not (a tenth to
  // a third of the server's time on a warm 60 KB page, measured with --cpu-prof under `npm run bench`).
  // Pages carry s-maxage, and the cache in front (deploy/nginx.conf) keeps them.
  generateEtags: false,
  // Picks its cache when the server starts: Redis shared by every instance when REDIS_URL is set, otherwise
  // Next's own memory + disk cache. With Redis, no per-process memory copy that could go stale between instances.
  cacheHandler: join(process.cwd(), 'server/cache/cache-handler.mjs'),
  ...(process.env.REDIS_URL?.trim() ? { cacheMaxMemorySize: 0 } : {}),
  compiler: {
    // Before anything is prerendered, what the build folder's cache kept for another content source goes
    // (server/cache/adopt-content-source.ts). The chunks every page starts with are compiled by the browser while
    // they download, not during start-up (server/html/compile-hints.ts). Then the static text files are compressed
    // once, for every visit (server/html/precompress.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      adoptContentSource(distDir, configuredContentSource());
      await addCompileHints(distDir);
      await precompressStatic(distDir);
    },
  },
  // `npm test` type-checks the whole repository once (tsc --noEmit); builds need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Security headers that do not depend on the body, on every response (docs/security.md). The Content
  // Security Policy is computed per page by the production server (server/security/csp.ts).
  async headers() {
    return [
      { source: '/:path*', headers: [...RESPONSE_SECURITY_HEADERS] },
      { source: DOCUMENT_PATHS_SOURCE, headers: [...DOCUMENT_SECURITY_HEADERS] },
      // Draft previews (lib/preview/) are never indexed, whatever a page's own metadata says.
      { source: '/_preview/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ];
  },
  // An archive's first page has one address: `/insights/page/1/` → `/insights/`. Answered before rendering,
  // so the redirect is one clean 308 whether or not the route has been rendered before; first, so that
  // `/insights/page/1` goes there in one step too.
  async redirects() {
    return [{ source: '/:base*/page/1', destination: '/:base*/', permanent: true }, ...TRAILING_SLASH_REDIRECTS];
  },
  images: {
    // The content system's pictures are the site's own uploads (app/wp-content/uploads streams them from it),
    // read locally. Other hosts are fetched only when MEDIA_ORIGINS lists them (read when the server starts, so
    // a change needs a restart, not a build); loopback and private addresses never (lib/media-origins.ts).
    // Pictures kept anywhere else (Gravatar avatars, a host not listed) are shown unoptimised.
    localPatterns: [{ pathname: '/wp-content/uploads/**' }],
    remotePatterns: remotePatterns(mediaOriginsFromEnv()),
    formats: ['image/avif', 'image/webp'],
    // The only quality the site asks for: any other is refused (400), so it cannot make another encode.
    qualities: [75],
  },
};

export default config;
