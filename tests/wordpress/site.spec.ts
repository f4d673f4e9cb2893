/**
 * The site on a real WordPress, as its editors and visitors meet it: menus, hero settings and the theme stylesheet
 * come from WordPress; an editor's save reaches the site within seconds through the companion plugin's change
 * notice at the documented webhook address; media are served by the site; dates follow WordPress's time zone; a
 * "Posts page" and renamed posts behave as WordPress's own theme would make them; and pages cost WordPress few
 * requests (counted in its web server's log).
 *
 * One WordPress, edited here: the tests run one at a time (npm test runs this project with one worker), each
 * putting back what it changed.
 */
import { eventually, expect, FRESH_WITHIN_MS, test, type Page } from '../support/fixtures';
import {
  graphqlRequestCount,
  testWordPress,
  whileWordPressFrozen,
  wpGraphQL,
  wpPhp,
} from '../../harness/wordpress/test-wordpress';

const primaryLinks = (page: Page) => page.locator('nav[aria-label="Primary"] a');

test('pages show WordPress content through the site: hero settings, theme stylesheet, media on the site’s own address', async ({
  page,
  request,
}) => {
  const { origin } = testWordPress();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html, 'the WordPress host never reaches visitors').not.toContain(new URL(origin).host);

  const hero = page.locator('[data-hero]').first();
  await expect(hero).toHaveAttribute('data-hero-size', 'full');
  await expect(hero).toHaveAttribute('data-hero-type', 'image');
  await expect(hero).toHaveAttribute('data-hero-bg', 'dusk');
  const heroImage = hero.locator('img').first();
  await expect(heroImage).toHaveAttribute('srcset', /%2Fwp-content%2Fuploads%2Fhero-home-sunrise-balloons\.jpg/);
  expect(await heroImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const upload = await request.get('/wp-content/uploads/hero-home-sunrise-balloons.jpg');
  expect(upload.status()).toBe(200);
  expect(upload.headers()['content-type']).toBe('image/jpeg');

  const stylesheet = page.locator('link#theme-css');
  const href = await stylesheet.getAttribute('href');
  expect(href).toBeTruthy();
  const css = await (await request.get(href!)).text();
  const tempCss = wpPhp("echo get_field('field_altitude_devTools_tempCss', 'option');");
  expect(tempCss).toContain('.wp-block-button');
  expect(css.trim()).toBe(tempCss.trim());
});

test('a menu item renamed through the REST API shows in the navigation within seconds', async ({ page, request }) => {
  const { origin } = testWordPress();
  const password = wpPhp(
    "list($password) = WP_Application_Passwords::create_new_application_password(1, array('name' => 'menu test ' . uniqid())); echo $password;",
  ).trim();
  const itemId = Number(
    wpPhp(
      "$menu = get_nav_menu_locations()['primary']; foreach (wp_get_nav_menu_items($menu) as $item) { if ($item->title === 'Careers') { echo $item->ID; } }",
    ),
  );
  expect(itemId).toBeGreaterThan(0);
  const auth = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
  const rename = (title: string) =>
    request.post(`${origin}/wp-json/wp/v2/menu-items/${itemId}`, {
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      data: { title },
    });

  await page.goto('/');
  const named = (label: string) => primaryLinks(page).getByText(label, { exact: true });
  // The navigation lists each item once per menu it draws (the bar and the full-screen menu).
  const copies = await named('Careers').count();
  expect(copies).toBeGreaterThan(0);
  try {
    expect((await rename('Join the crew')).status()).toBe(200);
    await eventually(page, '/about-us/', async () => {
      await expect(named('Join the crew')).toHaveCount(copies, { timeout: 1000 });
      await expect(named('Careers')).toHaveCount(0, { timeout: 1000 });
    });
  } finally {
    expect((await rename('Careers')).status()).toBe(200);
  }
  await eventually(page, '/about-us/', async () => {
    await expect(named('Careers')).toHaveCount(copies, { timeout: 1000 });
  });
});

