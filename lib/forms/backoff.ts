/**
 * Delay before retry number `attempt` (1 = first retry): doubling from `baseMs` up to `maxMs`, with ±20%
 * jitter so that a queue built up during an outage does not hammer WordPress in lockstep when it returns.
 */
export function retryDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
  return Math.round(exponential * (0.8 + random() * 0.4));
}
