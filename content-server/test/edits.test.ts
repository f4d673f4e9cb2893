/**
 * Editing: the token-guarded WPGraphQL update mutations, and the signed change notice the server sends the
 * site after each one (as the WordPress companion plugin does), with retries and without holding up the edit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSignature } from '@/lib/cms/revalidate';
import type { ContentServer } from '../src/server';
import { fixturePack } from '../src/test-fixtures/fixture-pack';
import { askServer, startTestServer } from './support';

const SECRET = 'a-shared-secret-of-the-site';

/** A stand-in for the site's webhook: records each notice, answers with the next scripted status. */
interface Receiver {
  url: string;
  notices: { body: string; headers: IncomingHttpHeaders; at: number }[];
  script: { status: number; delayMs?: number; location?: string }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = { notices: [], script: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.notices.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers, at: Date.now() });
      const next = receiver.script.shift() ?? { status: 200 };
      setTimeout(() => {
        res.writeHead(next.status, {
          'Content-Type': 'application/json',
          ...(next.location ? { Location: next.location } : {}),
        });
        res.end('{}');
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...receiver,
    url: `http://127.0.0.1:${port}/api/revalidate`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let dir: string;
let receiver: Receiver;
let cms: ContentServer;
const warnings: string[] = [];
const log = { warn: (message: string) => warnings.push(message), error: (message: string) => warnings.push(message) };

const gql = <T>(query: string, variables: Record<string, unknown> = {}, auth = true) =>
  askServer<T>(cms, query, variables, auth);

const databaseIdOf = async (uri: string) =>
  (
    await gql<{ nodeByUri: { databaseId: number } }>(
      'query($uri: String!) { nodeByUri(uri: $uri) { ... on ContentNode { databaseId } } }',
      { uri },
    )
  ).data!.nodeByUri.databaseId;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-edits-'));
  receiver = await startReceiver();
  cms = await startTestServer(fixturePack, dir, {
    siteWebhook: { url: receiver.url, secret: SECRET, retryDelayMs: 50, log },
  });
});

afterAll(async () => {
  await cms?.close();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await cms.webhookIdle();
  receiver.notices.length = 0;
  receiver.script.length = 0;
  warnings.length = 0;
});

