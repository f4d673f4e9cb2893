import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test, type Page } from '../support/fixtures';
import { signPayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/cms/revalidate';
import { safeStyleText } from '../../lib/cms/style-text';
import { MARKUP, REQUESTS, type RequestCase } from '../security/hostile-inputs';
import { CMS_URL, expectNoViolations, REVALIDATE_SECRET, startSecuredSite, watchPolicy } from '../support/secured-site';
import { sharedBySpec } from '../support/spec-server';
import { probePages } from '../support/probe-pages';

/**
 * Every hostile input of tests/security/hostile-inputs.ts, proven harmless against the production server
 * (behind its security layer) and the content server. Desktop only: nothing here depends on the viewport.
 */
const site = sharedBySpec(test, startSecuredSite, 120_000);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends the request exactly as written: no normalisation of the path, the body streamed as given. */
function send(base: string, item: RequestCase): Promise<Answer> {
  const url = new URL(base);
  const body = typeof item.body === 'function' ? item.body() : item.body;
  const headers: Record<string, string> = { ...item.headers };
  if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
  if (body !== undefined && !headers['Transfer-Encoding']) headers['Content-Length'] = String(Buffer.byteLength(body));
  if (item.signed && body !== undefined) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers[TIMESTAMP_HEADER] = timestamp;
    headers[SIGNATURE_HEADER] = signPayload(REVALIDATE_SECRET, timestamp, body);
  }
  if (item.raw) return sendRaw(url, item.raw);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: item.method, path: item.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    // A server may answer (413, 411) and close before reading a large body: the answer is what counts.
    req.on('error', (error) =>
      error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
    );
    req.end(body);
  });
}

function sendRaw(url: URL, raw: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(raw));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), headers: {}, body: text }),
    );
    socket.on('error', reject);
  });
}

async function stillAnswers(base: string, healthPath: string): Promise<number> {
  return (await fetch(`${base}${healthPath}`)).status;
}

test.describe('hostile requests get a 4xx (or the documented answer), and the server keeps answering', () => {
  for (const item of REQUESTS) {
    test(`${item.server}: ${item.name}`, async () => {
      const base = item.server === 'site' ? site.url : CMS_URL;
      const answer = await send(base, item);
      expect(item.statuses, `status ${answer.status}: ${answer.body.slice(0, 300)}`).toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
      if (item.check === 'stays-on-site' && answer.status >= 300 && answer.status < 400) {
        const location = new URL(String(answer.headers.location), base);
        expect(location.origin).toBe(new URL(base).origin);
      }
      if (item.check === 'no-reflection') expect(answer.body).not.toContain('<script>alert(1)</script>');
      if (item.check === 'graphql-error') {
        const json = JSON.parse(answer.body) as { data?: Record<string, unknown> | null; errors?: unknown[] };
        expect(json.errors?.length).toBeGreaterThan(0);
        expect(Object.values(json.data ?? {}).every((value) => value === null)).toBe(true);
      }
      expect(await stillAnswers(base, item.server === 'site' ? '/api/health/' : '/health')).toBe(200);
    });
  }
});

/** Dialogs and `window.__pwned`: what any payload would leave behind if it ran. */
async function watchExecution(page: Page): Promise<{ dialogs: string[]; pwned: () => Promise<unknown> }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, pwned: () => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned) };
}

test.describe('hostile markup is inert', () => {
  const saveProbe = probePages(test);

  for (const item of MARKUP.filter((entry) => entry.sink === 'content')) {
    test(`page content: ${item.name}`, async ({ page }, testInfo) => {
      const slug = `hostile-${testInfo.testId}-${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
      const uri = saveProbe(slug, `<p>Before the probe.</p>${item.payload}<p>After the probe.</p>`);

      const { dialogs, pwned } = await watchExecution(page);
      const violations = await watchPolicy(page);
      const response = await page.goto(`${site.url}${uri}`);
      expect(response?.status()).toBe(200);
      const content = page.locator('[data-entry-content]');
      await expect(content).toContainText('Before the probe.');
      await expect(content).toContainText('After the probe.');
      // Whatever is left that a visitor can click or that reacts to being shown, is tried.
      for (const target of await content.locator('a, button, summary').all())
        await target.click({ force: true, noWaitAfter: true }).catch(() => {});
      await page.waitForTimeout(300);
      expect(await pwned()).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(page.url()).toContain(`/${slug}/`);
      // The sanitiser's output is inert by itself, without the policy's help: no element that runs or loads
      // code, no event handler, no script URL, no frame showing anything but the allowed players.
      const dangers = await content.evaluate((root) => {
        const found: string[] = [];
        for (const el of root.querySelectorAll('*')) {
          const tag = el.tagName.toLowerCase();
          if (['script', 'object', 'embed', 'base', 'meta', 'form', 'style', 'link'].includes(tag))
            found.push(`<${tag}>`);
          for (const attribute of el.attributes) {
            if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
            if (['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'].includes(attribute.name)) {
              if (
                attribute.name === 'srcdoc' ||
                /^\s*(javascript|data|vbscript):/i.test(attribute.value.replace(/[\u0000-\u0020]/g, ''))
              )
                found.push(`${tag}[${attribute.name}=${attribute.value}]`);
            }
          }
          if (
            tag === 'iframe' &&
            el.hasAttribute('src') &&
            !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(el.getAttribute('src')!)
          )
            found.push(`<iframe src=${el.getAttribute('src')}>`);
        }
        return found;
      });
      expect(dangers).toEqual([]);
      await expectNoViolations(violations, item.name);
    });
  }

  for (const item of MARKUP.filter((entry) => entry.sink === 'theme-css')) {
    test(`theme stylesheet: ${item.name}`, async ({ page }) => {
      const { dialogs, pwned } = await watchExecution(page);
      // Written inside a style element exactly as escaped, the hardest place for it: no policy to help.
      await page.setContent(
        `<!doctype html><html><head><style id="t">${safeStyleText(item.payload)}</style></head><body><p>Page</p></body></html>`,
      );
      await page.waitForTimeout(200);
      expect(await pwned()).toBeUndefined();
      expect(dialogs).toEqual([]);
      const shape = await page.evaluate(() => ({
        styles: document.querySelectorAll('style').length,
        elements: document.querySelectorAll('script, img, svg, iframe').length,
        body: document.body.innerHTML,
      }));
      expect(shape).toEqual({ styles: 1, elements: 0, body: '<p>Page</p>' });
    });
  }
});
