/**
 * Previews: `asPreview` answers a draft, or a published entry with its latest autosave, only to a user signed in
 * with an Application Password (HTTP Basic), as WPGraphQL does; everyone else gets what is published.
 */
import Database from 'better-sqlite3';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PREVIEW_APP_PASSWORD, DEMO_PREVIEW_USER } from '@/lib/env';
import { PREVIEW_SHARE_QUERY, previewQuery } from '@/lib/preview/draft';
import { PREVIEW_POST_TYPES } from '@/lib/preview/token';
import { contentSchema } from '../src/graphql/schema';
import { loadRealExtendedSchema } from './contract-helpers';
import { removeDir, startTestServer, type TestServer } from './support';

const basic = (user: string, password: string) => ({
  Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
const PREVIEWER = basic(DEMO_PREVIEW_USER, DEMO_PREVIEW_APP_PASSWORD);

let server: TestServer;
let draftId: number;
let publishedId: number;
let publishedTitle: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = new Database(server.dbPath);
  const published = db.prepare("SELECT * FROM posts WHERE post_type = 'post' AND status = 'publish' LIMIT 1").get() as {
    id: number;
    title: string;
    acf: string;
  };
  publishedId = published.id;
  publishedTitle = published.title;
  draftId = Number(
    db
      .prepare(
        `INSERT INTO posts (post_type, status, slug, uri, title, date, date_gmt, modified, modified_gmt, content, acf)
         VALUES ('post', 'draft', '', '/?p=9001', 'A draft nobody has seen', '2026-01-01T10:00:00', '2026-01-01T10:00:00',
                 '2026-01-01T10:00:00', '2026-01-01T10:00:00', '<p>Draft body</p>', ?)`,
      )
      .run(published.acf).lastInsertRowid,
  );
  db.prepare(
    "INSERT INTO post_autosaves (post_id, title, content, modified_gmt) VALUES (?, 'Unsaved title', NULL, '2026-01-02T10:00:00')",
  ).run(publishedId);
  db.close();
});

afterAll(async () => {
  await server.stop();
  removeDir(server.dir);
});

async function preview(id: number, headers: Record<string, string>) {
  const { body } = (await server.post(
    JSON.stringify({ query: previewQuery('post'), variables: { id: String(id) } }),
    headers,
  )) as {
    body: { data?: { node: { title: string; status: string; content: string } | null }; errors?: unknown[] };
  };
  expect(body.errors).toBeUndefined();
  return body.data?.node ?? null;
}

describe('previews in the embedded server', () => {
  it.each(PREVIEW_POST_TYPES)('the site’s %s preview query is valid here and on a real WordPress', (type) => {
    const document = parse(previewQuery(type));
    expect(validate(contentSchema(), document)).toEqual([]);
    expect(validate(loadRealExtendedSchema(), document)).toEqual([]);
  });

  it('answers a draft to the preview user, with its status and fields', async () => {
    const node = await preview(draftId, PREVIEWER);
    expect(node).toMatchObject({ title: 'A draft nobody has seen', status: 'draft', content: '<p>Draft body</p>' });
  });

  it('answers a published entry with its unsaved changes (the autosave) to the preview user', async () => {
    expect(await preview(publishedId, PREVIEWER)).toMatchObject({ title: 'Unsaved title', status: 'publish' });
  });

  it('answers what is published to anyone else: no draft, no unsaved changes', async () => {
    for (const headers of [
      {},
      basic(DEMO_PREVIEW_USER, 'wrong password'),
      basic('someone', DEMO_PREVIEW_APP_PASSWORD),
    ]) {
      expect(await preview(draftId, headers)).toBeNull();
      expect(await preview(publishedId, headers)).toMatchObject({ title: publishedTitle });
    }
  });

  it('tells the preview user whether a shared link still works, and nobody else', async () => {
    const db = new Database(server.dbPath);
    const now = Math.floor(Date.now() / 1000);
    db.prepare('INSERT INTO preview_shares (post_id, share_id, expires) VALUES (?, ?, ?), (?, ?, ?)').run(
      draftId,
      'a'.repeat(32),
      now + 3600,
      draftId,
      'b'.repeat(32),
      now - 1,
    );
    db.close();
    expect(validate(contentSchema(), parse(PREVIEW_SHARE_QUERY))).toEqual([]);
    expect(validate(loadRealExtendedSchema(), parse(PREVIEW_SHARE_QUERY))).toEqual([]);
    const ask = async (shareId: string, headers: Record<string, string>) =>
      (
        (
          await server.post(
            JSON.stringify({ query: PREVIEW_SHARE_QUERY, variables: { postId: draftId, shareId } }),
            headers,
          )
        ).body as { data: { previewShareActive: boolean | null } }
      ).data.previewShareActive;
    expect(await ask('a'.repeat(32), PREVIEWER)).toBe(true);
    expect(await ask('b'.repeat(32), PREVIEWER)).toBe(false);
    expect(await ask('c'.repeat(32), PREVIEWER)).toBe(false);
    expect(await ask('a'.repeat(32), {})).toBeNull();
  });

  it('reads an Application Password with or without its spaces', async () => {
    const spaceless = basic(DEMO_PREVIEW_USER, DEMO_PREVIEW_APP_PASSWORD.replace(/ /g, ''));
    expect(await preview(draftId, spaceless)).toMatchObject({ status: 'draft' });
  });
});
