/**
 * Which addresses redirect to add or drop a trailing slash (next.config.ts `redirects()`).
 *
 * Pages have one address, ending with a slash like WordPress's canonical URLs: `/about-us` answers 308 to
 * `/about-us/`, and a file's address never ends with one (`/robots.txt/` → `/robots.txt`). Endpoints under
 * `/api/` are not pages: they answer at the address they are documented at, with or without the slash,
 * because their callers do not follow redirects — WordPress's companion plugin posts each change notice
 * without waiting for the answer, and health checks count a 308 as a failure.
 *
 * Next's own trailing-slash redirect (`trailingSlash: true`) cannot leave a path out, so next.config.ts turns
 * it off (`skipTrailingSlashRedirect`) and lists these rules instead: Next's two, with `/api/` left out of
 * the first. `trailing-slash.test.ts` compares them with Next's built-in rules for every other path.
 */
import type { NextConfig } from 'next';

type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];

export const TRAILING_SLASH_REDIRECTS: Redirect[] = [
  {
    // Next lets a custom source end with an optional slash; the closing `(?!/)` keeps an address that already
    // has one from redirecting to itself.
    source: '/:page((?!\\.well-known(?:/.*)?)(?!api/)(?:[^/]+/)*[^/.]+(?!/))',
    destination: '/:page/',
    permanent: true,
  },
  {
    source: '/:file((?!\\.well-known(?:/.*)?)(?:[^/]+/)*[^/]+\\.\\w+)/',
    destination: '/:file',
    permanent: true,
  },
];
