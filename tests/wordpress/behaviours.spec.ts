/**
 * WordPress behaviours editors rely on, on a real WordPress: sticky posts first on the Posts page, a Posts page
 * titled otherwise than its address, excerpts and the "more" tag, paginated posts, and entries behind a password.
 * Each test writes its own entries with PHP, as an editor's save would, and removes them after.
 */
import { eventually, expect, test, type Page } from '../support/fixtures';
import { auditAddress } from '../../harness/pages';
import { wpPhp } from '../../harness/wordpress/test-wordpress';

/** Creates a published post (PHP string literals for its fields) and returns its id. */
function createPost(fields: Record<string, string>): number {
  const entries = Object.entries({ post_type: 'post', post_status: 'publish', ...fields })
    .map(([key, value]) => `'${key}' => ${JSON.stringify(value).replace(/\$/g, '\\$')}`)
    .join(', ');
  return Number(wpPhp(`echo wp_insert_post(array(${entries}));`));
}

const remove = (...ids: number[]) => wpPhp(ids.map((id) => `wp_delete_post(${id}, true);`).join(' '));

const cards = (page: Page) => page.locator('#listing li[data-entry-uri]');

test('a Posts page titled "Dispatches" shows its title, words and the sticky posts first, and is in the sitemap', async ({
  page,
  request,
}) => {
  const pageId = createPost({
    post_type: 'page',
    post_title: 'Dispatches',
    post_name: 'field-notes',
    post_content: '<!-- wp:paragraph --><p>Notes from the road.</p><!-- /wp:paragraph -->',
  });
  const sticky = createPost({
    post_title: 'Pinned since 2001',
    post_name: 'pinned-since-2001',
    post_date: '2001-01-01 10:00:00',
  });
  wpPhp(`stick_post(${sticky}); update_option('page_for_posts', ${pageId});`);
  try {
    const response = await page.goto('/field-notes/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Dispatches');
    await expect(page).toHaveTitle(/^Dispatches/);
    await expect(page.locator('main')).toContainText('Notes from the road.');
    await expect(cards(page).first()).toHaveAttribute('data-entry-uri', '/pinned-since-2001/');
    // Shown once: not again on the page its date would put it on.
    const pages = Number(
      (await page.locator('nav[aria-label$=", pages"] a[aria-label^="Page "]').last().textContent()) ?? 1,
    );
    await page.goto(`/field-notes/page/${pages}/`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('#listing li[data-entry-uri="/pinned-since-2001/"]')).toHaveCount(0);

    // The sitemap another test read is answered once more as it was while it refreshes (docs/caching.md).
    await expect
      .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 15_000, intervals: [500, 1000] })
      .toMatch(/<loc>[^<]*\/field-notes\/<\/loc>/);
  } finally {
    wpPhp(`unstick_post(${sticky}); update_option('page_for_posts', 0);`);
    remove(sticky, pageId);
  }
});

test('a listing sums a post up by its own excerpt, else by the words before its "more" tag', async ({ page }) => {
  const more = '<!-- wp:more --><!--more--><!-- /wp:more -->';
  const teaser = createPost({
    post_title: 'Teaser before the fold',
    post_name: 'teaser-before-the-fold',
    post_content: `<!-- wp:paragraph --><p>Above the fold words.</p><!-- /wp:paragraph -->${more}<!-- wp:paragraph --><p>Below the fold words.</p><!-- /wp:paragraph -->`,
  });
  const written = createPost({
    post_title: 'Excerpt written by hand',
    post_name: 'excerpt-written-by-hand',
    post_excerpt: 'The editor’s own summary.',
    post_content: `<!-- wp:paragraph --><p>Generated words.</p><!-- /wp:paragraph -->${more}<!-- wp:paragraph --><p>More words.</p><!-- /wp:paragraph -->`,
  });
  try {
    await eventually(page, '/insights/', async () => {
      const teaserCard = page.locator('#listing li[data-entry-uri="/teaser-before-the-fold/"]');
      await expect(teaserCard).toContainText('Above the fold words.', { timeout: 1000 });
      await expect(teaserCard).not.toContainText('Below the fold');
      const writtenCard = page.locator('#listing li[data-entry-uri="/excerpt-written-by-hand/"]');
      await expect(writtenCard).toContainText('The editor’s own summary.', { timeout: 1000 });
      await expect(writtenCard).not.toContainText('Generated words');
    });
  } finally {
    remove(teaser, written);
  }
});

