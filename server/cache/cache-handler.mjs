/**
 * The site's cache handler (next.config.ts `cacheHandler`), chosen as a server starts: without REDIS_URL Next.js's
 * own cache (memory and the build folder), with it pages and content reads in Redis, shared by every instance,
 * under Next's stale/expire rules, falling back to this instance's own cache while Redis is away. Entries never
 * expire in Redis and a revalidation only marks them stale, so a page rendered once answers through an outage.
 * A not-found page is never served stale (lib/next-internals.mjs, TAGS_MANIFEST_MODULE). Why no cache-handler
 * package fits, and so when this file goes: docs/deployment.md, section 1. Plain JavaScript: Next.js imports it
 * at run time, outside its build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  APP_PAGE_CACHE_KIND,
  BUILD_ID_FILE,
  CACHE_TAGS_HEADER,
  FETCH_CACHE_KIND,
  FILE_SYSTEM_CACHE_MODULE,
  TAGS_MANIFEST_MODULE,
} from '../../lib/next-internals.mjs';
import { contentSourceIdentity, contentSourceKey, contentSourceUrl } from './content-source.mjs';
import { createSiteRedisClient } from '../../lib/redis-client.mjs';

const require = createRequire(import.meta.url);
// Next's own modules, required where the server runs: not the build's to resolve or trace.
const { PHASE_PRODUCTION_BUILD } = require(/* turbopackIgnore: true */ 'next/constants');
const FileSystemCache = require(/* turbopackIgnore: true */ FILE_SYSTEM_CACHE_MODULE);
const NextCache = /** @type {any} */ (FileSystemCache).default ?? FileSystemCache;
/** @type {{ areTagsStale(tags: string[], since: number): boolean }} */
const tagsManifest = require(/* turbopackIgnore: true */ TAGS_MANIFEST_MODULE);

/** A cached not-found page: a page entry whose status is 404. */
export function isNotFoundPage(entry) {
  return entry?.value?.kind === APP_PAGE_CACHE_KIND && entry.value.status === 404;
}

/**
 * A content read that found nothing: a GraphQL answer each of whose fields is null (`nodeByUri` and `siteRedirect`
 * for an unknown address). Cheap to ask again, and one per address a scanner makes up.
 */
export function isEmptyAnswer(value) {
  if (value?.kind !== FETCH_CACHE_KIND || typeof value.data?.body !== 'string') return false;
  const body = value.data.body;
  let json;
  try {
    json = JSON.parse(body.trimStart().startsWith('{') ? body : Buffer.from(body, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  const fields = json && typeof json.data === 'object' && json.data !== null ? Object.values(json.data) : [];
  return fields.length > 0 && fields.every((field) => field === null);
}

/**
 * Next.js's own cache, except that a not-found page whose tags were revalidated is a miss, never stale, and that it
 * and a content read that found nothing are kept in (bounded) memory only: every address a scanner makes up would
 * otherwise add its files to the build folder for good.
 */
export class DefaultCache extends NextCache {
  async get(key, ctx = {}) {
    const entry = await super.get(key, ctx);
    if (isNotFoundPage(entry) && tagsManifest.areTagsStale(tagsOf(entry, ctx), entry.lastModified)) return null;
    return entry;
  }

  set(key, data, ctx = {}) {
    if (!(isNotFoundPage({ value: data }) || isEmptyAnswer(data)) || !this.flushToDisk)
      return super.set(key, data, ctx);
    // Next's `set` puts the entry in memory, then reads `flushToDisk` before its first await.
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = true;
    }
  }
}

/** Memory kept by the local fallback when Redis is the shared cache. */
const LOCAL_MEMORY_BYTES = 64 * 1024 * 1024;
/** A Redis command slower than this counts as Redis being unavailable for that request. */
const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_COMMAND_TIMEOUT_MS) || 1000;
/** At most one warning about slow or failed Redis commands per this many milliseconds. */
const COMMAND_WARNING_INTERVAL_MS = 30_000;

const reasonOf = (error) => (error instanceof Error ? error.message || error.name : String(error));

/** Serialises an entry to JSON; Buffers and Maps (page RSC payloads, segment data) survive the round trip. */
export function serializeEntry(entry) {
  return JSON.stringify(entry, function replacer(key, value) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $buffer: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

export function deserializeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string' && Object.keys(value).length === 1)
        return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  });
}

