import { contentPack } from '@/content-server/content-pack/index';
import { expect, test, type Page } from '../support/fixtures';
import { watchConsole } from '../support/templates';

/** The first entry a listing links to. */
async function firstEntry(page: Page, listing: string): Promise<string> {
  const response = await page.goto(listing);
  expect(response?.status()).toBe(200);
  const uri = await page.locator('#listing [data-entry-uri]').first().getAttribute('data-entry-uri');
  expect(uri).toBeTruthy();
  return uri!;
}

test.describe('every menu address renders a finished page', () => {
  test('primary and footer menu links all answer with a titled page', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('nav[aria-label="Primary"] a, nav[aria-label="Footer"] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const paths = [...new Set(hrefs.filter((href) => href.startsWith('/')).map((href) => href.replace(/#.*$/, '')))];
    expect(paths.length).toBeGreaterThanOrEqual(15);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>[^<]*\S/);
      expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    }
  });

  test('listing pages show their entries below the page content', async ({ page }) => {
    for (const [path, heading] of [
      ['/insights/', 'Latest insights'],
      // Not "Agency news" under the page's "Agency News": a heading never repeats the one above it.
      ['/agency-news/', 'Latest stories'],
      ['/thought-leadership/', 'Latest articles'],
      ['/podcast/', 'Episodes'],
      ['/team/', 'Meet the team'],
      ['/work/', 'Case studies'],
      ['/careers/', 'Open positions'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('#listing h2'), path).toHaveText(heading);
      expect(await page.locator('#listing [data-entry-uri]').count(), path).toBeGreaterThan(0);
    }
  });

  test('the insights filter marks where the visitor is', async ({ page }) => {
    await page.goto('/thought-leadership/');
    const filter = page.getByRole('navigation', { name: 'Filter insights by category' });
    await expect(filter.getByRole('link', { name: 'Thought Leadership' })).toHaveAttribute('aria-current', 'page');
    await filter.getByRole('link', { name: 'All insights' }).click();
    await expect(page).toHaveURL(/\/insights\/$/);
  });
});

test.describe('one of every content type', () => {
  test('a post: title, date, byline, categories, article', async ({ page }) => {
    const errors = watchConsole(page);
    const uri = await firstEntry(page, '/thought-leadership/');
    await page.goto(uri);
    await expect(page.locator('[data-template="post"]')).toBeVisible();
    await expect(page.locator('h1')).not.toBeEmpty();
    // The true moment in UTC (WordPress's dateGmt); the text beside it is the day in WordPress's own zone.
    await expect(page.locator('article time').first()).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    );
    await expect(page.getByText(/^By /).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
    expect((await page.locator('[data-entry-content]').innerText()).length).toBeGreaterThan(200);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(ld['@type']).toBe('BlogPosting');
    expect(errors).toEqual([]);
  });

  test('a podcast episode: player, number, artwork and episode link', async ({ page }) => {
    const uri = await firstEntry(page, '/podcast/');
    await page.goto(uri);
    const player = page.getByRole('region', { name: /^Listen:/ });
    await expect(player).toBeVisible();
    // The episode's audio is the site's own upload, and seeking (a byte range) works through the site.
    const audio = player.locator('audio[controls]');
    await expect(audio).toHaveAttribute('src', /^\/wp-content\/uploads\/\S+/);
    const part = await page.request.get((await audio.getAttribute('src'))!, { headers: { Range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.body()).length).toBe(100);
    await expect(player.getByText(/^Episode \d+$/)).toBeVisible();
    await expect(player.getByRole('link', { name: /podcast app/ })).toHaveAttribute('href', /^https?:\/\//);
    await expect(player.locator('img')).toHaveAttribute('alt', /\S/);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(ld['@type']).toBe('PodcastEpisode');
    expect((ld.associatedMedia as { contentUrl: string }).contentUrl).toMatch(
      /^https?:\/\/[^/]+\/wp-content\/uploads\//,
    );
  });

  test('a team member: name, role, quote, email and the rest of the team', async ({ page }) => {
    const uri = await firstEntry(page, '/team/');
    expect(uri).toMatch(/^\/team\/[^/]+\/$/);
    await page.goto(uri);
    await expect(page.locator('[data-template="team-member"]')).toBeVisible();
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('blockquote')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.getByRole('heading', { name: 'The rest of the team' })).toBeVisible();
    const others = await page
      .locator('[data-entry-uri]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-entry-uri')));
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain(uri);
  });

  test('a case study: result, facts, story and other work', async ({ page }) => {
    const uri = await firstEntry(page, '/work/');
    expect(uri).toMatch(/^\/work\/[^/]+\/$/);
    await page.goto(uri);
    await expect(page.locator('[data-template="case-study"]')).toBeVisible();
    await expect(page.getByText('The result')).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Client' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'More work' })).toBeVisible();
  });

  test('a career: location, type and how to apply', async ({ page }) => {
    const uri = await firstEntry(page, '/careers/');
    expect(uri).toMatch(/^\/careers\/[^/]+\/$/);
    await page.goto(uri);
    await expect(page.locator('[data-template="career"]')).toBeVisible();
    // Under the title, or from 1024 px in the aside beside the description: shown once either way.
    await expect(page.locator('dt', { hasText: 'Location' }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply by email/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('a category archive lists its posts and points search engines at its listing page', async ({ page }) => {
    const response = await page.goto('/category/agency-news/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Agency News');
    expect(await page.locator('#listing [data-entry-uri]').count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/agency-news\/$/);
  });

  test('an unknown address answers 404 with somewhere to go', async ({ page }) => {
    const response = await page.goto('/no-such-page-here/?ref=old-link');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found · /);
    // Somewhere to go: the primary menu's own top-level pages, as the editor named them.
    const popular = await page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link').allInnerTexts();
    expect(popular.map((text) => text.split('\n')[0])).toEqual(contentPack.menus.PRIMARY.map((item) => item.label));
    // The page stays at the address the visitor asked for, and its links work.
    expect(page.url()).toMatch(/\/no-such-page-here\/\?ref=old-link$/);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1').first()).not.toHaveText('This page drifted away.');
  });

  test('the not-found page is in the HTML: readable without JavaScript, in the site’s shell', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const address of ['/no-such-page-here/', '/insights/page/999/']) {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page drifted away.');
      await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link')).toHaveCount(7);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // Styled, not bare HTML: the display face is on the headline.
      expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^displayFont,/);
    }
    await context.close();
  });
});
