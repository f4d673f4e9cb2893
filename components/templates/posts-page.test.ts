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
let withSticky: ContentServer;
let dispatches: ContentServer;

/** Thirty posts, a day apart, newest `post-30`; an editor stuck an old one and one from the middle. */
const manyPosts = Array.from({ length: 30 }, (_, index) => ({
  ...fixturePack.posts[0]!,
  slug: `post-${index + 1}`,
  title: `Post ${index + 1}`,
  date: `2024-04-${String(index + 1).padStart(2, '0')}T09:00:00`,
  sticky: index + 1 === 3 || index + 1 === 17,
}));

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
  withSticky = await startContentServer({
    ...common,
    dbPath: join(dir, 'sticky.sqlite'),
    pack: { ...fixturePack, posts: manyPosts },
    postsPage: '/insights/',
  });
  // A Posts page its editors titled otherwise than its address, with words and a hero of its own.
  dispatches = await startContentServer({
    ...common,
    dbPath: join(dir, 'dispatches.sqlite'),
    pack: {
      ...fixturePack,
      pages: fixturePack.pages.map((page) =>
        page.uri === '/insights/'
          ? {
              ...page,
              slug: 'field-notes',
              uri: '/field-notes/',
              title: 'Dispatches',
              content: '<p>Notes from the field.</p>',
              heroSettings: { ...page.heroSettings, heroEyebrow: 'From the road' },
            }
          : page,
      ),
    },
    postsPage: '/field-notes/',
  });
});

afterAll(async () => {
  await withPostsPage?.close();
  await postsOnFront?.close();
  await withSticky?.close();
  await dispatches?.close();
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

  it('lists the sticky posts first, then every other post once, newest first, over all its pages', async () => {
    const resolveRoute = await routeAgainst(withSticky);
    const pages: string[][] = [];
    for (let page = 1; ; page += 1) {
      const route = await resolveRoute(page === 1 ? '/insights/' : `/insights/page/${page}/`);
      if (route.kind !== 'node') break;
      pages.push((route.listing?.data.entries ?? []).map((entry) => entry.slug));
    }
    expect(pages.length).toBeGreaterThan(1);
    // Page 1 opens with the stuck posts, newest first, though their dates put them far down the list.
    expect(pages[0]!.slice(0, 2)).toEqual(['post-17', 'post-3']);
    const everyone = pages.flat();
    expect(everyone, 'no post is listed twice').toHaveLength(new Set(everyone).size);
    expect([...everyone].sort()).toEqual(manyPosts.map((post) => post.slug).sort());
    // The rest keep their order: newest first, the stuck ones left out.
    const others = manyPosts
      .filter((post) => !post.sticky)
      .map((post) => post.slug)
      .reverse();
    expect(everyone.slice(2)).toEqual(others);
  });

  it('shows the title, content and hero its editors gave it, and is in the sitemap', async () => {
    const resolveRoute = await routeAgainst(dispatches);
    const route = await resolveRoute('/field-notes/');
    expect(route.kind).toBe('node');
    if (route.kind !== 'node' || route.node.kind !== 'page') return;
    expect(route.node).toMatchObject({ uri: '/field-notes/', title: 'Dispatches', isPostsPage: true });
    expect(route.node.content).toContain('Notes from the field.');
    expect(route.node.hero).toMatchObject({ eyebrow: 'From the road', headline: 'Dispatches' });
    expect(route.listing?.data.total).toBe(fixturePack.posts.length);

    const { sitemapRoot } = await import('@/lib/seo/sitemap-files');
    const urls = [...(await sitemapRoot()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(urls).toContain('/field-notes/');
    expect(urls.filter((url) => url === '/')).toHaveLength(1);
  });
});
