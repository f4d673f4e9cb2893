/**
 * Draft previews on the embedded content server: a signed link opens once, turns on draft mode for that browser
 * and shows the draft (or a published entry's unsaved changes) in its real template with a Preview bar; the
 * answer is private, never stored and never indexed; everyone else, and the same browser at the published
 * address, sees what is published.
 */
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newTokenId, previewKey, signPreviewToken, type PreviewClaims } from '../../lib/preview/token';
import { E2E_PREVIEW_SECRET } from '../../playwright.config';

const DB = process.env.E2E_CMS_DB || '.data/e2e-cms.sqlite';
const key = previewKey(E2E_PREVIEW_SECRET);
const DRAFT_URI = '/work/preview-e2e-draft/';

interface Row {
  id: number;
  uri: string;
  title: string;
  acf: string;
}

let draft: Row;
let published: Row;

function link(claims: Partial<PreviewClaims> & { post: number }) {
  const token = signPreviewToken(key, 'link', {
    type: 'case_study',
    revision: 0,
    expires: Math.floor(Date.now() / 1000) + 600,
    id: newTokenId(),
    ...claims,
  });
  return `/api/preview/?token=${encodeURIComponent(token)}`;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  const db = new Database(DB);
  try {
    db.pragma('busy_timeout = 5000');
    published = db
      .prepare(
        "SELECT id, uri, title, acf FROM posts WHERE post_type = 'case_study' AND status = 'publish' ORDER BY id LIMIT 1",
      )
      .get() as Row;
    db.prepare('DELETE FROM posts WHERE uri = ?').run(DRAFT_URI);
    const acf = JSON.parse(published.acf) as { caseStudyDetails: Record<string, string> };
    acf.caseStudyDetails.client = 'Preview Client Holdings';
    const id = db
      .prepare(
        `INSERT INTO posts (post_type, status, slug, uri, title, date, date_gmt, modified, modified_gmt, content, acf)
         VALUES ('case_study', 'draft', 'preview-e2e-draft', ?, 'A case study still in draft', '2026-01-01T10:00:00',
                 '2026-01-01T10:00:00', '2026-01-01T10:00:00', '2026-01-01T10:00:00', '<p>Not yet public.</p>', ?)`,
      )
      .run(DRAFT_URI, JSON.stringify(acf)).lastInsertRowid;
    draft = { id: Number(id), uri: DRAFT_URI, title: 'A case study still in draft', acf: JSON.stringify(acf) };
    db.prepare(
      "INSERT OR REPLACE INTO post_autosaves (post_id, title, modified_gmt) VALUES (?, 'An unsaved headline', '2026-01-02T10:00:00')",
    ).run(published.id);
  } finally {
    db.close();
  }
});

test.afterAll(() => {
  const db = new Database(DB);
  try {
    db.prepare('DELETE FROM post_autosaves WHERE post_id = ?').run(published.id);
    db.prepare('DELETE FROM preview_shares WHERE post_id = ?').run(draft.id);
    db.prepare('DELETE FROM posts WHERE id = ?').run(draft.id);
  } finally {
    db.close();
  }
});

async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a preview link shows the draft with its custom fields, privately, and opens once', async ({ page, browser }) => {
  const url = link({ post: draft.id });
  const response = await page.goto(url);
  expect(page.url()).toMatch(new RegExp(`/_preview/${draft.id}/$`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await expect(page.locator('main')).toContainText('Preview Client Holdings');
  const bar = page.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText('Draft');
  await expect(bar.getByRole('link', { name: 'Exit preview' })).toBeVisible();

  const headers = response!.headers();
  expect(headers['cache-control']).toMatch(/\bprivate\b/);
  expect(headers['cache-control']).toMatch(/\bno-store\b/);
  expect(headers['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['__prerender_bypass', 'altitude_preview']),
  );

  // The same link again, from anyone: refused.
  const again = await visitor(browser);
  const replay = await again.goto(url);
  expect(replay?.status()).toBe(403);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText('This preview link was already used');
  expect(replay?.headers()['cache-control']).toBe('private, no-store');

  // Another visitor: neither the preview page nor the draft's address shows anything.
  const other = await visitor(browser);
  expect((await other.goto(`/_preview/${draft.id}/`))?.status()).toBe(404);
  expect((await other.goto(draft.uri))?.status()).toBe(404);
  await expect(other.locator('body')).not.toContainText('Preview Client Holdings');
  await other.context().close();
  await again.context().close();
});

test('unsaved changes of a published entry are previewed; the published address stays published', async ({
  page,
  browser,
}) => {
  await page.goto(link({ post: published.id }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An unsaved headline');
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Unsaved changes');

  // The previewing browser, with draft mode on, and another visitor both see the published version there.
  const ownView = await page.context().newPage();
  await ownView.goto(published.uri);
  await expect(ownView.getByRole('heading', { level: 1 })).toHaveText(published.title);
  const other = await visitor(browser);
  const response = await other.goto(published.uri);
  expect(response?.status()).toBe(200);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(published.title);
  await other.context().close();

  // A session for one entry does not open another.
  expect((await ownView.goto(`/_preview/${draft.id}/`))?.status()).toBe(404);

  // Exit: back to the published address, draft mode and the preview session gone.
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(new RegExp(`${published.uri}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('__prerender_bypass');
  expect(names).not.toContain('altitude_preview');
  expect((await page.goto(`/_preview/${published.id}/`))?.status()).toBe(404);
});

test('expired and changed links are refused with a page that says so', async ({ page }) => {
  const expired = await page.goto(link({ post: draft.id, expires: Math.floor(Date.now() / 1000) - 5 }));
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link has expired');

  const valid = link({ post: draft.id });
  const changed = valid.replace(/token=(.)/, (_match, first: string) => `token=${first === 'e' ? 'f' : 'e'}`);
  const tampered = await page.goto(changed);
  expect(tampered?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link is not valid');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('altitude_preview');
});

test('a shared link opens for anyone who has it until it is revoked, which ends its previews at once', async ({
  page,
  browser,
}) => {
  const shareId = newTokenId();
  const expires = Math.floor(Date.now() / 1000) + 48 * 3600;
  const db = new Database(DB);
  db.prepare('INSERT INTO preview_shares (post_id, share_id, expires) VALUES (?, ?, ?)').run(
    draft.id,
    shareId,
    expires,
  );
  db.close();
  const share = signPreviewToken(key, 'share', {
    post: draft.id,
    type: 'case_study',
    revision: 0,
    expires,
    id: shareId,
  });
  const url = `/api/preview/?share=${encodeURIComponent(share)}`;

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  const second = await visitor(browser);
  const response = await second.goto(url);
  expect(response?.headers()['cache-control']).toMatch(/\bno-store\b/);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await second.context().close();

  const revoke = new Database(DB);
  revoke.prepare('DELETE FROM preview_shares WHERE share_id = ?').run(shareId);
  revoke.close();
  expect((await page.reload())?.status()).toBe(404);
  expect((await page.goto(url))?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This shared preview was revoked');
});
