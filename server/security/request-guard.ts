/**
 * Request targets no page can have, answered before they reach Next.js: a path with malformed
 * percent-encoding (Next answers it with a 500), encoded or raw control characters such as NUL (the page cache cannot store such
 * a path), and overlong targets (longer than any file name the cache can write). Everything else passes, queries
 * included (Next reads a badly encoded query without trouble).
 */
import { IMAGE_OPTIMIZER_PATH } from '../../lib/next-documented.mjs';
import { MAX_API_BODY_BYTES } from '../../lib/site-server-bridge';
import { UPLOADS_PATH } from '../../lib/uploads/urls';

/** Longest request target (path and query) accepted; browsers and proxies commonly stop near 8 KB. */
const MAX_TARGET_LENGTH = 2048;
/** Longest single path segment: the page cache keeps each path as a file name (255 bytes at most). */
const MAX_SEGMENT_LENGTH = 200;

export interface Refusal {
  status: 400 | 403 | 405 | 411 | 413 | 414 | 415;
  message: string;
  /** The methods the address answers (a 405's `Allow`). */
  allow?: string;
}

/** Largest form post a page accepts: Next.js's own limit for server actions. */
export const MAX_FORM_BYTES = 1024 * 1024;

/** The API routes that read a body; every other one answers GET and HEAD only. */
const API_POSTS = new Set(['/api/revalidate', '/api/entry-password']);

/** Paths that only ever answer with a file: the build's files, uploads, the theme stylesheet, feeds, sitemaps. */
const FILE_PATH =
  /^\/(?:_next\/|wp-content\/|theme\.css(?:\/|$)|feeds\/|sitemap(?:\.xml|\/))|\/[^/]*\.[a-z0-9]{1,8}\/?$/i;

/** What a browser sends to a page: a form post, or a server-action call (text/plain with encoded arguments). */
const FORM_TYPES = /^\s*(?:multipart\/form-data\s*;.*boundary=|application\/x-www-form-urlencoded\b|text\/plain\b)/i;

const CONTROL = /[\u0000-\u001f\u007f]/;

export function refuseRequestTarget(target: string | undefined): Refusal | undefined {
  const url = target ?? '/';
  if (url.length > MAX_TARGET_LENGTH) return { status: 414, message: 'The address is too long.' };
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'The address is not correctly encoded.' };
  }
  if (CONTROL.test(decoded) || CONTROL.test(path))
    return { status: 400, message: 'The address contains control characters.' };
  if (decoded.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_LENGTH))
    return { status: 414, message: 'A part of the address is too long.' };
  return undefined;
}

const pathOf = (target: string | undefined) => {
  const url = target ?? '/';
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
};

/** The methods an address answers: an API route's own, GET and HEAD for files, and POST too for pages. */
function allowedMethods(target: string | undefined): string {
  const path = pathOf(target).replace(/\/+$/, '');
  if (path.startsWith('/api/')) return API_POSTS.has(path) ? 'POST' : 'GET, HEAD';
  return FILE_PATH.test(pathOf(target)) ? 'GET, HEAD' : 'GET, HEAD, POST';
}

/**
 * A method the address does not answer (TRACE, OPTIONS, PUT, DELETE, PATCH, PROPFIND…): 405 with the methods it
 * does, before Next.js (which answers some of them with a 500). API routes answer other methods themselves.
 */
export function refuseMethod(method: string | undefined, target: string | undefined): Refusal | undefined {
  const allow = allowedMethods(target);
  if (allow.split(', ').includes(method ?? 'GET')) return undefined;
  if (pathOf(target).startsWith('/api/') && !/^(?:TRACE|TRACK|CONNECT|OPTIONS)$/.test(method ?? '')) return undefined;
  return { status: 405, message: `This address answers ${allow} only.`, allow };
}

/**
 * A POST with a body the site would have to read without knowing its size, or larger than the address accepts:
 * refused before anything reads it (`Content-Length` is required, so Node's parser never lets more through than
 * was stated). A POST to a page (a form submission or a server action) must also have a type a browser form
 * produces; Next.js would answer an oversized or unreadable body with a 500.
 */
