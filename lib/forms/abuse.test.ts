import { describe, expect, it, vi } from 'vitest';
import { retryDelay } from './backoff';
import { clientKey, RateLimiter } from './rate-limit';
import { checkStartedToken, issueStartedToken } from './timing';

describe('minimum fill time', () => {
  const T0 = 1_700_000_000_000;
  const secret = 'test-secret';
  it('accepts a form filled after the minimum time and refuses one sent at once', () => {
    const token = issueStartedToken(1, secret, T0, '203.0.113.9');
    expect(checkStartedToken(token, 1, secret, 3000, T0 + 1000, '203.0.113.9')).toBe('too-fast');
    expect(checkStartedToken(token, 1, secret, 3000, T0 + 3000, '203.0.113.9')).toBe('ok');
  });

  it('takes a visitor’s start time only from that visitor’s address', () => {
    const token = issueStartedToken(1, secret, T0, '203.0.113.9');
    expect(checkStartedToken(token, 1, secret, 3000, T0 + 60_000, '198.51.100.1')).toBe('invalid');
    expect(checkStartedToken(token, 1, secret, 3000, T0 + 60_000)).toBe('invalid');
    // Passed off as a page's start time, it is refused too.
    expect(checkStartedToken(token.slice(1), 1, secret, 3000, T0 + 60_000, '203.0.113.9')).toBe('invalid');
  });

  it('never proves a fill time from a page’s start time, however old (the page may be a shared cached copy)', () => {
    const page = issueStartedToken(1, secret, T0);
    expect(checkStartedToken(page, 1, secret, 3000, T0 + 3_600_000, '203.0.113.9')).toBe('unproven');
    // With no minimum fill time configured there is nothing to prove.
    expect(checkStartedToken(page, 1, secret, 0, T0 + 10, '203.0.113.9')).toBe('ok');
  });

  it('refuses a forged, altered, foreign or ancient token', () => {
    const token = issueStartedToken(1, secret, T0);
    const [time, signature] = token.split('.');
    expect(checkStartedToken(`${Number(time) - 60_000}.${signature}`, 1, secret, 3000, T0 + 100_000)).toBe('invalid');
    expect(checkStartedToken(token, 2, secret, 3000, T0 + 100_000)).toBe('invalid');
    expect(checkStartedToken(token, 1, 'other-secret', 3000, T0 + 100_000)).toBe('invalid');
    expect(checkStartedToken(undefined, 1, secret, 3000)).toBe('invalid');
    expect(checkStartedToken(token, 1, secret, 3000, T0 + 8 * 86_400_000)).toBe('expired');
  });
});

describe('rate limit', () => {
  it('allows the limit per window per client, then says how long to wait', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    try {
      const limiter = new RateLimiter(2, 60_000);
      expect((await limiter.attempt('a')).allowed).toBe(true);
      vi.advanceTimersByTime(10_000);
      expect((await limiter.attempt('a')).allowed).toBe(true);
      expect((await limiter.attempt('b')).allowed).toBe(true);
      vi.advanceTimersByTime(10_000);
      expect(await limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 40_000 });
      expect(await limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 40_000 });
      vi.advanceTimersByTime(40_001);
      expect((await limiter.attempt('a')).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys clients by the first forwarded address', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
    expect(clientKey(headers)).toBe('203.0.113.9');
    expect(clientKey(new Headers())).toBe('unknown');
  });
});

describe('retry backoff', () => {
  it('doubles from the base up to the ceiling, with bounded jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, 1000, 5000, mid))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
    expect(retryDelay(1, 1000, 5000, () => 0)).toBe(800);
    expect(retryDelay(1, 1000, 5000, () => 1)).toBe(1200);
  });
});
