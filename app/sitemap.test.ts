/**
 * The sitemap's `lastmod` against the embedded content server with its WordPress set to Tokyo time (`date`
 * nine hours ahead of UTC): every entry's last change is its `modifiedGmt`, the true moment, never a local
 * time read in some fixed zone (which put entries hours in the future).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentServer } from '@/content-server/src/server';
import { startTokyoContentServer } from '@/content-server/test/support';

let cms: ContentServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ cms, close } = await startTokyoContentServer('sitemap-dates'));
});

afterAll(async () => {
  await close?.();
});

async function wordpressDates(): Promise<Map<string, { modified: string; modifiedGmt: string }>> {
  const nodes = 'nodes { uri modified modifiedGmt }';
  const response = await fetch(cms.graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: `{ posts(first: 100) { ${nodes} } teamMembers(first: 100) { ${nodes} } caseStudies(first: 100) { ${nodes} } careers(first: 100) { ${nodes} } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: Record<string, { nodes: { uri: string; modified: string; modifiedGmt: string }[] }>;
  };
  return new Map(Object.values(data).flatMap((list) => list.nodes.map((node) => [node.uri, node])));
}

describe('sitemap.xml', () => {
  it('dates every entry by its modifiedGmt, in UTC, never in the future', async () => {
    const { default: sitemap } = await import('./sitemap');
    const entries = await sitemap();
    const dates = await wordpressDates();
    let checked = 0;
    for (const entry of entries) {
      const known = dates.get(new URL(entry.url).pathname);
      if (!known) continue;
      checked += 1;
      expect(entry.lastModified, entry.url).toBe(`${known.modifiedGmt}Z`);
      expect(known.modified).not.toBe(known.modifiedGmt);
      expect(new Date(String(entry.lastModified)).getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(checked).toBe(dates.size);
  });
});
