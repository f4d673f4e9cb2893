import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { mimeTypeOf } from '../store/mime';

const PREFIX = '/wp-content/uploads/';

/**
 * Serves the pack's media. Only plain file names directly inside the uploads folder are served: anything
 * with a separator, a dot-dot or a NUL after decoding is a 404, so no request reaches outside the folder.
 */
export function serveUpload(req: IncomingMessage, res: ServerResponse, pathname: string, uploadsDir: string): void {
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return notFound(res);
  }
  if (!name || name.includes('/') || name.includes('\\') || name.includes('\0') || name.startsWith('.'))
    return notFound(res);
  const file = join(uploadsDir, name);
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return notFound(res);
  }
  if (!stats.isFile()) return notFound(res);
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': mimeTypeOf(name),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

export function isUploadPath(pathname: string): boolean {
  return pathname.startsWith(PREFIX);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}
