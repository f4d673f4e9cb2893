/**
 * WordPress's "Posts page" (Settings → Reading), end to end through the site's reads: the embedded content
 * server, set up with a posts page, answers its address with the post type as WordPress does, and the route
 * still renders the listing there; a WordPress whose front page lists the posts still has a front page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startContentServer, type ContentServer } from '@/content-server/src/server';
import { FIXTURE_UPLOADS, fixturePack } from '@/content-server/src/test-fixtures/fixture-pack';

let dir: string;
let withPostsPage: ContentServer;
let postsOnFront: ContentServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'posts-page-'));
  const common = { port: 0, uploadsDir: FIXTURE_UPLOADS, token: 'posts-page-token' };
  withPostsPage = await startContentServer({
    ...common,
    dbPath: join(dir, 'reading.sqlite'),
    pack: fixturePack,
    postsPage: '/insights/',
  });
  postsOnFront = await startContentServer({
    ...common,
    dbPath: join(dir, 'front.sqlite'),
    pack: { ...fixturePack, pages: fixturePack.pages.filter((page) => page.uri !== '/' && !page.isFrontPage) },
  });
});

afterAll(async () => {
  await withPostsPage?.close();
  await postsOnFront?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The route module read fresh against one content server (the site reads its address once per process). */
async function routeAgainst(server: ContentServer) {
  vi.resetModules();
  process.env.WORDPRESS_GRAPHQL_URL = server.graphqlUrl;
  return (await import('./resolve-route')).resolveRoute;
}

describe('the "Posts page" of Settings → Reading', () => {
  it('renders the insights listing at its address, though WordPress answers it with the post type', async () => {
    const resolveRoute = await routeAgainst(withPostsPage);
    const route = await resolveRoute('/insights/');
    expect(route.kind).toBe('node');
    if (route.kind !== 'node') return;
    expect(route.node).toMatchObject({ kind: 'page', uri: '/insights/', title: 'Insights', isPostsPage: true });
    expect(route.listing?.listing).toMatchObject({ type: 'post', noun: 'insights' });
    // Every post, newest first.
    const entries = route.listing?.data.entries ?? [];
    expect(entries.map((entry) => entry.slug).sort()).toEqual(fixturePack.posts.map((post) => post.slug).sort());
    expect(entries.map((entry) => entry.date)).toEqual(
      entries
        .map((entry) => entry.date)
        .sort()
        .reverse(),
    );
    expect(route.listing?.data.total).toBe(fixturePack.posts.length);
  });

  it('renders the front page, with its sections, when the front page is where the posts are listed', async () => {
    const resolveRoute = await routeAgainst(postsOnFront);
    const route = await resolveRoute('/');
    expect(route.kind).toBe('node');
    if (route.kind !== 'node') return;
    expect(route.node).toMatchObject({ kind: 'page', uri: '/', isFrontPage: true, isPostsPage: true });
    expect(route.lists.insights?.length).toBeGreaterThan(0);
    expect(route).not.toHaveProperty('listing');
  });
});
