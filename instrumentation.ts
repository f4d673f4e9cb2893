/**
 * Runs once when a Next.js server starts, before its first request: the build folder's caches are made to
 * belong to the content source this server reads, the redirect map is read (proxy.ts), and the form outbox worker
 * starts in the Node.js process.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads this file too; a build has no visitors and must not send anything.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  if (process.env.NODE_ENV === 'production') {
    // Pages, content reads and pictures cached for another content source must never be served.
    const { adoptServerContentSource } = await import('./server/cache/adopt-content-source');
    adoptServerContentSource();
  }
  // Read now, so no visitor waits for it (lib/redirects/redirect-map.ts).
  const { redirectMap } = await import('./lib/redirects/redirect-map');
  void redirectMap().read();
  const { startOutboxWorker } = await import('./lib/forms/start-worker');
  startOutboxWorker();
}
