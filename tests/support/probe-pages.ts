import Database from 'better-sqlite3';
import type { TestType } from '@playwright/test';
import { CMS_DB } from './templates';

/**
 * Pages written straight into the e2e content database, as an editor with unfiltered HTML could save them, to see
 * what the site makes of their markup: published, kept out of the sitemap (so the listings and the sitemap other
 * tests read at the same time never show them), and deleted after the tests of the file or group that made them.
 * Returns the function that saves one (`slug`, `html`) and answers its address.
 */
export function probePages<A extends object, W extends object>(
  test: TestType<A, W>,
): (slug: string, html: string) => string {
  const rows: number[] = [];
  test.afterAll(() => {
    if (!rows.length) return;
    const db = new Database(CMS_DB);
    db.prepare(`DELETE FROM posts WHERE id IN (${rows.map(() => '?').join(',')})`).run(...rows.splice(0));
    db.close();
  });
  return (slug, html) => {
    const db = new Database(CMS_DB);
    const now = new Date().toISOString().slice(0, 19);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO posts (post_type, status, slug, uri, title, date, date_gmt, modified, modified_gmt, excerpt, content, acf)
         VALUES ('page', 'publish', ?, ?, 'A probe', ?, ?, ?, ?, '', ?, ?)`,
      )
      .run(slug, `/${slug}/`, now, now, now, now, html, JSON.stringify({ pageMetadata: { excludeFromSitemap: true } }));
    db.close();
    rows.push(Number(lastInsertRowid));
    return `/${slug}/`;
  };
}
