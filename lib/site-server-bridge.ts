/**
 * What the site server (server/) and the app (app/) share inside one process, and the only way they talk:
 * the server's lifecycle (the health route answers 503 once it is stopping) and its page caches (the
 * revalidation webhook empties them). Next.js bundles its own copy of every module the app imports, so the
 * state lives on `globalThis` under registered symbols, not in module variables. app/ never imports server/
 * (eslint.config.mjs enforces it).
 */
const STOPPING = Symbol.for('altitude.site-server.stopping');
const PAGE_CACHES = Symbol.for('altitude.pageCaches');

interface Purgeable {
  purge(): void;
}

type Shared = typeof globalThis & { [STOPPING]?: boolean; [PAGE_CACHES]?: Set<Purgeable> };
const shared = globalThis as Shared;

/** Called when the site server begins shutting down: it stops taking connections and finishes open ones. */
export function markStopping(): void {
  shared[STOPPING] = true;
}

/** True once the site server has begun shutting down; the health route then answers 503. */
export function siteIsStopping(): boolean {
  return shared[STOPPING] === true;
}

/** Makes a site server's page cache reachable from the revalidation webhook of the same process. */
export function registerPageCache(cache: Purgeable): () => void {
  const registry = (shared[PAGE_CACHES] ??= new Set());
  registry.add(cache);
  return () => registry.delete(cache);
}

/** Empties the page cache of every site server in this process (after content changed). */
export function purgePageCaches(): void {
  for (const cache of shared[PAGE_CACHES] ?? []) cache.purge();
}
