/**
 * WordPress's own search through WPGraphQL (`where: { search }`), and the embedded content server's answer to the
 * same searches: the same entries in the same order on the demo content of every public type, and the same
 * categories and tags by name or slug; title matches above
 * body matches; drafts, private and password-protected entries never listed; cursors that walk the relevance
 * order with no entry repeated or missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPack } from '@/content-server/content-pack/index';
import { HIDDEN_ENTRY, SEARCH_CASES, SEARCH_ENTRIES, type SearchEntry } from '@/content-server/test/search-cases';
import { removeDir, startTestServer, type TestServer } from '@/content-server/test/support';
import { wpGraphQL, wpPhp } from '@/harness/wordpress/test-wordpress';

type Page = {
  pageInfo: { hasNextPage: boolean; endCursor: string | null; startCursor: string | null };
  nodes: { uri: string; slug: string }[];
};

const CONNECTIONS = ['posts', 'pages', 'caseStudies', 'careers', 'teamMembers'] as const;

const search = (
  connection: string,
) => `query S($search: String, $first: Int, $after: String, $last: Int, $before: String) {
  list: ${connection}(first: $first, after: $after, last: $last, before: $before, where: { search: $search }) {
    pageInfo { hasNextPage endCursor startCursor }
    nodes { uri slug }
  }
}`;

async function onWordPress(connection: string, variables: Record<string, unknown>): Promise<Page> {
  const answer = await wpGraphQL<{ list: Page }>(search(connection), variables);
  expect(answer.errors ?? []).toEqual([]);
  return answer.data!.list;
}

let embedded: TestServer;
beforeAll(async () => {
  embedded = await startTestServer(contentPack);
});
afterAll(async () => {
  await embedded.stop();
  removeDir(embedded.dir);
});

async function onEmbedded(connection: string, variables: Record<string, unknown>): Promise<Page> {
  const { body } = await embedded.gql<{ list: Page }>(search(connection), variables);
  expect(body.errors).toBeUndefined();
  return body.data!.list;
}

describe('the embedded server searches the demo content as WordPress does', () => {
  const searches = [
    'brand',
    'marketing strategy',
    'Winter Park',
    '"social media"',
    'design -brand',
    'the',
    'content marketing agency florida',
    'x',
  ];
  it.each(CONNECTIONS)('%s', async (connection) => {
    let found = 0;
    for (const term of searches) {
      const wordpress = (await onWordPress(connection, { search: term, first: 100 })).nodes.map((node) => node.uri);
      const ours = (await onEmbedded(connection, { search: term, first: 100 })).nodes.map((node) => node.uri);
      expect(ours, `${connection}: ${term}`).toEqual(wordpress);
      found += wordpress.length;
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('the embedded server finds categories and tags by name or slug as WordPress does', () => {
  type Terms = { nodes: { name: string; uri: string }[] };
  const terms = (connection: string) => `query T($search: String) {
    list: ${connection}(first: 100, where: { search: $search, hideEmpty: true }) { nodes { name uri } }
  }`;
  // A name's word in any case, part of a word, a slug with its dash, a tag no published post carries, none.
  const searches = ['winter', 'PARK', 'news', 'ent', 'central-florida', 'Print', 'zzqx'];
  it.each(['categories', 'tags'])('%s', async (connection) => {
    let found = 0;
    for (const term of searches) {
      const wordpress = await wpGraphQL<{ list: Terms }>(terms(connection), { search: term });
      expect(wordpress.errors ?? []).toEqual([]);
      const ours = await embedded.gql<{ list: Terms }>(terms(connection), { search: term });
      expect(ours.body.errors).toBeUndefined();
      expect(ours.body.data!.list.nodes, `${connection}: ${term}`).toEqual(wordpress.data!.list.nodes);
      found += wordpress.data!.list.nodes.length;
    }
    expect(found).toBeGreaterThan(0);
  });
});

/** Creates a post (PHP string literals for its fields) and returns its id. */
function createPost(entry: SearchEntry, extra: Record<string, string> = {}): number {
  const fields = {
    post_type: 'post',
    post_status: 'publish',
    post_name: entry.slug,
    post_title: entry.title,
    post_excerpt: entry.excerpt,
    post_content: entry.content,
    post_date: entry.date.replace('T', ' '),
    ...extra,
  };
  const php = Object.entries(fields)
    .map(([key, value]) => `'${key}' => ${JSON.stringify(value).replace(/\$/g, '\\$')}`)
    .join(', ');
  return Number(wpPhp(`echo wp_insert_post(array(${php}));`));
}

describe('WordPress search', () => {
  const ids: number[] = [];
  beforeAll(() => {
    for (const entry of SEARCH_ENTRIES) ids.push(createPost(entry));
    ids.push(createPost({ ...HIDDEN_ENTRY, slug: 'hidden-draft' }, { post_status: 'draft' }));
    ids.push(createPost({ ...HIDDEN_ENTRY, slug: 'hidden-private' }, { post_status: 'private' }));
    ids.push(createPost({ ...HIDDEN_ENTRY, slug: 'hidden-password' }, { post_password: 'secret' }));
  });
  afterAll(() => {
    wpPhp(ids.map((id) => `wp_delete_post(${id}, true);`).join(' '));
  });

  it.each(SEARCH_CASES)('%s lists what the embedded server lists', async (term, expected) => {
    const page = await onWordPress('posts', { search: term, first: 100 });
    expect(page.nodes.map((node) => node.slug)).toEqual(expected);
  });

  it('never lists a draft, a private or a password-protected entry', async () => {
    const published = await onWordPress('posts', { search: 'unseen', first: 100 });
    expect(published.nodes).toEqual([]);
    // The same words find a published entry, so it is the status that hides them.
    expect((await onWordPress('posts', { search: 'campaign', first: 100 })).nodes.length).toBeGreaterThan(0);
  });

  it('pages forwards and backwards through the relevance order with no entry repeated or missing', async () => {
    const [term, all] = SEARCH_CASES[0]!;
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const page: Page = await onWordPress('posts', { search: term, first: 2, after });
      seen.push(...page.nodes.map((node) => node.slug));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    const last = await onWordPress('posts', { search: term, last: 2 });
    expect(last.nodes.map((node) => node.slug)).toEqual(all.slice(-2));
    const before = await onWordPress('posts', { search: term, last: 2, before: last.pageInfo.startCursor });
    expect(before.nodes.map((node) => node.slug)).toEqual(all.slice(-4, -2));
  });
});
