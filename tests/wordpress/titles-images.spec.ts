/**
 * What a WordPress that holds other sites' content gives the site: a post titled with the inline markup WordPress
 * allows in titles (the theme unit test's "Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>"), holding a
 * picture on another host (here `localhost`, served by this test, while WordPress and the site are on 127.0.0.1).
 * Saved as an editor saves it, read by the site through WPGraphQL, checked in Chromium.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { expectNoViolations, watchPolicy } from '../support/secured-site';
import { wpPhp } from '../../harness/wordpress/test-wordpress';

const TITLE = 'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b> &amp; Text';
const PLAIN = 'Markup: Title With Markup & Text';

let server: Server;
let origin: string;
let asked: string[] = [];
let postId = 0;

test.beforeAll(async () => {
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    asked.push(request.url ?? '');
    if (request.url !== '/media/elsewhere.png') return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as { port: number }).port}`;
  // Saved as an administrator saves a post (with unfiltered_html, as the theme unit test's titles were).
  const content =
    '<!-- wp:paragraph --><p>A picture kept on another host.</p><!-- /wp:paragraph -->' +
    `<!-- wp:image {"width":48,"height":32} --><figure class="wp-block-image is-resized"><img src="${origin}/media/elsewhere.png" alt="A picture on another host" width="48" height="32"/></figure><!-- /wp:image -->`;
  postId = Number(
    wpPhp(
      `wp_set_current_user(1); echo wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_name' => 'title-with-markup-elsewhere', 'post_title' => ${phpString(TITLE)}, 'post_content' => ${phpString(content)}));`,
    ),
  );
  expect(postId).toBeGreaterThan(0);
});

test.afterAll(async () => {
  if (postId) wpPhp(`wp_delete_post(${postId}, true);`);
  await new Promise((resolve) => server?.close(resolve));
});

/** A PHP single-quoted string literal. */
function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

test('a title with markup and a picture on another host: the markup on the page, plain text in <title>, the picture shown with no policy violation', async ({
  page,
}) => {
  expect(wpPhp(`echo get_post(${postId})->post_title;`)).toBe(TITLE);
  asked = [];
  const violations = await watchPolicy(page);
  const response = await page.goto('/title-with-markup-elsewhere/');
  expect(response?.status()).toBe(200);

  const heading = page.locator('h1').first();
  await expect(heading).toHaveText(PLAIN);
  // The words sit in the span that sizes them to the widest word (components/whole-words.tsx).
  expect(await heading.locator('.fit-words').innerHTML()).toBe(
    'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b> &amp; Text',
  );
  expect(await page.title()).toMatch(new RegExp(`^${PLAIN} · `));
  expect(await page.title()).not.toMatch(/[<>]|&amp;/);

  const picture = page.getByRole('img', { name: 'A picture on another host' });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  expect(asked).toContain('/media/elsewhere.png');
  expect((await response!.headerValue('content-security-policy')) ?? '').toMatch(new RegExp(`img-src [^;]*${origin}`));
  await expectNoViolations(violations);
});
