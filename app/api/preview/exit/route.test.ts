/** Leaving a preview: to the published address asked for, on this site only, as a header can carry it. */
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({
  draftMode: async () => ({ disable: () => undefined }),
  cookies: async () => ({ set: () => undefined }),
}));

async function leave(to: string) {
  const { GET } = await import('./route');
  return GET(new Request(`http://localhost/api/preview/exit?to=${to}`));
}

describe('leaving the preview', () => {
  it('goes to an address with non-Latin letters, percent-encoded in Location', async () => {
    const response = await leave('/%E6%97%A5%E6%9C%AC/');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/%E6%97%A5%E6%9C%AC/');
  });

  it('keeps a query, encoding its letters too', async () => {
    const response = await leave(encodeURIComponent('/café/?q=é'));
    expect(response.headers.get('location')).toBe('/caf%C3%A9/?q=%C3%A9');
  });

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/', '/\r\nSet-Cookie: x=1'])(
    'never leaves the site for %s',
    async (to) => {
      const response = await leave(encodeURIComponent(to));
      expect(response.headers.get('location')).toBe('/');
    },
  );
});
