/**
 * The form rate limit against a real Redis (Debian's redis-server, started here on a free loopback port in a
 * temporary folder by the cluster's own helper): instances sharing Redis share one allowance per visitor, and
 * a Redis that is stopped or stops answering never stops the limiter from answering.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRedis, type Running } from '../../harness/cluster/processes';
import { freePort } from '../../harness/wordpress/kit';
import { RateLimiter, type RateDecision, type RateLimiterOptions } from './rate-limit';

const WINDOW_MS = 60_000;

const bin = process.env.REDIS_SERVER || 'redis-server';

/** Why redis-server cannot be run, if it cannot: every test then fails with it (these tests never skip). */
function redisServerProblem(): string | undefined {
  const probe = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  if (!probe.error && probe.status === 0) return undefined;
  return (
    `The rate-limit tests need a real Redis, but "${bin}" could not be run (${probe.error?.message ?? `exit ${probe.status}`}). ` +
    'Install it (Debian: apt-get install redis-server) or set REDIS_SERVER to its path.'
  );
}

const missingRedis = redisServerProblem();

let dir: string;
const limiters: RateLimiter[] = [];
const inspectors: { destroy(): void }[] = [];
let warn: ReturnType<typeof vi.spyOn>;

function limiter(limit: number, options: RateLimiterOptions = {}): RateLimiter {
  const created = new RateLimiter(limit, WINDOW_MS, options);
  limiters.push(created);
  return created;
}

/** A plain connection to look at what the limiters wrote. */
async function inspect(url: string) {
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  inspectors.push(client);
  return client;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rate-limit-redis-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  if (missingRedis) throw new Error(missingRedis);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const created of limiters.splice(0)) created.close();
  for (const client of inspectors.splice(0)) client.destroy();
  vi.restoreAllMocks();
});

/**
 * The in-memory insurance counts from zero for this instance: with a limit of two, two posts allowed, then one
 * refused with a wait of about the window, every answer within moments.
 */
async function expectCountedAlone(instance: { attempt(client: string): Promise<RateDecision> }, client: string) {
  const started = Date.now();
  expect(await instance.attempt(client)).toEqual({ allowed: true });
  expect(await instance.attempt(client)).toEqual({ allowed: true });
  const refused = await instance.attempt(client);
  expect(refused).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
  expect(refused.allowed ? 0 : refused.retryAfterMs).toBeGreaterThan(WINDOW_MS - 10_000);
  expect(Date.now() - started).toBeLessThan(3000);
}

describe('form rate limit with a shared Redis', () => {
  let redis: Running;
  let url: string;

  beforeAll(async () => {
    if (missingRedis) return; // Each test fails with the reason.
    const port = await freePort();
    redis = await startRedis(port, join(dir, 'shared'), bin);
    url = `redis://127.0.0.1:${port}`;
  }, 30_000);

  afterAll(async () => {
    if (redis && redis.child.exitCode === null) process.kill(redis.child.pid!, 'SIGCONT');
    await redis?.stop();
  });

  it('gives a visitor one allowance across instances: what one instance counted, the other refuses', async () => {
    const first = limiter(3, { redisUrl: url, keyPrefix: 'site-a:' });
    const second = limiter(3, { redisUrl: url, keyPrefix: 'site-a:' });
    expect(await first.attempt('203.0.113.5')).toEqual({ allowed: true });
    expect(await first.attempt('203.0.113.5')).toEqual({ allowed: true });
    expect(await second.attempt('203.0.113.5')).toEqual({ allowed: true });

    const refused = await second.attempt('203.0.113.5');
    expect(refused.allowed).toBe(false);
    const retryAfterMs = refused.allowed ? 0 : refused.retryAfterMs;
    expect(retryAfterMs).toBeGreaterThan(WINDOW_MS - 10_000);
    expect(retryAfterMs).toBeLessThanOrEqual(WINDOW_MS);
    expect((await first.attempt('203.0.113.5')).allowed).toBe(false);

    // Another visitor has an allowance of their own.
    expect(await second.attempt('203.0.113.6')).toEqual({ allowed: true });

    // The count lives in Redis under the site's prefix, expiring with the window.
    const redisView = await inspect(url);
    expect(await redisView.get('site-a:form-rate:203.0.113.5')).toBe('5');
    const ttl = await redisView.pTTL('site-a:form-rate:203.0.113.5');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps sites with different key prefixes apart on one Redis', async () => {
    const siteB = limiter(1, { redisUrl: url, keyPrefix: 'site-b:' });
    const siteC = limiter(1, { redisUrl: url, keyPrefix: 'site-c:' });
    expect(await siteB.attempt('203.0.113.7')).toEqual({ allowed: true });
    expect((await siteB.attempt('203.0.113.7')).allowed).toBe(false);
    expect(await siteC.attempt('203.0.113.7')).toEqual({ allowed: true });
  });

  it('without REDIS_URL counts each instance alone (what the shared Redis fixes)', async () => {
    const first = limiter(2);
    const second = limiter(2);
    expect((await first.attempt('203.0.113.8')).allowed).toBe(true);
    expect((await first.attempt('203.0.113.8')).allowed).toBe(true);
    expect((await first.attempt('203.0.113.8')).allowed).toBe(false);
    expect((await second.attempt('203.0.113.8')).allowed).toBe(true);
  });

  it('answers from its in-memory insurance when Redis stops answering', async () => {
    const instance = limiter(2, { redisUrl: url, keyPrefix: 'hang:', commandTimeoutMs: 200 });
    expect(await instance.attempt('203.0.113.9')).toEqual({ allowed: true });
    expect(await (await inspect(url)).get('hang:form-rate:203.0.113.9')).toBe('1');

    process.kill(redis.child.pid!, 'SIGSTOP');
    try {
      // Each answer comes after the 200 ms command timeout, not after a hung Redis.
      await expectCountedAlone(instance, '203.0.113.9');
    } finally {
      process.kill(redis.child.pid!, 'SIGCONT');
    }
  });
});

describe('form rate limit when Redis goes away', () => {
  it('still answers with Redis stopped, and shares the count again when Redis returns', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const folder = join(dir, 'outage');
    let redis = await startRedis(port, folder, bin);
    try {
      const instance = limiter(2, { redisUrl: url, keyPrefix: 'outage:' });
      expect(await instance.attempt('198.51.100.1')).toEqual({ allowed: true });
      expect(await (await inspect(url)).get('outage:form-rate:198.51.100.1')).toBe('1');

      await redis.stop();
      await expectCountedAlone(instance, '198.51.100.1');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('rate limits are counted by this instance alone'));

      // Redis back (empty: it keeps nothing on disk): the limiter reconnects by itself and counts there again.
      redis = await startRedis(port, folder, bin);
      const redisView = await inspect(url);
      const deadline = Date.now() + 15_000;
      let shared = false;
      for (let round = 0; !shared && Date.now() < deadline; round += 1) {
        expect((await instance.attempt(`198.51.100.${10 + round}`)).allowed).toBe(true);
        shared = (await redisView.exists(`outage:form-rate:198.51.100.${10 + round}`)) === 1;
        if (!shared) await new Promise((wait) => setTimeout(wait, 250));
      }
      expect(shared).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('is back; rate limits are shared again'));
    } finally {
      await redis.stop();
    }
  }, 40_000);
});
