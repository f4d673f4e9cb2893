/**
 * Security headers that do not depend on a response's body: sent by `next start`, `next dev` and the
 * production server alike (next.config.ts `headers()`), on every response or on every document. The Content
 * Security Policy, which does depend on the body, is added by the production server
 * (server/security/csp-response.ts).
 */

export interface StaticHeader {
  key: string;
  value: string;
}

/** Two years, the preload list's minimum; subdomains included. Browsers ignore it on plain http. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Browser features the site never uses, switched off for it and anything it embeds (a hostile embed or
 * injected script cannot ask for the camera either).
 *
 * What the video players use (autoplay, encrypted media, fullscreen, picture-in-picture) is left to the
 * browser's defaults: the page has them, and a frame gets them when its `allow` attribute delegates them, as the
 * players' frames do (components/shell/embed-facade.ts). The policy's `frame-src` already says which frames may
 * load at all. Listing the two players' origins for each of the four came to about 330 bytes, and every
 * document's head carries this header: with them, home's document was over the ten segments a phone's first
 * round trip brings (docs/performance.md, "Documents without the router's headers and the players'
 * origins").
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** What every response carries: files, pictures and refusals as well as pages. */
export const RESPONSE_SECURITY_HEADERS: readonly StaticHeader[] = [
  { key: 'Strict-Transport-Security', value: HSTS },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // A stylesheet's own requests (its faces, its pictures) are sent with its referrer policy.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/**
 * What only a document a browser renders reads: pages, and anything an address may open (a public file, an
 * upload). The build's static files (scripts, stylesheets, faces) and the image optimiser's answers (sent as
 * attachments, in a sandbox) never render, so they go without: about 280 bytes less on each of the dozen
 * requests that share a phone's first round trips with the page (DOCUMENT_PATHS_SOURCE).
 *
 * No Cross-Origin-Opener-Policy. `same-origin` would keep a window that opens the site, or that the site opens,
 * from holding a handle on it; but the site opens no windows (its links to other sites open without an
 * opener) and keeps nothing an opener could read, and the policy costs every visit that arrives from
 * elsewhere: it puts the page in a browsing context group of its own, so Chromium commits it in a fresh
 * renderer, a longer task before the first paint (docs/performance.md, "No opener policy":
 * `npm run bench:startup -- compare` with and without it).
 */
export const DOCUMENT_SECURITY_HEADERS: readonly StaticHeader[] = [
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  // frame-ancestors 'none' in the CSP says the same to current browsers; this is for older ones.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** Both: for answers the site server writes itself (uploads, refusals), which may be opened as documents. */
export const STATIC_SECURITY_HEADERS: readonly StaticHeader[] = [
  ...RESPONSE_SECURITY_HEADERS,
  ...DOCUMENT_SECURITY_HEADERS,
];

/**
 * Where DOCUMENT_SECURITY_HEADERS go, as a next.config.ts `headers()` source: every address but those that never
 * answer with a document, the build's static files and the image optimiser.
 */
export const DOCUMENT_PATHS_SOURCE = '/:path((?!_next/static/|_next/image(?:/|$)).*)';
