/**
 * The site stays up when WordPress is down or slow. One real `next build` made while the content system is
 * unreachable, the real site server (server/site-server.ts) on it, the embedded content server behind a
 * fault-injecting proxy (tests/support/fault-proxy.ts), and Chromium. Runs by its own Playwright config
 * (playwright.resilience.config.ts), on the desktop viewport only: the phone adds nothing here.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startContentServer, type ContentServer } from '@/content-server/src/server';
import { DEMO_REFRESH_TOKEN } from '@/lib/env';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../support/fault-proxy';
import { expectNoAxeViolations } from '../support/templates';
import {
  BREAKER_COOLDOWN_MS,
  CMS_TIMEOUT_MS,
  health,
  notifyChange,
  run,
  startSite,
  type SiteProcess,
} from '../support/outage';
import { freePort } from '../../harness/wordpress/kit';

test.describe.configure({ mode: 'serial' });

const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-faults';
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
/** Pages a visitor has seen before the outage. */
const VISITED = ['/', '/about-us/', '/work/'];

let cmsDir = '';
let cmsPort = 0;
let cms: ContentServer | undefined;
let proxy: FaultProxy;
let site: SiteProcess;
const headlines = new Map<string, string>();
/** A real page nobody has asked for yet; it stays that way until the content system is back. */
let unseen = '';
/** A search made before the outage, and the titles it found. */
const SEARCHED = '/search/?q=balloon';
let searchedTitles: string[] = [];
/** An upload's address, opened once before the outage, and its size. */
let upload = '';
let uploadBytes = 0;
let probes = 0;

async function startCms() {
  cms = await startContentServer({ port: cmsPort, dbPath: join(cmsDir, 'cms.sqlite'), token: DEMO_REFRESH_TOKEN });
  return cms;
}

test.afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await cms?.close();
  if (cmsDir) rmSync(cmsDir, { recursive: true, force: true });
});

async function expectPrimaryMenu(page: Page) {
  const primary = page.getByRole('navigation', { name: 'Primary' });
  await expect(primary.getByRole('link', { name: 'About Us', exact: true }).first()).toBeAttached();
  expect(await primary.getByRole('link').count()).toBeGreaterThan(4);
}

/** Every page seen before answers 200 with its own headline and the menus, twice (the second after a refresh attempt). */
async function expectVisitedPagesServed(page: Page) {
  for (const round of [1, 2]) {
    for (const uri of VISITED) {
      const response = await page.goto(site.url + uri);
      expect(response?.status(), `${uri}, round ${round}`).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(headlines.get(uri)!);
      await expectPrimaryMenu(page);
    }
    // Let the background refreshes these visits started fail (a slow content system takes the full timeout).
    if (round === 1) await page.waitForTimeout(CMS_TIMEOUT_MS + 500);
  }
}

async function expectUnavailablePage(page: Page, uri: string) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const response = await page.goto(site.url + uri);
  expect(response?.status()).toBe(503);
  const headers = response!.headers();
  expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(headers['retry-after'])).toBeLessThanOrEqual(30);
  expect(headers['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is temporarily unavailable.');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expectPrimaryMenu(page);
  // Places to go meanwhile: the primary menu's pages, which the site keeps ready.
  await expect(page.getByRole('navigation', { name: 'Places to go meanwhile' }).getByRole('link').first()).toHaveText(
    /^About Us/,
  );
  await expect(page).toHaveURL(new RegExp(`${uri}$`));
  expect(crashes).toEqual([]);
}

/** The search made before answers with its results; a new one answers 503 with a clear page, not a broken one. */
async function expectSearchDuringOutage(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  expect((await page.goto(site.url + SEARCHED))?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(/^\d+\+? results? for “balloon”$/);
  expect(await page.locator('main ol > li h2').allTextContents()).toEqual(searchedTitles);

  const response = await page.goto(`${site.url}/search/?q=never-searched-before`);
  expect(response?.status()).toBe(503);
  const retryAfter = Number(response!.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(30);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search is unavailable right now');
  await expect(page.getByRole('search', { name: 'Search again' }).getByRole('searchbox')).toHaveValue(
    'never-searched-before',
  );
  await expectPrimaryMenu(page);
  expect(crashes).toEqual([]);
}

/** Puts the content system back and waits for the site to notice by itself (the breaker's trial). */
async function recover() {
  proxy.setMode('pass');
  if (!cms) await startCms();
  const deadline = Date.now() + BREAKER_COOLDOWN_MS + 20_000;
  for (;;) {
    // An address that exists nowhere: rendering it asks the content system, without caching a real page.
    probes += 1;
    const probe = await fetch(`${site.url}/recovery-probe-${probes}/`);
    const state = await health(site.url);
    if (probe.status === 404 && state.body.contentSystem.breaker.state === 'closed' && state.body.status === 'ok')
      return;
    if (Date.now() > deadline) throw new Error(`no recovery: probe ${probe.status}, ${JSON.stringify(state.body)}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

async function markVisitedPagesChanged() {
  for (const uri of VISITED) expect(await notifyChange(site.url, { kind: 'node', uri, contentType: 'page' })).toBe(200);
  expect(await notifyChange(site.url, { kind: 'menu', location: 'primary' })).toBe(200);
}

test('next build succeeds with the content system unreachable', async () => {
  test.setTimeout(15 * 60_000);
  const closedPort = await freePort();
  rmSync(DIST_DIR, { recursive: true, force: true });
  const build = await run([nextBin, 'build'], {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST_DIR,
    WORDPRESS_GRAPHQL_URL: `http://127.0.0.1:${closedPort}/graphql`,
    CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS),
  });
  expect(build.code, build.output).toBe(0);
  // It really tried: the shell fell back to the built-in menus.
  expect(build.output).toContain('showing the built-in menus');
  const unavailable = resolve(DIST_DIR, 'server/app/_status/unavailable.html');
  expect(existsSync(unavailable)).toBe(true);
  expect(readFileSync(unavailable, 'utf8')).toContain('This page is temporarily unavailable.');
});

