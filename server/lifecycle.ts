/**
 * The site server's lifecycle, readable from inside the Next.js bundle (the health route) through
 * `globalThis`: the server and the route are separate copies of this module in one process.
 */
const STOPPING = Symbol.for('altitude.site-server.stopping');

type Holder = typeof globalThis & { [STOPPING]?: boolean };

/** Called when the site server begins shutting down: it stops taking connections and finishes open ones. */
export function markStopping(): void {
  (globalThis as Holder)[STOPPING] = true;
}

/** True once the site server has begun shutting down; the health route then answers 503. */
export function siteIsStopping(): boolean {
  return (globalThis as Holder)[STOPPING] === true;
}