test('every part of a paginated post can be read, with numbered links between the parts', async ({ page }) => {
  const pageBreak = '<!-- wp:nextpage --><!--nextpage--><!-- /wp:nextpage -->';
  const id = createPost({
    post_title: 'A story in three parts',
    post_name: 'story-in-three-parts',
    post_content: ['First part words.', 'Second part words.', 'Third part words.']
      .map((words) => `<!-- wp:paragraph --><p>${words}</p><!-- /wp:paragraph -->`)
      .join(pageBreak),
  });
  const classic = createPost({
    post_title: 'A classic story in two parts',
    post_name: 'classic-story-in-two-parts',
    post_content: 'Classic opening words.\n<!--nextpage-->\nClassic closing words.',
  });
  try {
    const first = await page.goto('/story-in-three-parts/');
    expect(first?.status()).toBe(200);
    const content = page.locator('[data-entry-content]');
    await expect(content).toContainText('First part words.');
    await expect(content).not.toContainText('Second part words.');
    const links = page.locator('[data-part-links]');
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await links.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/story-in-three-parts\/2\/$/);
    await expect(content).toContainText('Second part words.');
    await expect(content).not.toContainText('First part words.');
    const third = await page.goto('/story-in-three-parts/3/');
    expect(third?.status()).toBe(200);
    await expect(content).toContainText('Third part words.');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/story-in-three-parts\/3\/$/);
    expect((await page.goto('/story-in-three-parts/4/'))?.status()).toBe(404);
    expect((await auditAddress(page, '/story-in-three-parts/2/')).violations).toEqual([]);

    await page.goto('/classic-story-in-two-parts/2/');
    await expect(content).toContainText('Classic closing words.');
    await expect(content).not.toContainText('Classic opening words.');
  } finally {
    remove(id, classic);
  }
});

test('an entry behind a password offers WordPress’s form, refuses a wrong password and opens with the right one, without JavaScript, never cached', async ({
  browser,
  page: audited,
}) => {
  const id = createPost({
    post_title: 'Members only',
    post_name: 'members-only',
    post_password: 'open sesame',
    post_content: '<!-- wp:paragraph --><p>The secret recipe.</p><!-- /wp:paragraph -->',
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const locked = await page.goto('/members-only/');
    expect(locked?.status()).toBe(200);
    await expect(page.locator('main')).not.toContainText('The secret recipe.');
    const form = page.locator('form[data-password-form]');
    await expect(form).toContainText('This content is password protected.');

    await form.getByLabel('Password:').fill('open sesame?');
    await form.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not right. Please try again.');
    await expect(page.locator('main')).not.toContainText('The secret recipe.');

    await page.locator('form[data-password-form]').getByLabel('Password:').fill('open sesame');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => /\/_protected\/post\/\d+\/$/.test(new URL(response.url()).pathname)),
      page.locator('form[data-password-form]').getByRole('button', { name: 'Enter' }).click(),
    ]);
    await expect(page.locator('main')).toContainText('The secret recipe.');
    await expect(page.locator('h1')).toHaveText('Members only');
    const cacheControl = answer.headers()['cache-control'] ?? '';
    expect(cacheControl).toContain('private');
    expect(cacheControl).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The cookie opens this entry alone, and another browser sees the form.
    const other = await browser.newPage();
    await other.goto(new URL(page.url()).pathname);
    await expect(other.locator('main')).not.toContainText('The secret recipe.');
    await other.close();

    // Guessing is slowed down: five tries a minute per visitor and entry, then a clear refusal.
    const post = (password: string, headers: Record<string, string> = {}) =>
      context.request.post('/api/entry-password/', {
        form: { entry_type: 'post', entry_id: String(id), post_password: password },
        headers,
        maxRedirects: 0,
      });
    expect((await post('guess', { Origin: 'https://elsewhere.example' })).status()).toBe(403);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await post(`guess ${attempt}`));
    const locations = answers.map((response) => response.headers()['location'] ?? '');
    expect(locations.at(-1)).toMatch(/\?error=wait$/);
    expect(answers.at(-1)!.headers()['retry-after']).toBeTruthy();

    // The form, and its error, pass axe.
    expect((await auditAddress(audited, '/members-only/')).violations).toEqual([]);
    expect((await auditAddress(audited, `/_protected/post/${id}/?error=wrong`)).violations).toEqual([]);
  } finally {
    await context.close();
    remove(id);
  }
});

