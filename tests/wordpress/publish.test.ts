/**
 * What an editor's save does to the real site, and to nginx with deploy/nginx.conf in front of it, on a real
 * WordPress: an address that answered 404 shows its page right after its first publish, and a change notice the
 * site missed while it was down reaches it once it is back and cron runs, and the editor sees it live.
 *
 * The site runs as `npm start` runs it (harness/site.ts; built into E2E_WORDPRESS_DIST_DIR, default
 * `.next-wordpress`, the folder the WordPress browser suite then reuses) on the port WordPress sends its notices to,
 * which is free while this suite runs; nginx on a free port with its own folder (harness/nginx.ts). Both are
 * stopped at the end.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '@/harness/nginx';
import { startSite, type RunningSite } from '@/harness/site';
import { freePort } from '@/harness/wordpress/kit';
import { testWordPress, wpPhp, wpPhpAsync } from '@/harness/wordpress/test-wordpress';

/** "Within a few seconds": how long the site and nginx may take to show a save. */
const FRESH_WITHIN_MS = 10_000;

let site: RunningSite | undefined;
let nginx: RunningNginx | undefined;
let cmsPort = 0;
let editor = '';
const siteLog: string[] = [];

/** The site as `npm start` runs it, on the port WordPress sends its change notices to. */
async function startTheSite(): Promise<RunningSite> {
  const wordpress = testWordPress();
  return startSite({
    port: wordpress.sitePort,
    cmsPort,
    distDir: process.env.E2E_WORDPRESS_DIST_DIR || '.next-wordpress',
    outboxDb: join(wordpress.dataDir, 'site-outbox.sqlite'),
    wordpress,
    log: (line) => siteLog.push(line),
  });
}

beforeAll(async () => {
  if (!process.env.TEST_WORDPRESS) return; // Each test then fails with the runner's message.
  cmsPort = await freePort();
  site = await startTheSite();
  nginx = await startNginx({ port: await freePort(), upstreamPort: site.port });
  // An editor saving through the REST API as the block editor does: the administrator's Application Password.
  const password = wpPhp(
    "list($password) = WP_Application_Passwords::create_new_application_password(1, array('name' => 'publish test')); echo $password;",
  ).trim();
  editor = `Basic ${Buffer.from(`${testWordPress().admin.user}:${password}`).toString('base64')}`;
}, 15 * 60_000);

afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  if (process.env.TEST_WORDPRESS) {
    wpPhp(
      "foreach (WP_Application_Passwords::get_user_application_passwords(1) as $item) { if ('publish test' === $item['name']) WP_Application_Passwords::delete_application_password(1, $item['uuid']); }",
    );
  }
});

