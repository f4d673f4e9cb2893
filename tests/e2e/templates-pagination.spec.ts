import { expect, test } from '../support/fixtures';
import { allUris, cms, listedUris } from '../support/templates';

/** Follows "Older" from an archive's first page to its last, collecting what each page lists. */
async function walk(page: import('@playwright/test').Page, start: string): Promise<string[][]> {
  const pages: string[][] = [];
  await page.goto(start);
  for (let guard = 0; guard < 50; guard += 1) {
    pages.push(await listedUris(page));
    const older = page.getByRole('navigation', { name: /pages$/ }).getByRole('link', { name: /Older/ });
    if ((await older.count()) === 0) return pages;
    await older.click();
    await expect(page).toHaveURL(new RegExp(`/page/${pages.length + 1}/$`));
  }
  throw new Error('pagination did not end');
}

test.describe('archives page by address, without gaps or repeats', () => {
  test('insights: every post once, newest first, twelve to a page', async ({ page }) => {
    const expected = await allUris('posts');
    expect(expected.length).toBeGreaterThan(12);
    const pages = await walk(page, '/insights/');
    expect(pages.length).toBe(Math.ceil(expected.length / 12));
    for (const listed of pages.slice(0, -1)) expect(listed).toHaveLength(12);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
  });

  test('a category listing holds only its category, completely', async ({ page }) => {
    const { posts } = await cms<{ posts: { nodes: { uri: string }[] } }>(
      '{ posts(first: 100, where: { categoryName: "thought-leadership", orderby: [{ field: DATE, order: DESC }] }) { nodes { uri } } }',
    );
    const pages = await walk(page, '/thought-leadership/');
    expect(pages.flat()).toEqual(posts.nodes.map((node) => node.uri));
  });

  test('a page can be shared, reloaded and left with the back button', async ({ page }) => {
    await page.goto('/insights/');
    const firstPage = await listedUris(page);
    await page
      .getByRole('navigation', { name: /pages$/ })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/\/insights\/page\/2\/$/);
    const secondPage = await listedUris(page);
    await expect(
      page.getByRole('navigation', { name: /pages$/ }).getByRole('link', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/insights\/$/);
    expect(await listedUris(page)).toEqual(firstPage);
    await page.goForward();
    await expect(page).toHaveURL(/\/insights\/page\/2\/$/);
    expect(await listedUris(page)).toEqual(secondPage);
  });

  test('pagination works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/insights/page/2/');
    expect(response?.status()).toBe(200);
    expect((await listedUris(page)).length).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: /pages$/ })
      .getByRole('link', { name: 'Page 1', exact: true })
      .click();
    await expect(page).toHaveURL(/\/insights\/$/);
    await context.close();
  });

  test('the team: every member on one page, in the order editors give them', async ({ page }) => {
    const { teamMembers } = await cms<{ teamMembers: { nodes: { uri: string }[] } }>(
      '{ teamMembers(first: 100, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) { nodes { uri } } }',
    );
    const byDate = await allUris('teamMembers');
    expect(teamMembers.nodes.length).toBeGreaterThan(12);
    // The editors' order is not the order people joined in, so a listing by date cannot pass for it.
    expect(byDate).not.toEqual(teamMembers.nodes.map((node) => node.uri));
    await page.goto('/team/');
    expect(await listedUris(page)).toEqual(teamMembers.nodes.map((node) => node.uri));
    await expect(page.locator('#listing')).toContainText(`${teamMembers.nodes.length} people`);
    await expect(page.getByRole('navigation', { name: /pages$/ })).toHaveCount(0);
    expect((await page.request.get('/team/page/2/')).status()).toBe(404);
  });

  test('page 1 has one address and pages past the end do not exist', async ({ request }) => {
    const first = await request.get('/insights/page/1/', { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers()['location']).toBe('/insights/');
    expect((await request.get('/insights/page/999/')).status()).toBe(404);
    expect((await request.get('/about-us/page/2/')).status()).toBe(404);
  });
});
