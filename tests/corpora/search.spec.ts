import { expect, test, type Page } from '@playwright/test';

/**
 * The site search on the WordPress community's test corpora: a Greek title found by one of its words, a title with
 * markup found and drawn with its markup (never its tags as text), a tag found by its name. Each search is one
 * request, far under the per-visitor limit.
 */

const results = (page: Page) => page.locator('[data-template="search"] ol > li h2');

test('a word of a Greek title finds that entry, the word marked', async ({ page }) => {
  expect((await page.goto('/search/?q=Ελληνικά'))?.status()).toBe(200);
  const title = results(page).filter({ hasText: 'Ελληνικά-Greek' });
  await expect(title).toHaveCount(1);
  await expect(title.locator('mark')).toHaveText(['Ελληνικά']);
});

test('a title with markup is found and drawn with its markup, not its tags as text', async ({ page }) => {
  expect((await page.goto('/search/?q=title+with+markup'))?.status()).toBe(200);
  // The Theme Unit Test's title carries the markup; the accessibility test data has the same title without it.
  const title = results(page)
    .filter({ hasText: /^Markup: Title With Markup$/ })
    .filter({ has: page.locator('em') });
  await expect(title).toHaveCount(1);
  await expect(title.locator('em')).toHaveText('With');
  await expect(title.locator('b sup')).toHaveText('up');
  await expect(results(page).filter({ hasText: '<em>' })).toHaveCount(0);
});

test('a tag’s name finds its topic, linked to its archive', async ({ page }) => {
  expect((await page.goto('/search/?q=8BIT'))?.status()).toBe(200);
  const topic = page.getByRole('region', { name: 'Topics' }).getByRole('link', { name: '8BIT', exact: true });
  await expect(topic).toHaveAttribute('href', '/tag/8bit/');
  await topic.click();
  await expect(page).toHaveURL(/\/tag\/8bit\/$/);
  await expect(page.locator('h1')).toContainText('8BIT');
});
