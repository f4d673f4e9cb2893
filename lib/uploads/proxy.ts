/**
 * The site's answer for `/wp-content/uploads/…`: the content system's file, streamed through as it arrives
 * (audio and video included, Range requests answered 206 by the content system), with only the headers that
 * describe the file. Nothing of the content system reaches the visitor: not its host (redirects are followed
 * here), not its cookies or server headers, not its error pages.
 */
import type { OutageCopies } from './outage-copies';
import { uploadPathProblem } from './urls';

export interface UploadProxyOptions {
  /** The content system's origin, e.g. `https://cms.example.com`. */
  upstream: string;
  /** How long the content system may take to start answering; the file itself may take as long as it needs. */
  timeoutMs: number;
  /** Where the files passed on are kept, to answer while the content system is down (./outage-copies.ts). */
  copies?: OutageCopies;
}

/**
 * WordPress never rewrites an upload in place (a changed picture is a new file with a new name), so browsers
 * and shared caches keep each one for a year without asking again.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A missing file may be uploaded later under that name: remembered briefly, so a burst of requests costs one. */
const MISSING_CACHE_CONTROL = 'public, max-age=60';

/**
 * Opened directly, an upload is a document on the site's own origin: an uploaded SVG must not run script
 * there (nor load anything), whichever server is in front.
 */
export const UPLOAD_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

const REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'accept'] as const;
const RESPONSE_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

function plain(status: number, body: string, cacheControl = 'no-store'): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': cacheControl,
      'Content-Security-Policy': UPLOAD_POLICY,
    },
  });
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

export async function proxyUpload(request: Request, options: UploadProxyOptions): Promise<Response> {
  const url = new URL(request.url);
  const problem = uploadPathProblem(url.pathname);
  if (problem === 'unsafe') return plain(400, 'Bad request.');
  if (problem === 'outside') return plain(404, 'Not found.', MISSING_CACHE_CONTROL);

  const target = new URL(`${url.pathname}${url.search}`, options.upstream);
  // Identity: the length and ranges the content system states must be those of the bytes passed on.
  const headers = new Headers({ 'accept-encoding': 'identity' });
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      // The visitor leaving ends the transfer; the deadline only covers the wait for the first answer.
      signal: AbortSignal.any([request.signal, deadline.signal]),
      cache: 'no-store',
      redirect: 'follow',
    });
  } catch (error) {
    if (deadline.signal.aborted)
      return fromCopy(request, options) ?? plain(504, 'The media server took too long to answer.');
    if (!request.signal.aborted) console.warn(`uploads: ${target.pathname} could not be fetched:`, String(error));
    return fromCopy(request, options) ?? plain(502, 'The media server is not answering.');
  } finally {
    clearTimeout(timer);
  }

  const { status } = upstream;
  if (status === 404 || status === 410) {
    await discard(upstream);
    return plain(404, 'Not found.', MISSING_CACHE_CONTROL);
  }
  if (status !== 200 && status !== 206 && status !== 304 && status !== 416) {
    await discard(upstream);
    console.warn(`uploads: ${target.pathname} answered ${status}`);
    return (
      (status >= 500 ? fromCopy(request, options) : undefined) ??
      plain(502, 'The media server gave an unexpected answer.')
    );
  }

  const answer = new Headers();
  // Fetch decodes a body the content system compressed regardless: its stated length would then be wrong.
  const decoded = upstream.headers.has('content-encoding');
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null && !(decoded && (name === 'content-length' || name === 'content-range')))
      answer.set(name, value);
  }
  // A part of a file must leave byte for byte: a compressing proxy would make its Content-Range wrong.
  if (status === 416) answer.set('cache-control', 'no-store');
  else answer.set('cache-control', status === 206 ? `${UPLOAD_CACHE_CONTROL}, no-transform` : UPLOAD_CACHE_CONTROL);
  answer.set('content-security-policy', UPLOAD_POLICY);
  let body = request.method === 'HEAD' || status === 304 ? null : upstream.body;
  if (body === null) await discard(upstream);
  const length = Number(upstream.headers.get('content-length') ?? 0);
  if (body && status === 200 && !decoded && options.copies && length <= options.copies.maxFileBytes) {
    // The whole file, as it streams to the visitor, is kept for an outage.
    const [toVisitor, toCopy] = body.tee();
    body = toVisitor;
    void options.copies.keep(url.pathname, toCopy, {
      contentType: upstream.headers.get('content-type') ?? 'application/octet-stream',
      etag: upstream.headers.get('etag'),
      lastModified: upstream.headers.get('last-modified'),
    });
  }
  return new Response(body, { status, headers: answer });
}

/** The kept copy of the upload asked for, whole, while the content system cannot give it; undefined without one. */
function fromCopy(request: Request, options: UploadProxyOptions): Response | undefined {
  const copy = options.copies?.read(new URL(request.url).pathname);
  if (!copy) return undefined;
  const headers = new Headers({
    'content-type': copy.contentType,
    'content-length': String(copy.body.length),
    // Short: once the content system is back, its own answer (ranges, revalidation) takes over.
    'cache-control': 'public, max-age=60',
    'content-security-policy': UPLOAD_POLICY,
  });
  if (copy.etag) headers.set('etag', copy.etag);
  if (copy.lastModified) headers.set('last-modified', copy.lastModified);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(copy.body), { status: 200, headers });
}
