/**
 * Uploads answered by the site server itself, before Next.js, with the same proxy as the uploads route
 * (lib/uploads/proxy.ts): Next.js 16 drops the Content-Length of every route handler's answer
 * (next/dist/server/send-response.js, `FORBIDDEN_HEADERS`; uploads.test.ts fails when that changes), so
 * through Next a file would go out without its length, and a cache in front (deploy/nginx.conf) could not
 * answer Range requests from it. The route still answers `next dev` and the image optimiser, which reads
 * local pictures through Next.js's own handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { STATIC_SECURITY_HEADERS } from './security/headers';
import { proxyUpload, type UploadProxyOptions } from '../lib/uploads/proxy';
import { UPLOADS_PATH } from '../lib/uploads/urls';

/** Returns the server's step for uploads: true when it answers the request (a GET or HEAD under the uploads path). */
export function createUploadsHandler(options: UploadProxyOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!req.url?.startsWith(UPLOADS_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    void answer(req, res, options);
    return true;
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, options: UploadProxyOptions): Promise<void> {
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  try {
    const request = new Request(new URL(req.url!, 'http://site.invalid'), {
      method: req.method,
      headers,
      signal: gone.signal,
    });
    const response = await proxyUpload(request, options);
    for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.writeHead(response.status);
    if (!response.body || req.method === 'HEAD') {
      await response.body?.cancel();
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // The visitor left, or the content system broke off mid-file: nothing more can be said on this response.
    if (!gone.signal.aborted) console.warn('uploads: transfer ended early', req.url, String(error));
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('The media server is not answering.');
    } else {
      res.destroy();
    }
  }
}
