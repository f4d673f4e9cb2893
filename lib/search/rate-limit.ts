import 'server-only';
import { env } from '@/lib/env';
import { RateLimiter, type RateDecision } from '@/lib/forms/rate-limit';

/**
 * Searches one visitor may make a minute: SEARCH_RATE_LIMIT, 30 unless set, plenty for typing and paging, few for a
 * script sweeping WordPress.
 */
const SEARCH_RATE_WINDOW_MS = 60_000;

// Kept on globalThis: Next.js may load this module more than once per process (one copy per bundle layer).
const store = globalThis as typeof globalThis & { __altitudeSearchLimiter?: RateLimiter };

/**
 * Counts one search by the visitor at `client` (lib/forms/rate-limit.ts `clientKey`), in the same counter as the
 * forms (shared by every instance through Redis when REDIS_URL is set), under a key of its own.
 */
export function countSearch(client: string): Promise<RateDecision> {
  if (!store.__altitudeSearchLimiter) {
    const { searchRateLimit, redisUrl, redisKeyPrefix, redisCommandTimeoutMs } = env();
    store.__altitudeSearchLimiter = new RateLimiter(searchRateLimit, SEARCH_RATE_WINDOW_MS, {
      redisUrl,
      keyPrefix: redisKeyPrefix,
      commandTimeoutMs: redisCommandTimeoutMs,
    });
  }
  return store.__altitudeSearchLimiter.attempt(`search:${client}`);
}
