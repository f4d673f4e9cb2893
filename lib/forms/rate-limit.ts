/**
 * The form rate limit, counted by `rate-limiter-flexible`: a counter per visitor that allows
 * `FORM_RATE_LIMIT` posts per window of `FORM_RATE_WINDOW_SECONDS`, starting with the visitor's first post,
 * and says how long until the window ends. The library does the counting, the expiry and the fallback.
 *
 * - `REDIS_URL` unset (one instance): `RateLimiterMemory`, this process's memory; a restart forgives everyone,
 *   which is acceptable for a contact form.
 * - `REDIS_URL` set (several instances behind nginx): `RateLimiterRedis` on the same Redis as the shared cache,
 *   through `@redis/client` with the cache handler's connection settings, keys under
 *   `${REDIS_KEY_PREFIX}form-rate:`, so every instance counts one allowance per visitor instead of N. The Redis
 *   limiter answers from an in-memory `insuranceLimiter` (same limit, per instance) while Redis is down or
 *   slower than `REDIS_COMMAND_TIMEOUT_MS` (`RLWrapperTimeouts`): an outage never fails or loses a
 *   submission, it only makes the count per instance until Redis returns.
 */
import { createSiteRedisClient, firstConnection } from '../redis-client.mjs';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiterOptions {
  /** Count in this Redis, shared by every instance using it; unset: this process's memory. */
  redisUrl?: string;
  /** Start of every Redis key (`REDIS_KEY_PREFIX`); `form-rate:` and the visitor's address follow it. */
  keyPrefix?: string;
  /** A Redis answer slower than this is replaced by the in-memory count (`REDIS_COMMAND_TIMEOUT_MS`). */
  commandTimeoutMs?: number;
}

/** How long the first attempt waits for the first connection to Redis before counting in memory. */
const FIRST_CONNECT_WAIT_MS = 2000;

type RedisClient = ReturnType<typeof connect>;

export class RateLimiter {
  private readonly limiter: RateLimiterAbstract | RLWrapperTimeouts;
  private readonly redis?: RedisClient;
  private connecting?: Promise<void>;

  constructor(limit: number, windowMs: number, options: RateLimiterOptions = {}) {
    const points = limit;
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const redisUrl = options.redisUrl?.trim();
    if (!redisUrl) {
      this.limiter = new RateLimiterMemory({ points, duration });
      return;
    }
    this.redis = connect(redisUrl);
    this.connecting = firstConnection(this.redis, FIRST_CONNECT_WAIT_MS);
    this.limiter = new RLWrapperTimeouts({
      timeoutMs: options.commandTimeoutMs ?? 1000,
      limiter: new RateLimiterRedis({
        storeClient: this.redis,
        useRedisPackage: true,
        // With the client's offline queue off, a command while Redis is away fails at once: insurance answers.
        rejectIfRedisNotReady: true,
        keyPrefix: `${options.keyPrefix ?? 'altitude:'}form-rate`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      }),
    });
  }

  /** Records an attempt; says whether it is allowed and, when not, how long until the next one is. Never throws. */
  async attempt(client: string): Promise<RateDecision> {
    if (this.connecting) {
      await this.connecting;
      this.connecting = undefined;
    }
    try {
      await this.limiter.consume(client);
      return { allowed: true };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, error.msBeforeNext) };
      // Not expected (insurance answers for Redis), but a visitor's submission never fails on the counter.
      console.warn(`forms: rate limit not counted for ${client}: ${reason(error)}`);
      return { allowed: true };
    }
  }

  /** Closes the Redis connection, if any. */
  close(): void {
    if (this.redis?.isOpen) this.redis.destroy();
  }
}

/** The cache handler's connection settings (server/cache/cache-handler.mjs), with its own warnings. */
function connect(url: string) {
  const client = createSiteRedisClient(url);
  let warned = false;
  client.on('ready', () => {
    if (warned) console.warn(`forms: Redis at ${redactUrl(url)} is back; rate limits are shared again`);
    warned = false;
  });
  client.on('error', (error: unknown) => {
    if (warned) return;
    warned = true;
    console.warn(
      `forms: Redis at ${redactUrl(url)} is unavailable (${reason(error)}); rate limits are counted by this instance alone until it returns`,
    );
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting.
  });
  return client;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The visitor's address. The site server replaces `x-forwarded-for` with the one address it worked out
 * (lib/client-address.ts: the connection's, or the right-most untrusted one its trusted proxies gave);
 * Next.js alone fills it from the socket.
 */
export function clientKey(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
