/**
 * The addresses WordPress content links to, on the embedded content server: a tag's archive (`/tag/<slug>/`),
 * paged like a category's, in the sitemap; a post's own tags leading there; date and author archives sent to the
 * listing of every post. The demo's posts carry the tags their text names (content-server/content-pack/posts).
 */
import { expect, test } from '../support/fixtures';
import { allUris, expectNoAxeViolations, listedUris } from '../support/templates';

const pager = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: /pages$/ });

test.describe('tag archives', () => {
  test('list the tag’s posts, newest first, twelve to a page, under the tag’s name', async ({ page }) => {
    const expected = await allUris('posts', ', tag: "winter-park"');
    // The demo's largest tag fills more than one page.
    expect(expected.length).toBeGreaterThan(12);
    expect(expected.length).toBeLessThanOrEqual(24);

    const response = await page.goto('/tag/winter-park/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter Park');
    await expect(page.getByRole('heading', { level: 2, name: 'Posts tagged Winter Park' })).toBeVisible();
    await expect(page).toHaveTitle(/^Winter Park/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tag\/winter-park\/$/);
    const first = await listedUris(page);
    expect(first).toEqual(expected.slice(0, 12));
    await expectNoAxeViolations(page);

    await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/tag\/winter-park\/page\/2\/$/);
    await expect(page.locator('#listing-heading')).toHaveText('Posts tagged Winter Park, page 2 of 2');
    expect(await listedUris(page)).toEqual(expected.slice(12));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tag\/winter-park\/page\/2\/$/);
  });

  test('page 1 redirects to the archive; past the last page, an empty tag and an unknown tag are 404', async ({
    request,
  }) => {
    const firstPage = await request.get('/tag/winter-park/page/1/', { maxRedirects: 0 });
    expect(firstPage.status()).toBe(308);
    expect(firstPage.headers().location).toMatch(/\/tag\/winter-park\/$/);
    for (const path of ['/tag/winter-park/page/3/', '/tag/print/', '/tag/no-such-tag/']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('are in the sitemap while they hold a post', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/tag/winter-park/</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/tag/central-florida/</loc>`);
    expect(sitemap).not.toContain('/tag/print/');
  });

  test('a post shows its tags, each leading to its archive', async ({ page }) => {
    const [post] = await allUris('posts', ', tag: "measurement"');
    await page.goto(post!);
    const tags = page.getByRole('list', { name: 'Tagged' });
    await expect(tags.getByRole('link', { name: 'Measurement' })).toHaveAttribute('href', '/tag/measurement/');
    await expectNoAxeViolations(page);
    await tags.getByRole('link', { name: 'Measurement' }).click();
    await expect(page).toHaveURL(/\/tag\/measurement\/$/);
    expect(await listedUris(page)).toContain(post);
  });
});

test.describe('date and author archives', () => {
  test('send their visitor, for good, to the listing of every post', async ({ request, page }) => {
    for (const path of ['/2024/', '/2024/05/', '/2024/05/20/', '/2024/page/2/', '/author/maya-ortiz/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toMatch(/\/insights\/$/);
    }
    const response = await page.goto('/2024/05/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/insights\/$/);
  });
});