describe('update mutations', () => {
  it('refuse an edit without the token, and change nothing', async () => {
    const id = await databaseIdOf('/about-us/');
    const answer = await gql(
      'mutation($id: ID!) { updatePage(input: { id: $id, title: "Hacked" }) { page { title } } }',
      { id },
      false,
    );
    expect(answer.errors?.[0]?.message).toBe('Sorry, you are not allowed to edit this page.');
    expect(answer.data).toEqual({ updatePage: null });
    const page = await gql<{ page: { title: string } }>(
      'query($id: ID!) { page(id: $id, idType: DATABASE_ID) { title } }',
      { id },
    );
    expect(page.data?.page.title).toBe('About Us');
    await cms.webhookIdle();
    expect(receiver.notices).toEqual([]);
  });

  it('change a page: readers see the new title and content at once, with a later modified date', async () => {
    const id = await databaseIdOf('/about-us/');
    const answer = await gql<{
      updatePage: { clientMutationId: string; page: { title: string; content: string; modified: string } };
    }>(
      'mutation($id: ID!) { updatePage(input: { id: $id, title: "About Altitude", content: "<p>New words.</p>", clientMutationId: "e-1" }) { clientMutationId page { title content modified } } }',
      { id },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updatePage).toMatchObject({
      clientMutationId: 'e-1',
      page: { title: 'About Altitude', content: '<p>New words.</p>' },
    });
    expect(answer.data!.updatePage.page.modified > '2024-01-03T09:00:00').toBe(true);
    const read = await gql<{ nodeByUri: { title: string } }>(
      '{ nodeByUri(uri: "/about-us/") { ... on Page { title } } }',
      {},
      false,
    );
    expect(read.data?.nodeByUri.title).toBe('About Altitude');
  });

  it('accept a global id, and answer an unknown id or a wrong type with an error', async () => {
    const id = await databaseIdOf('/spring-launch/');
    const global = Buffer.from(`post:${id}`).toString('base64');
    const ok = await gql<{ updatePost: { post: { excerpt: string } } }>(
      'mutation($id: ID!) { updatePost(input: { id: $id, excerpt: "<p>Short.</p>" }) { post { excerpt } } }',
      { id: global },
    );
    expect(ok.data?.updatePost.post.excerpt).toBe('<p>Short.</p>');
    const missing = await gql('mutation { updatePost(input: { id: "999999", title: "x" }) { post { id } } }');
    expect(missing.errors?.[0]?.message).toMatch(/No post could be found/);
    const wrongType = await gql('mutation($id: ID!) { updatePage(input: { id: $id, title: "x" }) { page { id } } }', {
      id,
    });
    expect(wrongType.errors?.[0]?.message).toMatch(/No page could be found/);
  });

  it('move a post to a new slug: the old address is gone, the new one answers', async () => {
    const id = await databaseIdOf('/new-office/');
    const answer = await gql<{ updatePost: { post: { uri: string; slug: string } } }>(
      'mutation($id: ID!) { updatePost(input: { id: $id, slug: "Our New Office!" }) { post { uri slug } } }',
      { id },
    );
    expect(answer.data?.updatePost.post).toEqual({ uri: '/our-new-office/', slug: 'our-new-office' });
    expect(
      (await gql<{ nodeByUri: unknown }>('{ nodeByUri(uri: "/new-office/") { id } }', {}, false)).data?.nodeByUri,
    ).toBeNull();
    const taken = await gql(
      'mutation($id: ID!) { updatePost(input: { id: $id, slug: "spring-launch" }) { post { uri } } }',
      { id },
    );
    expect(taken.errors?.[0]?.message).toBe('Another entry already lives at /spring-launch/.');
  });

  it('unpublish and republish a team member', async () => {
    const id = await databaseIdOf('/team/sam-lee/');
    await gql('mutation($id: ID!) { updateTeamMember(input: { id: $id, status: DRAFT }) { teamMember { status } } }', {
      id,
    });
    expect(
      (await gql<{ nodeByUri: unknown }>('{ nodeByUri(uri: "/team/sam-lee/") { id } }', {}, false)).data?.nodeByUri,
    ).toBeNull();
    await gql(
      'mutation($id: ID!) { updateTeamMember(input: { id: $id, status: PUBLISH }) { teamMember { status } } }',
      { id },
    );
    expect(
      (await gql<{ nodeByUri: unknown }>('{ nodeByUri(uri: "/team/sam-lee/") { id } }', {}, false)).data?.nodeByUri,
    ).not.toBeNull();
  });
});

