/**
 * The insights feed against the embedded content server with its WordPress set to Tokyo time: every `pubDate`
 * is the post's `dateGmt` (RFC 822 in GMT), not its local `date`, and `lastBuildDate` the newest of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '@/content-server/src/server';
import { FIXTURE_UPLOADS, fixturePack } from '@/content-server/src/test-fixtures/fixture-pack';
import { moveSiteTimeZone } from '@/content-server/test/support';

let dir: string;
let cms: ContentServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'feed-dates-'));
  cms = await startContentServer({
    port: 0,
    dbPath: join(dir, 'cms.sqlite'),
    pack: fixturePack,
    uploadsDir: FIXTURE_UPLOADS,
    token: 'feed-token',
  });
  // WordPress set to Tokyo (UTC+9): its local `date` is far from any US time.
  moveSiteTimeZone(join(dir, 'cms.sqlite'), 9);
  process.env.WORDPRESS_GRAPHQL_URL = cms.graphqlUrl;
  process.env.SITE_URL = 'https://www.example.com';
});

afterAll(async () => {
  await cms?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /feeds/insights.xml', () => {
  it('publishes every post at its dateGmt, and was last built at the newest', async () => {
    const response = await fetch(cms.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ posts(first: 100) { nodes { uri date dateGmt } } }' }),
    });
    const posts = (
      (await response.json()) as { data: { posts: { nodes: { uri: string; date: string; dateGmt: string }[] } } }
    ).data.posts.nodes;
    const byUrl = new Map(posts.map((post) => [`https://www.example.com${post.uri}`, post]));

    const { GET } = await import('./route');
    const xml = await (await GET()).text();
    const channel = (
      new XMLParser().parse(xml) as {
        rss: { channel: { lastBuildDate: string; item: { link: string; pubDate: string }[] } };
      }
    ).rss.channel;
    expect(channel.item).toHaveLength(posts.length);
    for (const item of channel.item) {
      const post = byUrl.get(item.link);
      expect(post, item.link).toBeDefined();
      expect(post!.date).not.toBe(post!.dateGmt);
      expect(item.pubDate, item.link).toBe(new Date(`${post!.dateGmt}Z`).toUTCString());
    }
    const newest = Math.max(...posts.map((post) => Date.parse(`${post.dateGmt}Z`)));
    expect(channel.lastBuildDate).toBe(new Date(newest).toUTCString());
  });
});
