import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { mimeTypeOf } from '../store/mime';

const PREFIX = '/wp-content/uploads/';

/**
 * Serves the pack's media. Only plain file names directly inside the uploads folder are served: anything
 * with a separator, a dot-dot or a NUL after decoding is a 404, so no request reaches outside the folder.
 * A single byte range is answered 206, as a web server in front of WordPress does: audio and video players
 * seek with ranges (several ranges in one request get the whole file, which is a valid answer too).
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
  const lastModified = stats.mtime.toUTCString();
  const headers = {
    'Content-Type': mimeTypeOf(name),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Last-Modified': lastModified,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  // If-Range: the part asked for belongs to this version of the file, or the whole file goes out.
  const ifRange = req.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag || ifRange === lastModified ? req.headers.range : undefined;
  const part = byteRange(range, stats.size);
  if (part === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stats.size}` }).end();
    return;
  }
  if (part) {
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${part.start}-${part.end}/${stats.size}`,
      'Content-Length': part.end - part.start + 1,
    });
  } else {
    res.writeHead(200, { ...headers, 'Content-Length': stats.size });
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file, part ?? {})
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * The one byte range a `Range` header asks for (`bytes=0-99`, `bytes=100-`, `bytes=-100`), clipped to the file;
 * `unsatisfiable` when it starts past the end; undefined for no header, several ranges or anything unreadable.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

export function isUploadPath(pathname: string): boolean {
  return pathname.startsWith(PREFIX);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}
