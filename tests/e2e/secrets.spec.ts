import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { DEMO_REFRESH_TOKEN } from '../../lib/env';
import { E2E_FORM_SIGNING_SECRET } from '../../playwright.config';
import { REVALIDATE_SECRET, startSecuredSite, templatePaths } from '../support/secured-site';
import { sharedBySpec } from '../support/spec-server';

/**
 * No server-only secret reaches a browser: not in any file of the build's client folder (.next/static), not
 * in the HTML or the RSC payloads of any template, not in anything else the site serves to a browser.
 * The pages are rendered by a server that holds every secret (the values below); the build's client
 * files are checked for the form token's value and for the code that reads any of the secrets.
 * Desktop only: the same server answers every viewport.
 */
const SECRETS = {
  WORDPRESS_REFRESH_TOKEN: DEMO_REFRESH_TOKEN,
  REVALIDATE_SECRET,
  RECAPTCHA_SECRET_KEY: 'recaptcha-secret-that-must-stay-on-the-server',
  // The one every site on the e2e build signs forms with: pages this server renders land in the shared build, and
  // a form rendered under another secret would come back refused to the suites that post it.
  FORM_SIGNING_SECRET: E2E_FORM_SIGNING_SECRET,
  WORDPRESS_PREVIEW_APP_PASSWORD: 'preview-app-password-that-must-stay-on-the-server',
  PREVIEW_SECRET: 'preview-signing-secret-that-must-stay-on-the-server',
};

const distDir = process.env.NEXT_DIST_DIR || '.next';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every secret value (and, for the long ones, its base64 form) that appears in `text`. */
function leaks(text: string): string[] {
  return Object.entries(SECRETS)
    .filter(([, value]) => text.includes(value) || text.includes(Buffer.from(value).toString('base64')))
    .map(([name]) => name);
}

const site = sharedBySpec(test, () => startSecuredSite(SECRETS), 120_000);

test('no client file of the build holds a secret, or the code that reads one', () => {
  const assets = filesUnder(join(distDir, 'static'));
  expect(assets.length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const file of assets) {
    const text = readFileSync(file).toString('latin1');
    for (const name of leaks(text)) found.push(`${file}: ${name}`);
    // A server module that reads a secret, bundled for the browser, would carry the variable's name.
    for (const name of Object.keys(SECRETS)) if (text.includes(name)) found.push(`${file}: reads ${name}`);
  }
  expect(found).toEqual([]);
});

test('no page of any template holds a secret, in its HTML or its RSC payloads', async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of await templatePaths()) {
    const html = await request.get(`${site.url}${path}`);
    expect(html.headers()['content-type'], path).toMatch(/^text\/html/);
    const text = await html.text();
    expect(text.length, path).toBeGreaterThan(500);
    expect(leaks(text), `HTML of ${path}`).toEqual([]);
    // What client navigation and prefetching fetch: the full payload and the prefetch payload.
    const variants: Record<string, string>[] = [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }];
    for (const headers of variants) {
      const payload = await request.get(`${site.url}${path}`, { headers });
      expect(payload.headers()['content-type'], path).toMatch(/^text\/x-component/);
      expect(leaks(await payload.text()), `RSC payload of ${path} (${Object.keys(headers).join(', ')})`).toEqual([]);
    }
  }
});

test('nothing else the site serves to a browser holds a secret', async ({ request }) => {
  const html = await (await request.get(`${site.url}/`)).text();
  const theme = /href="(\/theme\.css\?v=[^"]+)"/.exec(html)?.[1] ?? '/theme.css';
  for (const path of [
    '/api/forms/',
    '/api/forms/session/?form=1',
    theme,
    '/feeds/insights.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/api/health/',
  ]) {
    const response = await request.get(`${site.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(leaks(await response.text()), path).toEqual([]);
  }
});
