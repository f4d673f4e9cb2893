import { mkdtempSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentPack } from '../content-pack/types';
import { startContentServer, type ContentServer, type ContentServerOptions } from '../src/server';
import { FIXTURE_UPLOADS, fixturePack } from '../src/test-fixtures/fixture-pack';

export const TOKEN = 'test-token-123';

export interface TestServer extends ContentServer {
  dir: string;
  dbPath: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    init?: { auth?: boolean },
  ): Promise<{
    status: number;
    body: { data?: T; errors?: { message: string; path?: string[] }[] };
  }>;
  /** What `gql` answers, failing the test when the answer holds an error. */
  data<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    init?: { auth?: boolean },
  ): Promise<T>;
  post(body: string | Buffer, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

/**
 * Starts the server over a fresh temporary database seeded with `pack` (the fixture pack by default);
 * `options`: any further server settings (a posts page…).
 */
export async function startTestServer(
  pack: ContentPack = fixturePack,
  dir = mkdtempSync(join(tmpdir(), 'cms-test-')),
  options: Partial<ContentServerOptions> = {},
): Promise<TestServer> {
  const dbPath = join(dir, 'cms.sqlite');
  const server = await startContentServer({
    port: 0,
    dbPath,
    pack,
    uploadsDir: FIXTURE_UPLOADS,
    token: TOKEN,
    ...options,
  });
  const post = async (body: string | Buffer, headers: Record<string, string> = {}) => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: the test looks at the text */
    }
    return { status: response.status, body: parsed };
  };
  const gql: TestServer['gql'] = async (query, variables = {}, init = {}) =>
    (await post(JSON.stringify({ query, variables }), init.auth ? { Authorization: `Bearer ${TOKEN}` } : {})) as never;
  return {
    ...server,
    dir,
    dbPath,
    post,
    gql,
    data: async (query, variables, init) => {
      const { body } = await gql(query, variables, init);
      expect(body.errors).toBeUndefined();
      return body.data! as never;
    },
    stop: async () => {
      await server.close();
    },
  };
}

/**
 * The server a whole test file asks: started with the fixture pack before its first test, stopped and its database
 * removed after its last. The object is filled in once it has started.
 */
export function serverForFile(): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer());
  });
  afterAll(async () => {
    await server.stop();
    removeDir(server.dir);
  });
  return server;
}

/** Asks a content server a GraphQL operation, as the site's preview user (the token) unless `auth` is false. */
export async function askServer<T>(
  server: { graphqlUrl: string },
  query: string,
  variables: Record<string, unknown> = {},
  auth = true,
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${TOKEN}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Rewrites a store's content dates as a WordPress set to UTC+`hours` would hold them: `date` and `modified`
 * move to that wall clock, `date_gmt` and `modified_gmt` (the true moments) stay. The embedded server keeps
 * New York time, which happens to be the zone a site reading local dates in Eastern time gets right.
 */
function moveSiteTimeZone(dbPath: string, hours: number): void {
  const db = new Database(dbPath);
  const shift = `${hours >= 0 ? '+' : ''}${hours} hours`;
  db.prepare(
    `UPDATE posts SET date = strftime('%Y-%m-%dT%H:%M:%S', date_gmt, @shift),
       modified = strftime('%Y-%m-%dT%H:%M:%S', modified_gmt, @shift)`,
  ).run({ shift });
  db.close();
}

/**
 * The fixture pack's embedded server with its WordPress set to Tokyo time (UTC+9, its local `date` far from any
 * US time), and the site's readers pointed at it (WORDPRESS_GRAPHQL_URL, SITE_URL): for checking that the site
 * dates things by the GMT fields.
 */
async function startTokyoContentServer(label: string): Promise<{ cms: ContentServer; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const cms = await startContentServer({
    port: 0,
    dbPath: join(dir, 'cms.sqlite'),
    pack: fixturePack,
    uploadsDir: FIXTURE_UPLOADS,
    token: `${label}-token`,
  });
  moveSiteTimeZone(join(dir, 'cms.sqlite'), 9);
  process.env.WORDPRESS_GRAPHQL_URL = cms.graphqlUrl;
  process.env.SITE_URL = 'https://www.example.com';
  return {
    cms,
    close: async () => {
      await cms.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Tokyo content server above, up from before the file's first test to after its last. */
export function tokyoContentServerForFile(label: string): { cms: ContentServer } {
  const server = {} as { cms: ContentServer; close(): Promise<void> };
  beforeAll(async () => {
    Object.assign(server, await startTokyoContentServer(label));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return server;
}
