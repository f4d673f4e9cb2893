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

/**
 * Resolves once the client is ready, has failed once, or after `waitMs`; never rejects. What a first command
 * waits for, so a process that has just started does not answer from its own memory for want of a moment.
 */
export function firstConnection(client, waitMs = 2000) {
  if (client.isReady) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      client.off('ready', finish);
      client.off('error', finish);
      done();
    };
    const timer = setTimeout(finish, waitMs);
    timer.unref?.();
    client.once('ready', finish);
    client.once('error', finish);
  });
}
