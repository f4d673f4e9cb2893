/** Types of redis-client.mjs (plain JavaScript, imported by the cache handler at run time). */
import type { RedisClientType } from '@redis/client';

export function createSiteRedisClient(url: string): RedisClientType;
export function firstConnection(client: RedisClientType, waitMs?: number): Promise<void>;