test('after that build, pages render on first request once the content system answers', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  cmsDir = mkdtempSync(join(tmpdir(), 'outage-cms-'));
  cmsPort = await freePort();
  await startCms();
  proxy = await startFaultProxy(`http://127.0.0.1:${cmsPort}`);
  site = await startSite(DIST_DIR, proxy.url);

  for (const uri of VISITED) {
    const response = await page.goto(site.url + uri);
    expect(response?.status(), uri).toBe(200);
    const headline = (await page.locator('h1').first().textContent())?.trim() ?? '';
    expect(headline.length, uri).toBeGreaterThan(3);
    headlines.set(uri, headline);
    await expectPrimaryMenu(page);
  }

  const pages = (await (
    await fetch(cms!.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ pages(first: 100) { nodes { uri } } }' }),
    })
  ).json()) as { data: { pages: { nodes: { uri: string }[] } } };
  unseen = pages.data.pages.nodes.map((node) => node.uri).find((uri) => uri !== '/' && !VISITED.includes(uri)) ?? '';
  expect(unseen).toMatch(/^\/.+\/$/);

  // A search made while WordPress is up.
  expect((await page.goto(site.url + SEARCHED))?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(/^\d+\+? results? for “balloon”$/);
  searchedTitles = await page.locator('main ol > li h2').allTextContents();
  expect(searchedTitles.length).toBeGreaterThan(0);

  // A picture opened at its own address, as a visitor's browser or a feed reader does.
  const media = (await (
    await fetch(cms!.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ posts(first: 20) { nodes { featuredImage { node { sourceUrl } } } } }' }),
    })
  ).json()) as { data: { posts: { nodes: { featuredImage: { node: { sourceUrl: string } } | null }[] } } };
  const sourceUrl = media.data.posts.nodes.find((post) => post.featuredImage)?.featuredImage?.node.sourceUrl ?? '';
  upload = new URL(sourceUrl, site.url).pathname;
  expect(upload).toMatch(/^\/wp-content\/uploads\//);
  const picture = await fetch(site.url + upload);
  expect(picture.status, upload).toBe(200);
  uploadBytes = (await picture.arrayBuffer()).byteLength;
  expect(uploadBytes).toBeGreaterThan(0);
});

const FAULTS: { mode: FaultMode | 'stopped'; title: string }[] = [
  { mode: 'stopped', title: 'the content server is stopped' },
  { mode: 'slow', title: 'the content server takes 10 s to answer' },
  { mode: 'http-500', title: 'every request fails with HTTP 500' },
  { mode: 'malformed', title: 'answers are malformed JSON' },
  { mode: 'graphql-errors', title: 'answers carry GraphQL errors' },
];

for (const fault of FAULTS) {
  test(`when ${fault.title}: visited pages keep their last good content, a new page answers 503, and the site recovers`, async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000);
    if (fault.mode === 'stopped') {
      await cms!.close();
      cms = undefined;
    } else {
      proxy.setMode(fault.mode);
    }

    // Content changed while WordPress is failing: the cached pages are marked stale, so every visit
    // below tries (and fails) to refresh them.
    await markVisitedPagesChanged();
    await expectVisitedPagesServed(page);
    await expectUnavailablePage(page, unseen);
    if (fault.mode === 'stopped') {
      await expectNoAxeViolations(page);
      await expectSearchDuringOutage(page);
    }
    if (fault.mode === 'stopped' || fault.mode === 'http-500') {
      // The picture seen before still answers, whole, from the copy the site server kept.
      const picture = await fetch(site.url + upload);
      expect(picture.status, upload).toBe(200);
      expect((await picture.arrayBuffer()).byteLength).toBe(uploadBytes);
    }

    const during = await health(site.url);
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({
      status: 'degraded',
      site: { status: 'up' },
      contentSystem: { status: 'down' },
    });

    if (fault.mode === 'http-500') {
      // The breaker is open: further visitors do not reach the content system until the trial.
      expect(during.body.contentSystem.breaker.state).toBe('open');
      const before = proxy.requests();
      for (let i = 0; i < 5; i += 1) expect((await fetch(`${site.url}${unseen}`)).status).toBe(503);
      expect(proxy.requests()).toBeLessThanOrEqual(before + 1);
    }
    if (fault.mode === 'graphql-errors') {
      // WordPress is answering, just refusing: the breaker stays closed.
      expect(during.body.contentSystem.breaker.state).toBe('closed');
    }

    expect(site.child.exitCode).toBeNull();
    await recover();
    // Each failure was logged, as the one transport error.
    expect(site.output()).toContain('Failed to fetch API');
  });
}

test('once the content system is back, the page that was unavailable renders, and the site never crashed', async ({
  page,
}) => {
  const response = await page.goto(site.url + unseen);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).not.toHaveText('This page is temporarily unavailable.');
  await expectPrimaryMenu(page);
  for (const uri of VISITED) expect((await page.goto(site.url + uri))?.status()).toBe(200);
  const after = await health(site.url);
  expect(after.body).toMatchObject({ status: 'ok', contentSystem: { status: 'up', breaker: { state: 'closed' } } });
  expect(site.child.exitCode).toBeNull();
});
