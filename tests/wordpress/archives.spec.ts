/**
 * Every address WordPress content links to works on the site, on a real WordPress: a tag's archive, paged and in
 * the sitemap; the date and author archives its widgets and blocks link, sent to the listing of every post; and
 * the links WordPress renders itself into content (tag cloud, categories, archives, calendar, page list, latest
 * posts, and an editor's own links to the WordPress address) made the site's own, none leading to a 404.
 *
 * One WordPress, edited here: the test removes the posts and the tag it made.
 */
import { expect, test } from '../support/fixtures';
import { testWordPress, wpPhp } from '../../harness/wordpress/test-wordpress';

/** Where the site should send a date or author archive: the Posts page, else the listing of every post, else home. */
function postsListing(): string {
  return wpPhp(`
    $posts_page = (int) get_option('page_for_posts');
    if ('page' === get_option('show_on_front') && $posts_page) { echo wp_make_link_relative(get_permalink($posts_page)); }
    elseif (get_page_by_path('insights')) { echo '/insights/'; }
    else { echo '/'; }
  `).trim();
}

test('a tag’s archive, date and author archives, and the links WordPress renders into content all lead somewhere on the site', async ({
  page,
  request,
  baseURL,
}) => {
  const { origin } = testWordPress();
  const stamp = Date.now();
  const slug = `archive-test-${stamp}`;
  const name = `Archive Test ${stamp}`;
  // Fourteen tagged posts, a minute apart (the newest first in the archive), and one that holds the blocks
  // WordPress renders on the server, with an editor's own links to a tag, a category and an author archive.
  const blocks = [
    '<!-- wp:paragraph -->',
    `<p>See <a href="${origin}/tag/${slug}/">the tag</a>, <a href="${origin}/category/uncategorized/">a category</a>, <a href="${origin}/author/admin/">the author</a> and the rest below.</p>`,
    '<!-- /wp:paragraph -->',
    '<!-- wp:tag-cloud /-->',
    '<!-- wp:categories /-->',
    '<!-- wp:archives /-->',
    '<!-- wp:calendar /-->',
    '<!-- wp:page-list /-->',
    '<!-- wp:latest-posts {"postsToShow":3,"displayAuthor":true,"displayPostDate":true} /-->',
  ].join('\n');
  const ids = wpPhp(`
    $tag = wp_insert_term('${name}', 'post_tag', array('slug' => '${slug}'));
    $ids = array();
    for ($i = 1; $i <= 14; $i++) {
      $ids[] = wp_insert_post(array(
        'post_type' => 'post', 'post_status' => 'publish', 'post_title' => "Tagged post $i of ${stamp}",
        'post_name' => "archive-test-$i-${stamp}", 'post_date' => wp_date('Y-m-d H:i:s', time() - (20 - $i) * 60),
        'post_content' => '<!-- wp:paragraph --><p>Tagged.</p><!-- /wp:paragraph -->', 'tags_input' => array('${slug}'),
      ));
    }
    $ids[] = wp_insert_post(array(
      'post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Links WordPress renders ${stamp}',
      'post_name' => 'archive-test-links-${stamp}', 'post_content' => wp_slash(${JSON.stringify(blocks).replace(/\$/g, '\\$')}),
    ));
    echo implode(',', $ids);
  `).trim();
  try {
    // The tag's archive: its name as the heading, the newest twelve, then the other two on page 2.
    let response = await page.goto(`/tag/${slug}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const listed = page.locator('#listing [data-entry-uri]');
    await expect(listed).toHaveCount(12);
    await expect(listed.first()).toHaveAttribute('data-entry-uri', `/archive-test-14-${stamp}/`);
    response = await page.goto(`/tag/${slug}/page/2/`);
    expect(response?.status()).toBe(200);
    await expect(listed).toHaveCount(2);
    await expect(listed.last()).toHaveAttribute('data-entry-uri', `/archive-test-1-${stamp}/`);
    expect((await request.get(`/tag/${slug}/page/3/`)).status()).toBe(404);
    expect((await request.get(`/tag/no-such-tag-${stamp}/`)).status()).toBe(404);
    // The tag list is cached with the post list: the posts' change notices refresh it.
    await expect
      .poll(
        async () => (await (await request.get('/sitemap.xml')).text()).includes(`<loc>${baseURL}/tag/${slug}/</loc>`),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    // Date and author archives: for good, to the listing of every post, never WordPress's own address.
    const listing = postsListing();
    // Today in WordPress's time zone, as its archives and calendar link it.
    const [year, month, day] = wpPhp("echo wp_date('Y-m-d');").trim().split('-');
    for (const path of [`/${year}/`, `/${year}/${month}/`, `/${year}/${month}/${day}/`, '/author/admin/']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(308);
      expect(answer.headers().location, path).toBe(listing);
    }

    // The links WordPress rendered into the post: none on its own address, every one answering on the site.
    response = await page.goto(`/archive-test-links-${stamp}/`);
    expect(response?.status()).toBe(200);
    const content = page.locator('[data-entry-content]');
    await expect(content.locator(`a[href="/tag/${slug}/"]`).first()).toBeVisible();
    await expect(content.locator('a[href="/category/uncategorized/"]').first()).toBeVisible();
    await expect(content.locator(`a[href="/${year}/${month}/"]`).first()).toBeAttached();
    const hrefs = await content
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(8);
    expect(hrefs.filter((href) => href.includes(new URL(origin).host))).toEqual([]);
    for (const href of new Set(hrefs.filter((href) => href.startsWith('/')))) {
      const answer = await request.get(href);
      expect(answer.status(), href).toBe(200);
    }
    // Followed as a visitor does, the tag cloud's link opens the tag's archive on the site.
    await page.goto(`/archive-test-links-${stamp}/`);
    await content.locator('.wp-block-tag-cloud').getByRole('link', { name: name }).click();
    await expect(page).toHaveURL(new RegExp(`/tag/${slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  } finally {
    wpPhp(`
      foreach (array(${ids}) as $id) { wp_delete_post($id, true); }
      $term = get_term_by('slug', '${slug}', 'post_tag');
      if ($term) { wp_delete_term($term->term_id, 'post_tag'); }
    `);
  }
});
