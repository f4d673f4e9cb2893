/**
 * What a page view costs the content system, and how a change reaches the site: against a private copy of
 * the site (fresh cache, own content server; tests/support/private-site.ts) whose content server counts every
 * GraphQL request. No browser: a browser prefetches links, which would blur what one view costs.
 */
import Database from 'better-sqlite3';
import { expect, test } from '../support/fixtures';
import { signPayload } from '@/lib/cms/revalidate';
import { SECRET, startPrivateSite } from '../support/private-site';
import { sharedBySpec } from '../support/spec-server';

const site = sharedBySpec(test, startPrivateSite, 180_000);

interface View {
  status: number;
  html: string;
  cache: string | null;
  cost: number;
}

/** One page view, and how many requests it sent to the content system. */
async function view(path: string): Promise<View> {
  const before = await site.requests();
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    html,
    cache: response.headers.get('x-nextjs-cache'),
    cost: (await site.requests()) - before,
  };
}

const heading = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

interface Entry {
  uri: string;
  title: string;
  databaseId: number;
  categories: { nodes: { slug: string }[] };
}

const ENTRY = 'nodes { uri title databaseId }';
const POST = 'nodes { uri title databaseId categories { nodes { slug } } }';

/** The addresses to visit, read from the content server before any page is (these reads are not page costs). */
async function addresses() {
  const data = await site.cms<{
    news: { nodes: Entry[] };
    podcast: { nodes: Entry[] };
    team: { nodes: Entry[] };
    work: { nodes: Entry[] };
    careers: { nodes: Entry[] };
  }>(`{
    news: posts(first: 3, where: { categoryName: "agency-news", orderby: [{ field: DATE, order: DESC }] }) { ${POST} }
    podcast: posts(first: 3, where: { categoryName: "podcast", orderby: [{ field: DATE, order: DESC }] }) { ${POST} }
    team: teamMembers(first: 2) { ${ENTRY} }
    work: caseStudies(first: 1) { ${ENTRY} }
    careers: careers(first: 1) { ${ENTRY} }
  }`);
  return data;
}

let content: Awaited<ReturnType<typeof addresses>>;

test('a cold page costs at most two content requests (its own and the shell), a cached one none', async () => {
  content = await addresses();
  const pages: [string, string][] = [
    ['front page', '/'],
    ['plain page', '/about-us/'],
    ['listing page', '/insights/'],
    ['listing page of a custom type', '/team/'],
    ['numbered listing page', '/insights/page/2/'],
    ['category listing page', '/podcast/'],
    ['post', content.news.nodes[1]!.uri],
    ['podcast episode', content.podcast.nodes[1]!.uri],
    ['team member', content.team.nodes[0]!.uri],
    ['case study', content.work.nodes[0]!.uri],
    ['career', content.careers.nodes[0]!.uri],
    ['category archive', '/category/thought-leadership/'],
  ];
  const costs: Record<string, number> = {};
  for (const [name, path] of pages) {
    const first = await view(path);
    expect(first.status, `${name} ${path}`).toBe(200);
    costs[`${name} ${path}`] = first.cost;
  }
  // The first page also reads the shell (menus, stylesheet); every later page finds it cached.
  expect(Object.values(costs)).toEqual([2, ...pages.slice(1).map(() => 1)]);

  for (const [name, path] of pages) {
    const again = await view(path);
    expect({ page: `${name} ${path}`, status: again.status, cost: again.cost, cache: again.cache }).toEqual({
      page: `${name} ${path}`,
      status: 200,
      cost: 0,
      cache: 'HIT',
    });
  }
});

