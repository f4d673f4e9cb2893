/**
 * `npm run screenshot:editor`: docs/blocks.md's pictures of the block editor beside the site. On a fresh WordPress
 * from the kit (scripts/wordpress/with-wordpress.ts starts it, seeded with the demo) and the site reading it (started
 * here, as the WordPress browser suite starts it), an editor inserts a pattern into a new post, publishes it, and
 * the editor's canvas and the published entry's content are photographed at the same content width (a 1440 px
 * window, the canvas beside the editor's sidebar) and set side by side in docs/screenshots/editor-<pattern>.png.
 *
 *   npm run screenshot:editor
 *
 * Ports and build folder: E2E_WORDPRESS_SITE_PORT (default 3320) and E2E_WORDPRESS_DIST_DIR (default
 * .next-wordpress), as the WordPress suite takes them; E2E_WORDPRESS_PORT and E2E_WORDPRESS_DB_PORT for WordPress.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { launchOptions } from '../harness/chromium';
import { testWordPress, wpPhp } from '../harness/wordpress/test-wordpress';

/** The patterns photographed, by their slug in wordpress/altitude-headless/patterns/. */
const PATTERNS = ['services-cards', 'results-stats', 'call-to-action-band'];
const WINDOW = { width: 1440, height: 2400 };
/** Each side of a picture, and the room around and between them (about 1400 px in all). */
const SIDE = 660;
const GAP = 24;
const LABEL = 40;
const BACKGROUND = '#e8eef4';
/** Room kept above the first block and below the last one. */
const MARGIN = 32;

const wordpress = testWordPress();
const site = `http://127.0.0.1:${wordpress.sitePort}`;

const answers = () =>
  fetch(`${site}/`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * The site, built when its build is missing or stale, reading this WordPress (as playwright.wordpress.config.ts
 * starts it), unless one answers on its port already; stops what it started.
 */
async function startSite(): Promise<() => void> {
  if (await answers()) return () => {};
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(wordpress.sitePort),
      SITE_URL: site,
      WORDPRESS_GRAPHQL_URL: wordpress.graphqlUrl,
      REVALIDATE_SECRET: wordpress.revalidateSecret,
      WORDPRESS_PREVIEW_USER: wordpress.preview.user,
      WORDPRESS_PREVIEW_APP_PASSWORD: wordpress.preview.appPassword,
      NEXT_DIST_DIR: process.env.E2E_WORDPRESS_DIST_DIR || '.next-wordpress',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const stop = () => process.kill(-child.pid!, 'SIGTERM');
  const until = Date.now() + 10 * 60_000;
  while (!(await answers())) {
    if (Date.now() > until || child.exitCode !== null) {
      stop();
      throw new Error(`The site did not answer at ${site}`);
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  return stop;
}

async function openEditor(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: WINDOW });
  await page.goto(`${wordpress.origin}/wp-login.php`);
  await page.locator('#user_login').fill(wordpress.admin.user);
  await page.locator('#user_pass').fill(wordpress.admin.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
  // A post: a new page opens on a choice of starter patterns.
  await page.goto(`${wordpress.origin}/wp-admin/post-new.php`);
  await page.waitForFunction(
    `Boolean(window.wp?.data?.select('core/editor')?.getCurrentPostId() && window.wp.blocks.getBlockType('core/paragraph'))`,
    undefined,
    { timeout: 60_000 },
  );
  await page.evaluate(`window.wp.data.dispatch('core/preferences').set('core/edit-post', 'welcomeGuide', false)`);
  return page;
}

/** Inserts the pattern into a new post and publishes it; the post's id and address. */
async function publishPattern(page: Page, slug: string): Promise<{ id: number; link: string }> {
  return page.evaluate(
    `(async () => {
      const { blocks, data } = window.wp;
      const patterns = await data.resolveSelect('core').getBlockPatterns();
      const pattern = patterns.find((candidate) => candidate.name === 'altitude/${slug}');
      data.dispatch('core/block-editor').insertBlocks(blocks.parse(pattern.content));
      data.dispatch('core/editor').editPost({ title: pattern.title, status: 'publish' });
      await data.dispatch('core/editor').savePost();
      data.dispatch('core/block-editor').clearSelectedBlock();
      const { id, link } = data.select('core/editor').getCurrentPost();
      return { id, link };
    })()`,
  );
}

/** The canvas's blocks, once its faces and pictures have loaded; and the canvas's width. */
async function photographCanvas(page: Page): Promise<{ picture: Buffer; width: number }> {
  const frame = page.frameLocator('iframe[name="editor-canvas"]');
  const content = frame.locator('.is-root-container');
  await content.locator('.wp-block').first().waitFor();
  const canvas = page.frame({ name: 'editor-canvas' })!;
  await canvas.waitForFunction(
    `document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete)`,
  );
  // The pointer on the sidebar's empty foot and no focus in the blocks: no outline around one.
  await page.mouse.move(WINDOW.width - 100, WINDOW.height - 200);
  await canvas.evaluate(`document.activeElement?.blur()`);
  await page.waitForTimeout(500);
  const width = (await content.boundingBox())!.width;
  return { picture: await photograph(page, content), width };
}

/** The published entry's content, in a window whose content is `width` wide (as wide as the canvas). */
async function photographSite(browser: Browser, link: string, width: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height: WINDOW.height } });
  try {
    const path = new URL(link).pathname;
    // Published once WordPress's change notice has reached the site.
    const until = Date.now() + 30_000;
    while ((await page.goto(`${site}${path}`))?.status() !== 200) {
      if (Date.now() > until) throw new Error(`${path} is not on the site`);
      await page.waitForTimeout(1000);
    }
    const content = page.locator('[data-entry-content]');
    const strip = width - (await content.boundingBox())!.width;
    if (strip > 0) await page.setViewportSize({ width: width + strip, height: WINDOW.height });
    // A function, not a string: the site's Content Security Policy allows no eval.
    await page.waitForFunction(
      () => document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete),
    );
    await page.waitForTimeout(500);
    return await photograph(page, content);
  } finally {
    await page.close();
  }
}

