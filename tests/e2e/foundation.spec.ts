import { expect, test } from '../support/fixtures';

const PRIMARY_LABELS = ['About Us', 'About You', 'What We Do', 'Our Work', 'Careers', 'Insights', 'Get In Touch'];

test.describe('the site renders real content from the content server', () => {
  test('the home page shows its headline and the live primary menu', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Altitude Marketing Group/);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('h1').first()).not.toBeEmpty();

    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const label of PRIMARY_LABELS) {
      await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeAttached();
    }
    expect(errors).toEqual([]);
  });

  test('a page is rendered by its URI, with the content editors wrote', async ({ page }) => {
    const response = await page.goto('/about-us/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/About/);
    const main = page.locator('main#main');
    await expect(main.locator('h1')).toBeVisible();
    // Real copy from the content pack, not a placeholder.
    expect((await main.innerText()).length).toBeGreaterThan(400);
    expect(await main.innerText()).not.toMatch(/lorem ipsum/i);
  });

  test('the footer carries the footer menu groups', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const label of [
      'Agency News',
      'Thought Leadership',
      'Podcast',
      'Contact Us',
      'Newsletter',
      'Culture',
      'Openings',
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeAttached();
    }
    await expect(footer.getByRole('link', { name: 'AMG Headquarters' })).toHaveAttribute('href', '/amg-headquarters/');
  });

  test('URIs without the trailing slash redirect to the canonical form', async ({ request }) => {
    const response = await request.get('/about-us', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/about-us/');
    // A file's address is the one without the slash.
    const file = await request.get('/robots.txt/', { maxRedirects: 0 });
    expect(file.status()).toBe(308);
    expect(file.headers()['location']).toBe('/robots.txt');
  });

  test('the health check and the change webhook answer at their documented addresses, without a redirect', async ({
    request,
  }) => {
    for (const path of ['/api/health', '/api/health/']) {
      const health = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: health.status() }).toEqual({ path, status: 200 });
      expect(health.headers()['content-type'], path).toMatch(/^application\/json/);
      const body = (await health.json()) as { status: string; site: { status: string } };
      expect(['ok', 'degraded'], path).toContain(body.status);
      expect(body.site.status, path).toBe('up');
    }
    // WordPress's plugin posts change notices without following redirects. Unsigned, the webhook's own answer is 401.
    for (const path of ['/api/revalidate', '/api/revalidate/']) {
      const webhook = await request.post(path, {
        headers: { 'Content-Type': 'application/json' },
        data: '{"kind":"forms"}',
        maxRedirects: 0,
      });
      expect({ path, status: webhook.status() }).toEqual({ path, status: 401 });
      expect(((await webhook.json()) as { error?: string }).error, path).toMatch(/^Signature /);
    }
  });

  test('an unknown URI answers 404 with a designed page and the menus', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText(/drifted|not found/i);
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeAttached();
    await expect(page.getByRole('link', { name: /home page/i })).toBeVisible();
  });
});
