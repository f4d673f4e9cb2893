/** Runs once when a Next.js server starts: the form outbox worker lives in the Node.js server process. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads this file too; a build has no visitors and must not send anything.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxWorker } = await import('./lib/forms/start-worker');
  startOutboxWorker();
}
