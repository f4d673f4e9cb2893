/**
 * Three site instances from one production build behind nginx, sharing Redis, reading the embedded content
 * server over HTTP — all real processes on loopback. The tests run in order and share the cluster.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '@/harness/cluster/cluster';
import { fillForm, get, headline, load, postForm, sendWebhook } from '../support/http';

const port = (name: string, fallback: number) => Number(process.env[name] || fallback);
const PAGES = [
  '/',
  '/about-us/',
  '/team/',
  '/insights/',
  '/contact/',
  '/work/',
  '/the-case-for-boring-consistency/',
  '/team/maya-ortiz/',
];
const RUN = `run${Date.now().toString(36)}`;

let cluster: Cluster;
let workDir: string;
let cmsDb: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'altitude-cluster-'));
  cmsDb = join(workDir, 'cms.sqlite');
  cluster = await startCluster({
    instances: 3,
    sitePort: port('CLUSTER_TEST_SITE_PORT', 3455),
    cmsPort: port('CLUSTER_TEST_CMS_PORT', 4450),
    redisPort: port('CLUSTER_TEST_REDIS_PORT', 6455),
    nginxPort: port('CLUSTER_TEST_NGINX_PORT', 8455),
    distDir: process.env.NEXT_DIST_DIR || '.next-cluster',
    cmsDb,
    workDir,
    freshDb: true,
    siteEnv: {
      CMS_TIMEOUT_MS: '10000',
      // This machine's cores are shared with the browser tests' builds; a starved event loop is not a Redis fault.
      REDIS_COMMAND_TIMEOUT_MS: '2000',
      FORM_MIN_FILL_MS: '0',
      FORM_RATE_LIMIT: '10000',
      // The test reads whether a page came from the shared cache.
      CACHE_STATUS_HEADER: '1',
      OUTBOX_POLL_MS: '250',
      OUTBOX_RETRY_BASE_MS: '250',
      OUTBOX_RETRY_MAX_MS: '1000',
    },
    log: (line) => console.log(`cluster: ${line}`),
  });
}, 15 * 60_000);

afterAll(async () => {
  await cluster?.close();
  // CLUSTER_TEST_KEEP=1 keeps the instances' logs and databases for a look after a failure.
  if (workDir && !process.env.CLUSTER_TEST_KEEP) rmSync(workDir, { recursive: true, force: true });
  else if (workDir) console.log(`cluster: logs kept in ${workDir}`);
});

const site = (index: number) => cluster.sites[index]!;

function instanceLog(index: number): string {
  return readFileSync(join(workDir, `site-${site(index).port}.log`), 'utf8');
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 300));
  }
}

function entriesWith(marker: string): string[] {
  const db = new Database(cmsDb, { readonly: true });
  try {
    const rows = db.prepare('SELECT field_values FROM form_entries WHERE field_values LIKE ?').all(`%${marker}%`) as {
      field_values: string;
    }[];
    return rows.map((row) => row.field_values);
  } finally {
    db.close();
  }
}

/** Posts every form (10 at a time, spread over the instances), then resends the first ten elsewhere. */
async function submitDuringOutage(forms: [string, string][][], marker: string): Promise<void> {
  for (let batch = 0; batch < 100; batch += 10) {
    await Promise.all(
      forms.slice(batch, batch + 10).map(async (entries, offset) => {
        const answer = await postForm(`${site((batch + offset) % 3).url}/contact/`, entries);
        expect(answer.status, answer.body.slice(0, 300)).toBe(200);
        expect(answer.body).toContain('Your message is on its way to our team');
      }),
    );
  }
  // A visitor resending (back button, double submit) lands on another instance: still one entry each.
  for (let index = 0; index < 10; index += 1) {
    const answer = await postForm(`${site((index + 1) % 3).url}/contact/`, forms[index]!);
    expect(answer.status).toBe(200);
  }
  expect(entriesWith(marker)).toHaveLength(0);
}

