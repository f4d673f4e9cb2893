/**
 * Security headers that do not depend on a response's body, set by next.config.ts `headers()` (so by `next dev`
 * too) on every response or every document. The Content Security Policy, which does, is ./csp.ts's.
 */
import type { ServerResponse } from 'node:http';

interface StaticHeader {
  key: string;
  value: string;
}

/**
 * Browser features the site never uses, off for it and anything it embeds. What the video players use is left to
 * the browser's defaults and their frames' `allow` (docs/performance.md, "Documents without the players' origins").
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
  // Two years, the preload list's minimum; browsers ignore it on plain http.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // A stylesheet's own requests (its faces, its pictures) are sent with its referrer policy.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/**
 * What only a document a browser renders reads: not the build's static files nor the optimiser's answers, about
 * 280 bytes less on each request of a phone's first round trips. No Cross-Origin-Opener-Policy: docs/performance.md,
 * "No opener policy".
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

/** Where DOCUMENT_SECURITY_HEADERS go, as a next.config.ts `headers()` source, and as the site server checks it. */
export const DOCUMENT_PATHS_SOURCE = '/:path((?!_next/static/|_next/image(?:/|$)).*)';
const NON_DOCUMENT_PATH = /^\/_next\/(?:static\/|image(?:\/|$))/;

/** The headers of next.config.ts on an answer Next.js wrote without them (its redirects, the trailing slash's). */
export function addMissingSecurityHeaders(pathname: string, res: ServerResponse): void {
  const headers = NON_DOCUMENT_PATH.test(pathname) ? RESPONSE_SECURITY_HEADERS : STATIC_SECURITY_HEADERS;
  for (const { key, value } of headers) if (!res.hasHeader(key)) res.setHeader(key, value);
}
