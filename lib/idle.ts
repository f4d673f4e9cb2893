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

/**
 * Runs `work` once, when the first of `elements` comes within `ahead` of the viewport (an IntersectionObserver
 * root margin: by default half a viewport height above or below), then once the browser is idle (at the latest
 * after `timeoutMs`). A block's library therefore loads before a visitor scrolls to it, and not at all on a visit
 * that never comes near it. Returns the cancel.
 */
export function whenNear(
  elements: readonly Element[],
  work: () => void,
  timeoutMs: number,
  ahead = '50% 0px',
): () => void {
  let cancelIdle: (() => void) | undefined;
  if (typeof window.IntersectionObserver !== 'function') {
    cancelIdle = whenIdle(work, timeoutMs);
    return cancelIdle;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(work, timeoutMs);
    },
    { rootMargin: ahead },
  );
  for (const element of elements) observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
}
