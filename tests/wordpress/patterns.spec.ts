/**
 * The block editor as the agency's editors use it, on a real WordPress: the "Altitude" patterns are offered (and
 * only the block styles the site draws), each pattern inserted into a new page and published is drawn on the site
 * as the designed section it is, and the "Site preview" pane shows an unsaved edit once it is autosaved. Each test
 * removes what it created.
 */
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS } from '../../harness/pages';
import { expect, FRESH_WITHIN_MS, test, type Page } from '../support/fixtures';
import { testWordPress, wpPhp } from '../../harness/wordpress/test-wordpress';
import { PATTERN_SLUGS } from '../../content-server/content-pack/patterns';

const EDITOR = 'pattern-editor';
const PASSWORD = 'pattern-editor-password-0123';

/** An editor (role `editor`) with a known password, made once. */
function editorId(): number {
  return Number(
    wpPhp(
      `$user = get_user_by('login', '${EDITOR}');
       $id = $user ? $user->ID : wp_insert_user(array('user_login' => '${EDITOR}', 'user_pass' => '${PASSWORD}', 'user_email' => '${EDITOR}@example.com', 'role' => 'editor'));
       update_user_meta($id, 'wp_persisted_preferences', array('core/edit-post' => array('welcomeGuide' => false), 'core' => array('welcomeGuide' => false), '_modified' => gmdate('c')));
       echo $id;`,
    ),
  );
}

/** Logs in as the editor and opens the block editor at `path` (under /wp-admin/), ready for wp.data. */
async function openEditor(page: Page, path: string) {
  const { origin } = testWordPress();
  await page.goto(`${origin}/wp-login.php`);
  await page.locator('#user_login').fill(EDITOR);
  await page.locator('#user_pass').fill(PASSWORD);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
  await page.goto(`${origin}/wp-admin/${path}`);
  await page.waitForFunction(
    () =>
      Boolean(
        window.wp?.data?.select('core/editor')?.getCurrentPostId() && window.wp.blocks.getBlockType('core/paragraph'),
      ),
    undefined,
    { timeout: 60_000 },
  );
}

declare global {
  interface Window {
    // WordPress's editor globals, as far as these tests use them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    wp: any;
  }
}

test('the editor offers the Altitude patterns and no other, and only the block styles the site draws', async ({
  page,
}) => {
  test.setTimeout(120_000);
  editorId();
  await openEditor(page, 'post-new.php?post_type=page');
  const offered = await page.evaluate(async () => {
    const { apiFetch, data } = window.wp;
    const patterns = (await apiFetch({ path: '/wp/v2/block-patterns/patterns' })) as {
      name: string;
      categories?: string[];
    }[];
    const categories = (await apiFetch({ path: '/wp/v2/block-patterns/categories' })) as {
      name: string;
      label: string;
    }[];
    const styles = (block: string) =>
      (data.select('core/blocks').getBlockStyles(block) as { name: string }[]).map((style) => style.name).sort();
    // Every block's styles besides its default, as the editor has them and as the REST API describes block types
    // (what the Site Editor and other clients read).
    type Style = { name: string; isDefault?: boolean; is_default?: boolean };
    const others = (list: Style[] = []) =>
      list
        .filter((style) => !style.isDefault && !style.is_default)
        .map((style) => style.name)
        .sort();
    const everyBlock = (types: { name: string; styles?: Style[] }[]) =>
      Object.fromEntries(
        types.map((type) => [type.name, others(type.styles)] as const).filter(([, names]) => names.length > 0),
      );
    const types = (await apiFetch({ path: '/wp/v2/block-types?context=edit' })) as { name: string; styles?: Style[] }[];
    return {
      others: patterns.map((pattern) => pattern.name).filter((name) => !name.startsWith('altitude/')),
      altitude: patterns
        .filter((pattern) => (pattern.categories ?? []).includes('altitude'))
        .map((pattern) => pattern.name)
        .sort(),
      category: categories.find((category) => category.name === 'altitude')?.label,
      styles: Object.fromEntries(
        [
          'core/button',
          'core/columns',
          'core/group',
          'core/list',
          'core/image',
          'core/quote',
          'core/separator',
          'core/table',
          'core/social-links',
          'core/tag-cloud',
        ].map((block) => [block, styles(block)]),
      ),
      inEditor: everyBlock(
        (data.select('core/blocks').getBlockTypes() as { name: string }[]).map(({ name }) => ({
          name,
          styles: data.select('core/blocks').getBlockStyles(name) as Style[],
        })),
      ),
      overRest: everyBlock(types),
    };
  });
  expect(offered.category).toBe('Altitude');
  expect(offered.altitude).toEqual(PATTERN_SLUGS.map((slug) => `altitude/${slug}`).sort());
  // Nothing else: no core, directory or theme pattern builds a section the site does not draw.
  expect(offered.others).toEqual([]);
  expect(offered.styles).toEqual({
    'core/button': ['fill', 'outline'],
    'core/columns': ['cards', 'stats'],
    'core/group': ['band', 'cards'],
    'core/list': ['steps'],
    'core/image': ['default', 'rounded'],
    'core/quote': ['default'],
    'core/separator': ['default', 'dots', 'wide'],
    'core/table': ['regular', 'stripes'],
    'core/social-links': ['default'],
    'core/tag-cloud': ['default'],
  });
  // No block has a style of the active theme's (Twenty Twenty-Five: "Checkmark" lists, its partials' "Display",
  // "Subtitle", "Annotation" text and "Section 1…5" groups and columns) or any other the site does not draw.
  const drawn = {
    'core/button': ['outline'],
    'core/columns': ['cards', 'stats'],
    'core/group': ['band', 'cards'],
    'core/list': ['steps'],
    'core/image': ['rounded'],
    'core/separator': ['dots', 'wide'],
    'core/table': ['stripes'],
  };
  expect(offered.inEditor).toEqual(drawn);
  expect(offered.overRest).toEqual(drawn);
});