test('comments and pingbacks are not shown, and never break a page', async ({ page }) => {
  const post = createPost({
    post_title: 'Post with comments',
    post_name: 'post-with-comments',
    post_content: '<!-- wp:paragraph --><p>What the post says.</p><!-- /wp:paragraph -->',
  });
  const withComments = createPost({
    post_type: 'page',
    post_title: 'Page with comments',
    post_name: 'page-with-comments',
    post_content: '<!-- wp:paragraph --><p>What the page says.</p><!-- /wp:paragraph -->',
  });
  for (const id of [post, withComments]) {
    wpPhp(
      `$parent = wp_insert_comment(array('comment_post_ID' => ${id}, 'comment_content' => 'A visitor’s comment.', 'comment_author' => 'Visitor', 'comment_approved' => 1));
       wp_insert_comment(array('comment_post_ID' => ${id}, 'comment_parent' => $parent, 'comment_content' => 'A threaded reply.', 'comment_author' => 'Editor', 'comment_approved' => 1));
       wp_insert_comment(array('comment_post_ID' => ${id}, 'comment_type' => 'pingback', 'comment_content' => 'A pingback from elsewhere.', 'comment_author' => 'Elsewhere', 'comment_author_url' => 'https://elsewhere.example/', 'comment_approved' => 1));`,
    );
  }
  try {
    for (const [path, words] of [
      ['/post-with-comments/', 'What the post says.'],
      ['/page-with-comments/', 'What the page says.'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main')).toContainText(words);
      for (const comment of ['A visitor’s comment.', 'A threaded reply.', 'A pingback from elsewhere.'])
        await expect(page.locator('body')).not.toContainText(comment);
    }
  } finally {
    remove(post, withComments);
  }
});

test('a post’s format is named on the post and in listings, and a quote reads as one', async ({ page }) => {
  const quote = createPost({
    post_title: 'Words to fly by',
    post_name: 'words-to-fly-by',
    post_content:
      '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>The sky is not the limit.</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote -->',
  });
  const aside = createPost({
    post_title: 'A quick aside',
    post_name: 'a-quick-aside',
    post_content: '<!-- wp:paragraph --><p>Short and to the point.</p><!-- /wp:paragraph -->',
  });
  wpPhp(
    `set_post_format(${quote}, 'quote'); set_post_format(${aside}, 'aside'); wp_update_post(array('ID' => ${aside}));`,
  );
  try {
    await eventually(page, '/insights/', async () => {
      const card = page.locator('#listing li[data-entry-uri="/words-to-fly-by/"] article');
      await expect(card).toHaveAttribute('data-post-format', 'quote', { timeout: 1000 });
      await expect(card).toContainText('Quote');
      await expect(page.locator('#listing li[data-entry-uri="/a-quick-aside/"] article')).toHaveAttribute(
        'data-post-format',
        'aside',
      );
    });
    await page.goto('/words-to-fly-by/');
    const post = page.locator('article[data-template="post"]');
    await expect(post).toHaveAttribute('data-post-format', 'quote');
    await expect(post.locator('header')).toContainText('Quote');
    await expect(post.locator('blockquote')).toHaveCSS('font-style', 'italic');
  } finally {
    remove(quote, aside);
  }
});
