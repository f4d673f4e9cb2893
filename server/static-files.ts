/**
 * The build's static files in the coding they were compressed in at build time (./html/precompress.ts), answered
 * before Next.js; a file with no such form, or a request that takes neither coding, is left to Next.js. `send` does
 * the HTTP part (conditional requests, ranges, HEAD, paths that leave the folder). Nothing published serves
 * precompressed files on Node's own request objects (express-static-gzip reads Express's `req.path`).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import { PRECOMPRESSED } from './html/precompress';
import { setNonDocumentPolicy } from './security/csp';
import { RESPONSE_SECURITY_HEADERS } from './security/headers';
import { STATIC_ASSETS_PATH, STATIC_DIR } from '../lib/next-documented.mjs';
import { acceptsCoding } from './encoding';

/** As Next.js marks its static files: named by their content, so cached for a year and never revalidated. */
const MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The request stage: true when it answers the request. */
export function createStaticFilesHandler(distDir: string) {
  const root = join(distDir, STATIC_DIR);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(STATIC_ASSETS_PATH)) return false;
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://site.invalid').pathname.slice(STATIC_ASSETS_PATH.length));
    } catch {
      return false; // A malformed address: Next.js answers it as before.
    }
    // `send` refuses a path that climbs out of the root; one that names a folder or a hidden file is left to Next.
    if (!path || path.endsWith('/') || path.split('/').some((part) => part.startsWith('.'))) return false;
    const form = PRECOMPRESSED.find(
      ({ coding, suffix }) => acceptsCoding(req.headers, coding) && existsSync(join(root, path + suffix)),
    );
    const type = contentType(extname(path));
    if (!form || !type) return false;
    send(req, path + form.suffix, { root, maxAge: MAX_AGE_MS, immutable: true, index: false, dotfiles: 'deny' })
      .on('headers', (response: ServerResponse) => {
        for (const { key, value } of RESPONSE_SECURITY_HEADERS) response.setHeader(key, value);
        response.setHeader('Content-Type', type);
        response.setHeader('Content-Encoding', form.coding);
        response.setHeader('Vary', 'Accept-Encoding');
        setNonDocumentPolicy(response, req.method);
      })
      .pipe(res);
    return true;
  };
}
