/**
 * The insights feed against the embedded content server with its WordPress set to Tokyo time: every `pubDate`
 * is the post's `dateGmt` (RFC 822 in GMT), not its local `date`, and `lastBuildDate` the newest of them.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { tokyoContentServerForFile } from '@/content-server/test/support';

const tokyo = tokyoContentServerForFile('feed-dates');

describe('GET /feeds/insights.xml', () => {
  it('publishes every post at its dateGmt, and was last built at the newest', async () => {
    const response = await fetch(tokyo.cms.graphqlUrl, {
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