/** Every cache tag an entry depends on: its own, the lookup's, and a page's tags header. */
export function tagsOf(entry, ctx = {}) {
  const tags = new Set([...(entry.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])]);
  const header = entry.value?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/**
 * What a tag's revalidation means for an entry written at `lastModified`, with Next's own rules:
 * 'expired' (a miss), 'stale' (served while a fresh copy renders in the background) or 'fresh'.
 */
export function tagState(records, lastModified, now = Date.now()) {
  let state = 'fresh';
  for (const record of records) {
    if (!record) continue;
    if (typeof record.expired === 'number' && record.expired <= now && record.expired > lastModified) return 'expired';
    if (typeof record.stale === 'number' && record.stale > lastModified) state = 'stale';
  }
  return state;
}

/**
 * The entry aged just past its revalidate time, so Next.js serves it stale while it renders a new one (a failed
 * render, WordPress down, keeps the old copy).
 */
export function asStale(entry, ctx = {}, now = Date.now()) {
  const isFetch = entry.value?.kind === FETCH_CACHE_KIND;
  const revalidate = isFetch ? ctx.revalidate || entry.value?.revalidate : entry.cacheControl?.revalidate;
  if (typeof revalidate === 'number' && (isFetch || revalidate > 0))
    return { ...entry, lastModified: now - (revalidate + 1) * 1000 };
  if (isFetch) return entry;
  // A page cached without a revalidate time: give this copy a one-second lifetime so it renders again.
  return { ...entry, lastModified: now - 2000, cacheControl: { revalidate: 1, expire: entry.cacheControl?.expire } };
}

function readBuildId(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir, '..', BUILD_ID_FILE), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis ${what} took longer than ${COMMAND_TIMEOUT_MS} ms`)),
      COMMAND_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One Redis connection per process, shared by every handler instance Next.js creates. */
const shared = /** @type {any} */ (globalThis);

function redisConnection(url) {
  if (shared.__altitudeRedisCache?.url === url) return shared.__altitudeRedisCache;
  const state = { url, client: undefined, available: false, warned: false, commandWarnedAt: 0 };
  const client = createSiteRedisClient(url);
  client.on('ready', () => {
    state.available = true;
    if (state.warned) console.warn(`cache: Redis at ${redactUrl(url)} is back; the shared cache is in use again`);
    state.warned = false;
  });
  client.on('error', (error) => {
    state.available = false;
    warnUnavailable(state, error);
  });
  client.on('end', () => (state.available = false));
  client.connect().catch((error) => warnUnavailable(state, error));
  state.client = client;
  shared.__altitudeRedisCache = state;
  return state;
}

function warnUnavailable(state, error) {
  if (state.warned) return;
  state.warned = true;
  console.warn(
    `cache: Redis at ${redactUrl(state.url)} is unavailable (${reasonOf(error)}); serving from this instance's own cache until it returns`,
  );
}

/** A single command failed or was slow while the connection stood. */
function warnCommand(state, error) {
  const now = Date.now();
  if (state.commandWarnedAt && now - state.commandWarnedAt < COMMAND_WARNING_INTERVAL_MS) return;
  state.commandWarnedAt = now;
  console.warn(`cache: ${reasonOf(error)}; answered from this instance's own cache`);
}

function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Where a content source's entries live in Redis: pages and tags are named by address alone, so each source has its
 * own keys, and pages, which name one build's scripts, are kept per build; content reads are shared by builds.
 */
