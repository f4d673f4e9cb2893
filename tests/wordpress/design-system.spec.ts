/**
 * The site's design system in WordPress's block editor (docs/blocks.md, "The design system in the editor"), as an
 * editor meets it: the editor offers exactly the tokens of wordpress/altitude-headless/design-tokens.json (the
 * site's CSS is checked against the same file by lib/design-tokens.test.ts) and no control of its own for colours,
 * gradients, sizes or spacing; and the canvas draws headings, text, a list, a button, a quote and a cover as the
 * published page does, in the site's faces, served by WordPress itself.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { testWordPress, wpPhp } from '../support/wordpress';
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
