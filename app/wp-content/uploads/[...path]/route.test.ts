import { describe, expect, it } from 'vitest';
import { serveAsWordPress } from '@/tests/support/wordpress-stand-in';

/** WordPress, as far as its uploads go: one picture, on the origin of WORDPRESS_GRAPHQL_URL. */
const PICTURE = Buffer.from('a picture');
const asked: string[] = [];

serveAsWordPress((req, res) => {
  asked.push(`${req.method} ${req.url}`);
  if (req.url !== '/wp-content/uploads/2026/02/team.jpg') return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': PICTURE.length });
  res.end(req.method === 'HEAD' ? undefined : PICTURE);
});

describe('GET and HEAD /wp-content/uploads/…', () => {
  it('answers with the file from the origin of WORDPRESS_GRAPHQL_URL', async () => {
    const { GET, HEAD } = await import('./route');
    const got = await GET(new Request('http://localhost:3000/wp-content/uploads/2026/02/team.jpg'));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PICTURE);
    const head = await HEAD(
      new Request('http://localhost:3000/wp-content/uploads/2026/02/team.jpg', { method: 'HEAD' }),
    );
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await GET(new Request('http://localhost:3000/wp-content/uploads/gone.jpg'))).status).toBe(404);
    expect(asked).toEqual([
      'GET /wp-content/uploads/2026/02/team.jpg',
      'HEAD /wp-content/uploads/2026/02/team.jpg',
      'GET /wp-content/uploads/gone.jpg',
    ]);
  });
});