export function redisKeys(prefix, source, buildId) {
  const scope = `${prefix}${contentSourceKey(source)}:`;
  return { page: `${scope}page:${buildId}:`, fetch: `${scope}fetch:`, tags: `${scope}tags` };
}

/** Pages and fetches in Redis, shared by every instance; this process's own cache when Redis is away. */
class RedisCacheHandler {
  /** @param {any} ctx what Next.js gives a cache handler (serverDistDir, fs, dev, maxMemoryCacheSize…) */
  constructor(ctx) {
    this.local = new DefaultCache({ ...ctx, flushToDisk: false, maxMemoryCacheSize: LOCAL_MEMORY_BYTES });
    this.redis = redisConnection(process.env.REDIS_URL);
    const source = contentSourceIdentity(contentSourceUrl());
    this.keys = redisKeys(process.env.REDIS_KEY_PREFIX || 'altitude:', source, readBuildId(ctx.serverDistDir));
  }

  keyOf(key, isFetch) {
    return (isFetch ? this.keys.fetch : this.keys.page) + key;
  }

  async get(key, ctx = {}) {
    const isFetch = ctx.kind === FETCH_CACHE_KIND;
    if (this.redis.available) {
      try {
        const stored = await withTimeout(this.redis.client.get(this.keyOf(key, isFetch)), 'GET');
        if (stored) {
          const entry = deserializeEntry(stored);
          const tags = tagsOf(entry, ctx);
          const texts = tags.length ? await withTimeout(this.redis.client.hmGet(this.keys.tags, tags), 'HMGET') : [];
          const state = tagState(
            texts.map((text) => (text ? JSON.parse(text) : undefined)),
            entry.lastModified,
          );
          if (state === 'expired' || (state === 'stale' && isNotFoundPage(entry))) return null;
          return state === 'stale' ? asStale(entry, ctx) : entry;
        }
      } catch (error) {
        warnCommand(this.redis, error);
      }
    }
    // Not in Redis (or Redis away): this instance's memory, then what the build prerendered on disk.
    return this.local.get(key, ctx);
  }

  async set(key, data, ctx = {}) {
    await this.local.set(key, data, ctx);
    if (!this.redis.available) return;
    const isFetch = Boolean(ctx.fetchCache);
    const entry = {
      value: data,
      lastModified: Date.now(),
      tags: isFetch ? (ctx.tags ?? []) : [],
      ...(isFetch || !ctx.cacheControl ? {} : { cacheControl: ctx.cacheControl }),
    };
    try {
      await withTimeout(this.redis.client.set(this.keyOf(key, isFetch), serializeEntry(entry)), 'SET');
    } catch (error) {
      warnCommand(this.redis, error);
    }
  }

  /** Marks entries with these tags stale (durations.expire: also expire them then), for every instance. */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await this.local.revalidateTag(list, durations);
    if (list.length === 0) return;
    if (!this.redis.available) {
      console.warn(`cache: Redis unavailable; revalidation of ${list.join(', ')} reached this instance only`);
      return;
    }
    const now = Date.now();
    try {
      const current = await withTimeout(this.redis.client.hmGet(this.keys.tags, list), 'HMGET');
      const updates = {};
      list.forEach((tag, index) => {
        const existing = current[index] ? JSON.parse(current[index]) : {};
        const record = durations ? { ...existing, stale: now } : { ...existing, expired: now };
        if (durations && durations.expire !== undefined) record.expired = now + durations.expire * 1000;
        updates[tag] = JSON.stringify(record);
      });
      await withTimeout(this.redis.client.hSet(this.keys.tags, updates), 'HSET');
    } catch (error) {
      console.warn(`cache: revalidation of ${list.join(', ')} reached this instance only (${reasonOf(error)})`);
    }
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }
}

/** True when this process should use Redis: REDIS_URL set, and not inside `next build`. */
export function redisEnabled(env = process.env) {
  return Boolean(env.REDIS_URL?.trim()) && env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
}

export default redisEnabled() ? RedisCacheHandler : DefaultCache;
