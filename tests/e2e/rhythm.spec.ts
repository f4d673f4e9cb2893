/**
 * Never two calls to action in a row: a page with a band of its own (the `is-style-band` block style) does not also
 * end on the footer's site-wide invitation to talk, and the Contact page, where that invitation leads, has none.
 */
import { expect, test, type Page } from '../support/fixtures';

/** The calls to action a visitor sees on the page, in order: the content's bands, then the footer's invitation. */
async function visibleBands(page: Page): Promise<string[]> {
  const bands: string[] = [];
  for (const band of await page.locator('main .is-style-band, .footer-invite').all()) {
    if (await band.isVisible()) bands.push((await band.locator('h2, .footer-invite-line').first().innerText()).trim());
  }
  return bands;
}

test('a page’s own band replaces the site-wide one, and Contact invites nowhere else', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/work/');
  const study = await page.locator('#listing [data-entry-uri]').first().getAttribute('data-entry-uri');
  for (const [path, band] of [
    ['/about-us/', 'Work with a senior team'],
    ['/about-you/', 'Sound like you?'],
    ['/amg-headquarters/', 'Plan a visit'],
    ['/what-we-do/', undefined],
    [study!, undefined],
  ] as const) {
    await page.goto(path);
    const bands = await visibleBands(page);
    expect(bands, path).toHaveLength(1);
    if (band) expect(bands[0], path).toBe(band);
    await expect(page.locator('.footer-invite'), path).toBeHidden();
  }

  await page.goto('/contact/');
  expect(await visibleBands(page)).toEqual([]);
  // The newsletter keeps its place in the footer.
  await expect(page.locator('.footer-news')).toBeVisible();

  // A page without a band of its own keeps the invitation, and it follows a client-side change of page.
  await page.goto('/team/');
  expect(await visibleBands(page)).toEqual(['Let’s make something worth looking up to.']);
  await page.locator('nav[aria-label="Footer"]').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.locator('.footer-invite')).toBeHidden();
});
