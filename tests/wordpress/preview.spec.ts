/**
 * Draft preview on a real WordPress: the link the companion plugin gives WordPress's Preview button opens the
 * site's rendering of a draft (title and custom fields, read with the Site preview user's Application Password)
 * once, privately and unindexed, while everyone else gets what is published; expired and changed links are
 * refused. Each test removes what it created.
 */
import { expect, test } from '../support/fixtures';
import { newTokenId, previewKey, signPreviewToken } from '../../lib/preview/token';
import { testWordPress, wpPhp } from '../../harness/wordpress/test-wordpress';

/** The Preview button's link for a post, as WordPress builds it (the plugin's `preview_post_link` filter). */
const previewLink = (id: number) => wpPhp(`echo get_preview_post_link(${id});`);

/** The path and query of a link on the site, which the browser test opens at its own address. */
function onSite(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(`http://127.0.0.1:${testWordPress().sitePort}`);
  return `${url.pathname}${url.search}`;
}

function insertCaseStudy(status: string, title: string, client: string): number {
  const id = Number(
    wpPhp(
      `$id = wp_insert_post(array('post_type' => 'case_study', 'post_status' => '${status}', 'post_title' => '${title}', 'post_name' => 'preview-test-${status}', 'post_content' => '<p>Preview body.</p>'));
       update_field('field_altitude_caseStudyDetails_client', '${client}', $id);
       echo $id;`,
    ),
  );
  expect(id).toBeGreaterThan(0);
  return id;
}

test('the Preview button’s link shows a draft with its custom fields, privately, once; nobody else sees it', async ({
  page,
  browser,
}) => {
  const id = insertCaseStudy('draft', 'Preview test draft', 'Preview Client Holdings');
  try {
    const link = previewLink(id);
    expect(link).toMatch(/\/api\/preview\/\?token=[\w-]+\.[\w-]{43}$/);
    const response = await page.goto(onSite(link));
    expect(page.url()).toMatch(new RegExp(`/_preview/${id}/$`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview test draft');
    await expect(page.locator('main')).toContainText('Preview Client Holdings');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Draft');
    const headers = response!.headers();
    expect(headers['cache-control']).toMatch(/\bprivate\b/);
    expect(headers['cache-control']).toMatch(/\bno-store\b/);
    expect(headers['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const other = await (await browser.newContext()).newPage();
    expect((await other.goto(onSite(link)))?.status()).toBe(403);
    expect((await other.goto(`/_preview/${id}/`))?.status()).toBe(404);
    expect((await other.goto('/work/preview-test-draft/'))?.status()).toBe(404);
    await other.context().close();
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('unsaved changes of a published entry are previewed from its autosave; visitors see the published version', async ({
  page,
  browser,
}) => {
  const id = insertCaseStudy('publish', 'Preview test published', 'Published Client');
  try {
    const autosave = Number(
      wpPhp(
        `echo _wp_put_post_revision(array_merge(get_post(${id}, ARRAY_A), array('post_title' => 'Preview test unsaved title')), true);`,
      ),
    );
    expect(autosave).toBeGreaterThan(0);
    const link = previewLink(id);
    const token = new URL(link).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { r: number };
    expect(claims.r).toBe(autosave);

    await page.goto(onSite(link));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview test unsaved title');
    const other = await (await browser.newContext()).newPage();
    expect((await other.goto('/work/preview-test-publish/'))?.status()).toBe(200);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Preview test published');
    await other.context().close();
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('expired and changed links are refused', async ({ page }) => {
  const key = previewKey(testWordPress().revalidateSecret);
  const expired = signPreviewToken(key, 'link', {
    post: 1,
    type: 'page',
    revision: 0,
    expires: Math.floor(Date.now() / 1000) - 1,
    id: newTokenId(),
  });
  expect((await page.goto(`/api/preview/?token=${expired}`))?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link has expired');
  const id = insertCaseStudy('draft', 'Preview test changed', 'Nobody');
  try {
    const link = onSite(previewLink(id));
    const changed = link.replace(/token=(.)/, (_match, first: string) => `token=${first === 'e' ? 'f' : 'e'}`);
    expect((await page.goto(changed))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link is not valid');
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('a shared link works for anyone who has it, any number of times, until the editor revokes it', async ({
  page,
  browser,
}) => {
  const id = insertCaseStudy('draft', 'Preview test shared', 'Shared Client');
  try {
    const link = wpPhp(`echo altitude_create_preview_share(${id}, 48);`);
    expect(link).toMatch(/\/api\/preview\/\?share=[\w-]+\.[\w-]{43}$/);
    const token = new URL(link).searchParams.get('share')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { e: number; n: string };
    expect(claims.e - Math.floor(Date.now() / 1000)).toBeGreaterThan(47 * 3600);
    expect(wpPhp(`echo implode(',', array_keys(altitude_preview_shares(${id})));`)).toBe(claims.n);
    // The editor's box lists it, to copy, with its end and a way to revoke it.
    const box = wpPhp(`altitude_preview_share_box(get_post(${id}));`);
    expect(box).toContain(`value="${link}"`);
    expect(box).toContain('action=altitude_preview_unshare');
    expect(box).toContain('48 hours');

    await page.goto(onSite(link));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview test shared');
    await expect(page.locator('main')).toContainText('Shared Client');
    const second = await (await browser.newContext()).newPage();
    await second.goto(onSite(link));
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Preview test shared');
    await second.context().close();

    wpPhp(`altitude_revoke_preview_share(${id}, '${claims.n}');`);
    expect((await page.reload())?.status()).toBe(404);
    expect((await page.goto(onSite(link)))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This shared preview was revoked');
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});