describe('change notices to the site', () => {
  const ids = new Set<string>();
  /** What a notice says, its own id set aside: every notice names itself once, so none passes for a replay. */
  const parse = (notice: Receiver['notices'][number]) => {
    const { notice: id, ...change } = JSON.parse(notice.body) as Record<string, unknown>;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.has(id as string), 'a notice id used twice').toBe(false);
    ids.add(id as string);
    return change;
  };

  it('are signed exactly as the site checks them, and say what changed and where its lists are', async () => {
    const id = await databaseIdOf('/summer-hires/');
    await gql('mutation($id: ID!) { updatePost(input: { id: $id, title: "Summer hires, 2024" }) { post { id } } }', {
      id,
    });
    await cms.webhookIdle();
    expect(receiver.notices).toHaveLength(1);
    const [notice] = receiver.notices;
    const signature = String(notice!.headers['x-altitude-signature']);
    const timestamp = String(notice!.headers['x-altitude-timestamp']);
    expect(checkSignature(SECRET, notice!.body, signature, timestamp)).toBe('ok');
    expect(notice!.headers['content-type']).toBe('application/json');
    expect(parse(notice!)).toEqual({
      kind: 'node',
      uri: '/summer-hires/',
      contentType: 'post',
      categories: ['agency-news', 'thought-leadership'],
    });
  });

  it('name the old address of a moved entry, the front page as /, and a custom type by its GraphQL name', async () => {
    const study = await databaseIdOf('/work/lakeside-clinic/');
    await gql(
      'mutation($id: ID!) { updateCaseStudy(input: { id: $id, slug: "lakeside-health" }) { caseStudy { uri } } }',
      { id: study },
    );
    const home = await databaseIdOf('/');
    await gql('mutation($id: ID!) { updatePage(input: { id: $id, title: "Welcome" }) { page { id } } }', { id: home });
    await cms.webhookIdle();
    expect(receiver.notices.map(parse)).toEqual([
      {
        kind: 'node',
        uri: '/work/lakeside-health/',
        previousUri: '/work/lakeside-clinic/',
        contentType: 'caseStudy',
        categories: [],
      },
      { kind: 'node', uri: '/', contentType: 'page', categories: [] },
    ]);
  });

  it('are retried, re-signed, when the site fails, until it takes them', async () => {
    receiver.script.push({ status: 503 }, { status: 500 });
    const id = await databaseIdOf('/contact/');
    await gql('mutation($id: ID!) { updatePage(input: { id: $id, title: "Say hello" }) { page { id } } }', { id });
    await cms.webhookIdle();
    expect(receiver.notices).toHaveLength(3);
    expect(new Set(receiver.notices.map((notice) => notice.body)).size).toBe(1);
    expect(cms.webhookStats()).toMatchObject({ failed: 0, pending: 0 });
    expect(warnings.filter((line) => line.includes('retrying'))).toHaveLength(2);
  });

  it.each([
    {
      what: 'are not retried when the site refuses them, and the failure is logged',
      answer: { status: 401 },
      title: 'Say hi',
      logged: 'failed (answered HTTP 401)',
    },
    {
      what: 'do not follow a redirect, as the plugin cannot: the webhook address must answer itself',
      answer: { status: 308, location: '/api/revalidate/' },
      title: 'Write to us',
      logged: 'answered HTTP 308 (a redirect to /api/revalidate/',
    },
  ])('$what', async ({ answer, title, logged }) => {
    receiver.script.push(answer);
    const before = cms.webhookStats().failed;
    const id = await databaseIdOf('/contact/');
    await gql(`mutation($id: ID!) { updatePage(input: { id: $id, title: "${title}" }) { page { id } } }`, { id });
    await cms.webhookIdle();
    expect(receiver.notices).toHaveLength(1);
    expect(cms.webhookStats().failed).toBe(before + 1);
    expect(warnings.some((line) => line.includes(logged))).toBe(true);
  });

  it('never hold up the edit: the answer comes before a slow site has taken the notice', async () => {
    receiver.script.push({ status: 200, delayMs: 1500 });
    const id = await databaseIdOf('/contact/');
    const started = Date.now();
    const answer = await gql<{ updatePage: { page: { title: string } } }>(
      'mutation($id: ID!) { updatePage(input: { id: $id, title: "Talk to us" }) { page { title } } }',
      { id },
    );
    const answeredAt = Date.now();
    expect(answer.data?.updatePage.page.title).toBe('Talk to us');
    expect(cms.webhookStats().pending).toBe(1);
    await cms.webhookIdle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(answeredAt).toBeLessThan(receiver.notices[0]!.at + 1500);
  });

  it('are counted on /health with the GraphQL requests answered', async () => {
    cms.resetRequestCount();
    await gql('{ posts(first: 1) { nodes { id } } }', {}, false);
    const health = (await (await fetch(`${cms.url}/health`)).json()) as {
      requests: number;
      webhook: { url: string; sent: number };
    };
    expect(health.requests).toBe(1);
    expect(health.webhook.url).toBe(receiver.url);
    expect(health.webhook.sent).toBeGreaterThan(0);
  });
});
