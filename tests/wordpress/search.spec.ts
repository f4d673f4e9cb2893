/**
 * The site search on a real WordPress: its own search through WPGraphQL finds an entry by its words, a title match
 * above a body match, never a draft, and an editor's publish shows in the search through the change notice.
 */
import { expect, test } from '../support/fixtures';
import { wpPhp } from '../../harness/wordpress/test-wordpress';

/** Creates a post (PHP string literals for its fields) and returns its id. */
function createPost(fields: Record<string, string>): number {
  const entries = Object.entries({ post_type: 'post', post_status: 'publish', ...fields })
    .map(([key, value]) => `'${key}' => ${JSON.stringify(value).replace(/\$/g, '\\$')}`)
    .join(', ');
  return Number(wpPhp(`echo wp_insert_post(array(${entries}));`));
}

test('a search lists title matches above body matches, never a draft, and shows a post once published', async ({
  page,
}) => {
  const ids = [
    createPost({ post_title: 'Quokka field notes', post_content: 'Plain words.', post_date: '2024-01-05 09:00:00' }),
    // Newer, with the word in its body only: below the title match all the same.
    createPost({
      post_title: 'Autumn recap',
      post_content: 'We met a quokka at the summit.',
      post_date: '2025-06-05 09:00:00',
    }),
  ];
  const draft = createPost({ post_title: 'Quokka draft', post_content: 'Unpublished.', post_status: 'draft' });
  ids.push(draft);
  try {
    const response = await page.goto('/search/?q=quokka');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('2 results for “quokka”');
    const titles = page.locator('[data-template="search"] ol > li h2');
    await expect(titles).toHaveText(['Quokka field notes', 'Autumn recap']);
    await expect(titles.first().locator('mark')).toHaveText('Quokka');
    await expect(page.locator('[data-template="search"] ol > li').nth(1).locator('p mark')).toHaveText('quokka');

    // The editor publishes the draft: its notice refreshes the cached search.
    wpPhp(`wp_publish_post(${draft});`);
    await expect(async () => {
      await page.goto('/search/?q=quokka');
      await expect(page.locator('h1')).toHaveText('3 results for “quokka”');
    }).toPass({ timeout: 30_000 });
  } finally {
    wpPhp(ids.map((id) => `wp_delete_post(${id}, true);`).join(' '));
  }
});