/** `content` (the canvas's block list, the site's entry content) from its first block to its last, MARGIN around. */
async function photograph(page: Page, content: Locator): Promise<Buffer> {
  const box = (await content.boundingBox())!;
  const first = (await content.locator(':scope > *').first().boundingBox())!;
  const last = (await content.locator(':scope > *').last().boundingBox())!;
  const top = Math.max(box.y, first.y - MARGIN);
  const bottom = Math.min(box.y + box.height, last.y + last.height + MARGIN);
  return page.screenshot({
    clip: { x: box.x, y: top, width: box.width, height: bottom - top },
    animations: 'disabled',
  });
}

const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${LABEL}"><text x="0" y="26" font-family="sans-serif" font-size="20" font-weight="600" fill="#0f2a44">${text}</text></svg>`,
  );

/** The canvas and the site side by side, each scaled to SIDE px wide, named above, on docs' backdrop. */
async function sideBySide(canvas: Buffer, page: Buffer, out: string): Promise<void> {
  const scaled = await Promise.all(
    [canvas, page].map(async (input) => {
      const { data, info } = await sharp(input).resize({ width: SIDE }).png().toBuffer({ resolveWithObject: true });
      return { data, height: info.height };
    }),
  );
  const height = GAP + LABEL + Math.max(...scaled.map((picture) => picture.height)) + GAP;
  const composite = scaled.flatMap((picture, index) => {
    const left = GAP + index * (SIDE + GAP);
    return [
      { input: label(index === 0 ? 'In the block editor' : 'On the site'), left, top: GAP },
      { input: picture.data, left, top: GAP + LABEL },
    ];
  });
  await sharp({ create: { width: GAP * 3 + SIDE * 2, height, channels: 3, background: BACKGROUND } })
    .composite(composite)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`Wrote ${out}`);
}

async function main() {
  const stopSite = await startSite();
  const browser = await chromium.launch(launchOptions);
  try {
    for (const slug of PATTERNS) {
      const page = await openEditor(browser);
      const post = await publishPattern(page, slug);
      try {
        const canvas = await photographCanvas(page);
        const published = await photographSite(browser, post.link, canvas.width);
        await sideBySide(canvas.picture, published, `docs/screenshots/editor-${slug}.png`);
      } finally {
        await page.close();
        wpPhp(`wp_delete_post(${post.id}, true);`);
      }
    }
  } finally {
    await browser.close();
    stopSite();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
