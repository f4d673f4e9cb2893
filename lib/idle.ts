/**
 * Runs `work` once the browser is idle after the page's first paints and hydration (at the latest after
 * `timeoutMs`), so that what it starts never competes with the page's largest paint. Returns the cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
