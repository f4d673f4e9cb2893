/**
 * A paginated entry (`<!--nextpage-->`) read part by part through the site's route, on the embedded content
 * server, which answers `/story/2/` with the entry at `/story/` as WordPress does; and a post's format.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startContentServer, type ContentServer } from '@/content-server/src/server';
import { FIXTURE_UPLOADS, fixturePack } from '@/content-server/src/test-fixtures/fixture-pack';

let dir: string;
let server: ContentServer;

const paged = {
  ...fixturePack.posts[0]!,
  slug: 'three-parts',
  title: 'Three parts',
  content:
    '<!-- wp:paragraph --><p>Opening part.</p><!-- /wp:paragraph -->\n<!-- wp:nextpage --><!--nextpage--><!-- /wp:nextpage -->\n<!-- wp:paragraph --><p>Middle part.</p><!-- /wp:paragraph -->\n<!-- wp:nextpage --><!--nextpage--><!-- /wp:nextpage -->\n<!-- wp:paragraph --><p>Closing part.</p><!-- /wp:paragraph -->',
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'entry-parts-'));
  server = await startContentServer({
    port: 0,
    uploadsDir: FIXTURE_UPLOADS,
    token: 'entry-parts-token',
    dbPath: join(dir, 'parts.sqlite'),
    pack: {
      ...fixturePack,
      posts: [...fixturePack.posts, paged, { ...fixturePack.posts[1]!, slug: 'a-quote', format: 'quote' }],
    },
  });
  vi.resetModules();
  process.env.WORDPRESS_GRAPHQL_URL = server.graphqlUrl;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const resolve = async (uri: string) => (await import('./resolve-route')).resolveRoute(uri);

describe('a paginated entry', () => {
  it('shows part 1 at its address and part N at <address>N/, each alone', async () => {
    const parts = await Promise.all(['/three-parts/', '/three-parts/2/', '/three-parts/3/'].map(resolve));
    const shown = parts.map((route) => (route.kind === 'node' ? route.node : undefined));
    expect(shown.map((node) => (node && node.kind === 'post' ? node.part : undefined))).toEqual([
      { number: 1, count: 3 },
      { number: 2, count: 3 },
      { number: 3, count: 3 },
    ]);
    const texts = shown.map((node) => (node && node.kind === 'post' ? node.content : ''));
    expect(texts[0]).toContain('Opening part.');
    expect(texts[0]).not.toContain('Middle part.');
    expect(texts[1]).toContain('Middle part.');
    expect(texts[1]).not.toContain('Opening part.');
    expect(texts[2]).toContain('Closing part.');
  });

  it('has no part past its last, sends /1/ to its address, and a whole entry has no parts', async () => {
    expect(await resolve('/three-parts/4/')).toEqual({ kind: 'missing' });
    expect(await resolve('/three-parts/1/')).toEqual({ kind: 'redirect', to: '/three-parts/', permanent: true });
    expect(await resolve('/spring-launch/2/')).toEqual({ kind: 'missing' });
    const whole = await resolve('/spring-launch/');
    expect(whole.kind === 'node' && whole.node.kind === 'post' && whole.node.part).toBeFalsy();
  });
});

describe('a post format', () => {
  it('is read from WordPress’s post_format term, on the post and in listings; standard without one', async () => {
    const quote = await resolve('/a-quote/');
    expect(quote.kind === 'node' && quote.node.kind === 'post' && quote.node.format).toBe('quote');
    const plain = await resolve('/spring-launch/');
    expect(plain.kind === 'node' && plain.node.kind === 'post' && plain.node.format).toBe('standard');
    const insights = await resolve('/insights/');
    const entries = insights.kind === 'node' ? (insights.listing?.data.entries ?? []) : [];
    expect(entries.find((entry) => entry.slug === 'a-quote')).toMatchObject({ format: 'quote' });
  });
});
