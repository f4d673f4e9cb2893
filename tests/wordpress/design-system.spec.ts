/**
 * The site's design system in WordPress's block editor (docs/blocks.md, "The design system in the editor"), as an
 * editor meets it: the editor offers exactly the tokens of wordpress/altitude-headless/design-tokens.json (the
 * site's CSS is checked against the same file by lib/design-tokens.test.ts) and no control of its own for colours,
 * gradients, sizes or spacing; the canvas draws headings, text, a list, a button, a quote and a cover as the
 * published page does, in the site's faces, served by WordPress itself; and it lays a designed section out as the
 * site does (cards side by side at the site's widths, not squeezed into the reading measure).
 */
import type { Frame, Page } from '@playwright/test';
import { expect, FRESH_WITHIN_MS, test, waitForHydration } from '../support/fixtures';
import { testWordPress, wpPhp } from '../../harness/wordpress/test-wordpress';
import { designTokens } from '@/lib/design-tokens';

const EDITOR = { user: 'design-system-editor', password: 'design-system-editor-pass-8051' };
const { settings } = designTokens;
const presets = <T extends { slug: string; name: string }>(list: T[], value: keyof T) =>
  list.map((entry) => ({ slug: entry.slug, name: entry.name, value: entry[value] }));

test.beforeAll(() => {
  wpPhp(
    `if (!username_exists('${EDITOR.user}')) wp_insert_user(array('user_login' => '${EDITOR.user}', 'user_pass' => '${EDITOR.password}', 'user_email' => 'design-system-editor@example.com', 'role' => 'editor'));`,
  );
});

test.afterAll(() => {
  wpPhp(
    `require_once ABSPATH . 'wp-admin/includes/user.php'; $user = get_user_by('login', '${EDITOR.user}'); if ($user) wp_delete_user($user->ID);`,
  );
});

