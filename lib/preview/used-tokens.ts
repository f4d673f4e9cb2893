import { createSiteRedisClient, firstConnection } from '../redis-client.mjs';

export interface UsedTokensOptions {
  /** Keep the ids in this Redis too, shared by every instance using it (`REDIS_URL`); unset: this process alone. */
  redisUrl?: string;
  /** Start of every Redis key (`REDIS_KEY_PREFIX`); `preview-used:` and the token's id follow it. */
  keyPrefix?: string;
  /** A Redis answer slower than this counts as no answer (`REDIS_COMMAND_TIMEOUT_MS`). */
  commandTimeoutMs?: number;
  /** What the ids are, in the Redis keys after the prefix and in warnings; default preview links. */
  kind?: UsedKind;
}

/** Something signed that may be used once: an id, and when its signature stops being accepted anyway. */
export interface OnceOnly {
  id: string;
  /** Seconds since the epoch. */
  expires: number;
}

/** Redis key segment, the ids' name in warnings, and the warnings' prefix. */
export interface UsedKind {
  key: string;
  what: string;
  log: string;
}

const PREVIEW_LINKS: UsedKind = { key: 'preview-used', what: 'opened preview links', log: 'preview' };

/** How long the first use waits for the first connection to Redis before answering from memory. */
const FIRST_CONNECT_WAIT_MS = 2000;

type RedisClient = ReturnType<typeof createSiteRedisClient>;

/**
 * The ids of preview links already opened (or of other signed things that work once: the webhook's notices), each kept until its token expires (after which the expiry refuses it
 * anyway), so a link opens once. With `REDIS_URL` they are kept in Redis (`SET … NX EXAT <expiry>`), so a link opens
 * once whichever instance nginx sends it to. This process's memory keeps them too, and answers alone while Redis
 * is away: until it returns, a link could open once on each instance, and is still refused after ten minutes.
 */
export class UsedTokens {
  private readonly used = new Map<string, number>();
  private readonly redis?: RedisClient;
  private connecting?: Promise<void>;
  private warned = false;
  private readonly kind: UsedKind;

  constructor(private readonly options: UsedTokensOptions = {}) {
    this.kind = options.kind ?? PREVIEW_LINKS;
    const url = options.redisUrl?.trim();
    if (!url) return;
    const redis = createSiteRedisClient(url);
    redis.on('ready', () => {
      if (this.warned)
        console.warn(`${this.kind.log}: Redis is back; ${this.kind.what} are shared by every instance again`);
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
  async use(claims: OnceOnly, now = Date.now()): Promise<boolean> {
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
      const key = `${this.options.keyPrefix ?? 'altitude:'}${this.kind.key}:${claims.id}`;
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
      `${this.kind.log}: Redis is unavailable (${error instanceof Error ? error.message : String(error)}); ${this.kind.what} are remembered by this instance alone until it returns`,
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
