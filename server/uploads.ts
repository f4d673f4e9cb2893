/**
 * Uploads answered before Next.js, by the uploads route's own proxy (lib/uploads/proxy.ts): Next.js 16 drops the
 * Content-Length of a route handler's answer (`FORBIDDEN_HEADERS` in next/dist/server/send-response.js;
 * uploads.test.ts fails when that changes), and without it a cache in front cannot answer Range requests. The route
 * still serves `next dev` and the image optimiser.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { STATIC_SECURITY_HEADERS } from './security/headers';
import { proxyUpload, type UploadProxyOptions } from '../lib/uploads/proxy';
import { UPLOADS_PATH } from '../lib/uploads/urls';

/** The request stage: true when it answers the request (a GET or HEAD under the uploads path). */
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
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  try {
    const url = new URL(req.url!, 'http://site.invalid');
    const response = await proxyUpload(new Request(url, { method: req.method, headers, signal: gone.signal }), options);
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
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('The media server is not answering.');
  }
}