/** Logs in as the editor and opens the block editor on `path` (under wp-admin), its welcome guide closed. */
async function openEditor(page: Page, path: string): Promise<Frame> {
  const { origin } = testWordPress();
  await page.goto(`${origin}/wp-login.php`);
  await page.locator('#user_login').fill(EDITOR.user);
  await page.locator('#user_pass').fill(EDITOR.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
  await page.goto(`${origin}/wp-admin/${path}`);
  await page.waitForFunction(() => {
    const wp = (window as unknown as { wp?: { data?: { select: (store: string) => unknown } } }).wp;
    return Boolean(wp?.data?.select('core/block-editor'));
  });
  await page.evaluate(() => {
    const { wp } = window as unknown as {
      wp: { data: { dispatch: (store: string) => { set: (scope: string, name: string, value: boolean) => void } } };
    };
    wp.data.dispatch('core/preferences').set('core/edit-post', 'welcomeGuide', false);
  });
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  await expect(canvas.locator('.is-root-container')).toBeVisible({ timeout: 30_000 });
  return page.frame({ name: 'editor-canvas' })!;
}

test('the block editor offers the site’s palette, gradients, sizes, faces and spacing, and nothing of its own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page, 'post-new.php');
  // The editor's settings arrive once its stores are set up.
  await page.waitForFunction(() => {
    const { wp } = window as unknown as {
      wp: {
        data: { select: (store: string) => { getSettings: () => { __experimentalFeatures?: { color?: object } } } };
      };
    };
    return Boolean(wp.data.select('core/block-editor').getSettings().__experimentalFeatures?.color);
  });
  const offered = await page.evaluate(() => {
    const { wp } = window as unknown as {
      wp: { data: { select: (store: string) => { getSettings: () => Record<string, unknown> } } };
    };
    const editor = wp.data.select('core/block-editor').getSettings();
    const features = editor.__experimentalFeatures as {
      color: Record<string, unknown>;
      typography: Record<string, unknown> & { fontFamilies: { theme?: { slug: string; name: string }[] } };
      spacing: Record<string, unknown> & { spacingSizes: { theme?: { slug: string; name: string; size: string }[] } };
      layout: Record<string, unknown>;
      shadow: Record<string, unknown>;
      dimensions: Record<string, unknown> & { aspectRatios?: { theme?: unknown[] } };
      blocks: Record<string, { border?: Record<string, boolean> }>;
    };
    return {
      colors: editor.colors,
      gradients: editor.gradients,
      fontSizes: editor.fontSizes,
      disableCustomColors: editor.disableCustomColors,
      disableCustomGradients: editor.disableCustomGradients,
      disableCustomFontSizes: editor.disableCustomFontSizes,
      defaults: {
        palette: features.color.defaultPalette,
        gradients: features.color.defaultGradients,
        duotone: features.color.defaultDuotone,
        fontSizes: features.typography.defaultFontSizes,
        spacingSizes: features.spacing.defaultSpacingSizes,
        shadows: features.shadow.defaultPresets,
      },
      customDuotone: features.color.customDuotone,
      duotone: features.color.duotone,
      customSpacingSize: features.spacing.customSpacingSize,
      blockGap: features.spacing.blockGap,
      spacingSizes: features.spacing.spacingSizes.theme,
      fontFamilies: features.typography.fontFamilies.theme?.map(({ slug, name }) => ({ slug, name })),
      contentSize: features.layout.contentSize,
      wideSize: features.layout.wideSize,
      customWidths: features.layout.allowCustomContentAndWideSize,
      aspectRatio: features.dimensions.aspectRatio,
      defaultAspectRatios: features.dimensions.defaultAspectRatios,
      aspectRatios: features.dimensions.aspectRatios?.theme ?? [],
      pullquoteBorder: features.blocks['core/pullquote']?.border,
      buttonBorder: features.blocks['core/button']?.border,
    };
  });
  const only = (list: unknown, key: string) =>
    (list as Record<string, string>[]).map((entry) => ({ slug: entry.slug, name: entry.name, value: entry[key] }));
  expect(only(offered.colors, 'color')).toEqual(presets(settings.color.palette, 'color'));
  expect(only(offered.gradients, 'gradient')).toEqual(presets(settings.color.gradients, 'gradient'));
  expect(only(offered.fontSizes, 'size')).toEqual(presets(settings.typography.fontSizes, 'size'));
  expect(only(offered.spacingSizes, 'size')).toEqual(presets(settings.spacing.spacingSizes, 'size'));
  expect(offered.fontFamilies).toEqual(settings.typography.fontFamilies.map(({ slug, name }) => ({ slug, name })));
  expect(offered).toMatchObject({
    disableCustomColors: true,
    disableCustomGradients: true,
    disableCustomFontSizes: true,
    defaults: {
      palette: false,
      gradients: false,
      duotone: false,
      fontSizes: false,
      spacingSizes: false,
      shadows: false,
    },
    customDuotone: false,
    customSpacingSize: false,
    blockGap: false,
    contentSize: settings.layout.contentSize,
    wideSize: settings.layout.wideSize,
    customWidths: false,
    // No aspect ratio for a picture or a cover: the site keeps a picture's own proportions (lib/sanitize.ts drops an
    // `aspect-ratio`), so WordPress's presets (square, 4:3, 16:9…) are not offered.
    aspectRatio: false,
    defaultAspectRatios: false,
    aspectRatios: [],
    // A pull quote's border (colour, width, style, corners) is not drawn by the site; a button's corners are
    // (lib/sanitize.ts keeps a button link's `border-radius`), so its radius control stays.
    pullquoteBorder: { color: false, radius: false, style: false, width: false },
    buttonBorder: { radius: true },
  });
  // WordPress's own duotone filters stay listed, hidden by `defaultDuotone`; the site adds none.
  expect((offered.duotone as { theme?: unknown[] }).theme ?? []).toEqual([]);

  // What the editor sees for a paragraph: the site's colours by name, its sizes, no custom colour or size.
  await page.evaluate(() => {
    const { wp } = window as unknown as {
      wp: {
        blocks: { createBlock: (name: string, attributes: object) => unknown };
        data: { dispatch: (store: string) => { insertBlocks: (blocks: unknown[]) => void } };
      };
    };
    wp.data.dispatch('core/block-editor').insertBlocks([wp.blocks.createBlock('core/paragraph', { content: 'Words' })]);
  });
  await page.frameLocator('iframe[name="editor-canvas"]').getByText('Words', { exact: true }).click();
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  const block = sidebar.getByRole('tabpanel', { name: 'Block' });
  // The text's colour (under Typography), then the background's (colours and gradients).
  await block.getByRole('button', { name: 'Color', exact: true }).first().click();
  const popover = page.locator('.components-popover').filter({ has: page.getByRole('option') });
  const names = (locator: typeof popover) =>
    locator.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('aria-label')));
  await expect(popover.getByRole('option').first()).toBeVisible();
  expect(await names(popover)).toEqual(settings.color.palette.map(({ name }) => name));
  await expect(popover.getByRole('button', { name: /custom color/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await block.getByRole('button', { name: 'Gradient', exact: true }).click();
  await expect(popover.getByRole('option').first()).toBeVisible();
  expect(await names(popover)).toEqual(settings.color.gradients.map(({ name }) => `Gradient: ${name}`));
  await expect(popover.getByRole('button', { name: /custom|gradient picker/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const sizes = block.getByRole('radiogroup', { name: 'Font size' });
  expect(
    await sizes.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label'))),
  ).toEqual(settings.typography.fontSizes.map(({ name }) => name));
  await expect(block.getByRole('group', { name: 'Font size' }).getByRole('button', { name: /custom/i })).toHaveCount(0);
});

/** The parts of a page an editor builds most, by selector inside the content (the canvas's block list, the site's). */
const PARTS = {
  'heading 1': 'h1.wp-block-heading',
  'heading 2': 'h2.wp-block-heading',
  'heading 3': 'h3.wp-block-heading',
  paragraph: ':scope > p',
  'list item': 'ul.wp-block-list > li',
  button: '.wp-block-button__link',
  quote: 'blockquote.wp-block-quote',
  "quote's words": 'blockquote.wp-block-quote > p',
  "cover's words": '.wp-block-cover p',
  code: 'pre.wp-block-code',
};

/**
 * How each part is drawn inside `container`: size, weight, colours, and the face, as the width a sample of text takes
 * in the element's own font (the same file gives the same width; a fallback face, another).
 */
async function drawnParts([root, parts]: [string, Record<string, string>]) {
  {
    const content = document.querySelector(root)!;
    await document.fonts.ready;
    const drawn: Record<string, Record<string, string | number>> = {};
    for (const [name, selector] of Object.entries(parts)) {
      const element = content.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      // A line of the sample set in the element's face at 100px, laid out by the page as its own text is (outside
      // the content: the editor's blocks are not touched).
      const probe = document.createElement('span');
      probe.textContent = 'Hamburgefonstiv 0123';
      probe.style.cssText = 'position:absolute;white-space:nowrap;letter-spacing:normal;word-spacing:normal';
      probe.style.font = `${style.fontStyle} ${style.fontWeight} 100px ${style.fontFamily}`;
      document.body.append(probe);
      await document.fonts.load(`${style.fontStyle} ${style.fontWeight} 100px ${style.fontFamily}`, probe.textContent);
      await document.fonts.ready;
      const face = Math.round(probe.getBoundingClientRect().width * 10) / 10;
      probe.remove();
      drawn[name] = {
        face,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        color: style.color,
        backgroundColor: style.backgroundColor,
      };
    }
    return drawn;
  }
}

test('the Site Editor offers none of the active theme’s style variations, which could not reach the site', () => {
  const found = JSON.parse(
    wpPhp(`wp_set_current_user(1);
      $route = '/wp/v2/global-styles/themes/' . get_stylesheet() . '/variations';
      $answer = rest_do_request(new WP_REST_Request('GET', $route));
      echo json_encode(array('theme' => count(WP_Theme_JSON_Resolver::get_style_variations()), 'status' => $answer->get_status(), 'offered' => $answer->get_data()));`),
  ) as { theme: number; status: number; offered: unknown[] };
  // Twenty Twenty-Five, active on the kit's WordPress, ships style variations of its own.
  expect(found.theme).toBeGreaterThan(0);
  expect(found.status).toBe(200);
  expect(found.offered).toEqual([]);
});

test('the editor’s canvas draws headings, text, a list, a button, a quote, code and a cover as the published page does', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { origin } = testWordPress();
  // Everything the canvas loads comes from WordPress itself: the faces and styles are the plugin's. (WordPress's
  // own admin around it shows avatars from Gravatar and its welcome guide from w.org: not the canvas.)
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const inCanvas = request.frame().name() === 'editor-canvas';
    if (inCanvas && /^https?:$/.test(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  await openEditor(page, 'post-new.php');
  const link = await page.evaluate(async () => {
    const { wp } = window as unknown as {
      wp: {
        blocks: { createBlock: (name: string, attributes?: object, inner?: unknown[]) => unknown };
        data: {
          dispatch: (store: string) => Record<string, (...args: unknown[]) => Promise<void> | void>;
          select: (store: string) => Record<string, () => { link: string }>;
        };
      };
    };
    const block = wp.blocks.createBlock;
    wp.data.dispatch('core/block-editor').insertBlocks!([
      block('core/heading', { level: 1, content: 'Heading one' }),
      block('core/heading', { level: 2, content: 'Heading two' }),
      block('core/heading', { level: 3, content: 'Heading three' }),
      block('core/paragraph', { content: 'A paragraph as visitors read it.' }),
      block('core/list', {}, [
        block('core/list-item', { content: 'First item' }),
        block('core/list-item', { content: 'Second item' }),
      ]),
      block('core/buttons', {}, [block('core/button', { text: 'Talk to us', url: '/contact/' })]),
      block('core/quote', { citation: 'A client' }, [block('core/paragraph', { content: 'A quoted line.' })]),
      block('core/code', { content: 'npm run editor-styles' }),
      block('core/cover', { overlayColor: 'ink', dimRatio: 100, isDark: true }, [
        block('core/paragraph', { content: 'Words on a cover', fontSize: 'large' }),
      ]),
    ]);
    wp.data.dispatch('core/editor').editPost!({ title: 'Design system canvas', status: 'publish' });
    await wp.data.dispatch('core/editor').savePost!();
    return wp.data.select('core/editor').getCurrentPost!().link;
  });
  const id = await page.evaluate(() =>
    (window as unknown as { wp: { data: { select: (store: string) => { getCurrentPostId: () => number } } } }).wp.data
      .select('core/editor')
      .getCurrentPostId(),
  );
  try {
    const canvas = page.frame({ name: 'editor-canvas' })!;
    await canvas.waitForFunction(() => document.fonts.status === 'loaded');
    // Every face of the site's, the code face's too, is declared in the canvas and drawn from its file.
    const loaded = await canvas.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^"|"$/g, '')),
    );
    for (const { fontFace } of settings.typography.fontFamilies) expect(loaded).toContain(fontFace[0]!.fontFamily);
    const width = await canvas.evaluate(() => window.innerWidth);
    const inEditor = await canvas.evaluate(drawnParts, ['.is-root-container', PARTS] as [
      string,
      Record<string, string>,
    ]);
    expect(Object.keys(inEditor)).toEqual(Object.keys(PARTS));
    expect(elsewhere).toEqual([]);

    const visitor = await browser.newPage({ viewport: { width, height: 800 } });
    const path = new URL(link).pathname;
    // A new page shows once WordPress's change notice has reached the site.
    await expect
      .poll(async () => (await visitor.goto(path))?.status(), { timeout: FRESH_WITHIN_MS, intervals: [500, 1000] })
      .toBe(200);
    // Set in its faces: a first visit shows their fallbacks until the largest paint.
    await waitForHydration(visitor);
    const onSite = await visitor.evaluate(drawnParts, ['.prose.entry-content', PARTS] as [
      string,
      Record<string, string>,
    ]);
    await visitor.close();
    expect(inEditor).toEqual(onSite);
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('the canvas lays a pattern out as the site does: the services’ cards side by side at the site’s widths', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A desktop: the canvas (the window less the editor's sidebar) is wider than the site's page grid starts (1024 px).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openEditor(page, 'post-new.php');
  const post = await page.evaluate(async () => {
    const { wp } = window as unknown as {
      wp: {
        blocks: { parse: (html: string) => unknown[] };
        data: {
          resolveSelect: (store: string) => { getBlockPatterns: () => Promise<{ name: string; content: string }[]> };
          dispatch: (store: string) => Record<string, (...args: unknown[]) => Promise<void> | void>;
          select: (store: string) => Record<string, () => { id: number; link: string }>;
        };
      };
    };
    const patterns = await wp.data.resolveSelect('core').getBlockPatterns();
    const cards = patterns.find((pattern) => pattern.name === 'altitude/services-cards')!;
    wp.data.dispatch('core/block-editor').insertBlocks!(wp.blocks.parse(cards.content));
    wp.data.dispatch('core/editor').editPost!({ title: 'Cards in the canvas', status: 'publish' });
    await wp.data.dispatch('core/editor').savePost!();
    const { id, link } = wp.data.select('core/editor').getCurrentPost!();
    return { id, link };
  });
  try {
    /** The content's width, and the cards' and the heading's boxes from the content's left edge. */
    const layout = async ([root]: [string]) => {
      const content = document.querySelector(root)!;
      await document.fonts.ready;
      const edge = content.getBoundingClientRect().x;
      const box = (element: Element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return { x: x - edge, y, width };
      };
      return {
        window: window.innerWidth,
        content: content.getBoundingClientRect().width,
        heading: box(content.querySelector(':scope > h2')!),
        cards: [...content.querySelectorAll(':scope > .wp-block-columns.is-style-cards > .wp-block-column')].map(box),
      };
    };
    const canvas = page.frame({ name: 'editor-canvas' })!;
    await expect(page.frameLocator('iframe[name="editor-canvas"]').locator('.is-style-cards')).toBeVisible();
    const inEditor = await canvas.evaluate(layout, ['.is-root-container'] as [string]);
    expect(inEditor.window).toBeGreaterThanOrEqual(1024);

    const visitor = await browser.newPage({ viewport: { width: inEditor.window, height: 1080 } });
    await expect
      .poll(async () => (await visitor.goto(new URL(post.link).pathname))?.status(), {
        timeout: FRESH_WITHIN_MS,
        intervals: [500, 1000],
      })
      .toBe(200);
    await waitForHydration(visitor);
    let onSite = await visitor.evaluate(layout, ['.prose.entry-content'] as [string]);
    // The site's root keeps a scrollbar's strip (scrollbar-gutter): a window that much wider gives the content the
    // canvas's width.
    await visitor.setViewportSize({ width: inEditor.window + inEditor.content - onSite.content, height: 1080 });
    onSite = await visitor.evaluate(layout, ['.prose.entry-content'] as [string]);
    await visitor.close();
    expect(onSite.content).toBeCloseTo(inEditor.content, 0);

    // Four cards on one row in both, each where the site draws it. The same grid at the same width gives the same
    // tracks: 1 px allows for the sub-pixel rounding of each box, nothing more (squeezed into the reading measure, as
    // WordPress's own layout draws them, each card is less than half as wide).
    expect(inEditor.cards).toHaveLength(4);
    expect(onSite.cards).toHaveLength(4);
    for (const [index, card] of inEditor.cards.entries()) {
      const drawn = onSite.cards[index]!;
      expect(card.y, `card ${index + 1} on the first card's row`).toBeCloseTo(inEditor.cards[0]!.y, 0);
      expect(Math.abs(card.x - drawn.x), `card ${index + 1}: left edge`).toBeLessThanOrEqual(1);
      expect(Math.abs(card.width - drawn.width), `card ${index + 1}: width`).toBeLessThanOrEqual(1);
    }
    // The heading on the same left edge as the cards, in the editor as on the site.
    expect(Math.abs(inEditor.heading.x - onSite.heading.x)).toBeLessThanOrEqual(1);
  } finally {
    wpPhp(`wp_delete_post(${post.id}, true);`);
  }
});