test('each pattern, inserted into a new page in the editor and published, is its designed section on the site', async ({
  page,
}) => {
  test.setTimeout(240_000);
  editorId();
  await openEditor(page, 'post-new.php?post_type=page');
  const slug = `patterns-${Date.now()}`;
  const inserted = await page.evaluate(
    async ({ names, slug }) => {
      const { blocks, data } = window.wp;
      const patterns = (await data.resolveSelect('core').getBlockPatterns()) as { name: string; content: string }[];
      const invalid: string[] = [];
      const check = (list: { name: string; isValid: boolean; innerBlocks: unknown[] }[]) => {
        for (const block of list) {
          if (!block.isValid) invalid.push(block.name);
          check(block.innerBlocks as typeof list);
        }
      };
      for (const name of names) {
        const pattern = patterns.find((candidate) => candidate.name === name);
        if (!pattern) throw new Error(`${name} is not offered`);
        const parsed = blocks.parse(pattern.content);
        check(parsed);
        data.dispatch('core/block-editor').insertBlocks(parsed);
      }
      data.dispatch('core/editor').editPost({ title: 'Designed sections', slug, status: 'publish' });
      await data.dispatch('core/editor').savePost();
      const post = data.select('core/editor').getCurrentPost() as { id: number; link: string; status: string };
      return { invalid, id: post.id, link: post.link, status: post.status };
    },
    { names: PATTERN_SLUGS.map((name) => `altitude/${name}`), slug },
  );
  try {
    expect(inserted.invalid).toEqual([]);
    expect(inserted.status).toBe('publish');
    const path = new URL(inserted.link).pathname;
    expect(path).toBe(`/${slug}/`);

    await page.setViewportSize({ width: 1280, height: 800 });
    const content = page.locator('[data-entry-content]');
    await expect(async () => {
      await page.goto(path);
      await expect(content.locator('.wp-block-group.is-style-band')).toBeVisible();
    }).toPass({ timeout: FRESH_WITHIN_MS, intervals: [500, 1000] });

    const cards = content.locator('.wp-block-columns.is-style-cards').first().locator('> .wp-block-column');
    const steps = content.locator('ol.is-style-steps > li');
    const figures = content.locator('.is-style-stats > .wp-block-column');
    const band = content.locator('.wp-block-group.is-style-band');
    const feature = content.locator('.wp-block-media-text').first();
    const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;

    // Cards side by side on a desktop.
    await expect(cards).toHaveCount(4);
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    // Steps numbered: each step's disc shows its number.
    await expect(steps).toHaveCount(4);
    expect(await steps.evaluateAll((items) => items.map((item) => getComputedStyle(item, '::before').content))).toEqual(
      Array(4).fill('counter(list-item)'),
    );
    // Stats as figures: the figure set far larger than what it measures, three across.
    await expect(figures).toHaveCount(3);
    const sizes = await figures
      .first()
      .locator('> p')
      .evaluateAll((texts) => texts.map((text) => parseFloat(getComputedStyle(text).fontSize)));
    expect(sizes[0]!).toBeGreaterThan(sizes[1]! * 2.5);
    expect(Math.abs((await box(figures.nth(0))).y - (await box(figures.nth(2))).y)).toBeLessThan(2);
    // The band spans the window, edge to edge (less the scrollbar's strip, which the root reserves).
    const width = await page.evaluate(() => document.body.getBoundingClientRect().width);
    const bandBox = await box(band);
    expect(bandBox.x).toBeLessThanOrEqual(0.5);
    expect(bandBox.width).toBeGreaterThanOrEqual(width - 1);
    // Media & text: picture beside the words.
    const [picture, words] = [
      await box(feature.locator('.wp-block-media-text__media')),
      await box(feature.locator('.wp-block-media-text__content')),
    ];
    expect(words.x).toBeGreaterThanOrEqual(picture.x + picture.width - 1);
    // Testimonials as the carousel, the team's cards with their names, the questions that open to their answers.
    await expect(content.locator('.testimonials-splide')).toBeVisible();
    await expect(content.getByRole('heading', { level: 3, name: 'Maya Ortiz' })).toBeVisible();
    const question = content.locator('details.wp-block-details').first();
    await expect(content.locator('details.wp-block-details')).toHaveCount(3);
    await question.locator('summary').click();
    await expect(question.locator('p')).toBeVisible();

    const axe = async () => {
      const results = await new AxeBuilder({ page }).include('[data-entry-content]').withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    };
    await axe();

    // On a phone the cards and the media & text stack.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const [top, below] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(below.y).toBeGreaterThanOrEqual(top.y + top.height - 1);
    expect(Math.abs(below.x - top.x)).toBeLessThan(2);
    const [phonePicture, phoneWords] = [
      await box(feature.locator('.wp-block-media-text__media')),
      await box(feature.locator('.wp-block-media-text__content')),
    ];
    expect(phoneWords.y).toBeGreaterThanOrEqual(phonePicture.y + phonePicture.height - 1);
    await axe();

    // Nothing scrolls sideways, from the narrowest phone to a wide desktop.
    for (const viewport of [
      { width: 320, height: 568 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(band).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `${viewport.width} px`,
      ).toBeLessThanOrEqual(0);
    }
  } finally {
    wpPhp(`wp_delete_post(${inserted.id}, true);`);
  }
});

test('the Site preview pane beside the editor shows an unsaved edit of a published page once it is autosaved; other pages refuse frames', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const author = editorId();
  const id = Number(
    wpPhp(
      `echo wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_author' => ${author}, 'post_title' => 'Preview pane page', 'post_name' => 'preview-pane-page', 'post_content' => "<!-- wp:paragraph -->\\n<p>Words before the edit.</p>\\n<!-- /wp:paragraph -->"), true);`,
    ),
  );
  expect(id).toBeGreaterThan(0);
  try {
    await openEditor(page, `post.php?post=${id}&action=edit`);
    await page.evaluate(() =>
      window.wp.data
        .dispatch('core/interface')
        .enableComplementaryArea('core', 'altitude-preview-pane/altitude-preview-pane'),
    );
    const pane = page.frameLocator('iframe[title="Site preview"]');
    await expect(pane.locator('[data-entry-content]')).toContainText('Words before the edit.', { timeout: 30_000 });

    const edit = `An unsaved edit ${Date.now()}.`;
    await page.evaluate(async (text) => {
      const { data } = window.wp;
      const [paragraph] = data.select('core/block-editor').getBlocks() as { clientId: string }[];
      data.dispatch('core/block-editor').updateBlockAttributes(paragraph!.clientId, { content: text });
      await data.dispatch('core/editor').autosave();
    }, edit);
    await expect(pane.locator('[data-entry-content]')).toContainText(edit, { timeout: 30_000 });
    const framed = page.frames().find((frame) => frame.url().includes('/_preview/'));
    expect(new URL(framed!.url()).pathname).toBe(`/_preview/${id}/`);
    // Only autosaved: visitors still get the published words.
    const published = await (await request.get('/preview-pane-page/')).text();
    expect(published).toContain('Words before the edit.');
    expect(published).not.toContain(edit);

    // A page of the site itself still refuses every frame.
    const home = await request.get('/');
    expect(home.headers()['x-frame-options']).toBe('DENY');
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});
