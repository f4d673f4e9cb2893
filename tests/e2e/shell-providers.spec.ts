import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { expect, test, type Page } from '../support/fixtures';
import { clickThrough, watchConsole } from '../support/shell';

/** The bot-check loader as the browser runs it, bundled on its own so each case can pick its key and script. */
const loaderSource = buildSync({
  entryPoints: [fileURLToPath(new URL('../../lib/providers/bot-check-loader.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'BotCheckLoader',
  target: 'es2020',
}).outputFiles[0]!.text;

const GOOGLE = 'https://www.google.com/recaptcha/api.js*';

// These tests put the loader into the page as an inline script of their own, which the site's Content
// Security Policy refuses (tests/e2e/security-csp.spec.ts proves it); the loader is what is tested here.
test.use({ bypassCSP: true });

async function withLoader(page: Page) {
  await page.goto('/contact/');
  await page.addScriptTag({ content: loaderSource });
}

/** Starts a loader in the page (as the provider does) and reports its status, warnings and token attempts. */
function runLoader(page: Page, siteKey: string, scriptUrl?: string) {
  return page.evaluate(
    async ({ siteKey, scriptUrl }) => {
      type Loader = typeof import('../../lib/providers/bot-check-loader');
      const { loadBotCheck } = (window as unknown as { BotCheckLoader: Loader }).BotCheckLoader;
      const warnings: string[] = [];
      const host = {
        document,
        window: window as unknown as { grecaptcha?: never },
        warn: (message: string) => {
          warnings.push(message);
          console.warn(message);
        },
      };
      const check = loadBotCheck({ siteKey, scriptUrl, host });
      let early: string | null = null;
      try {
        await check.execute('contact');
      } catch (error) {
        early = error instanceof Error ? error.message : String(error);
      }
      const settled = await new Promise<string>((done) => {
        if (check.status() === 'disabled') return done('disabled');
        const stop = check.subscribe((status) => {
          stop();
          done(status);
        });
        setTimeout(() => done(check.status()), 4000);
      });
      let token: string | null = null;
      if (settled === 'ready') token = await check.execute('form_submit_1');
      return { early, settled, warnings, token, scripts: document.querySelectorAll('script[data-bot-check]').length };
    },
    { siteKey, scriptUrl },
  );
}

test.describe('shell: bot-check layer', () => {
  test('the site warns, never errors, when the bot check cannot run', async ({ page }) => {
    const { errors, warnings } = watchConsole(page);
    await page.route(GOOGLE, (route) => route.abort());
    await page.goto('/contact/');
    await expect.poll(() => warnings.filter((w) => w.startsWith('Bot check:')).length).toBeGreaterThan(0);
    await expect(page.locator('main h1')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without a site key: a warning, no script, and tokens refused', async ({ page }) => {
    await withLoader(page);
    const result = await runLoader(page, '');
    expect(result.settled).toBe('disabled');
    expect(result.scripts).toBe(0);
    expect(result.warnings.join()).toContain('NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set');
    expect(result.early).toMatch(/before the reCAPTCHA script loaded/);
  });

  test('a script that fails to load: a warning, and the page carries on', async ({ page }) => {
    await withLoader(page);
    await page.route(GOOGLE, (route) => route.abort('connectionrefused'));
    const result = await runLoader(page, 'site-key');
    expect(result.settled).toBe('failed');
    expect(result.warnings.join()).toMatch(/failed to load/);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('a script without the reCAPTCHA API: a warning that it is unavailable', async ({ page }) => {
    await withLoader(page);
    await page.route(GOOGLE, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* not reCAPTCHA */' }));
    const result = await runLoader(page, 'site-key');
    expect(result.settled).toBe('failed');
    expect(result.warnings.join()).toMatch(/no grecaptcha API/);
  });

  test('a token requested before the script has loaded raises an error; once loaded, tokens come by action', async ({
    page,
  }) => {
    await withLoader(page);
    // A stand-in for Google's script, served slowly from its real address.
    await page.route(GOOGLE, async (route) => {
      expect(new URL(route.request().url()).searchParams.get('render')).toBe('site-key');
      await new Promise((done) => setTimeout(done, 500));
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'window.grecaptcha = { ready: (cb) => setTimeout(cb, 10), execute: (key, o) => Promise.resolve("token:" + key + ":" + o.action) };',
      });
    });
    const result = await runLoader(page, 'site-key');
    expect(result.early).toMatch(/before the reCAPTCHA script loaded \(status: loading\)/);
    expect(result.settled).toBe('ready');
    expect(result.token).toBe('token:site-key:form_submit_1');
    expect(result.scripts).toBe(1);
  });

  test('a configured script address (NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL) is used with the key', async ({ page }) => {
    await withLoader(page);
    await page.route('**/recaptcha-stand-in.js*', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.grecaptcha = { ready: (cb) => cb(), execute: () => Promise.resolve("ok") };',
      }),
    );
    const result = await runLoader(page, 'k', '/recaptcha-stand-in.js');
    expect(result.settled).toBe('ready');
    expect(result.token).toBe('ok');
  });
});

test.describe('shell: app data and theme stylesheet', () => {
  test('the forms are loaded once per visit, through the site', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/forms/') requests.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => requests.length).toBe(1);
    await clickThrough(
      page,
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }),
      '/contact/',
    );
    await clickThrough(
      page,
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Openings' }),
      '/careers/',
    );
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
    // A full page load later in the visit reuses the list the visit already has.
    await page.goto('/about-us/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('altitude:forms') !== null)).toBe(true);
    await page.waitForTimeout(2500);
    expect(requests).toHaveLength(1);
    const answer = await (await page.request.get('/api/forms/')).json();
    expect(Array.isArray(answer.forms)).toBe(true);
    expect(answer.forms.length).toBeGreaterThan(0);
    expect(answer.forms[0]).toHaveProperty('fields');
  });

  test('a failure to load the forms is reported under the provider’s name and the page carries on', async ({
    page,
  }) => {
    const { errors, warnings } = watchConsole(page);
    await page.route('**/api/forms/', (route) => route.fulfill({ status: 502, body: '{}' }));
    await page.goto('/');
    await expect.poll(() => warnings.find((w) => w.startsWith('AppDataProvider: '))).toBeTruthy();
    await expect(page.locator('main h1')).toBeVisible();
    // The browser itself reports the failed answer; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('status of 502'))).toEqual([]);
  });

  test('the theme stylesheet is linked from every page and served as CSS', async ({ page, request }) => {
    const link = page.locator('link[rel="stylesheet"][href^="/theme.css?v="]');
    for (const path of ['/', '/careers/']) {
      await page.goto(path);
      await expect(link, path).toHaveCount(1);
    }
    const href = (await link.getAttribute('href'))!;
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/css/);
    // Its address names its version, so a browser keeps it for a year without asking again; any other address
    // gets the same text for minutes only.
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const other of ['/theme.css', '/theme.css?v=an-old-version']) {
      const answer = await request.get(other);
      expect(answer.status(), other).toBe(200);
      expect(await answer.text(), other).toBe(await response.text());
      expect(answer.headers()['cache-control'], other).toBe('public, max-age=300, stale-while-revalidate=86400');
    }
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // The text cannot be read as markup: no tag survives in it.
    expect(await response.text()).not.toMatch(/<\/?[a-z]/i);
    // Its rules apply to the page.
    const applied = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/theme.css?v=') && sheet.cssRules.length > 0),
    );
    expect(applied).toBe(true);
  });
});
