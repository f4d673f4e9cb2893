import { afterAll, describe, expect, it, vi } from 'vitest';

describe('countSearch', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('lets a visitor make SEARCH_RATE_LIMIT searches a minute, then asks them to wait', async () => {
    vi.stubEnv('SEARCH_RATE_LIMIT', '3');
    vi.stubEnv('REDIS_URL', '');
    const { countSearch } = await import('./rate-limit');
    for (let search = 1; search <= 3; search += 1) expect((await countSearch('203.0.113.7')).allowed).toBe(true);
    const fourth = await countSearch('203.0.113.7');
    expect(fourth.allowed).toBe(false);
    if (fourth.allowed) return;
    expect(fourth.retryAfterMs).toBeGreaterThan(0);
    expect(fourth.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Another visitor has a count of their own.
    expect((await countSearch('198.51.100.9')).allowed).toBe(true);
  });
});
