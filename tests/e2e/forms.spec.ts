import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { DEMO_REFRESH_TOKEN } from '../../lib/env';
import {
  clientAddress,
  contentServerEntries,
  FILL_TIME_MS,
  isHydrated,
  openForm,
  uniqueMarker,
} from '../support/forms';

const contact = (page: Page) => page.locator('form[data-form-id="1"]');

async function fillContact(page: Page, message: string, email = 'ada@example.com') {
  const form = contact(page);
  await form.getByRole('textbox', { name: /^first/i }).fill('Ada');
  await form.getByRole('textbox', { name: /^last/i }).fill('Lovelace');
  await form.getByRole('textbox', { name: /email/i }).fill(email);
  const phone = form.getByRole('textbox', { name: /phone/i });
  if (await phone.count()) await phone.fill('+1 (407) 555-0100');
  const select = form.getByRole('combobox').first();
  if (await select.count()) await select.selectOption({ index: 1 });
  const textboxes = form.locator('textarea');
  await textboxes.first().fill(message);
  for (const select of await form.locator('select[aria-required="true"]').all())
    await select.selectOption({ index: 1 });
  for (const textbox of await form.locator('input[aria-required="true"]').all()) {
    if (!(await textbox.inputValue())) await textbox.fill('Altitude');
  }
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo) });
});