export function refusePagePost(
  method: string | undefined,
  target: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): Refusal | undefined {
  if (method !== 'POST') return undefined;
  const api = pathOf(target).startsWith('/api/');
  const length = headers['content-length'];
  if (length === undefined)
    return {
      status: 411,
      message: api ? 'A request body must state its length.' : 'A form post must state its length.',
    };
  const bytes = typeof length === 'string' && /^\d{1,15}$/.test(length) ? Number(length) : NaN;
  if (!Number.isSafeInteger(bytes)) return { status: 400, message: 'The stated length is not a number.' };
  if (api) return bytes > MAX_API_BODY_BYTES ? { status: 413, message: 'The request body is too large.' } : undefined;
  if (bytes > MAX_FORM_BYTES) return { status: 413, message: 'The form post is too large.' };
  const type = headers['content-type'];
  if (typeof type !== 'string' || !FORM_TYPES.test(type))
    return { status: 415, message: 'A form post must be multipart/form-data, urlencoded or text/plain.' };
  return undefined;
}

/**
 * A POST to a page from another site (its `Origin` names another host than the one asked): refused with 403,
 * as Next.js refuses a server action from another origin (it answers 500). `Origin: null` is left to Next.js.
 */
export function refuseCrossOriginPost(
  method: string | undefined,
  target: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): Refusal | undefined {
  if (method !== 'POST' || pathOf(target).startsWith('/api/')) return undefined;
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return undefined;
  const forwarded = headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) || headers.host;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost !== undefined && originHost === host) return undefined;
  return { status: 403, message: 'A form must be sent from this site.' };
}

/**
 * The image optimiser asked for a local picture that is not there, or outside the site's files (`..`):
 * Next.js would fetch it from itself and answer the missing picture with a 500. An upload is not a local
 * file: the uploads route fetches it from the content system and answers a missing one with a 404, which the
 * optimiser passes on.
 */
export function refuseImageRequest(
  target: string | undefined,
  localFileExists: (path: string) => boolean,
): Refusal | undefined {
  const url = new URL(target ?? '/', 'http://site.invalid');
  if (url.pathname !== IMAGE_OPTIMIZER_PATH && url.pathname !== `${IMAGE_OPTIMIZER_PATH}/`) return undefined;
  const source = url.searchParams.get('url');
  if (!source || !source.startsWith('/') || source.startsWith('//')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(new URL(source, 'http://site.invalid').pathname);
  } catch {
    return { status: 400, message: 'The picture address is not correctly encoded.' };
  }
  if (/\\|\0/.test(path) || path.split('/').includes('..')) return { status: 400, message: 'No such picture.' };
  if (path.startsWith(UPLOADS_PATH) || localFileExists(path)) return undefined;
  return { status: 400, message: 'No such picture.' };
}

/**
 * The image optimiser's request for an upload, written one way only: the picture's path without any query or
 * fragment (`?v=<random>` names the same file, but would be a new entry of the optimiser's cache, encoded anew),
 * each segment percent-encoded alike, and only the parameters the optimiser reads (`url`, `w`, `q`; Next.js
 * refuses a width or quality off the configured lists). Undefined when the request is not for an upload or is
 * already in that form. Run after `refuseImageRequest`, which has refused dot segments and bad encodings.
 */
export function canonicalImageTarget(target: string | undefined): string | undefined {
  const url = new URL(target ?? '/', 'http://site.invalid');
  if (url.pathname !== IMAGE_OPTIMIZER_PATH && url.pathname !== `${IMAGE_OPTIMIZER_PATH}/`) return undefined;
  const source = url.searchParams.get('url');
  if (!source || !source.startsWith('/') || source.startsWith('//')) return undefined;
  let segments: string[];
  try {
    segments = new URL(source, 'http://site.invalid').pathname
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)));
  } catch {
    return undefined;
  }
  const path = segments.join('/');
  if (!path.startsWith(UPLOADS_PATH)) return undefined;
  const params = new URLSearchParams({ url: path });
  for (const name of ['w', 'q']) {
    const value = url.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  const canonical = `${url.pathname}?${params.toString()}`;
  return canonical === target ? undefined : canonical;
}
