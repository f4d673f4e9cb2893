import { expect, test } from '../support/fixtures';
import { clientAddress, FILL_TIME_MS } from '../support/forms';
import { CMS_URL, expectNoViolations, startSecuredSite, templatePaths, watchPolicy } from '../support/secured-site';
import { sharedBySpec } from '../support/spec-server';

/**
 * The production server's Content Security Policy in real Chromium: every template renders and runs
 * under it with no violation, client navigation, the marquee (GSAP), the carousel (Splide) and a form
 * submission work, and an inline script nobody hashed is refused. Desktop only: the phone layout loads
 * the same code under the same policy.
 */
const site = sharedBySpec(test, startSecuredSite, 120_000);

test('every template renders under the policy with no violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchPolicy(page);
  const paths = await templatePaths();
  for (const path of paths) {
    const response = await page.goto(`${site.url}${path}`);
    expect(response?.status(), path).toBe(path === '/no-such-page-here/' ? 404 : 200);
    const policy = (await response!.headerValue('content-security-policy')) ?? '';
    expect(policy, path).toContain("script-src 'self' 'sha256-");
    expect(policy, path).toContain("frame-ancestors 'none'");
    // Uploads come from the site itself: the content system's host is in no directive, and no violation below.
    expect(policy, path).not.toContain(new URL(CMS_URL).host);
    expect(policy, path).toContain("media-src 'self' https:");
    await expect(page.locator('h1').first(), path).toBeVisible();
    // Hydrated: React took over the page (the navigation's menu button answers).
    await expect(page.locator('[data-transition-phase]'), path).toHaveAttribute(
      'data-transition-phase',
      /entered|exited/,
    );
    await expectNoViolations(violations, path);
  }
});

test('client navigation, the marquee and the carousel run under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto(`${site.url}/`);
  await page.locator('.marquee').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.marquee').first()).toHaveAttribute('data-marquee-state', 'running');
  const carousel = page.locator('.testimonials-splide').first();
  await carousel.scrollIntoViewIfNeeded();
  const active = () => carousel.locator('.splide__slide.is-active').first().getAttribute('id');
  const before = await active();
  await carousel.locator('.splide__arrow--next').click();
  await expect.poll(active).not.toBe(before);
  // A link inside the site is followed without a full page load.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator('footer').getByRole('link', { name: /about/i }).first().click();
  await expect(page).toHaveURL(/\/about-us\/$/);
  // The wipe has run and the home page's marquee and carousel have been taken down (their cleanup writes
  // to the DOM too).
  await expect(page.locator('[data-transition-phase]')).toHaveAttribute('data-transition-phase', 'entered');
  await expect(page.locator('.testimonials-splide')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expectNoViolations(violations);
});

test('a form submits under the policy', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo) });
  const violations = await watchPolicy(page);
  await page.goto(`${site.url}/contact/`);
  const form = page.locator('form[data-form-id]').first();
  await expect(form).toHaveAttribute('data-session', 'fresh');
  const opened = Date.now();
  await form.getByRole('textbox', { name: /^first/i }).fill('Ada');
  await form.getByRole('textbox', { name: /^last/i }).fill('Lovelace');
  await form.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
  await form.getByRole('textbox', { name: /phone/i }).fill('+1 (407) 555-0100');
  for (const select of await form.getByRole('combobox').all()) await select.selectOption({ index: 1 });
  for (const textbox of await form.getByRole('textbox').all())
    if (!(await textbox.inputValue())) await textbox.fill('A question about the policy.');
  await page.waitForTimeout(Math.max(0, FILL_TIME_MS - (Date.now() - opened)));
  await form.getByRole('button').click();
  await expect(page.locator('main').getByRole('status')).toContainText(/thank/i);
  await expectNoViolations(violations);
});

test('an inline script that is not one of the framework’s own is refused by the browser', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto(`${site.url}/about-us/`);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline');
});

test('pages carry the document headers; the build’s files and the image optimiser only what every response does', async ({
  page,
}) => {
  const headersOf = async (path: string) => {
    const response = await fetch(`${site.url}${path}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
    return response.headers;
  };
  await page.goto(`${site.url}/`);
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname + new URL(entry.name).search)
      .filter((path) => path.startsWith('/_next/')),
  );
  const picture = files.find((path) => path.startsWith('/_next/image'));
  const stylesheet = files.find((path) => path.endsWith('.css'));
  expect(picture, 'the home page shows an optimised picture').toBeTruthy();
  expect(stylesheet, 'the home page loads a stylesheet').toBeTruthy();
  for (const path of ['/', '/contact/', '/icon.svg', '/theme.css']) {
    const headers = await headersOf(path);
    expect(headers.get('permissions-policy'), path).toContain('camera=()');
    expect(headers.get('x-frame-options'), path).toBe('DENY');
    expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
    // A browsing context group of its own would cost the page a fresh renderer (server/security/headers.ts).
    expect(headers.get('cross-origin-opener-policy'), path).toBeNull();
  }
  for (const path of [stylesheet!, picture!]) {
    const headers = await headersOf(path);
    expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
    expect(headers.get('permissions-policy'), path).toBeNull();
    expect(headers.get('x-frame-options'), path).toBeNull();
  }
});
