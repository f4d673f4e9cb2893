/**
 * The embedded content server's guards, each proven against a running server: mutations need the bearer
 * token, one request cannot ask for unbounded work, and the query explorer and introspection can be
 * switched off from the environment or the command line (`npm run cms`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH } from '../src/server';
import { contentServerSwitches } from '../src/switches';
import { removeDir, serverForFile, TOKEN } from './support';

type Body = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

const server = serverForFile();

const SUBMIT = `mutation Submit($input: SubmitGfFormInput!) {
  submitGfForm(input: $input) { confirmation { message } errors { id message } }
}`;

function entryCount(): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM form_entries').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('mutations need the token', () => {
  const input = { id: 1, fieldValues: [{ id: 1, value: 'Mallory' }] };

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { Authorization: 'Bearer wrong-token' }],
    ['the token with one character less', { Authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token under another scheme', { Authorization: `Basic ${TOKEN}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('%s → refused, nothing stored', async (_name, headers) => {
    const before = entryCount();
    const { status, body } = await server.post(JSON.stringify({ query: SUBMIT, variables: { input } }), headers);
    expect(status).toBe(200);
    expect((body as Body).errors?.[0]?.message).toMatch(/^Sorry, you are not allowed to submit forms/);
    expect(entryCount()).toBe(before);
  });

  it('an edit (updatePage, updatePost) without the token is refused and changes nothing', async () => {
    const { body: list } = await server.gql<{ pages: { nodes: { id: string; title: string }[] } }>(
      '{ pages(first: 1) { nodes { id title } } }',
    );
    const page = list.data!.pages.nodes[0]!;
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong-token' }];
    for (const headers of attempts) {
      const { body } = await server.post(
        JSON.stringify({
          query: 'mutation($id: ID!) { updatePage(input: { id: $id, title: "Defaced" }) { page { title } } }',
          variables: { id: page.id },
        }),
        headers,
      );
      expect((body as Body).errors?.[0]?.message).toMatch(/^Sorry, you are not allowed to edit this page/);
    }
    const { body: after } = await server.gql<{ page: { title: string } }>(
      'query($id: ID!) { page(id: $id) { title } }',
      {
        id: page.id,
      },
    );
    expect(after.data!.page.title).toBe(page.title);
  });

  it('a server started with no token refuses every mutation, even one sending an empty bearer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cms-sec-'));
    const { startContentServer } = await import('../src/server');
    const { fixturePack, FIXTURE_UPLOADS } = await import('../src/test-fixtures/fixture-pack');
    const open = await startContentServer({
      port: 0,
      dbPath: join(dir, 'db.sqlite'),
      pack: fixturePack,
      uploadsDir: FIXTURE_UPLOADS,
      token: '',
    });
    try {
      const response = await fetch(open.graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' },
        body: JSON.stringify({ query: SUBMIT, variables: { input } }),
      });
      expect(((await response.json()) as Body).errors?.[0]?.message).toMatch(/not allowed/);
    } finally {
      await open.close();
      removeDir(dir);
    }
  });
});

describe('one request cannot ask for unbounded work', () => {
  it(`a batch of more than ${MAX_BATCH} operations → 400, none run`, async () => {
    const batch = Array.from({ length: MAX_BATCH + 1 }, () => ({ query: '{ __typename }' }));
    const { status, body } = await server.post(JSON.stringify(batch));
    expect(status).toBe(400);
    expect((body as Body).errors?.[0]?.message).toMatch(/between 1 and 10 operations/);
  });

  it('a batch holding something other than operations (nested arrays, strings) → 400', async () => {
    for (const body of ['[[{"query":"{ __typename }"}]]', '["{ __typename }"]', '[null]']) {
      const { status, body: answer } = await server.post(body);
      expect(status, body).toBe(400);
      expect((answer as Body).errors?.[0]?.message).toMatch(/must be a JSON object/);
    }
  });

  it('a document of more than 20,000 tokens is refused while parsing → 400', async () => {
    const query = `{ ${Array.from({ length: 20_001 }, () => '__typename').join(' ')} }`;
    const { status, body } = await server.post(JSON.stringify({ query }));
    expect(status).toBe(400);
    expect((body as Body).errors?.[0]?.message).toMatch(/tokens/);
  });

  it('a fragment cycle is a validation error, not an endless loop', async () => {
    const query = 'query { posts { nodes { ...A } } } fragment A on Post { ...B } fragment B on Post { ...A }';
    const { status, body } = await server.post(JSON.stringify({ query }));
    expect(status).toBe(200);
    expect((body as Body).errors?.[0]?.message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('GET, PUT and DELETE cannot run operations', async () => {
    const url = `${server.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`;
    expect((await fetch(url, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(405);
    const get = await fetch(url);
    expect(await get.text()).not.toContain('"__typename"');
  });
});

describe('switches', () => {
  it('read from the environment and the command line; the command line wins', () => {
    expect(contentServerSwitches({})).toEqual({ graphiql: true, introspection: true });
    expect(contentServerSwitches({ CMS_GRAPHIQL: 'off', CMS_INTROSPECTION: 'false' })).toEqual({
      graphiql: false,
      introspection: false,
    });
    expect(contentServerSwitches({ CMS_GRAPHIQL: 'off' }, ['--graphiql', '--no-introspection'])).toEqual({
      graphiql: true,
      introspection: false,
    });
  });

  it('a value that is not on/off, or an unknown option, is refused with its name', () => {
    expect(() => contentServerSwitches({ CMS_GRAPHIQL: 'maybe' })).toThrow(/CMS_GRAPHIQL must be on or off/);
    expect(() => contentServerSwitches({}, ['--no-graphql'])).toThrow(/unknown option --no-graphql/);
  });

  it('`npm run cms` with CMS_GRAPHIQL=off and --no-introspection serves neither', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cms-cli-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'content-server/src/cli.ts', '--no-introspection'], {
      env: { ...process.env, CMS_PORT: String(port), CMS_DB: join(dir, 'cli.sqlite'), CMS_GRAPHIQL: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const banner = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Content server on')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`cli exited with ${code}: ${out}`)));
      });
      expect(banner).toContain('graphiql and introspection off');
      const graphqlUrl = `http://127.0.0.1:${port}/graphql`;
      const page = await fetch(graphqlUrl);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('Query explorer');
      const introspection = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      expect(((await introspection.json()) as Body).errors?.[0]?.message).toMatch(/introspection is not allowed/);
      const ordinary = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(await ordinary.json()).toEqual({ data: { __typename: 'RootQuery' } });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      removeDir(dir);
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
