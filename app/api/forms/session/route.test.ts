import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { checkStartedToken } from '@/lib/forms/timing';
import { GET } from './route';

process.env.FORM_SIGNING_SECRET = 'session-route-secret';

describe('GET /api/forms/session/', () => {
  it('issues a fresh signed start time for this visitor and a new key per request, never cached', async () => {
    const visitor = { headers: { 'x-forwarded-for': '203.0.113.4' } };
    const first = GET(new NextRequest('http://site.test/api/forms/session/?form=1', visitor));
    const second = GET(new NextRequest('http://site.test/api/forms/session/?form=1', visitor));
    expect(first.headers.get('cache-control')).toBe('no-store');
    const a = (await first.json()) as { started: string; key: string };
    const b = (await second.json()) as { started: string; key: string };
    expect(a.key).not.toBe(b.key);
    expect(checkStartedToken(a.started, 1, 'session-route-secret', 0, Date.now(), '203.0.113.4')).toBe('ok');
    expect(checkStartedToken(a.started, 2, 'session-route-secret', 0, Date.now(), '203.0.113.4')).toBe('invalid');
    // Fetched by one machine, it is of no use to another (a bot cannot hand it round).
    expect(checkStartedToken(a.started, 1, 'session-route-secret', 0, Date.now(), '198.51.100.2')).toBe('invalid');
  });

  it('refuses a missing or malformed form id', async () => {
    expect(GET(new NextRequest('http://site.test/api/forms/session/')).status).toBe(400);
    expect(GET(new NextRequest('http://site.test/api/forms/session/?form=abc')).status).toBe(400);
  });
});
