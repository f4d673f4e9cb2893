/** Types of cache-handler.mjs (plain JavaScript, imported by Next.js at run time). */
export interface CacheEntry {
  value: Record<string, unknown> & { kind?: string; revalidate?: number; headers?: Record<string, unknown> };
  lastModified: number;
  tags?: string[];
  cacheControl?: { revalidate?: number | false; expire?: number };
}
export interface LookupContext {
  kind?: string;
  revalidate?: number;
  tags?: string[];
  softTags?: string[];
}
export interface TagRecord {
  stale?: number;
  expired?: number;
}
export function serializeEntry(entry: unknown): string;
export function deserializeEntry(text: string): CacheEntry;
export function tagsOf(entry: CacheEntry, ctx?: LookupContext): string[];
export function tagState(
  records: (TagRecord | undefined)[],
  lastModified: number,
  now?: number,
): 'fresh' | 'stale' | 'expired';
export function asStale(entry: CacheEntry, ctx?: LookupContext, now?: number): CacheEntry;
export function isNotFoundPage(entry: CacheEntry | null | undefined): boolean;
export class DefaultCache {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx?: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
export function redisEnabled(env?: Record<string, string | undefined>): boolean;
export function redisKeys(
  prefix: string,
  source: string,
  buildId: string,
): { page: string; fetch: string; tags: string };
export class RedisCacheHandler {
  constructor(ctx: Record<string, unknown>, url?: string, prefix?: string, source?: string);
  get(key: string, ctx?: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
declare const CacheHandler: unknown;
export default CacheHandler;
