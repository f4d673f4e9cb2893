/**
 * The content index and listing pages against the embedded content server holding 6,000 more posts than the
 * fixture pack, with every GraphQL request counted where it is answered. Next's data cache is stood in for by
 * a fetch that keeps each read under its tags until one of them is revalidated, as Next's does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PackPost } from '@/content-server/content-pack/types';
import { startTestServer, type TestServer } from '@/content-server/test/support';
import { fixturePack } from '@/content-server/src/test-fixtures/fixture-pack';
import { pageCount } from './listing-table';
import { expandTags, revalidatePayload } from './revalidate';

const BULK = 6_000;

// Work a page leaves for after its answer (next/server's `after`), run by the test when it chooses.
const afterAnswer: (() => Promise<unknown>)[] = [];
vi.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => void afterAnswer.push(task) }));

let server: TestServer;
let listings: typeof import('./listings');

const kept = new Map<string, { body: string; status: number; headers: [string, string][]; tags: string[] }>();
const realFetch = globalThis.fetch;

function revalidate(tags: string[]) {
  for (const [key, entry] of kept) if (entry.tags.some((tag) => tags.includes(tag))) kept.delete(key);
}

beforeAll(async () => {
  const posts: PackPost[] = Array.from({ length: BULK }, (_, i) => ({
    slug: `bulk-post-${i}`,
    title: `Bulk post ${i}`,
    // Newest first is bulk-post-5999; two posts share each hour, so the id breaks ties.
    date: new Date(Date.UTC(2010, 0, 1) + Math.floor(i / 2) * 3_600_000).toISOString().slice(0, 19),
    excerpt: `<p>Excerpt ${i}.</p>`,
    content: `<p>Post ${i}.</p>`,
    author: 'maya-ortiz',
    categories: [['agency-news', 'thought-leadership', 'podcast'][i % 3]!],
    featuredImage: null,
    insightsArticleAuthor: '',
    podcastInformation: null,
  }));
  server = await startTestServer({ ...fixturePack, posts: [...fixturePack.posts, ...posts] });
  process.env.WORDPRESS_GRAPHQL_URL = server.graphqlUrl;
  process.env.SITE_URL = 'https://www.example.com';
  globalThis.fetch = async (input, init) => {
    const tags = (init as { next?: { tags?: string[] } } | undefined)?.next?.tags;
    if (!tags) return realFetch(input, init);
    const key = `${String(input)} ${String(init?.body)}`;
    let entry = kept.get(key);
    if (!entry) {
      const response = await realFetch(input, init);
      entry = { body: await response.text(), status: response.status, headers: [...response.headers], tags };
      if (response.ok) kept.set(key, entry);
    }
    return new Response(entry.body, { status: entry.status, headers: entry.headers });
  };
  listings = await import('./listings');
}, 120_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  await server?.stop();
});

async function publishedPostUris(): Promise<string[]> {
  kept.clear();
  return (await listings.getContentIndex('post')).map((entry) => entry.uri);
}

describe('the content index of a large site', () => {
  it('holds every post, past the 5,000 the index once stopped at', async () => {
    const index = await listings.getContentIndex('post');
    const uris = index.map((entry) => entry.uri);
    expect(uris.length).toBeGreaterThan(BULK);
    expect(new Set(uris).size).toBe(uris.length);
    // The fixture pack's posts are newer than the bulk ones.
    expect(uris.filter((uri) => uri.startsWith('/bulk-post-'))).toHaveLength(BULK);
    expect(uris.at(-1)).toBe('/bulk-post-0/');
  });

  it('answers a cold first listing page in one request with its page count, and walks the index after', async () => {
    for (const term of [undefined, { taxonomy: 'category' as const, slug: 'podcast' }]) {
      kept.clear();
      afterAnswer.length = 0;
      server.resetRequestCount();
      const route = await listings.getListingRoute(term ? '/category/podcast/' : '/insights/', 'post', term, 1);
      expect(server.requestCount()).toBe(1);
      expect(afterAnswer).toHaveLength(1);
      await Promise.all(afterAnswer.map((task) => task()));
      // The walk after the answer read the index whole: the page count agrees with it, and costs nothing now.
      expect(server.requestCount()).toBeGreaterThan(BULK / 300);
      const index = await listings.getContentIndex('post', term);
      expect(route?.data?.total).toBe(index.length);
      expect(route?.data?.pageCount).toBe(pageCount(index.length, 12));
      expect(route?.data?.entries.map((entry) => entry.uri)).toEqual(index.slice(0, 12).map((entry) => entry.uri));
    }
  });

  it('reads the index once when a deep page is opened while the first page’s walk is under way', async () => {
    kept.clear();
    server.resetRequestCount();
    await listings.getContentIndex('post');
    const walk = server.requestCount();

    kept.clear();
    afterAnswer.length = 0;
    server.resetRequestCount();
    await listings.getListingRoute('/insights/', 'post', undefined, 1);
    const [, deep] = await Promise.all([
      Promise.all(afterAnswer.map((task) => task())),
      listings.getListingRoute('/insights/', 'post', undefined, 200),
    ]);
    expect(deep?.data?.page).toBe(200);
    // The first page's request, one walk and the deep page's own request.
    expect(server.requestCount()).toBe(walk + 2);
  });

  it('serves a cold listing page at any depth in one request once the index is warm', async () => {
    const index = await listings.getContentIndex('post');
    const pages = pageCount(index.length, 12);
    for (const page of [9, 250, pages]) {
      server.resetRequestCount();
      const route = await listings.getListingRoute('/insights/', 'post', undefined, page);
      expect(server.requestCount(), `page ${page}`).toBe(1);
      expect(route?.data?.pageCount).toBe(pages);
      expect(route?.data?.entries.map((entry) => entry.uri)).toEqual(
        index.slice((page - 1) * 12, page * 12).map((entry) => entry.uri),
      );
    }
    const past = await listings.getListingRoute('/insights/', 'post', undefined, pages + 1);
    expect(past?.node.uri).toBe('/insights/');
    expect(past?.data).toBeUndefined();
  });

  it('is refreshed by an edit without being read again whole: the first batch and the one holding the entry', async () => {
    const before = await listings.getContentIndex('post');
    const deep = before[4_321]!;
    const { body } = await server.gql<{ post: { databaseId: number; categories: { nodes: { slug: string }[] } } }>(
      'query ($uri: ID!) { post(id: $uri, idType: URI) { databaseId categories { nodes { slug } } } }',
      { uri: deep.uri },
    );
    const post = body.data!.post;
    const unpublished = await server.gql(
      'mutation ($id: ID!) { updatePost(input: { id: $id, status: DRAFT }) { post { status } } }',
      { id: String(post.databaseId) },
      { auth: true },
    );
    expect(unpublished.body.errors).toBeUndefined();

    // What the change webhook refreshes for the notice WordPress sends.
    const notice = revalidatePayload.parse({
      kind: 'node',
      uri: deep.uri,
      contentType: 'post',
      categories: post.categories.nodes.map((category) => category.slug),
    });
    revalidate(
      await expandTags(notice, {
        categories: async () => [],
        postsOf: async (category) => (await listings.getContentIndex('post', category)).map((entry) => entry.uri),
        indexBatches: listings.indexBatchTagsHolding,
      }),
    );

    server.resetRequestCount();
    const after = await listings.getContentIndex('post');
    expect(server.requestCount()).toBeLessThanOrEqual(3);
    expect(after.map((entry) => entry.uri)).not.toContain(deep.uri);
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((entry) => entry.uri)).toEqual(await publishedPostUris());
  });

  it('is refreshed by an edit of its newest entry with one read', async () => {
    const before = await listings.getContentIndex('post');
    const { body } = await server.gql<{ post: { databaseId: number } }>(
      'query ($uri: ID!) { post(id: $uri, idType: URI) { databaseId } }',
      { uri: before[0]!.uri },
    );
    await server.gql(
      'mutation ($id: ID!) { updatePost(input: { id: $id, slug: "bulk-post-newest" }) { post { uri } } }',
      { id: String(body.data!.post.databaseId) },
      { auth: true },
    );
    revalidate(
      await expandTags(
        revalidatePayload.parse({
          kind: 'node',
          uri: '/bulk-post-newest/',
          previousUri: before[0]!.uri,
          contentType: 'post',
          categories: [],
        }),
        { categories: async () => [], postsOf: async () => [], indexBatches: listings.indexBatchTagsHolding },
      ),
    );
    server.resetRequestCount();
    const after = await listings.getContentIndex('post');
    expect(server.requestCount()).toBe(1);
    expect(after[0]!.uri).toBe('/bulk-post-newest/');
    expect(after.map((entry) => entry.uri)).toEqual(await publishedPostUris());
  });
});
