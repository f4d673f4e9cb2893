/**
 * The preview link's refusals, answered before draft mode is touched: not set up (503), and links that are not
 * valid, have expired, were changed or were already used (4xx), each a short page that says so and is never
 * stored or indexed. The way in (draft mode, the preview page) is tested in the browser (tests/e2e/preview.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newTokenId, previewKey, signPreviewToken, type PreviewClaims } from '@/lib/preview/token';

const SECRET = 'preview-route-test-secret-0123456789';
const SETTINGS = ['PREVIEW_SECRET', 'REVALIDATE_SECRET', 'WORDPRESS_PREVIEW_USER', 'WORDPRESS_PREVIEW_APP_PASSWORD'];
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

async function open(token: string | null, env: Record<string, string>) {
  vi.resetModules();
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, { WORDPRESS_GRAPHQL_URL: 'http://127.0.0.1:9/graphql', ...env });
  const { GET } = await import('./route');
  const url = `http://localhost/api/preview/${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
  const response = await GET(new Request(url));
  return { response, text: await response.text() };
}

const CONFIGURED = { PREVIEW_SECRET: SECRET, WORDPRESS_PREVIEW_USER: 'previewer', WORDPRESS_PREVIEW_APP_PASSWORD: 'x' };

const link = (overrides: Partial<PreviewClaims> = {}) =>
  signPreviewToken(previewKey(SECRET), 'link', {
    post: 7,
    type: 'page',
    revision: 0,
    expires: Math.floor(Date.now() / 1000) + 600,
    id: newTokenId(),
    ...overrides,
  });

beforeEach(() => vi.resetModules());
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  delete process.env.WORDPRESS_GRAPHQL_URL;
});

describe('GET /api/preview', () => {
  it('answers 503 "Preview is not set up", naming what is missing, without the settings', async () => {
    const { response, text } = await open(link(), {});
    expect(response.status).toBe(503);
    expect(text).toContain('Preview is not set up');
    for (const name of ['REVALIDATE_SECRET', 'WORDPRESS_PREVIEW_USER', 'WORDPRESS_PREVIEW_APP_PASSWORD']) {
      expect(text).toContain(name);
    }
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const withSecretOnly = await open(link(), { REVALIDATE_SECRET: SECRET });
    expect(withSecretOnly.response.status).toBe(503);
    expect(withSecretOnly.text).not.toContain('REVALIDATE_SECRET');
    expect(withSecretOnly.text).toContain('WORDPRESS_PREVIEW_APP_PASSWORD');
  });

  it.each([
    ['no token', null, 400, 'not valid'],
    ['a token that is not one', 'abc.def', 400, 'not valid'],
    ['an expired link', link({ expires: Math.floor(Date.now() / 1000) - 1 }), 410, 'expired'],
    ['a changed link', link().replace(/^./, (first) => (first === 'e' ? 'f' : 'e')), 403, 'changed'],
  ])('refuses %s with a %i page', async (_name, token, status, words) => {
    const { response, text } = await open(token, CONFIGURED);
    expect(response.status).toBe(status);
    expect(text).toContain(words);
    expect(text).toContain('Press Preview in WordPress again');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a shared link that is not one, or has expired, before asking WordPress', async () => {
    const notOne = await open(null, CONFIGURED).then(() => import('./route'));
    const ask = async (share: string) => {
      const response = await notOne.GET(
        new Request(`http://localhost/api/preview/?share=${encodeURIComponent(share)}`),
      );
      return { status: response.status, text: await response.text() };
    };
    expect((await ask('abc')).status).toBe(400);
    const expired = signPreviewToken(previewKey(SECRET), 'share', {
      post: 7,
      type: 'page',
      revision: 0,
      expires: Math.floor(Date.now() / 1000) - 1,
      id: newTokenId(),
    });
    const answer = await ask(expired);
    expect(answer.status).toBe(410);
    expect(answer.text).toContain('This shared preview has expired');
    expect(answer.text).toContain('Ask the editor for a new link');
    // A Preview button's link is not a shared link.
    expect((await ask(link())).status).toBe(403);
  });
});
