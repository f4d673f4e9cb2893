/**
 * Requests no browser sends, refused with a clear JSON error before they reach Next.js (which answers most of
 * them with a 500) and before anything reads their body: the table in docs/security.md, "Requests refused before
 * Next.js". Everything else passes, queries included (Next reads a badly encoded query without trouble).
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { buildFolder } from '../../lib/env';
import { IMAGE_OPTIMIZER_PATH, STATIC_ASSETS_PATH } from '../../lib/next-documented.mjs';
import { MAX_API_BODY_BYTES } from '../../lib/site-server-bridge';
import { UPLOADS_PATH } from '../../lib/uploads/urls';
import { STATIC_SECURITY_HEADERS } from './headers';

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

const pathOf = (target: string | undefined) => (target ?? '/').split('?', 1)[0]!;

export function refuseRequestTarget(target: string | undefined): Refusal | undefined {
  if ((target ?? '/').length > MAX_TARGET_LENGTH) return { status: 414, message: 'The address is too long.' };
  const path = pathOf(target);
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

/** The methods an address answers: an API route's own, GET and HEAD for files, and POST too for pages. */
function allowedMethods(target: string | undefined): string {
  const path = pathOf(target).replace(/\/+$/, '');
  if (path.startsWith('/api/')) return API_POSTS.has(path) ? 'POST' : 'GET, HEAD';
  return FILE_PATH.test(pathOf(target)) ? 'GET, HEAD' : 'GET, HEAD, POST';
}

/** A method the address does not answer: 405 with those it does. API routes answer other methods themselves. */
export function refuseMethod(method: string | undefined, target: string | undefined): Refusal | undefined {
  const allow = allowedMethods(target);
  if (allow.split(', ').includes(method ?? 'GET')) return undefined;
  if (pathOf(target).startsWith('/api/') && !/^(?:TRACE|TRACK|CONNECT|OPTIONS)$/.test(method ?? '')) return undefined;
  return { status: 405, message: `This address answers ${allow} only.`, allow };
}

/**
 * A POST without `Content-Length` (then Node's parser never lets more through than stated) or over the address's
 * limit; to a page, also one of a type no browser form produces.
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

/** A POST to a page whose `Origin` names another host than the one asked; `Origin: null` is left to Next.js. */
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
  if (URL.canParse(origin) && new URL(origin).host === host) return undefined;
  return { status: 403, message: 'A form must be sent from this site.' };
}

/** The optimiser's request and the site-relative picture it names, when `target` is one. */
function optimiserSource(target: string | undefined): { url: URL; source: string } | undefined {
  const url = new URL(target ?? '/', 'http://site.invalid');
  if (url.pathname !== IMAGE_OPTIMIZER_PATH && url.pathname !== `${IMAGE_OPTIMIZER_PATH}/`) return undefined;
  const source = url.searchParams.get('url');
  if (!source || !source.startsWith('/') || source.startsWith('//')) return undefined;
  return { url, source };
}

/**
 * The image optimiser asked for a local picture that is not there, or outside the site's files (`..`): Next.js
 * would answer it with a 500. An upload is not a local file: the uploads route answers a missing one with a 404.
 */
export function refuseImageRequest(
  target: string | undefined,
  localFileExists: (path: string) => boolean,
): Refusal | undefined {
  const asked = optimiserSource(target);
  if (!asked) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(new URL(asked.source, 'http://site.invalid').pathname);
  } catch {
    return { status: 400, message: 'The picture address is not correctly encoded.' };
  }
  if (/\\|\0/.test(path) || path.split('/').includes('..')) return { status: 400, message: 'No such picture.' };
  if (path.startsWith(UPLOADS_PATH) || localFileExists(path)) return undefined;
  return { status: 400, message: 'No such picture.' };
}

/**
 * The optimiser's request for an upload, written one way only, so each picture is encoded once: its path without
 * query (`?v=<random>` names the same file), each segment percent-encoded alike, and only `url`, `w` and `q`.
 * Undefined when not for an upload or already so. Runs after `refuseImageRequest`.
 */
export function canonicalImageTarget(target: string | undefined): string | undefined {
  const asked = optimiserSource(target);
  if (!asked) return undefined;
  let path: string;
  try {
    path = new URL(asked.source, 'http://site.invalid').pathname
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return undefined;
  }
  if (!path.startsWith(UPLOADS_PATH)) return undefined;
  const params = new URLSearchParams({ url: path });
  for (const name of ['w', 'q']) {
    const value = asked.url.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  const canonical = `${asked.url.pathname}?${params.toString()}`;
  return canonical === target ? undefined : canonical;
}

/** A refusal as JSON, with the headers every answer the site server writes itself carries. */
export function answerRefusal(res: ServerResponse, refusal: Refusal, close: boolean): void {
  const body = JSON.stringify({ error: refusal.message });
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...(close ? { Connection: 'close' } : {}),
    ...(refusal.allow ? { Allow: refusal.allow } : {}),
  });
  res.end(body);
}

/** The request stage: true when it refused the request. `dir` is the project (public/ and the build folder). */
export function createRequestGuard(dir: string) {
  const distDir = resolve(dir, buildFolder());
  // A local picture the optimiser may read: a public file, or one of the build's own static files.
  const localFileExists = (path: string) => {
    const file = path.startsWith(STATIC_ASSETS_PATH)
      ? join(distDir, 'static', path.slice(STATIC_ASSETS_PATH.length))
      : join(dir, 'public', path);
    return existsSync(file) && statSync(file).isFile();
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const refusal =
      refuseRequestTarget(req.url) ??
      refuseMethod(req.method, req.url) ??
      refuseCrossOriginPost(req.method, req.url, req.headers) ??
      refusePagePost(req.method, req.url, req.headers) ??
      refuseImageRequest(req.url, localFileExists);
    if (!refusal) return false;
    // A body of unstated length or over the form limit is never read: the connection closes after the answer. A
    // smaller one is let through to nowhere, so the client, still sending it, reads the answer, not a reset.
    const length = req.headers['content-length'];
    const bounded =
      req.headers['transfer-encoding'] === undefined &&
      (length === undefined || (/^\d{1,15}$/.test(length) && Number(length) <= MAX_FORM_BYTES));
    answerRefusal(res, refusal, !bounded);
    req.resume();
    return true;
  };
}