/** Saves through WordPress's REST API as an editor; resolves when WordPress has answered the save. */
async function save(path: string, fields: Record<string, unknown>): Promise<{ id: number }> {
  const response = await fetch(`${testWordPress().origin}/wp-json/wp/v2/${path}`, {
    method: 'POST',
    headers: { Authorization: editor, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as { id: number };
}

/** What a visitor gets at `url`: the status, the page's heading and its <title>. */
async function visit(url: string): Promise<{ status: number; heading: string; title: string }> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  return {
    status: response.status,
    heading: (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '').trim(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
  };
}

/** The latest change notice WordPress keeps for an entry (the companion plugin's receipt). */
function latestNotice(postId: number) {
  return JSON.parse(
    wpPhp(
      `global $wpdb; echo wp_json_encode($wpdb->get_row($wpdb->prepare("SELECT status, attempts, answer, body FROM {$wpdb->prefix}altitude_notices WHERE post_id = %d ORDER BY id DESC LIMIT 1", ${postId})));`,
    ),
  ) as { status: string; attempts: string; answer: string; body: string } | null;
}

/** The "On the site" box beside the entry in its editor. */
const statusBox = (postId: number) => wpPhp(`altitude_site_status_box(get_post(${postId}));`);

describe('an editor’s save on the site and through nginx, on a real WordPress', () => {
  it('an address that answered 404 shows its page right after its first publish, through the site and nginx', async () => {
    const slug = `first-publish-${Date.now().toString(36)}`;
    const path = `/${slug}/`;
    const title = `First publish ${slug.slice(-6)}`;
    // Visitors (and nginx's cache) have asked for the address before it exists.
    for (const origin of [site!.url, nginx!.url, site!.url, nginx!.url]) {
      expect((await visit(`${origin}${path}`)).status, origin).toBe(404);
    }
    let id: number | undefined;
    try {
      ({ id } = await save('pages', { title, slug, status: 'publish', content: '<p>Published just now.</p>' }));
      const published = Date.now();
      for (const origin of [site!.url, nginx!.url]) {
        await expect
          .poll(() => visit(`${origin}${path}`), { timeout: FRESH_WITHIN_MS, interval: 200 })
          .toMatchObject({ status: 200, heading: title, title: expect.stringContaining(title) });
      }
      expect(Date.now() - published).toBeLessThan(FRESH_WITHIN_MS);
      // The page's own head, not the not-found page's: its title, and no noindex.
      expect(await (await fetch(`${site!.url}${path}`)).text()).not.toContain('noindex');
      expect(latestNotice(id)).toMatchObject({ status: 'delivered', answer: expect.stringMatching(/^200 /) });
    } finally {
      if (id) await wpPhpAsync(`wp_delete_post(${id}, true);`);
    }
  });

  it('a change notice that failed while the site was down is delivered once it is back, and the edit is live', async () => {
    const slug = `down-and-back-${Date.now().toString(36)}`;
    const path = `/${slug}/`;
    const before = `Before the outage ${slug.slice(-6)}`;
    const after = `Saved during the outage ${slug.slice(-6)}`;
    const { id } = await save('posts', { title: before, slug, status: 'publish', content: '<p>Version one.</p>' });
    try {
      // Visitors have the post, and nginx and the site keep it.
      for (const origin of [site!.url, nginx!.url]) {
        await expect
          .poll(() => visit(`${origin}${path}`), { timeout: FRESH_WITHIN_MS, interval: 200 })
          .toEqual({ status: 200, heading: before, title: expect.stringContaining(before) });
      }

      // The site goes down; an editor saves meanwhile.
      await site!.stop();
      site = undefined;
      await save(`posts/${id}`, { title: after });
      await expect
        .poll(() => latestNotice(id), { timeout: FRESH_WITHIN_MS, interval: 250 })
        .toMatchObject({ status: 'retrying', attempts: '1', answer: expect.stringMatching(/^No answer: /) });
      expect(JSON.parse(latestNotice(id)!.body)).toMatchObject({ kind: 'node', uri: path });
      expect(statusBox(id)).toContain('data-state="waiting"');
      expect(statusBox(id)).toMatch(
        /Not live yet: the site did not take the change \(No answer: [^)]*\)\. Trying again at .* \(attempt 2 of 8\)\./,
      );

      // The site is back, with the page it had kept: nothing has told it of the edit yet.
      site = await startTheSite();
      expect(await visit(`${site.url}${path}`)).toEqual({
        status: 200,
        heading: before,
        title: expect.stringContaining(before),
      });

      // WordPress cron's next run, once the minute's pause has passed, sends the notice again.
      await wpPhpAsync('altitude_deliver_due_notices(time() + 61);');
      const delivered = latestNotice(id)!;
      expect(delivered).toMatchObject({ status: 'delivered', attempts: '2' });
      // The site's own answer: it took the notice and refreshed the post's page.
      expect(delivered.answer).toMatch(/^200 \{"revalidated":\[.*\],"complete":true\}$/);
      expect(statusBox(id)).toContain('data-state="live"');
      expect(statusBox(id)).toMatch(/Live on the site since /);
      for (const origin of [site.url, nginx!.url]) {
        await expect
          .poll(() => visit(`${origin}${path}`), { timeout: FRESH_WITHIN_MS, interval: 200 })
          .toEqual({ status: 200, heading: after, title: expect.stringContaining(after) });
      }
    } finally {
      await wpPhpAsync(`wp_delete_post(${id}, true);`);
    }
  });
});
