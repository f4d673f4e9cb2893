/**
 * The site's Redis connection settings, in one place for everything that talks to Redis: the shared page cache
 * (./cache-handler.mjs) and the forms' shared rate limit (lib/forms/rate-limit.ts). Plain JavaScript: the cache
 * handler is imported by Next.js at run time, outside its build.
 */
import { createClient } from '@redis/client';

/** A client that fails fast while Redis is away and keeps reconnecting for as long as the process lives. */
export function createSiteRedisClient(url) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      // Keep trying for as long as the process lives; at most every 5 s.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
}
