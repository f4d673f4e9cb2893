/**
 * `where: { search }` as WordPress answers it (WP_Query's `s` through WPGraphQL): words matched in the title,
 * excerpt or content, stop words dropped, phrases kept, title matches first, drafts never, and cursors that walk
 * the relevance order without repeating or losing an entry. tests/wordpress/search.test.ts holds the same rules
 * against the live WordPress.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPack } from '../content-pack/types';
import { fixturePack } from '../src/test-fixtures/fixture-pack';
import { parseSearch } from '../src/graphql/search';
import { HIDDEN_ENTRY, SEARCH_CASES, SEARCH_ENTRIES } from './search-cases';
import { removeDir, startTestServer, type TestServer } from './support';

const base = fixturePack.posts[0]!;
const pack: ContentPack = {
  ...fixturePack,
  posts: [...fixturePack.posts, ...[...SEARCH_ENTRIES, HIDDEN_ENTRY].map((entry) => ({ ...base, ...entry, tags: [] }))],
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(pack);
  const db = new Database(server.dbPath);
  db.prepare("UPDATE posts SET status = 'draft' WHERE slug = ?").run(HIDDEN_ENTRY.slug);
  db.close();
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dir);
});

type Page = {
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null; startCursor: string | null };
  nodes: { slug: string }[];
};

const SEARCH = `query S($search: String, $first: Int, $after: String, $last: Int, $before: String) {
  posts(first: $first, after: $after, last: $last, before: $before, where: { search: $search }) {
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    nodes { slug }
  }
}`;

const search = async (variables: Record<string, unknown>) =>
  (await server.data<{ posts: Page }>(SEARCH, variables)).posts;

const slugs = async (term: string) => (await search({ search: term, first: 100 })).nodes.map((node) => node.slug);

describe('search', () => {
  it.each(SEARCH_CASES)('%s', async (term, expected) => {
    expect(await slugs(term)).toEqual(expected);
  });

  it('never lists a draft, and an empty search lists everything by date', async () => {
    expect(await slugs('unseen')).toEqual([]);
    expect((await slugs('')).length).toBe(pack.posts.length - 1);
  });

  it('pages forwards and backwards through the relevance order with no entry repeated or missing', async () => {
    const all = await slugs('zephyr campaign');
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const page: Page = await search({ search: 'zephyr campaign', first: 2, after });
      seen.push(...page.nodes.map((node) => node.slug));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    const last = await search({ search: 'zephyr campaign', last: 2 });
    expect(last.nodes.map((node) => node.slug)).toEqual(all.slice(-2));
    const before = await search({ search: 'zephyr campaign', last: 2, before: last.pageInfo.startCursor });
    expect(before.nodes.map((node) => node.slug)).toEqual(all.slice(-4, -2));
  });
});

describe('parseSearch', () => {
  it('reads the words as WordPress does', () => {
    expect(parseSearch('The "brand voice" of a -print shop')).toMatchObject({
      count: 6,
      include: ['brand voice', 'shop'],
      exclude: ['print'],
      phraseRanks: false,
    });
    // Only stop words and single letters: the whole search is one phrase.
    expect(parseSearch('the a of')).toMatchObject({ include: ['the a of'], count: 3 });
    expect(parseSearch('')).toBeNull();
  });
});
