/**
 * Content written for other sites, on a real WordPress: blocks saved as the 64-block theme test data saves them
 * (a fixed-background cover and an image cover without alternative text, media & text with a linked picture,
 * verse, preformatted text, buttons with a very long label) read on a phone with nothing for axe to find and
 * nothing scrolling sideways; and a WordPress without the demo's /contact/, /hot-air/ and /insights/ pages,
 * where the site draws no link of its own to them.
 *
 * One WordPress, shared: the post is created here and deleted after; the pages are set to draft for the test and
 * published again after.
 */
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS } from '../../harness/pages';
import { eventually, expect, FRESH_WITHIN_MS, test } from '../support/fixtures';
import { testWordPress, wpPhp } from '../../harness/wordpress/test-wordpress';

const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The 64-block test data's markup for these blocks, with pictures from this WordPress's own uploads. */
function blocks(origin: string): string {
  const picture = `${origin}/wp-content/uploads/hero-home-sunrise-balloons.jpg`;
  const other = `${origin}/wp-content/uploads/hero-headquarters-dusk.jpg`;
  return `<!-- wp:paragraph -->
<p>Blocks as the theme test data saves them.</p>
<!-- /wp:paragraph -->

<!-- wp:cover {"url":"${picture}","id":761,"hasParallax":true} -->
<div class="wp-block-cover has-parallax"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><div role="img" class="wp-block-cover__image-background wp-image-761 has-parallax" style="background-position:50% 50%;background-image:url(${picture})"></div><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center","placeholder":"Write title…","fontSize":"large"} -->
<p class="has-text-align-center has-large-font-size">Cover Block with fixed background</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:cover {"url":"${picture}","id":761,"dimRatio":50} -->
<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-761" alt="" src="${picture}" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center","placeholder":"Write title…","fontSize":"large"} -->
<p class="has-text-align-center has-large-font-size">Cover Image with bottom-right positioned content</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:media-text {"mediaId":769,"mediaLink":"${other}","mediaType":"image","linkDestination":"media","href":"${other}"} -->
<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><a href="${other}"><img src="${other}" alt="" class="wp-image-769 size-full"/></a></figure><div class="wp-block-media-text__content"><!-- wp:paragraph {"placeholder":"Content…","fontSize":"large"} -->
<p class="has-large-font-size">Media &amp; Text, image linked to media file</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:media-text -->

<!-- wp:verse {"fontSize":"x-large"} -->
<pre class="wp-block-verse has-x-large-font-size">Write a verse
Code is poetry</pre>
<!-- /wp:verse -->

<!-- wp:verse -->
<pre class="wp-block-verse"><strong>Write a bold verse
Code is poetry</strong></pre>
<!-- /wp:verse -->

<!-- wp:preformatted {"fontSize":"x-large"} -->
<pre class="wp-block-preformatted has-x-large-font-size">Some preformatted text</pre>
<!-- /wp:preformatted -->

<!-- wp:preformatted -->
<pre class="wp-block-preformatted"><mark style="background-color:#990000;color:#ffcdcd" class="has-inline-color">Some highlighted preformatted text</mark></pre>
<!-- /wp:preformatted -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#">Fill, linked, with a very long label: Supercalifragilisticexpialidociouslylongbuttonlabelthatneverbreaks</a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="#">Outline, linked</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->`;
}

test('blocks saved as the 64-block test data saves them read on a phone: axe finds nothing, nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const slug = `block-test-data-${Date.now()}`;
  const id = Number(
    wpPhp(
      `echo wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Block test data', ` +
        `'post_name' => ${php(slug)}, 'post_content' => wp_slash(${php(blocks(testWordPress().origin))})], true);`,
    ),
  );
  expect(id).toBeGreaterThan(0);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(page, `/${slug}/`, async () => {
      await expect(page.locator('[data-entry-content] .wp-block-media-text')).toBeVisible();
    });
    const content = page.locator('[data-entry-content]');
    // The fixed-background cover shows its picture, as decoration.
    const background = content.locator('.wp-block-cover.has-parallax img.wp-block-cover__image-background');
    await expect(background).toHaveAttribute('alt', '');
    await expect(content.locator('[role="img"]')).toHaveCount(0);

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    const button = (await content.getByRole('link', { name: /^Fill, linked, with a very long label/ }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(viewport);

    const results = await new AxeBuilder({ page }).include('[data-entry-content]').withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toContain('link-name');
    // Verse and preformatted text take keyboard focus (a line of theirs may scroll within them).
    const texts = content.locator('pre.wp-block-verse, pre.wp-block-preformatted');
    await expect(texts).toHaveCount(4);
    for (const block of await texts.all()) {
      await block.focus();
      await expect(block).toBeFocused();
    }
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('a WordPress without the demo’s contact, newsletter and insights pages: the site draws no link to them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slugs = ['contact', 'hot-air', 'insights'];
  const ids = JSON.parse(
    wpPhp(`echo json_encode(array_map(fn ($slug) => get_page_by_path($slug)?->ID, [${slugs.map(php).join(', ')}]));`),
  ) as (number | null)[];
  expect(ids.every((id) => typeof id === 'number' && id > 0)).toBe(true);
  const setStatus = (status: string) =>
    wpPhp(ids.map((id) => `wp_update_post(['ID' => ${id}, 'post_status' => '${status}']);`).join(' '));

  const ownLinks = async () =>
    page
      .locator('.footer-top a, .menu-panel-aside a, section[aria-labelledby^="front-"] h2 + a')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);

  // With the demo's pages: the footer's invitation, the newsletter card and "All insights" lead to them.
  await page.goto('/');
  expect(await ownLinks()).toEqual(expect.arrayContaining(['/contact/', '/hot-air/', '/insights/']));

  setStatus('draft');
  try {
    // Gone from the site too, once WordPress's change notice has reached it (a page seen before may be cached).
    await expect(async () => {
      for (const slug of slugs) expect((await request.get(`/${slug}/`)).status()).toBe(404);
    }).toPass({ timeout: FRESH_WITHIN_MS, intervals: [500, 1000] });
    await eventually(page, '/', async () => {
      expect(await ownLinks()).not.toEqual(expect.arrayContaining(['/contact/']));
    });
    const links = await ownLinks();
    for (const slug of slugs) expect(links).not.toContain(`/${slug}/`);
    await expect(page.locator('.footer-button')).toHaveCount(0);
    await expect(page.locator('.footer-news-link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All insights' })).toHaveCount(0);
    // What the site still draws of its own leads somewhere.
    for (const href of links.filter((link) => link.startsWith('/'))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    // The latest insights are still shown: the section follows the posts WordPress holds.
    await expect(page.locator('#front-insights')).toBeVisible();
  } finally {
    setStatus('publish');
  }
  // Published again, the links are back.
  await eventually(page, '/', async () => {
    expect(await ownLinks()).toEqual(expect.arrayContaining(['/contact/', '/hot-air/', '/insights/']));
  });
});