test.describe('contact form', () => {
  test('renders every control labelled, with input types, autocomplete and no axe violations', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The site icon belongs to the shell, not to the form.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    await openForm(page, '/contact/');
    const form = contact(page);
    await expect(page.getByRole('heading', { name: 'Get In Touch' }).last()).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^first/i })).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.getByRole('textbox', { name: /^last/i })).toHaveAttribute('autocomplete', 'family-name');
    await expect(form.getByRole('textbox', { name: /email/i })).toHaveAttribute('type', 'email');
    await expect(form.getByRole('textbox', { name: /email/i })).toHaveAttribute('autocomplete', 'email');
    const unlabelled = await form
      .locator('input:not([type=hidden]), select, textarea')
      .evaluateAll((controls) => controls.filter((control) => !(control as HTMLInputElement).labels?.length).length);
    expect(unlabelled).toBe(0);
    const results = await new AxeBuilder({ page }).include('form[data-form-id="1"]').analyze();
    expect(results.violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a complete submission is confirmed, announced and reaches the content server once', async ({
    page,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    const waitFill = await openForm(page, '/contact/');
    await fillContact(page, `Please call me about a rebrand. ${marker}`);
    await waitFill();
    const actionAnswers: string[] = [];
    page.on('response', async (response) => {
      if (response.request().method() === 'POST') actionAnswers.push(await response.text().catch(() => ''));
    });
    await contact(page).getByRole('button').click();
    const status = page.locator('main').getByRole('status');
    await expect(status).toContainText(/thank/i);
    await expect(page.locator('[data-form-confirmation]')).toBeFocused();
    await expect(contact(page)).toHaveCount(0);
    await expect.poll(() => contentServerEntries().split(marker).length - 1, { timeout: 15_000 }).toBe(1);
    expect(actionAnswers.join('\n')).not.toContain(DEMO_REFRESH_TOKEN);
    expect(await page.content()).not.toContain(DEMO_REFRESH_TOKEN);
  });

  test('every required and format error shows on its own field, and the summary takes focus', async ({ page }) => {
    const waitFill = await openForm(page, '/contact/');
    await waitFill();
    await contact(page).getByRole('button').click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('There is a problem');

    const invalid = contact(page).locator('[aria-invalid="true"]');
    await expect(invalid).not.toHaveCount(0);
    for (const control of await invalid.all()) {
      const describedBy = await control.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toContainText(/required/i);
    }
    for (const name of [/^first/i, /^last/i, /email/i]) {
      await expect(contact(page).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    // The summary links lead to the fields.
    expect(await summary.getByRole('link').count()).toBe(await invalid.count());

    await contact(page).getByRole('textbox', { name: /email/i }).fill('not-an-email');
    await contact(page).getByRole('button').click();
    const email = contact(page).getByRole('textbox', { name: /email/i });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const emailError = page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`);
    await expect(emailError).toContainText(/email address like/i);
    await expect(summary).toBeFocused();
    const results = await new AxeBuilder({ page }).include('form[data-form-id="1"]').analyze();
    expect(results.violations).toEqual([]);
  });

  test('works without JavaScript: errors and then the confirmation come back as the same page', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo, 1) },
    });
    const page = await context.newPage();
    const marker = uniqueMarker(testInfo);
    let waitFill = await openForm(page, '/contact/', { javaScript: false });
    await contact(page).getByRole('textbox', { name: /email/i }).fill('ada@example');
    await waitFill();
    await contact(page).getByRole('button').click();
    // The answer opens at the form's message, not at the top of the page.
    await expect(page).toHaveURL(/\/contact\/#gform-1$/);
    await expect(page.locator('[data-error-summary]')).toContainText('There is a problem');
    await expect(page.locator('[data-error-summary]')).toBeInViewport({ ratio: 1 });
    await expect(contact(page).getByRole('textbox', { name: /email/i })).toHaveValue('ada@example');
    await expect(contact(page).getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');

    waitFill = async () => page.waitForTimeout(3300);
    await fillContact(page, `No scripts here. ${marker}`);
    await waitFill();
    await contact(page).getByRole('button').click();
    await expect(page.locator('main').getByRole('status')).toContainText(/thank/i);
    await expect(page.locator('[data-form-confirmation]')).toBeInViewport({ ratio: 1 });
    await expect.poll(() => contentServerEntries().split(marker).length - 1, { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  test('a filled honeypot looks accepted but sends nothing', async ({ page }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    const waitFill = await openForm(page, '/contact/');
    await fillContact(page, `Buy cheap followers ${marker}`);
    await contact(page).locator('input[name="contact_me_by_fax_only"]').fill('https://spam.example', { force: true });
    await waitFill();
    await contact(page).getByRole('button').click();
    await expect(page.locator('main').getByRole('status')).toContainText(/thank/i);
    await page.waitForTimeout(1000);
    expect(contentServerEntries()).not.toContain(marker);
  });

  test('an empty form sent at once shows its field errors; a complete one sent too soon is told what to do', async ({
    page,
  }) => {
    await openForm(page, '/contact/');
    const summary = page.locator('[data-error-summary]');
    await contact(page).getByRole('button').click();
    await expect(summary).toContainText('There is a problem');
    await expect(contact(page).getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).not.toContainText(/quicker than we expected/i);

    // Filled by a script in an instant: the anti-bot answer, with what to do next.
    await page.goto('/contact/');
    await expect(contact(page)).toHaveAttribute('data-session', 'fresh');
    await contact(page).evaluate((form: HTMLFormElement) => {
      const set = (name: string, value: string) => {
        const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
        if (!control) return;
        if (control instanceof HTMLSelectElement) control.selectedIndex = 1;
        else control.value = value;
      };
      for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input[aria-required="true"], textarea, select',
      )) {
        set(
          control.name,
          control.type === 'email' ? 'ada@example.com' : control.type === 'tel' ? '407 555 0100' : 'Ada',
        );
      }
      form.requestSubmit();
    });
    await expect(summary).toContainText(
      /quicker than we expected — please check your answers and send the form again/i,
    );
    await expect(contact(page).locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('one client sending too often is told to wait, once the form is otherwise ready', async ({ page }) => {
    test.slow();
    const waitFill = await openForm(page, '/contact/');
    await waitFill();
    const summary = page.locator('[data-error-summary]');
    // Empty posts count towards the limit (FORM_RATE_LIMIT, 8 by default), but each shows its field errors.
    const limit = Number(process.env.FORM_RATE_LIMIT || 8);
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      await contact(page).getByRole('button').click();
      await expect(summary).toHaveAttribute('data-attempt', String(attempt));
      await expect(summary).toContainText('Please correct the highlighted fields');
    }
    await fillContact(page, 'One more, complete this time.');
    // The action's answer says so in its status too: 429, with when to try again.
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await contact(page).getByRole('button').click();
    const limited = await answered;
    expect(limited.status()).toBe(429);
    expect(limited.headers()['retry-after']).toMatch(/^\d+$/);
    await expect(summary).toHaveAttribute('data-attempt', String(limit + 1));
    await expect(contact(page).locator('textarea')).toHaveValue('One more, complete this time.');
    await expect(summary).toContainText(/several forms in a short time/);
    await expect(summary).toContainText(/wait about \d+ minutes?/);
  });

  test('sent before the page has loaded its scripts, the form is answered and the page keeps working', async ({
    page,
  }, testInfo) => {
    test.slow();
    const marker = uniqueMarker(testInfo);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    // The app's scripts arrive late, as on a slow connection: the visitor fills and sends the form first.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await arrived;
      await route.continue().catch(() => {});
    });
    await page.goto('/contact/', { waitUntil: 'commit' });
    await expect(contact(page)).toBeVisible();
    await fillContact(page, `Sent before the scripts. ${marker}`);
    await page.waitForTimeout(FILL_TIME_MS);
    expect(await isHydrated(page)).toBe(false);
    await contact(page).getByRole('button').click();
    // The page's start time is the (cached) render's, not this visitor's: the form comes back with the answers
    // and a start time of the visitor's own; sent again after the fill time, it goes.
    await expect(page.locator('[data-error-summary]')).toContainText(/send the form again to confirm/i, {
      timeout: 20_000,
    });
    await expect(contact(page).locator('textarea')).toHaveValue(new RegExp(marker));
    await page.waitForTimeout(FILL_TIME_MS);
    await contact(page).getByRole('button').click();
    await expect(page.locator('main').getByRole('status')).toContainText(/thank/i, { timeout: 20_000 });
    release();
    await expect.poll(() => contentServerEntries().split(marker).length - 1, { timeout: 15_000 }).toBe(1);

    // The answer page comes to life: it hydrates and its menu opens.
    await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
    const toggle = page.locator('nav[aria-label="Primary"] button[aria-controls="site-menu"]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Careers' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('Hot Air newsletter form', () => {
  test('renders from the content system and confirms a sign-up', async ({ page }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    const waitFill = await openForm(page, '/hot-air/');
    const form = page.locator('form[data-form-id="2"]');
    await expect(page.getByRole('heading', { name: /hot air/i }).last()).toBeVisible();
    await form.getByRole('textbox', { name: /email/i }).fill(`${marker}@example.com`);
    // Whatever else the newsletter asks for, answered the way a person would.
    for (const textbox of await form
      .locator('input[aria-required="true"]:not([type=email]), textarea[aria-required="true"]')
      .all()) {
      if (!(await textbox.inputValue()))
        await textbox.fill((await textbox.getAttribute('type')) === 'tel' ? '407 555 0100' : 'Ada');
    }
    for (const select of await form.locator('select[aria-required="true"]').all())
      await select.selectOption({ index: 1 });
    await waitFill();
    await form.getByRole('button').click();
    await expect(page.locator('main').getByRole('status')).toContainText(/thank/i);
    await expect.poll(() => contentServerEntries().split(marker).length - 1, { timeout: 15_000 }).toBe(1);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);
  });
});