test('hero settings saved on a page show on the site within seconds', async ({ page }) => {
  const id = Number(wpPhp("echo get_page_by_path('winter-park')->ID;"));
  const before = wpPhp(`echo get_field('field_altitude_heroSettings_heroBgColor', ${id});`).trim();
  const after = before === 'meadow' ? 'sunset' : 'meadow';
  // As the edit screen saves: the fields, then the post.
  const save = (colour: string) =>
    wpPhp(
      `update_field('field_altitude_heroSettings_heroBgColor', '${colour}', ${id}); do_action('acf/save_post', ${id}); wp_update_post(array('ID' => ${id}));`,
    );
  await page.goto('/winter-park/');
  await expect(page.locator('[data-hero]').first()).toHaveAttribute('data-hero-bg', before);
  try {
    save(after);
    await eventually(page, '/winter-park/', async () => {
      await expect(page.locator('[data-hero]').first()).toHaveAttribute('data-hero-bg', after, { timeout: 1000 });
    });
  } finally {
    save(before);
  }
});

test('the theme stylesheet saved in Theme Settings reaches every page within seconds', async ({ page, request }) => {
  const original = wpPhp("echo get_field('field_altitude_devTools_tempCss', 'option');");
  const marker = `.wordpress-e2e-${Date.now()} { color: #123456; }`;
  const save = (css: string) =>
    wpPhp(
      `update_field('field_altitude_devTools_tempCss', ${JSON.stringify(css).replace(/\$/g, '\\$')}, 'option'); do_action('acf/save_post', 'options');`,
    );
  await page.goto('/mission/');
  const before = (await page.locator('link#theme-css').getAttribute('href'))!;
  try {
    save(`${original}\n${marker}`);
    let after = '';
    await eventually(page, '/mission/', async () => {
      after = (await page.locator('link#theme-css').getAttribute('href'))!;
      // A new text is a new address, which a browser may keep for a year…
      expect(after).not.toBe(before);
      expect(await (await request.get(after)).text()).toContain(marker);
    });
    expect((await request.get(after)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // …while the old address, which a browser may still have kept, is no longer linked, and answers the new text
    // for minutes only.
    const old = await request.get(before);
    expect(await old.text()).toContain(marker);
    expect(old.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
  } finally {
    save(original);
  }
});

test('dates follow WordPress’s time zone: sitemap and feed times are the posts’ true moments', async ({ request }) => {
  const timezone = wpPhp("echo get_option('timezone_string');").trim();
  expect(timezone).toBe('America/New_York');
  const answer = await wpGraphQL<{
    posts: { nodes: { uri: string; date: string; dateGmt: string; modifiedGmt: string }[] };
  }>('{ posts(first: 1) { nodes { uri date dateGmt modifiedGmt } } }');
  const newest = answer.data!.posts.nodes[0]!;
  expect(newest.date).not.toBe(newest.dateGmt);

  const feed = await (await request.get('/feeds/insights.xml')).text();
  const published = new Date(`${newest.dateGmt}Z`).toUTCString();
  expect(feed).toContain(`<pubDate>${published}</pubDate>`);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = new RegExp(`<loc>[^<]*${newest.uri.replace(/[/.]/g, '\\$&')}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
    sitemap,
  );
  expect(entry, 'the newest post is in the sitemap with a lastmod').not.toBeNull();
  expect(new Date(entry![1]!).getTime()).toBe(new Date(`${newest.modifiedGmt}Z`).getTime());
  expect(new Date(entry![1]!).getTime()).toBeLessThanOrEqual(Date.now());
});

test('a "Posts page" chosen in Settings → Reading lists the posts', async ({ page }) => {
  const id = Number(
    wpPhp(
      "echo wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Journal', 'post_name' => 'journal'));",
    ),
  );
  wpPhp(`update_option('page_for_posts', ${id});`);
  try {
    const response = await page.goto('/journal/');
    expect(response?.status()).toBe(200);
    const newest = await wpGraphQL<{ posts: { nodes: { title: string }[] } }>(
      '{ posts(first: 1) { nodes { title } } }',
    );
    await expect(page.locator('main')).toContainText(newest.data!.posts.nodes[0]!.title);
  } finally {
    wpPhp(`update_option('page_for_posts', 0); wp_delete_post(${id}, true);`);
  }
});

test('a post renamed by an editor answers at its new address, and its old address redirects there', async ({
  request,
}) => {
  const id = Number(
    wpPhp(
      "echo wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'A name we will change', 'post_name' => 'a-name-we-will-change', 'post_content' => '<!-- wp:paragraph --><p>Still here.</p><!-- /wp:paragraph -->'));",
    ),
  );
  try {
    expect((await request.get('/a-name-we-will-change/')).status()).toBe(200);
    wpPhp(`wp_update_post(array('ID' => ${id}, 'post_name' => 'a-better-name'));`);
    await expect(async () => {
      expect((await request.get('/a-better-name/')).status()).toBe(200);
      const old = await request.get('/a-name-we-will-change/', { maxRedirects: 0 });
      expect(old.status()).toBe(308);
      expect(new URL(old.headers().location!, 'http://site').pathname).toBe('/a-better-name/');
    }).toPass({ timeout: FRESH_WITHIN_MS, intervals: [500, 1000] });
    // The old address was a cached page: its redirect is now replayed from the cache, for HEAD as for GET.
    const head = await request.head('/a-name-we-will-change/?utm_source=mail', { maxRedirects: 0 });
    expect(head.status()).toBe(308);
    expect(head.headers().location).toBe('/a-better-name/?utm_source=mail');
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('a post an editor protects with a password shows a notice in place of its text, and stays out of search results and the sitemap', async ({
  page,
  request,
}) => {
  const insert = (title: string, slug: string, password: string) =>
    Number(
      wpPhp(
        `echo wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => '${title}', 'post_name' => '${slug}', 'post_password' => '${password}', 'post_content' => '<!-- wp:paragraph --><p>The client budget is 40,000.</p><!-- /wp:paragraph -->'));`,
      ),
    );
  const locked = insert('Workshop notes', 'workshop-notes-locked', 'letmein');
  const open = insert('Workshop recap', 'workshop-recap-open', '');
  try {
    const response = await page.goto('/workshop-notes-locked/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText('Workshop notes');
    // WordPress's own words and form in place of the text (tests/wordpress/behaviours.spec.ts unlocks it).
    await expect(page.locator('[data-password-protected]')).toContainText('This content is password protected.');
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(await response!.text()).not.toContain('40,000');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Once the sitemap has the open post saved with it, it still leaves the protected one out.
    await expect(async () => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain('/workshop-recap-open/');
      expect(sitemap).not.toContain('/workshop-notes-locked/');
    }).toPass({ timeout: FRESH_WITHIN_MS, intervals: [500, 1000] });
  } finally {
    wpPhp(`wp_delete_post(${locked}, true); wp_delete_post(${open}, true);`);
  }
});

test('blocks WordPress renders itself: social icons by name in a row, a query loop as a list of posts, no stray search form', async ({
  page,
}) => {
  // WordPress renders these blocks server-side. Each social link has an inline icon the site's sanitiser drops and
  // the service's name for screen readers: the name is what the visitor sees. The search block is a form that
  // would send the visitor to WordPress itself: it goes whole.
  const content =
    '<!-- wp:social-links {"layout":{"type":"flex","justifyContent":"center"}} --><ul class="wp-block-social-links">' +
    '<!-- wp:social-link {"url":"https://www.linkedin.com/company/example","service":"linkedin"} /-->' +
    '<!-- wp:social-link {"url":"https://www.instagram.com/example","service":"instagram"} /--></ul><!-- /wp:social-links -->' +
    '<!-- wp:search {"label":"Find a post","buttonText":"Look it up"} /-->' +
    '<!-- wp:query {"queryId":1,"query":{"perPage":2,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","inherit":false}} -->' +
    '<div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title {"isLink":true} /--><!-- wp:post-date /--><!-- /wp:post-template --></div><!-- /wp:query -->';
  const id = Number(
    wpPhp(
      `echo wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Follow along', 'post_name' => 'follow-along-blocks', 'post_content' => '${content}'));`,
    ),
  );
  try {
    expect((await page.goto('/follow-along-blocks/'))?.status()).toBe(200);
    const entry = page.locator('[data-entry-content]');

    const links = entry.locator('.wp-block-social-links a');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAccessibleName('LinkedIn');
    await expect(links.nth(0)).toContainText('LinkedIn');
    await expect(links.nth(0)).toHaveAttribute('href', 'https://www.linkedin.com/company/example');
    await expect(links.nth(1)).toHaveAccessibleName('Instagram');
    const list = entry.locator('.wp-block-social-links');
    expect(await list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    const [first, second, row] = [
      (await links.nth(0).boundingBox())!,
      (await links.nth(1).boundingBox())!,
      (await list.boundingBox())!,
    ];
    for (const link of [first, second]) {
      expect(link.height).toBeGreaterThanOrEqual(44);
      expect(link.width).toBeGreaterThanOrEqual(44);
    }
    // Side by side, centred in the block as the editor chose.
    expect(Math.abs(second.y - first.y)).toBeLessThan(2);
    expect(Math.abs((first.x + second.x + second.width) / 2 - (row.x + row.width / 2))).toBeLessThan(4);

    await expect(entry.locator('form')).toHaveCount(0);
    await expect(entry).not.toContainText('Find a post');
    await expect(entry).not.toContainText('Look it up');

    // The two latest posts, each title a link to it on the site, without bullets, in the text's colour.
    const posts = entry.locator('.wp-block-post-template > li');
    await expect(posts).toHaveCount(2);
    const title = posts.first().locator('.wp-block-post-title a');
    expect(await title.getAttribute('href')).toMatch(/^\/[^/]/);
    const look = await posts.first().evaluate((li) => {
      const link = li.querySelector('.wp-block-post-title a')!;
      return {
        bullet: getComputedStyle(li.parentElement!).listStyleType,
        link: getComputedStyle(link).color,
        text: getComputedStyle(li.closest('[data-entry-content]')!).color,
      };
    });
    expect(look.bullet).toBe('none');
    expect(look.link).toBe(look.text);
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('a cold page costs WordPress at most two GraphQL requests, a warm one none', async ({ request }) => {
  // A career nobody has asked for yet.
  const slug = `cold-career-${Date.now()}`;
  const id = Number(
    wpPhp(
      `echo wp_insert_post(array('post_type' => 'career', 'post_status' => 'publish', 'post_title' => 'Cold career', 'post_name' => '${slug}'));`,
    ),
  );
  try {
    const uri = `/careers/${slug}/`;
    const before = graphqlRequestCount();
    expect((await request.get(uri)).status()).toBe(200);
    const cold = graphqlRequestCount() - before;
    expect(cold).toBeGreaterThan(0);
    expect(cold).toBeLessThanOrEqual(2);
    const warmBefore = graphqlRequestCount();
    for (let visit = 0; visit < 3; visit++) expect((await request.get(uri)).status()).toBe(200);
    expect(graphqlRequestCount() - warmBefore).toBe(0);
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});

test('WordPress stops answering: pages already seen still load, a new one says it is unavailable, and both recover', async ({
  request,
}) => {
  const slug = `written-during-an-outage-${Date.now()}`;
  const id = Number(
    wpPhp(
      `echo wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Written during an outage', 'post_name' => '${slug}'));`,
    ),
  );
  expect((await request.get('/mission/')).status()).toBe(200);
  await whileWordPressFrozen(async () => {
    const seen = await request.get('/mission/');
    expect(seen.status()).toBe(200);
    await expect(seen.text()).resolves.toContain('Mission');
    const unseen = await request.get(`/${slug}/`, { timeout: 30_000 });
    expect(unseen.status()).toBe(503);
    expect(unseen.headers()['retry-after']).toBeTruthy();
  });
  try {
    await expect(async () => {
      expect((await request.get(`/${slug}/`)).status()).toBe(200);
    }).toPass({ timeout: 60_000, intervals: [1000, 2000, 5000] });
  } finally {
    wpPhp(`wp_delete_post(${id}, true);`);
  }
});
