import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { sharedBySpec } from '../support/spec-server';

/**
 * Requests that cost the site far more than they cost whoever sends them: a fresh query string on an upload asked
 * of the image optimiser (a new encode each), and address after unknown address (a not-found render each, which
 * used to be written to the build folder for good). On a private copy of the site, whose build folder only these
 * requests write to. Desktop only: nothing here depends on the viewport.
 */
const site = sharedBySpec(test, startPrivateSite, 180_000);

/** Every file under a folder of the private build, by path relative to it. */
function files(folder: string): string[] {
  const root = join(site.dist, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((name) => statSync(join(root, name)).isFile());
}

async function anUpload(): Promise<string> {
  const data = await site.cms<{ posts: { nodes: { featuredImage: { node: { sourceUrl: string } } | null }[] } }>(
    '{ posts(first: 20) { nodes { featuredImage { node { sourceUrl } } } } }',
  );
  const url = data.posts.nodes.find((node) => node.featuredImage)!.featuredImage!.node.sourceUrl;
  return new URL(url).pathname;
}

test('an upload asked of the image optimiser under ever new query strings is encoded once', async () => {
  const upload = await anUpload();
  const ask = (source: string, w = 640, q = 75) =>
    fetch(`${site.url}/_next/image?url=${encodeURIComponent(source)}&w=${w}&q=${q}`, {
      headers: { Accept: 'image/webp,*/*' },
    });
  const first = await ask(upload);
  expect(first.status).toBe(200);
  const picture = Buffer.from(await first.arrayBuffer());
  const before = files('cache/images');
  expect(before.length).toBeGreaterThan(0);

  for (let n = 0; n < 8; n += 1) {
    const variant = [
      `${upload}?v=${Math.random()}`,
      `${upload}#${n}`,
      upload.replace(/([a-z])/, (c) => `%${c.charCodeAt(0).toString(16)}`),
    ][n % 3]!;
    const response = await ask(variant);
    expect(response.status, variant).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer()).equals(picture), variant).toBe(true);
  }
  // Only the configured widths and qualities are encoded: anything else is refused before it reaches the encoder.
  expect((await ask(upload, 641)).status).toBe(400);
  expect((await ask(upload, 640, 74)).status).toBe(400);
  expect((await ask(upload, 640, 100)).status).toBe(400);
  expect(files('cache/images')).toEqual(before);
});

test('unknown addresses add nothing to the build folder, however many are asked for', async () => {
  // The not-found page itself, and what a first unknown address reads once (menus, the theme), are in place.
  // (The route's own not-found entry, one for all addresses, is written once in the background.)
  for (const n of [1, 2]) expect((await fetch(`${site.url}/warm-up-${n}-${Date.now()}/`)).status).toBe(404);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = new Set([...files('server'), ...files('cache').map((name) => `cache/${name}`)]);
  const tag = Date.now().toString(36);
  for (let batch = 0; batch < 10; batch += 1) {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, n) => (await fetch(`${site.url}/scan-${tag}-${batch * 10 + n}/`)).status),
    );
    expect(statuses.every((status) => status === 404)).toBe(true);
  }
  const added = [...files('server'), ...files('cache').map((name) => `cache/${name}`)].filter(
    (name) => !before.has(name),
  );
  expect(added).toEqual([]);
  // Still the site's readable not-found page, from memory.
  const again = await fetch(`${site.url}/scan-${tag}-99/`);
  expect(again.status).toBe(404);
  expect(await again.text()).toContain('</html>');
});