test('a post edited in the database shows after the signed webhook; pages that do not show it stay cached', async () => {
  // The newest episode: it heads the podcast lists and the other episodes' related posts.
  const edited = content.podcast.nodes[0]!;
  const sibling = content.podcast.nodes[1]!;
  const elsewhere = content.news.nodes[1]!;
  expect(sibling.categories.nodes[0]?.slug).toBe('podcast');
  const showing = [edited.uri, sibling.uri, '/podcast/', '/insights/'];
  const unrelated = [
    '/about-us/',
    '/team/',
    content.team.nodes[0]!.uri,
    elsewhere.uri,
    '/agency-news/',
    '/category/thought-leadership/',
  ];
  for (const path of [...showing, ...unrelated]) expect((await view(path)).status).toBe(200);
  for (const path of showing) expect((await view(path)).html).toContain(edited.title);

  // An editor's change written straight into the content database: the site knows nothing until told.
  const title = `Episode retitled ${Date.now().toString(36)}`;
  const db = new Database(site.dbPath);
  db.prepare('UPDATE posts SET title = ? WHERE id = ?').run(title, edited.databaseId);
  db.close();
  expect(heading((await view(edited.uri)).html)).toBe(edited.title);

  const answer = await site.notify({ kind: 'node', uri: edited.uri, contentType: 'post', categories: ['podcast'] });
  expect(answer.status).toBe(200);
  expect(answer.body.complete).toBe(true);
  expect(answer.body.revalidated).toEqual(
    expect.arrayContaining([`node:${edited.uri}`, `node:${sibling.uri}`, 'list:post', 'list:post:podcast']),
  );
  expect(answer.body.revalidated).not.toContain(`node:${elsewhere.uri}`);

  // Pages that do not show the post: still the cached render, and not a single request.
  for (const path of unrelated) {
    const again = await view(path);
    expect({ path, cache: again.cache, cost: again.cost }).toEqual({ path, cache: 'HIT', cost: 0 });
  }
  // Pages that do: marked stale (the first view still gets the old page while the new one renders, so a
  // visitor never waits), then the new title within seconds.
  for (const path of showing) {
    expect({ path, cache: (await view(path)).cache }).toEqual({ path, cache: 'STALE' });
    await expect
      .poll(async () => (await view(path)).html.includes(title), { message: path, timeout: 15_000 })
      .toBe(true);
  }
  expect(heading((await view(edited.uri)).html)).toBe(title);
});

test('an edit saved through the content server reaches the site by itself within seconds', async () => {
  const page = (
    await site.cms<{ nodeByUri: { databaseId: number; title: string } }>(
      // Not a page the site's own links lead to (/contact/, /hot-air/, /work/, /insights/): every page links
      // those, so their edits refresh every page (lib/cms/shell.ts).
      '{ nodeByUri(uri: "/mission/") { ... on Page { databaseId title } } }',
    )
  ).nodeByUri;
  const member = content.team.nodes[1]!;
  for (const path of ['/mission/', member.uri, '/team/', '/about-us/']) expect((await view(path)).status).toBe(200);
  const sentBefore = (await site.notices()).sent;

  const name = `Jordan Edited ${Date.now().toString(36)}`;
  await site.cms(
    'mutation($id: ID!, $title: String!) { updateTeamMember(input: { id: $id, title: $title }) { teamMember { title } } }',
    {
      id: member.databaseId,
      title: name,
    },
  );
  // The member's own page and the team listing, without anyone calling the webhook by hand.
  await expect.poll(async () => heading((await view(member.uri)).html), { timeout: 15_000 }).toBe(name);
  await expect.poll(async () => (await view('/team/')).html.includes(name), { timeout: 15_000 }).toBe(true);
  expect((await site.notices()).sent).toBe(sentBefore + 1);

  const retitled = `${page.title} today`;
  await site.cms(
    'mutation($id: ID!, $title: String!) { updatePage(input: { id: $id, title: $title }) { page { title } } }',
    { id: page.databaseId, title: retitled },
  );
  await expect
    .poll(
      async () => (/<title>([^<]*)<\/title>/.exec((await view('/mission/')).html)?.[1] ?? '').replaceAll('&amp;', '&'),
      { timeout: 15_000 },
    )
    .toContain(retitled);

  // A page that shows neither change stayed cached throughout.
  const about = await view('/about-us/');
  expect({ cache: about.cache, cost: about.cost }).toEqual({ cache: 'HIT', cost: 0 });
});

