import { createSiteRedisClient, firstConnection } from '../cache/redis-client.mjs';
import type { PreviewClaims } from './token';

export interface UsedTokensOptions {
  /** Keep the ids in this Redis too, shared by every instance using it (`REDIS_URL`); unset: this process alone. */
  redisUrl?: string;
  /** Start of every Redis key (`REDIS_KEY_PREFIX`); `preview-used:` and the token's id follow it. */
  keyPrefix?: string;
  /** A Redis answer slower than this counts as no answer (`REDIS_COMMAND_TIMEOUT_MS`). */
  commandTimeoutMs?: number;
}

/** How long the first use waits for the first connection to Redis before answering from memory. */
const FIRST_CONNECT_WAIT_MS = 2000;

type RedisClient = ReturnType<typeof createSiteRedisClient>;

/**
 * The ids of preview links already opened, each kept until its token expires (after which the expiry refuses it
 * anyway), so a link opens once. With `REDIS_URL` they are kept in Redis (`SET … NX EXAT <expiry>`), so a link opens
 * once whichever instance nginx sends it to. This process's memory keeps them too, and answers alone while Redis
 * is away: until it returns, a link could open once on each instance, and is still refused after ten minutes.
 */
export class UsedTokens {
  private readonly used = new Map<string, number>();
  private readonly redis?: RedisClient;
  private connecting?: Promise<void>;
  private warned = false;

  constructor(private readonly options: UsedTokensOptions = {}) {
    const url = options.redisUrl?.trim();
    if (!url) return;
    const redis = createSiteRedisClient(url);
    redis.on('ready', () => {
      if (this.warned) console.warn('preview: Redis is back; opened preview links are shared by every instance again');
      this.warned = false;
    });
    redis.on('error', (error: unknown) => this.warn(error));
    redis.connect().catch(() => {
      // Reported by the 'error' listener; the client keeps reconnecting.
    });
    this.redis = redis;
    this.connecting = firstConnection(redis, FIRST_CONNECT_WAIT_MS);
  }

  /** Records the id; false when it was already used (here, or by any instance sharing the Redis). */
  async use(claims: PreviewClaims, now = Date.now()): Promise<boolean> {
    const seconds = Math.floor(now / 1000);
    for (const [id, expires] of this.used) if (expires <= seconds) this.used.delete(id);
    if (this.used.has(claims.id)) return false;
    this.used.set(claims.id, claims.expires);
    if (!this.redis) return true;
    if (this.connecting) {
      await this.connecting;
      this.connecting = undefined;
    }
    try {
      const key = `${this.options.keyPrefix ?? 'altitude:'}preview-used:${claims.id}`;
      const answer = await withTimeout(
        this.redis.set(key, '1', { condition: 'NX', expiration: { type: 'EXAT', value: claims.expires } }),
        this.options.commandTimeoutMs ?? 1000,
      );
      return answer === 'OK';
    } catch (error) {
      this.warn(error);
      return true;
    }
  }

  /** Closes the Redis connection, if any. */
  close(): void {
    if (this.redis?.isOpen) this.redis.destroy();
  }

  private warn(error: unknown) {
    if (this.warned) return;
    this.warned = true;
    console.warn(
      `preview: Redis is unavailable (${error instanceof Error ? error.message : String(error)}); opened preview links are remembered by this instance alone until it returns`,
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
