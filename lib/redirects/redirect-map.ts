/**
 * The site's redirect map: every address that leads elsewhere (an editor's redirect, a renamed entry's old
 * address) and where to, read from WordPress in one request (the companion plugin's `siteRedirects`) and kept in
 * this process, so that proxy.ts decides a redirect before anything renders or is replayed.
 *
 * - **Fresh.** It is first read as the server starts (instrumentation.ts). The change webhook (app/api/revalidate)
 *   reads it again on every notice; it is also read again in the background once older than
 *   CMS_REVALIDATE_SECONDS, the safety net for a lost notice, as pages are. With several instances
 *   sharing Redis (REDIS_URL), the instance that took the notice says so there and the others read the map again
 *   within a second of their next visitor. When a read changes it, this process's page caches are emptied
 *   (server/page-cache.ts only ever replays a 200 page, and this is how such a page starts to redirect).
 * - **Outages.** A failed read is logged and changes nothing: the last good map keeps answering. A request waits
 *   for a read (bounded by CMS_TIMEOUT_MS) only while the process has no map at all, one read every few seconds at
 *   most, and not even then when the build folder holds the map a previous process wrote there, so a restart
 *   during an outage still redirects.
 * - **Shared.** Next.js bundles its own copy of this module into proxy.ts and into the app: the one map lives on
 *   `globalThis`, as ../site-server-bridge.ts's state does.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { outsideRequest } from '../cms/breaker';
import { postGraphQL } from '../cms/client';
import type { RedirectMapQuery } from '../cms/generated/operations';
import { REDIRECT_MAP_QUERY } from '../cms/queries/redirect-map';
import { reshapeRedirect } from '../cms/reshape';
import type { Redirect } from '../cms/types';
import { buildFolder, env } from '../env';
import { createSiteRedisClient, firstConnection } from '../redis-client.mjs';
import { purgePageCaches } from '../site-server-bridge';

/** The most rules kept: a map larger than this is cut, and says so. */
const MAX_RULES = 100_000;
/** How often, at most, an instance asks the other instances' signal whether the map changed. */
const SIGNAL_POLL_MS = 1000;
/** While no map was ever read, how soon a failed read is tried again. */
const FIRST_READ_RETRY_MS = 2000;

type Rule = RedirectMapQuery['siteRedirects'][number];

export interface RedirectMapOptions {
  /** Reads every rule from the content system; throws when it cannot. */
  load(): Promise<Rule[]>;
  ttlMs: number;
  /** Where the last good map is kept between processes (none: memory only). */
  file?: string;
  /** Called after a load that changed the map. */
  changed?(): void;
  /** What instances sharing one content system tell each other: a number that grows each time one read a change. */
  signal?: MapSignal;
  now?(): number;
}

export interface MapSignal {
  /** Says that this instance has just read the map after a change: the new number, or undefined if unsaid. */
  publish(): Promise<number | undefined>;
  /** The latest such number, or undefined when it cannot be known now. */
  latest(): Promise<number | undefined>;
}

export interface RedirectMap {
  /** Where a request for `pathname` leads, or undefined. Waits for a load only when no map was ever read. */
  find(pathname: string): Promise<Redirect | undefined>;
  /** Reads the map now, for this instance alone (as the server starts): true when it could. */
  read(): Promise<boolean>;
  /**
   * Reads the map now, after any read under way (it may have started before the change), and tells the other
   * instances when it changed: true when it could read it.
   */
  reload(): Promise<boolean>;
}

/** The form an address is looked up in: decoded, lower case (WordPress matches addresses so), with its slash. */
function addressKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // Malformed escapes: compared as written.
  }
  const lower = decoded.toLowerCase();
  return lower.endsWith('/') ? lower : `${lower}/`;
}

function mapOf(rules: readonly Rule[]): Map<string, Redirect> {
  const map = new Map<string, Redirect>();
  for (const rule of rules.slice(0, MAX_RULES)) {
    const key = addressKey(rule.from);
    const redirect = reshapeRedirect(rule);
    // The first rule for an address wins, as WordPress answers it; never one that leads to itself.
    if (redirect && !map.has(key) && addressKey(redirect.to) !== key) map.set(key, redirect);
  }
  if (rules.length > MAX_RULES) console.warn(`redirect map: ${rules.length} rules, only the first ${MAX_RULES} kept`);
  return map;
}

const sameMap = (a: Map<string, Redirect>, b: Map<string, Redirect>) =>
  a.size === b.size &&
  [...a].every(([key, { to, permanent }]) => b.get(key)?.to === to && b.get(key)?.permanent === permanent);

function readSaved(file: string | undefined): Map<string, Redirect> | undefined {
  if (!file) return undefined;
  try {
    return mapOf(JSON.parse(readFileSync(file, 'utf8')) as Rule[]);
  } catch {
    return undefined;
  }
}

