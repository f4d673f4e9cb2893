/**
 * What the site server (server/) and the app (app/) share inside one process, and the only way they talk:
 * the server's lifecycle (the health route answers 503 once it is stopping) and its page caches (the
 * revalidation webhook empties them). Next.js bundles its own copy of every module the app imports, so the
 * state lives on `globalThis` under registered symbols, not in module variables. app/ never imports server/
 * (eslint.config.mjs enforces it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Largest body an API route accepts (the webhook's notice, the entry-password form): the server refuses more. */
export const MAX_API_BODY_BYTES = 16 * 1024;

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

const REQUEST_NOTES = Symbol.for('altitude.site-server.requestNotes');

/** What the app tells the site server about the answer it is writing to one request. */
export interface RequestNotes {
  /** The request was refused by a rate limit: it is answered 429 with this `Retry-After`. */
  retryAfterSeconds?: number;
  /**
   * The page says what went wrong itself and is answered with this status, not cached (a search past its last
   * page: 404; a search WordPress cannot answer: 503 with `Retry-After`).
   */
  status?: { code: 404 | 503; retryAfterSeconds?: number };
}

type NotesShared = typeof globalThis & { [REQUEST_NOTES]?: AsyncLocalStorage<RequestNotes> };
const notesStorage = () => ((globalThis as NotesShared)[REQUEST_NOTES] ??= new AsyncLocalStorage<RequestNotes>());

/** Runs the rendering of one request with `notes` as the place the app writes what it tells the site server. */
export function withRequestNotes<T>(notes: RequestNotes, render: () => T): T {
  return notesStorage().run(notes, render);
}

/**
 * Says that the request being answered was refused by a rate limit: the site server answers it 429 with
 * `Retry-After` (whatever else the page says). Without the site server (a test, `next start`) nothing happens.
 */
export function noteRateLimited(retryAfterMs: number): void {
  const notes = notesStorage().getStore();
  if (notes) notes.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/**
 * Says that the page being rendered answers with `code` (404 or 503, `Retry-After` with the latter) while it shows
 * its own explanation. Without the site server (a test, `next start`) nothing happens.
 */
export function noteStatus(code: 404 | 503, retryAfterSeconds?: number): void {
  const notes = notesStorage().getStore();
  if (notes) notes.status = { code, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
}
