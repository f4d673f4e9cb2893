import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeDir, startTestServer, type TestServer } from '@/content-server/test/support';
import { startRedis } from '@/harness/cluster/processes';
import { freePort } from '@/harness/wordpress/kit';
import { createRedirectMap, redisSignal, type MapSignal, type RedirectMapOptions } from './redirect-map';

type Rule = Awaited<ReturnType<RedirectMapOptions['load']>>[number];

const EDITOR: Rule = { from: '/get-in-touch/', to: '/contact/', permanent: true };
const OFF_SITE: Rule = { from: '/spring-offer/', to: 'https://shop.example.com/spring?ref=site', permanent: false };

/** A content system whose answers the test decides, one load at a time. */
function contentSystem(...answers: (Rule[] | Error)[]) {
  const loads = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return loads;
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
  vi.restoreAllMocks();
});

describe('the redirect map', () => {
  it('waits for its first read only, then answers each address it names however the visitor wrote it', async () => {
    const load = contentSystem([
      EDITOR,
      OFF_SITE,
      { from: '/caf%C3%A9-menu/', to: '/menu/', permanent: true },
      // Never followed: another scheme, a protocol-relative address, an address leading to itself.
      { from: '/bad/', to: 'javascript:alert(1)', permanent: true },
      { from: '/worse/', to: '//evil.example/', permanent: true },
      { from: '/loop/', to: '/Loop/', permanent: true },
    ]);
    const map = createRedirectMap({ load, ttlMs: 60_000 });
    expect(await map.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
    expect(await map.find('/Get-In-Touch')).toEqual({ to: '/contact/', permanent: true });
    expect(await map.find('/spring-offer/')).toEqual({
      to: 'https://shop.example.com/spring?ref=site',
      permanent: false,
    });
    expect(await map.find('/café-menu/')).toEqual({ to: '/menu/', permanent: true });
    expect(await map.find('/caf%c3%a9-menu/')).toEqual({ to: '/menu/', permanent: true });
    for (const path of ['/bad/', '/worse/', '/loop/', '/contact/', '/']) expect(await map.find(path)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps answering with the last good map while the content system is down, and reloads it once it is back', async () => {
    let time = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const changed = vi.fn();
    const load = contentSystem([EDITOR], new Error('could not reach the content system'), [OFF_SITE]);
    const map = createRedirectMap({ load, ttlMs: 1000, now: () => time, changed });
    expect(await map.find('/get-in-touch/')).toBeDefined();

    // The notice of a change arrives during the outage: the map it cannot read changes nothing.
    expect(await map.reload()).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the last one read keeps answering'));
    expect(await map.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
    expect(changed).not.toHaveBeenCalled();

    // Old enough: the visitor is answered from the map there is, and a reload goes on behind.
    time = 1500;
    expect(await map.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await vi.waitFor(async () => expect(await map.find('/spring-offer/')).toBeDefined());
    expect(await map.find('/get-in-touch/')).toBeUndefined();
    // A changed map empties the page caches (server/page-cache.ts), so nothing replays a page that now redirects.
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('tries a first read that failed again within seconds, not only once the map is old', async () => {
    let time = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = contentSystem(new Error('timed out'), [EDITOR]);
    const map = createRedirectMap({ load, ttlMs: 300_000, now: () => time });
    expect(await map.find('/get-in-touch/')).toBeUndefined();
    time = 500;
    expect(await map.find('/get-in-touch/')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    time = 2500;
    expect(await map.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again on a change notice, even with a read already under way that began before the change', async () => {
    let release!: () => void;
    const before = new Promise<void>((resolve) => (release = resolve));
    const answers: Rule[][] = [[], [EDITOR]];
    const load = vi.fn(async () => {
      const answer = answers.shift()!;
      if (load.mock.calls.length === 1) await before;
      return answer;
    });
    const map = createRedirectMap({ load, ttlMs: 60_000 });
    const first = map.find('/get-in-touch/');
    const notice = map.reload();
    release();
    expect(await first).toBeUndefined();
    expect(await notice).toBe(true);
    expect(await map.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
  });

  it('starts from the map the last process kept, so a restart during an outage still redirects', async () => {
    dir = mkdtempSync(join(tmpdir(), 'redirect-map-'));
    const file = join(dir, 'cache', 'redirect-map.json');
    const first = createRedirectMap({ load: contentSystem([EDITOR]), ttlMs: 60_000, file });
    expect(await first.find('/get-in-touch/')).toBeDefined();

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let reached!: () => void;
    const down = new Promise<void>((resolve) => (reached = resolve));
    const load = vi.fn(async (): Promise<Rule[]> => {
      reached();
      throw new Error('could not reach the content system');
    });
    const restarted = createRedirectMap({ load, ttlMs: 60_000, file });
    expect(await restarted.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
    await down;
  });
});

describe('several instances', () => {
  it('follow a change one of them was told of within a second of their next visitor, through the shared signal', async () => {
    let time = 0;
    let counter = 0;
    const signal: MapSignal = { publish: async () => ++counter, latest: async () => counter };
    let rules: Rule[] = [EDITOR];
    const loads = { a: 0, b: 0 };
    const instance = (name: 'a' | 'b') =>
      createRedirectMap({
        load: async () => (loads[name]++, rules),
        ttlMs: 300_000,
        now: () => time,
        signal,
      });
    const [a, b] = [instance('a'), instance('b')];
    expect(await a.find('/get-in-touch/')).toBeDefined();
    expect(await b.find('/get-in-touch/')).toBeDefined();

    // WordPress's notice reaches instance a only.
    rules = [OFF_SITE];
    await a.reload();
    expect(await a.find('/spring-offer/')).toBeDefined();
    time += 1000;
    expect(await b.find('/get-in-touch/')).toBeDefined();
    await vi.waitFor(async () => expect(await b.find('/spring-offer/')).toBeDefined());
    expect(await b.find('/get-in-touch/')).toBeUndefined();

    // Heard once, read once: later visitors cost nothing more, on either instance.
    const before = { ...loads };
    for (let visit = 0; visit < 3; visit++) {
      time += 1000;
      await a.find('/spring-offer/');
      await b.find('/spring-offer/');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toEqual(before);
  });

  it('read the map once each while nothing changed: a first visitor after the first read costs no read', async () => {
    let time = 0;
    const signal: MapSignal = { publish: async () => 1, latest: async () => 0 };
    let loads = 0;
    const map = createRedirectMap({ load: async () => (loads++, [EDITOR]), ttlMs: 300_000, now: () => time, signal });
    await map.find('/get-in-touch/');
    for (let visit = 0; visit < 3; visit++) {
      time += 1000;
      expect(await map.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toBe(1);
  });

  it('read nothing for another instance starting, nor for a notice that changed nothing', async () => {
    let time = 0;
    let counter = 0;
    const signal: MapSignal = { publish: async () => ++counter, latest: async () => counter };
    const loads = { a: 0, b: 0 };
    const instance = (name: 'a' | 'b') =>
      createRedirectMap({ load: async () => (loads[name]++, [EDITOR]), ttlMs: 300_000, now: () => time, signal });
    const a = instance('a');
    await a.read();
    const b = instance('b');
    await b.read();
    await b.reload();
    for (let visit = 0; visit < 3; visit++) {
      time += 1000;
      await a.find('/get-in-touch/');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toEqual({ a: 1, b: 2 });
  });

  it('tell each other through Redis', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirect-map-redis-'));
    const port = await freePort();
    const redis = await startRedis(port, join(dir, 'redis'));
    const url = `redis://127.0.0.1:${port}`;
    const [one, two] = [redisSignal(url, 'test:redirect-map'), redisSignal(url, 'test:redirect-map')];
    try {
      expect(await two.latest()).toBe(0);
      expect(await one.publish()).toBe(1);
      expect(await two.latest()).toBe(1);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the redirect map of this process', () => {
  let cms: TestServer;
  let buildDir: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    cms = await startTestServer();
    buildDir = mkdtempSync(join(tmpdir(), 'redirect-map-'));
    Object.assign(process.env, { WORDPRESS_GRAPHQL_URL: cms.graphqlUrl, NEXT_DIST_DIR: buildDir });
  });

  afterAll(async () => {
    process.env = saved;
    await cms.stop();
    removeDir(cms.dir);
    removeDir(buildDir);
  });

  it('is read from the content system’s siteRedirects, and kept in the build folder', async () => {
    const { redirectMap } = await import('./redirect-map');
    expect(await redirectMap().find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
    expect(await redirectMap().find('/about-us/')).toBeUndefined();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const restarted = createRedirectMap({
      load: () => Promise.reject(new Error('down')),
      ttlMs: 60_000,
      file: join(buildDir, 'cache', 'redirect-map.json'),
    });
    expect(await restarted.find('/get-in-touch/')).toEqual({ to: '/contact/', permanent: true });
  });
});
