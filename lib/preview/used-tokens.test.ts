/**
 * Opened preview links against a real Redis (Debian's redis-server on a free loopback port, started by the cluster's
 * own helper): a link opens once whichever instance it reaches, and a Redis that is away never stops a preview.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRedis, type Running } from '../../harness/cluster/processes';
import { freePort } from '../../harness/wordpress/kit';
import { newTokenId, type PreviewClaims } from './token';
import { UsedTokens, type UsedTokensOptions } from './used-tokens';

const bin = process.env.REDIS_SERVER || 'redis-server';
const probe = spawnSync(bin, ['--version'], { encoding: 'utf8' });
/** Why redis-server cannot be run, if it cannot: every test then fails with it (these tests never skip). */
const missingRedis =
  !probe.error && probe.status === 0
    ? undefined
    : `These tests need a real Redis, but "${bin}" could not be run: install it (Debian: apt-get install redis-server) or set REDIS_SERVER.`;

let dir: string;
let redis: Running;
let url: string;
const instances: UsedTokens[] = [];

function instance(options: UsedTokensOptions = {}): UsedTokens {
  const created = new UsedTokens({ redisUrl: url, keyPrefix: 'site-a:', ...options });
  instances.push(created);
  return created;
}

function claims(): PreviewClaims {
  return { post: 42, type: 'post', revision: 0, expires: Math.floor(Date.now() / 1000) + 600, id: newTokenId() };
}

beforeAll(async () => {
  if (missingRedis) return; // Each test fails with the reason.
  dir = mkdtempSync(join(tmpdir(), 'preview-redis-'));
  const port = await freePort();
  redis = await startRedis(port, join(dir, 'redis'), bin);
  url = `redis://127.0.0.1:${port}`;
}, 30_000);

afterAll(async () => {
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  if (missingRedis) throw new Error(missingRedis);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const created of instances.splice(0)) created.close();
  vi.restoreAllMocks();
});

describe('opened preview links shared through Redis', () => {
  it('opens a link once across instances, and forgets it in Redis when the token expires', async () => {
    const [first, second] = [instance(), instance()];
    const link = claims();
    expect(await first.use(link)).toBe(true);
    expect(await second.use(link)).toBe(false);
    expect(await first.use(link)).toBe(false);
    expect(await second.use(claims())).toBe(true);

    const inspector = createClient({ url });
    await inspector.connect();
    try {
      const key = `site-a:preview-used:${link.id}`;
      expect(await inspector.exists(key)).toBe(1);
      expect(await inspector.expireTime(key)).toBe(link.expires);
    } finally {
      inspector.destroy();
    }
  });

  it('keeps sites with another key prefix apart', async () => {
    const link = claims();
    expect(await instance({ keyPrefix: 'site-a:' }).use(link)).toBe(true);
    expect(await instance({ keyPrefix: 'site-b:' }).use(link)).toBe(true);
  });

  it('still opens previews while Redis is away, remembering them in this instance, and says so', async () => {
    const away = instance({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    const link = claims();
    expect(await away.use(link)).toBe(true);
    expect(await away.use(link)).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('opened preview links are remembered by this instance alone'),
    );
  });
});
