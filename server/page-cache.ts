/**
 * The final bytes of each warm page (compressed as the visitor asked, with its policy and every header) kept for a
 * moment, so a burst of visitors costs one pass through Next.js, the hashing and the compression. It keeps only what
 * Next.js serves from its cache to anyone: a 200 HTML document for a plain GET, shareable (`s-maxage`), without
 * `Set-Cookie`, never for router requests, draft mode, `/api/` or `/_next/`. An entry lives `PAGE_CACHE_TTL_MS`
 * (1000 ms by default; 0 turns it off), and this instance's change webhook empties it at once (`purgePageCaches`).
 * Once expired, one request renews it while the others are still answered from it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CACHE_STATUS_HEADER, DRAFT_MODE_COOKIE, NEXT_PATH_PREFIX } from '../lib/next-documented.mjs';
import { ROUTER_REQUEST_HEADERS, RSC_QUERY } from '../lib/next-internals.mjs';
import { acceptsCoding, preferredCoding, type ContentCoding } from './encoding';
import { isHtml } from './security/csp';

export interface PageCacheOptions {
  /** How long an entry is served, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** The most entries kept (least recently stored go first), and the largest body, in bytes. */
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
}

interface Entry {
  headers: OutgoingHttpHeaders;
  /** Only ever sent to a request that accepts it. */
  coding: ContentCoding;
  body: Buffer;
  expires: number;
  /** When a request was let through to Next.js to renew this expired entry (0: none under way). */
  renewingSince: number;
}

/** How long the other visitors of an expired page keep getting it while one request renews it. */
const RENEWAL_GRACE_MS = 5000;

/** Headers that belong to one connection or one moment, never replayed. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
const DRAFT_COOKIE = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`);

/** The cache key of a request that may be answered from the cache, or undefined. */
export function pageCacheKey(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '/';
  if (!url.startsWith('/') || url.startsWith(NEXT_PATH_PREFIX) || url.startsWith('/api/')) return undefined;
  if (url.includes(`${RSC_QUERY}=`)) return undefined;
  for (const name of ROUTER_REQUEST_HEADERS) if (req.headers[name] !== undefined) return undefined;
  const cookie = req.headers.cookie;
  if (cookie && DRAFT_COOKIE.test(cookie)) return undefined;
  // Keyed by the coding this request's page is sent in, so each kind of answer is kept apart.
  return `${preferredCoding(req.headers)} ${url}`;
}

function sharedCacheable(cacheControl: unknown): boolean {
  if (typeof cacheControl !== 'string') return false;
  const value = cacheControl.toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(value)) return false;
  const maxAge = /\bs-maxage=(\d+)/.exec(value);
  return maxAge !== null && Number(maxAge[1]) > 0;
}

export interface PageCache {
  /** Answers the request from the cache: true when it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps the finished page that answered a GET under `key` when it may be served again, else forgets the key. */
  keep(key: string, res: ServerResponse, body?: Buffer): void;
  purge(): void;
  readonly size: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const ttl = options.ttlMs;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    get size() {
      return entries.size;
    },
    purge() {
      entries.clear();
    },
    serve(req, res) {
      if (ttl === 0) return false;
      const key = pageCacheKey(req);
      if (key === undefined) return false;
      const entry = entries.get(key);
      if (!entry || !acceptsCoding(req.headers, entry.coding)) return false;
      const time = now();
      if (entry.expires <= time) {
        if (req.method === 'HEAD') return false;
        // One request renews the entry (`keep` replaces or drops it); the others are answered meanwhile.
        if (entry.renewingSince === 0 || time - entry.renewingSince >= RENEWAL_GRACE_MS) {
          entry.renewingSince = time;
          return false;
        }
      }
      res.writeHead(200, { ...entry.headers, 'content-length': entry.body.length });
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },
    keep(key, res, body) {
      if (ttl === 0) return;
      // Node gives the names lower-cased.
      const headers: OutgoingHttpHeaders = { ...res.getHeaders() };
      for (const name of HOP_HEADERS) delete headers[name];
      // Whatever this answer was (a fresh render, a stale copy), a replay of it is served from a cache.
      if (headers[CACHE_STATUS_HEADER] !== undefined) headers[CACHE_STATUS_HEADER] = 'HIT';
      // Whether kept or not (gone, failing, private now), nobody gets the old copy again.
      entries.delete(key);
      if (
        body !== undefined &&
        body.length <= maxBodyBytes &&
        res.statusCode === 200 &&
        isHtml(headers['content-type']) &&
        sharedCacheable(headers['cache-control']) &&
        headers['set-cookie'] === undefined
      ) {
        const coding = String(headers['content-encoding'] ?? 'identity').toLowerCase() as ContentCoding;
        entries.set(key, { headers, coding, body, expires: now() + ttl, renewingSince: 0 });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
    },
  };
}