describe('several instances sharing one Redis cache', () => {
  const warm = new Map<string, string | undefined>();

  it('serves a page rendered through one instance from the others without asking WordPress', async () => {
    for (const path of PAGES) {
      const first = await get(site(0).url + path);
      expect(first.status, path).toBe(200);
      warm.set(path, headline(first.body));
    }
    cluster.cms().resetRequestCount();
    for (const index of [1, 2]) {
      for (const path of PAGES) {
        const answer = await get(site(index).url + path);
        expect(answer.status, `${path} on instance ${index + 1}`).toBe(200);
        expect(headline(answer.body), path).toBe(warm.get(path));
        expect(answer.headers.get('x-nextjs-cache'), path).toBe('HIT');
      }
    }
    expect(cluster.cms().requestCount()).toBe(0);
  });

  it('refreshes a page on every instance when one instance receives the change webhook', async () => {
    const title = `About Us ${RUN}`;
    const db = new Database(cmsDb);
    db.prepare('UPDATE posts SET title = ? WHERE uri = ?').run(title, '/about-us/');
    db.close();
    // Without the webhook the instances keep their cached copy.
    for (const index of [0, 1, 2]) expect((await get(`${site(index).url}/about-us/`)).body).not.toContain(title);

    const hook = await sendWebhook(site(0).url, cluster.revalidateSecret, {
      kind: 'node',
      uri: '/about-us/',
      contentType: 'page',
    });
    expect(hook.status).toBe(200);

    for (const index of [2, 1, 0]) {
      await until(`instance ${index + 1} to show the new title`, async () => {
        const answer = await get(`${site(index).url}/about-us/`);
        expect(answer.status).toBe(200);
        return answer.body.includes(title) ? true : undefined;
      });
    }
  });

  it('keeps every warmed page answering 200 from every instance and through nginx while WordPress is down', async () => {
    for (const path of PAGES) expect((await get(site(0).url + path)).status).toBe(200);
    await cluster.stopCms();

    for (const index of [0, 1, 2]) {
      for (const path of PAGES) {
        const answer = await get(site(index).url + path);
        expect(answer.status, `${path} on instance ${index + 1}`).toBe(200);
        if (path !== '/about-us/') expect(headline(answer.body), path).toBe(warm.get(path));
      }
    }
    // A query string the microcache has not seen: nginx asks an instance, round robin over all three.
    for (const path of PAGES) {
      for (let round = 0; round < 3; round += 1) {
        expect((await get(`${cluster.nginxUrl}${path}?outage=${round}`)).status, path).toBe(200);
      }
    }

    // A change announced while WordPress is down marks pages stale; they stay up on every instance.
    const hook = await sendWebhook(site(1).url, cluster.revalidateSecret, {
      kind: 'node',
      uri: '/team/',
      contentType: 'page',
    });
    expect(hook.status).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      for (const index of [0, 1, 2]) {
        const answer = await get(`${site(index).url}/team/`);
        expect(answer.status).toBe(200);
        expect(headline(answer.body)).toBe(warm.get('/team/'));
      }
      await new Promise((wait) => setTimeout(wait, 500));
    }

    // Nothing in the shared cache carries an expiry that would turn a stale page into an error later.
    const redis = createClient({ url: cluster.redisUrl });
    await redis.connect();
    try {
      const keys: string[] = [];
      for await (const batch of redis.scanIterator({ MATCH: 'altitude:*', COUNT: 500 })) keys.push(...batch);
      // Records that expire by design share the prefix: accepted change notices, opened preview links, form rates.
      const cacheKeys = keys.filter((key) => !/^altitude:(?:notice-accepted|preview-used|form-rate):/.test(key));
      expect(cacheKeys.length).toBeGreaterThan(PAGES.length);
      for (const key of cacheKeys) expect(await redis.ttl(key), key).toBe(-1);
    } finally {
      redis.destroy();
    }
  });

  it('turns 100 form submissions spread over the instances during the outage into exactly 100 entries', async () => {
    const marker = `cluster-${RUN}`;
    const contact = await get(`${site(0).url}/contact/`);
    expect(contact.status).toBe(200);
    const forms = Array.from({ length: 100 }, (_, index) => fillForm(contact.body, `${marker}-${index}x`));
    try {
      await submitDuringOutage(forms, marker);
    } finally {
      await cluster.startCms();
    }

    await until(
      '100 entries',
      async () => {
        return entriesWith(marker).length >= 100 ? true : undefined;
      },
      60_000,
    );
    // Every outbox has had time to send anything it still holds.
    await new Promise((wait) => setTimeout(wait, 3000));
    const stored = entriesWith(marker);
    expect(stored).toHaveLength(100);
    for (let index = 0; index < 100; index += 1) {
      expect(
        stored.filter((values) => values.includes(`${marker}-${index}x`)),
        `submission ${index}`,
      ).toHaveLength(1);
    }
  });

  it('loses no request through nginx when an instance dies under load', async () => {
    let counter = 0;
    const urls = Array.from(
      { length: 400 },
      () => `${cluster.nginxUrl}${PAGES[counter % PAGES.length]}?load=${RUN}-${counter++}`,
    );
    const running = load(urls, 8, 8000);
    await new Promise((wait) => setTimeout(wait, 2500));
    await cluster.killSite(1);
    const result = await running.finally(() => cluster.startSite(1));
    console.log(`load through nginx while instance 2 was killed: ${result.total} requests, ${result.ok} ok`);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(result.total);
    expect(result.total).toBeGreaterThan(100);
    expect((await get(`${site(1).url}/about-us/`)).status).toBe(200);
  });

  it('keeps serving with Redis down, says so in the log, and shares the cache again when Redis returns', async () => {
    await cluster.stopRedis();
    for (const index of [0, 1, 2]) {
      for (const path of ['/about-us/', '/work/']) {
        expect((await get(site(index).url + path)).status, `${path} on instance ${index + 1}`).toBe(200);
      }
    }
    for (const index of [0, 1, 2]) expect(instanceLog(index)).toMatch(/cache: Redis at .* is unavailable/);

    await cluster.startRedis();
    // Each instance reconnects on its own back-off (at most 5 s apart): wait for all three.
    for (const index of [0, 1, 2]) {
      await until(`instance ${index + 1} back on Redis`, async () =>
        /cache: Redis at .* is back/.test(instanceLog(index)) ? true : undefined,
      );
    }
    // Redis came back empty: a page rendered now by one instance is served by another from Redis.
    await get(`${site(0).url}/careers/`);
    // The render is written to Redis as its answer ends; a visitor a moment later finds it there.
    const redis = createClient({ url: cluster.redisUrl });
    await redis.connect();
    try {
      await until('the page in the shared cache', async () => {
        for await (const batch of redis.scanIterator({ MATCH: 'altitude:*page:*careers*', COUNT: 500 })) {
          if (batch.length) return true;
        }
        return undefined;
      });
    } finally {
      redis.destroy();
    }
    cluster.cms().resetRequestCount();
    const answer = await get(`${site(2).url}/careers/`);
    expect(answer.status).toBe(200);
    expect(cluster.cms().requestCount()).toBe(0);
  });
});
