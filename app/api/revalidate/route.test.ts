/**
 * The change webhook accepts each signed notice once: the same bytes sent again within the signature's five
 * minutes (a replay by whoever saw them) refresh nothing. Shared through Redis is tested with UsedTokens
 * (lib/preview/used-tokens.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signPayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/cms/revalidate';

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));
// Where addresses lead is read again with every notice: `map` stands for the reload among everything refreshed.
vi.mock('@/lib/redirects/redirect-map', () => ({
  redirectMap: () => ({ reload: async () => (revalidated.push('map'), true) }),
}));
vi.mock('@/lib/cms/listings', () => ({
  getCategories: async () => [],
  getContentIndex: async () => [],
  indexBatchTagsHolding: async () => [],
}));

const SECRET = 'revalidate-route-test-secret-0123';
const saved = { REVALIDATE_SECRET: process.env.REVALIDATE_SECRET, REDIS_URL: process.env.REDIS_URL };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  revalidated.length = 0;
});

function notice(body: string, timestamp = String(Math.floor(Date.now() / 1000))) {
  return () =>
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signPayload(SECRET, timestamp, body),
      },
    });
}

async function route() {
  vi.resetModules();
  process.env.REVALIDATE_SECRET = SECRET;
  delete process.env.REDIS_URL;
  return (await import('./route')).POST;
}

describe('the change webhook', () => {
  it('accepts a signed notice once and refuses the same notice sent again', async () => {
    const POST = await route();
    const menu = notice('{"kind":"menu","location":"PRIMARY"}');
    const first = await POST(menu() as never);
    expect(first.status).toBe(200);
    const refreshed = revalidated.length;
    expect(refreshed).toBeGreaterThan(1);
    // The redirect map is read again too: proxy.ts decides where an address leads before a page is rendered.
    expect(revalidated.filter((tag) => tag === 'map')).toHaveLength(1);

    const replay = await POST(menu() as never);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: 'This notice was already received.' });
    expect(revalidated).toHaveLength(refreshed);
  });

  it('accepts the same change signed anew (WordPress retrying with a new timestamp)', async () => {
    const POST = await route();
    const body = '{"kind":"theme-css"}';
    const now = Math.floor(Date.now() / 1000);
    expect((await POST(notice(body, String(now - 5))() as never)).status).toBe(200);
    expect((await POST(notice(body, String(now))() as never)).status).toBe(200);
  });

  it('takes two changes announced alike within one second, each naming itself, as two notices', async () => {
    const POST = await route();
    const now = String(Math.floor(Date.now() / 1000));
    const change = { kind: 'node', uri: '/a-quick-aside/', contentType: 'post', categories: [] };
    for (const id of [41, 42]) {
      const answer = await POST(notice(JSON.stringify({ ...change, notice: id }), now)() as never);
      expect(answer.status, `notice ${id}`).toBe(200);
    }
  });
});
