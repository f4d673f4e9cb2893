import { expect, test, type Page } from '../support/fixtures';
import { auditAddress } from '../../harness/pages';

/**
 * The site search on the embedded content server: the form, the results page with and without JavaScript, paging,
 * bad input, escaping, noindex, status codes, the rate limit and the not-found page's suggestions. Each test
 * searches as a visitor of its own (the site trusts the loopback proxy's X-Forwarded-For), so the rate limit counts
 * each apart.
 */
let visitor = 0;
const asVisitor = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${(visitor += 1) + (test.info().workerIndex % 4) * 60}` });

const results = (page: Page) => page.locator('[data-template="search"] ol > li');

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form finds entries of every kind, labelled, with the words marked, and the page is noindex', async ({
    page,
  }) => {
    await asVisitor(page);
    await page.goto('/search/');
    const form = page.getByRole('search', { name: 'Search again' });
    await form.getByRole('searchbox').fill('balloon festival');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/\?q=balloon\+festival$/);
    await expect(page.locator('h1')).toHaveText(/^\d+\+? results? for “balloon festival”$/);
    // The whole phrase in a title ranks first.
    await expect(results(page).first().locator('h2')).toContainText(/balloon festival/i);
    await expect(results(page).first().locator('h2 mark').first()).toHaveText(/balloon|festival/i);
    const labels = await results(page).locator('p:first-child > span').allTextContents();
    expect(new Set(labels).size).toBeGreaterThan(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('pages of 12 by address, with no entry repeated or missing, and 404 past the last', async ({ page }) => {
    await asVisitor(page);
    const first = await page.goto('/search/?q=marketing');
    expect(first?.status()).toBe(200);
    const heading = (await page.locator('h1').textContent()) ?? '';
    const total = Number(/^(\d+)/.exec(heading)?.[1]);
    expect(total).toBeGreaterThan(12);
    const pages = Math.ceil(total / 12);
    const seen: string[] = [];
    for (let number = 1; number <= pages; number += 1) {
      if (number > 1) await page.goto(`/search/?q=marketing&page=${number}`);
      const links = await results(page)
        .locator('h2 a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length).toBe(number < pages ? 12 : total - 12 * (pages - 1));
      seen.push(...links);
    }
    expect(new Set(seen).size).toBe(total);
    const past = await page.goto(`/search/?q=marketing&page=${pages + 1}`);
    expect(past?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText('There is no such page of results');
    await expect(page.getByRole('link', { name: 'See the first page of results' })).toBeVisible();
    expect((await page.goto('/search/?q=marketing&page=abc'))?.status()).toBe(404);
  });

  test('bad input: none, repeated, common words only, long, any script, markup', async ({ page }) => {
    await asVisitor(page);
    let response = await page.goto('/search/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Search the site');

    response = await page.goto('/search/?q=balloon&q=nothing-like-this');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText('for “balloon”');

    for (const common of ['the of a', '!!! ???']) {
      response = await page.goto(`/search/?q=${encodeURIComponent(common)}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toContainText('Nothing to search for');
      await expect(page.getByRole('navigation', { name: 'Browse the site' })).toBeVisible();
    }

    response = await page.goto(`/search/?q=${'balloon '.repeat(60)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Your search was shortened')).toBeVisible();

    response = await page.goto(`/search/?q=${encodeURIComponent('Ζέφυρος 🦄 zzqx')}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('No results for “Ζέφυρος 🦄 zzqx”');
    await expect(page.getByRole('link', { name: 'zzqx' })).toBeVisible();

    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    response = await page.goto(`/search/?q=${encodeURIComponent(hostile)}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    await expect(page.locator('h1')).toContainText(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a topic typed finds its category or tag, linked to its archive; a topic with no posts is not offered', async ({
    page,
  }) => {
    await asVisitor(page);
    expect((await page.goto('/search/?q=winter+park'))?.status()).toBe(200);
    const topics = page.getByRole('region', { name: 'Topics' });
    await expect(topics.getByRole('link')).toHaveText(['Winter Park']);
    await topics.getByRole('link', { name: 'Winter Park' }).click();
    await expect(page).toHaveURL(/\/tag\/winter-park\/$/);
    await expect(page.locator('h1')).toContainText('Winter Park');
    // The category's slug finds it too; a tag no published post carries is left out.
    await page.goto('/search/?q=thought-leadership');
    await expect(page.getByRole('region', { name: 'Topics' }).getByRole('link')).toHaveText(['Thought Leadership']);
    await page.goto('/search/?q=print');
    await expect(page.getByRole('link', { name: 'Print', exact: true })).toHaveCount(0);
  });

  test('a visitor who searches too often is told to wait, with 429 and Retry-After', async ({ page }) => {
    await asVisitor(page);
    let response;
    for (let attempt = 0; attempt < 31; attempt += 1) response = await page.request.get('/search/?q=balloon');
    expect(response!.status()).toBe(429);
    expect(Number(response!.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await response!.text()).toContain('You have searched many times in a short time');
  });
});

test.describe('search with JavaScript', () => {
  test('the menu holds the search form; results open from it and pass axe', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/about-us/');
    // Beside the toggle where the bar shows it alone; the inline menu keeps the bar's room for itself.
    if ((await page.locator('#site-nav').getAttribute('data-fit')) !== 'inline')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeVisible();
    // From the keyboard: the toggle opens the menu on its first link, and the search field is just before it.
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('search', { name: 'Search the site' });
    await expect(form).toBeVisible();
    await expect(page.locator('#site-menu a[href]').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(form.getByRole('searchbox')).toBeFocused();
    await form.getByRole('searchbox').fill('brand voice');
    await form.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=brand\+voice$/);
    await expect(page.locator('h1')).toHaveText(/results? for “brand voice”/);
    await expect(results(page).first().locator('h2')).toContainText(/brand voice/i);
    const summary = await auditAddress(page, '/search/?q=brand+voice', 200);
    expect(summary.violations).toEqual([]);
  });

  test('the not-found page offers the search and entries named like the address', async ({ page }) => {
    await asVisitor(page);
    const response = await page.goto('/insights/brand-voice-decision/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('search', { name: 'Search the site' }).last()).toBeVisible();
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
    await expect(suggestions.getByRole('link').first()).toContainText(/brand voice/i);
  });

  test('search pages are not in the sitemap', async ({ request }) => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const addresses = locs(await (await request.get('/sitemap.xml')).text());
    for (const file of addresses.filter((address) => address.endsWith('.xml')))
      addresses.push(...locs(await (await request.get(file)).text()));
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.filter((address) => address.startsWith('/search'))).toEqual([]);
  });
});
