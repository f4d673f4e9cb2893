import Database from 'better-sqlite3';
import { expect, test } from '../support/fixtures';
import { CMS_DB } from '../support/templates';

const HOSTILE = [
  '<p>The harmless part of the story.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="/no-such-image.png" onerror="window.__pwned = \'onerror\'" alt="probe image">',
  '<p><a href="javascript:window.__pwned = \'link\'">A tempting link</a></p>',
  '<p onclick="window.__pwned = \'onclick\'" style="position:fixed;inset:0">Click me</p>',
  '<iframe src="https://evil.example/"></iframe>',
].join('');

test.describe('content from the content system cannot run code', () => {
  let uri: string;
  let id: number;

  test.beforeAll(({}, testInfo) => {
    // Written straight into the e2e content database, as an editor with unfiltered HTML could save it: a
    // page kept out of the sitemap, so the post listings and the sitemap other tests read never show it.
    const slug = `hostile-content-${testInfo.project.name}-${Date.now().toString(36)}`;
    uri = `/${slug}/`;
    const db = new Database(CMS_DB);
    const now = new Date().toISOString().slice(0, 19);
    const result = db
      .prepare(
        `INSERT INTO posts (post_type, status, slug, uri, title, date, date_gmt, modified, modified_gmt, excerpt, content, acf)
         VALUES ('page', 'publish', ?, ?, 'A page with hostile markup', ?, ?, ?, ?, '', ?, ?)`,
      )
      .run(slug, uri, now, now, now, now, HOSTILE, JSON.stringify({ pageMetadata: { excludeFromSitemap: true } }));
    id = Number(result.lastInsertRowid);
    db.close();
  });

  test.afterAll(() => {
    const db = new Database(CMS_DB);
    db.prepare('DELETE FROM posts WHERE id = ?').run(id);
    db.close();
  });

  test('scripts, event handlers and javascript: links are gone; the text stays', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(uri);
    expect(response?.status()).toBe(200);
    const content = page.locator('[data-entry-content]');
    await expect(content).toContainText('The harmless part of the story.');
    await expect(content.getByRole('img', { name: 'probe image' })).toBeAttached();
    await content.getByText('A tempting link').click();
    await content.getByText('Click me').click({ force: true });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    const html = await content.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|evil\.example|style=/i);
    expect(dialogs).toEqual([]);
  });
});
