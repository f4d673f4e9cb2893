/**
 * A sliding-window counter per client, in memory: one `next start` process serves the site, and a
 * restart forgiving everyone is acceptable for a contact form.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; says whether it is allowed and, when not, how long until the next one is. */
  attempt(client: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const recent = (this.hits.get(client) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(client, recent);
      return { allowed: false, retryAfterMs: this.windowMs - (now - (recent[0] ?? now)) };
    }
    recent.push(now);
    this.hits.set(client, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return { allowed: true };
  }

  private prune(now: number) {
    for (const [client, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(client);
    }
  }
}

/** The visitor's address as the server saw it (Next.js fills `x-forwarded-for` from the socket). */
export function clientKey(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