function save(file: string | undefined, rules: readonly Rule[]): void {
  if (!file) return;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(rules));
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    console.warn('redirect map: could not keep a copy in the build folder', error);
  }
}

export function createRedirectMap(options: RedirectMapOptions): RedirectMap {
  const now = options.now ?? Date.now;
  let entries = readSaved(options.file);
  // When the map was last read, or its reading last failed: the age the next background reload goes by.
  let checkedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<boolean> | undefined;
  // When this instance last asked the signal, the number it heard, and the number its map is as fresh as.
  let polledAt = Number.NEGATIVE_INFINITY;
  let heard: number | undefined;
  let freshAs: number | undefined;

  const load = () =>
    (loading ??= (async () => {
      try {
        // The signal's number as the read begins: the read is at least as fresh as it, so this instance's first poll
        // does not read the map again for nothing (redisSignal waits at most for its first connection).
        const version = heard ?? (await options.signal?.latest().catch(() => undefined));
        const rules = await options.load();
        const next = mapOf(rules);
        const changed = entries !== undefined && !sameMap(entries, next);
        entries = next;
        freshAs = version;
        save(options.file, rules);
        if (changed) options.changed?.();
        return true;
      } catch (error) {
        console.warn(
          `redirect map: could not be read (${error instanceof Error ? error.message : String(error)}); the last one read keeps answering`,
        );
        return false;
      } finally {
        checkedAt = now();
        loading = undefined;
      }
    })());

  return {
    read: () => load(),
    async reload() {
      await loading;
      const before = entries;
      const read = await load();
      const changed = read && (before === undefined || !sameMap(before, entries!));
      const published = changed ? await options.signal?.publish() : undefined;
      if (published !== undefined) freshAs = heard = published;
      return read;
    },
    async find(pathname) {
      // No map yet: the read under way (the one the server started with) or a new one, every few seconds at most.
      if (entries === undefined) await (loading ?? (now() - checkedAt >= FIRST_READ_RETRY_MS ? load() : undefined));
      else if (now() - checkedAt >= options.ttlMs) void load();
      else if (options.signal && now() - polledAt >= SIGNAL_POLL_MS) {
        polledAt = now();
        // Another instance read a change (or this one has not heard yet): the map is read again, in the background.
        void options.signal.latest().then((latest) => {
          if (latest === undefined) return;
          // None heard before this instance's read (Redis was away) and none since: nothing changed (0: none ever).
          // A lower number: Redis started again, empty, which says nothing of a change; counted from there on.
          if (latest <= (freshAs ?? 0)) {
            if (freshAs !== undefined) freshAs = heard = latest;
            return;
          }
          heard = latest;
          void load();
        });
      }
      return entries?.get(addressKey(pathname));
    },
  };
}

/** The whole map, read with the one transport, outside the deadline of the visitor's request that set it going. */
async function loadFromContentSystem(): Promise<Rule[]> {
  const result = await outsideRequest(() => postGraphQL<RedirectMapQuery>(REDIRECT_MAP_QUERY, { revalidate: false }));
  if (result.kind === 'ok') return result.data.siteRedirects;
  throw new Error(
    result.kind === 'unavailable' ? result.reason : result.errors.map((error) => error.message).join('; '),
  );
}

/**
 * The signal through the instances' shared Redis: a counter each instance that read a change adds one to. Redis
 * away, nothing is said or heard (each instance still reads the map again within CMS_REVALIDATE_SECONDS).
 */
export function redisSignal(url: string, key: string): MapSignal & { close(): Promise<void> } {
  const redis = createSiteRedisClient(url);
  let warned = false;
  redis.on('error', (error: unknown) => {
    if (!warned) console.warn('redirect map: Redis is unavailable; instances follow changes on their own', error);
    warned = true;
  });
  redis.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting.
  });
  const ready = firstConnection(redis);
  return {
    async publish() {
      await ready;
      return redis.incr(key).catch(() => undefined);
    },
    async latest() {
      await ready;
      const value = await redis.get(key).catch(() => undefined);
      return value === undefined ? undefined : Number(value ?? 0);
    },
    async close() {
      await redis.close().catch(() => undefined);
    },
  };
}

const SHARED = Symbol.for('altitude.redirectMap');

/** This process's redirect map. */
export function redirectMap(): RedirectMap {
  const holder = globalThis as typeof globalThis & { [SHARED]?: RedirectMap };
  if (!holder[SHARED]) {
    const { contentRevalidateSeconds, redisUrl, redisKeyPrefix } = env();
    holder[SHARED] = createRedirectMap({
      load: loadFromContentSystem,
      ttlMs: contentRevalidateSeconds * 1000,
      file: join(buildFolder(), 'cache', 'redirect-map.json'),
      changed: purgePageCaches,
      signal: redisUrl ? redisSignal(redisUrl, `${redisKeyPrefix}redirect-map`) : undefined,
    });
  }
  return holder[SHARED];
}
