/**
 * Security headers that do not depend on a response's body: sent on every response, by `next start`,
 * `next dev` and the production server alike (next.config.ts `headers()`). The Content Security Policy,
 * which does depend on the body, is added by the production server (lib/security/csp-response.ts).
 */

export interface StaticHeader {
  key: string;
  value: string;
}

/** Two years, the preload list's minimum; subdomains included. Browsers ignore it on plain http. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Browser features the site never uses, switched off for it and anything it embeds (a hostile embed or
 * injected script cannot ask for the camera either). The video embeds the content may carry keep what
 * their players use (playing, fullscreen, picture-in-picture).
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
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")`,
  ),
].join(', ');

export const STATIC_SECURITY_HEADERS: readonly StaticHeader[] = [
  { key: 'Strict-Transport-Security', value: HSTS },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  // frame-ancestors 'none' in the CSP says the same to current browsers; this is for older ones.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