test('a post renamed through the content server answers at its old address with a 308 to its new one', async () => {
  const post = content.news.nodes[2]!;
  expect((await view(post.uri)).status).toBe(200);
  const sentBefore = (await site.notices()).sent;

  const slug = `renamed-${Date.now().toString(36)}`;
  const renamed = await site.cms<{ updatePost: { post: { uri: string } } }>(
    'mutation($id: ID!, $slug: String!) { updatePost(input: { id: $id, slug: $slug }) { post { uri } } }',
    { id: post.databaseId, slug },
  );
  const moved = renamed.updatePost.post.uri;
  expect(moved).toBe(`/${slug}/`);

  // The change notice makes the site read its redirect map again: from then on the old address redirects, its
  // cached page never replayed again.
  const answerAtOldAddress = async () => {
    const response = await fetch(`${site.url}${post.uri}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get('location') };
  };
  await expect.poll(answerAtOldAddress, { timeout: 15_000 }).toEqual({ status: 308, location: moved });
  // The notice counts as delivered once the webhook has answered, which may be a moment before or after the map shows it.
  await expect.poll(async () => (await site.notices()).sent).toBe(sentBefore + 1);
  const again = await view(post.uri);
  expect({ status: again.status, cost: again.cost }).toEqual({ status: 308, cost: 0 });

  // The new address shows the post, for one request of its own.
  const arrived = await view(moved);
  expect({ status: arrived.status, heading: heading(arrived.html), cost: arrived.cost }).toEqual({
    status: 200,
    heading: post.title,
    cost: 1,
  });
});

test('an address that answered 404 shows the entry that moved there with its own title, indexable, not the 404’s', async () => {
  const member = content.team.nodes[1]!;
  const slug = `arrived-${Date.now().toString(36)}`;
  const address = `/team/${slug}/`;
  // Asked for before anything is there: a 404, kept like any page.
  expect((await view(address)).status).toBe(404);
  expect(await view(address)).toMatchObject({ status: 404, cache: 'HIT' });

  const moved = await site.cms<{ updateTeamMember: { teamMember: { title: string } } }>(
    'mutation($id: ID!, $slug: String!) { updateTeamMember(input: { id: $id, slug: $slug }) { teamMember { title } } }',
    { id: member.databaseId, slug },
  );
  const name = moved.updateTeamMember.teamMember.title;
  const head = (html: string) => ({
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
  });
  await expect.poll(async () => (await view(address)).status, { timeout: 15_000 }).toBe(200);
  // The first answer and the kept one alike: the entry's head, not the not-found page's title and noindex.
  for (const seen of [await view(address), await view(address)]) {
    expect({ status: seen.status, heading: heading(seen.html), ...head(seen.html) }).toEqual({
      status: 200,
      heading: name,
      title: expect.stringContaining(name),
      robots: null,
    });
  }
});

test('the webhook answers at its documented address itself, without a redirect, and with the slash too', async () => {
  // WordPress's plugin never follows a redirect: a 308 here would lose every change notice.
  for (const path of ['/api/revalidate', '/api/revalidate/']) {
    const unsigned = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"kind":"forms"}',
      redirect: 'manual',
    });
    expect({ path, status: unsigned.status }).toEqual({ path, status: 401 });
    expect(((await unsigned.json()) as { error?: string }).error).toMatch(/^Signature /);
  }
  const signed = await site.notify({ kind: 'forms' });
  expect(signed.status).toBe(200);
  expect(signed.body).toEqual({ revalidated: ['forms'], complete: true });
});

test('the webhook refuses unsigned, stale and unknown notices', async () => {
  const unsigned = await fetch(`${site.url}/api/revalidate`, { method: 'POST', body: '{"kind":"forms"}' });
  expect(unsigned.status).toBe(401);
  expect((await site.notify({ kind: 'everything' })).status).toBe(422);
  const body = '{"kind":"forms"}';
  const old = String(Math.floor(Date.now() / 1000) - 3600);
  const stale = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'X-Altitude-Timestamp': old, 'X-Altitude-Signature': signPayload(SECRET, old, body) },
    body,
  });
  expect(stale.status).toBe(401);
  const forged = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: {
      'X-Altitude-Timestamp': old.slice(0, -1),
      'X-Altitude-Signature': signPayload('not-the-secret-at-all', old, body),
    },
    body,
  });
  expect(forged.status).toBe(401);
  const notJson = await fetch(`${site.url}/api/revalidate`, { method: 'POST', body: 'x'.repeat(20_000) });
  expect(notJson.status).toBe(413);
});
