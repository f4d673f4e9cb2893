import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { startPrivateSite, type PrivateSite } from '../support/private-site';
import { expect, test } from '../support/fixtures';
import { expectNoViolations, watchPolicy } from '../support/secured-site';

/**
 * What WordPress content from other sites holds: a title with the inline markup WordPress allows in titles, and
 * pictures on another host (here `localhost`, while the site is on 127.0.0.1: another origin, served by this
 * test). On a private copy of the site, whose newest post is edited as an editor would, through the content
 * server. Desktop only: what the policy allows does not depend on the viewport.
 */
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the policy and the markup are the same at every width');

const TITLE = 'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b> &amp; more';
const PLAIN = 'Markup: Title With Markup & more';

interface PictureHost {
  origin: string;
  /** The paths asked for so far. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves two PNG pictures on localhost (IPv4 and, where there is one, IPv6 loopback), on a free port. */
async function startPictureHost(): Promise<PictureHost> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  const requests: string[] = [];
  const handler = (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => {
    requests.push(request.url ?? '');
    if (request.url !== '/pictures/figure.png' && request.url !== '/pictures/cover.png') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length }).end(png);
  };
  const v4 = createServer(handler);
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
  const port = (v4.address() as { port: number }).port;
  const servers: Server[] = [v4];
  const v6 = createServer(handler);
  await new Promise<void>((resolve) => {
    v6.once('error', () => resolve());
    v6.listen(port, '::1', () => {
      servers.push(v6);
      resolve();
    });
  });
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

let site: PrivateSite;
let pictures: PictureHost;
let uri: string;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  pictures = await startPictureHost();
  site = await startPrivateSite();
  const newest = await site.cms<{ posts: { nodes: { id: string; uri: string }[] } }>(
    '{ posts(first: 1) { nodes { id uri } } }',
  );
  const post = newest.posts.nodes[0]!;
  uri = post.uri;
  const content =
    '<p>Pictures this post keeps on another host.</p>' +
    `<figure class="wp-block-image size-full"><img src="${pictures.origin}/pictures/figure.png" alt="A picture on another host" width="40" height="30"></figure>` +
    '<div class="wp-block-cover is-light has-parallax" style="min-height:240px">' +
    `<div role="img" aria-label="An orange cover" class="wp-block-cover__image-background has-parallax" style="background-position:50% 50%;background-image:url(${pictures.origin}/pictures/cover.png)"></div>` +
    '<div class="wp-block-cover__inner-container"><p>A cover with a fixed background</p></div></div>';
  await site.cms(
    'mutation($id: ID!, $title: String!, $content: String!) { updatePost(input: { id: $id, title: $title, content: $content }) { post { id } } }',
    {
      id: post.id,
      title: TITLE,
      content,
    },
  );
  // The content server tells the site; the edit shows within moments.
  await expect
    .poll(async () => (await (await fetch(`${site.url}${uri}`)).text()).includes('/pictures/figure.png'), {
      timeout: 30_000,
    })
    .toBe(true);
});

test.afterAll(async () => {
  await site?.stop();
  await pictures?.close();
});

test('a title keeps its inline markup on the page, and is plain text in <title>, Open Graph, JSON-LD and the feed', async ({
  page,
}) => {
  await page.goto(`${site.url}${uri}`);
  const heading = page.locator('h1').first();
  // The words sit in the span that sizes them to the widest word (components/whole-words.tsx).
  expect(await heading.locator('.fit-words').innerHTML()).toBe(
    'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b> &amp; more',
  );
  await expect(heading).toHaveText(PLAIN);
  await expect(page.locator('h1 em')).toHaveText('With');
  await expect(page.locator('h1 sup')).toHaveText('up');
  await expect(page).toHaveTitle(new RegExp(`^${PLAIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', PLAIN);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  // An article's headline, or an episode's name (the newest post is a podcast episode).
  expect(ld).toMatch(new RegExp(`"(?:headline|name)":"${PLAIN}"`));
  expect(ld).not.toMatch(/\\u003c\/?(?:em|b|sup)|&lt;|Title With Markup &amp;/);

  const feed = async () => (await fetch(`${site.url}/feeds/insights.xml`)).text();
  await expect.poll(feed, { timeout: 20_000 }).toContain(`<title>${PLAIN.replace('&', '&amp;')}</title>`);
  expect(await feed()).not.toMatch(/&lt;em|<em>|&amp;lt;/);

  // A card's heading is a link: its name is the title's words, its markup kept.
  await page.goto(`${site.url}/insights/`);
  const card = page.getByRole('link', { name: PLAIN, exact: true }).first();
  await expect(card).toBeVisible();
  expect(await card.innerHTML()).toContain('<em>With</em>');
});

test('pictures on another host show, in a figure and a cover, with no policy violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto(`${site.url}${uri}`);
  const figure = page.getByRole('img', { name: 'A picture on another host' });
  await figure.scrollIntoViewIfNeeded();
  await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);

  // A fixed background is drawn as the cover's picture, named as the editor named it.
  const cover = page.getByRole('img', { name: 'An orange cover' });
  await cover.scrollIntoViewIfNeeded();
  expect(await cover.getAttribute('src')).toBe(`${pictures.origin}/pictures/cover.png`);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect.poll(() => pictures.requests.includes('/pictures/cover.png')).toBe(true);
  await expectNoViolations(violations);
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  // The page's policy allows exactly the picture host it shows, for pictures only.
  expect(policy).toMatch(new RegExp(`img-src [^;]*${pictures.origin}`));
  for (const directive of ['script-src', 'connect-src', 'default-src', 'style-src', 'frame-src'])
    expect(policy.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '', directive).not.toContain(
      pictures.origin,
    );
});

test('reached by a link inside the site, the post shows its pictures too', async ({ page }) => {
  await page.goto(`${site.url}/insights/`);
  // The listing names no picture host of the post: its policy, which the browser keeps, does not allow it.
  await page.getByRole('link', { name: PLAIN, exact: true }).first().click();
  await expect(page).toHaveURL(`${site.url}${uri}`);
  const figure = page.getByRole('img', { name: 'A picture on another host' });
  // The visitor reads down to it (a content picture loads lazily, when it nears the screen); the page may load
  // again meanwhile under its own policy, which ends the evaluation in the page it replaces.
  const shown = () =>
    figure
      .evaluate((img: HTMLImageElement) => {
        img.scrollIntoView({ block: 'center' });
        return img.complete ? img.naturalWidth : 0;
      })
      .catch(() => 0);
  await expect.poll(shown, { timeout: 20_000 }).toBe(40);
  await expect(page).toHaveURL(`${site.url}${uri}`);
});
