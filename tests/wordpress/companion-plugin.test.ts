/**
 * The companion plugin on a real WordPress: what an administrator who installs it gets without any further step.
 */
import { describe, expect, it } from 'vitest';
import { contentPack } from '@/content-server/content-pack/index';
import { removeDir, startTestServer } from '@/content-server/test/support';
import { checkSignature } from '@/lib/cms/revalidate';
import { noticeReceiver } from '@/tests/support/notice-receiver';
import { adminToken, testWordPress, wpGraphQL, wpPhp, wpPhpAsync } from '@/harness/wordpress/test-wordpress';
import manifest from '@/wordpress/altitude-headless/content-types.json' with { type: 'json' };

const PLUGIN = 'altitude-headless/altitude-headless.php';
const ADDRESSES =
  '{ team: nodeByUri(uri: "/team/maya-ortiz/") { __typename } work: nodeByUri(uri: "/work/lakeshore-living-communities/") { __typename } }';

/** The site's webhook address, stood in for (the browser suite's site is not running yet). */
function siteReceiver(status?: number, body?: string) {
  const receiver = noticeReceiver(status, body);
  return { ...receiver, listen: () => receiver.listen(testWordPress().sitePort) };
}

/** PHP that publishes a post of the test's own (its address `/plugin-test-<slug>/`) and prints its id. */
const publishPost = (title: string, slug: string) =>
  `echo wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => '${title}', 'post_name' => 'plugin-test-${slug}'));`;

/** The redirects editors keep (the plugin's `altitude_redirects` option), as WordPress stores them. */
const storedRedirects = () => JSON.parse(wpPhp("echo json_encode(get_option('altitude_redirects'));")) as unknown;

/** The latest notice of the change of post `id` the plugin keeps (its receipt), as its table's row. */
function latestNotice(id: number) {
  return JSON.parse(
    wpPhp(
      `global $wpdb; echo wp_json_encode($wpdb->get_row($wpdb->prepare("SELECT * FROM {$wpdb->prefix}altitude_notices WHERE post_id = %d ORDER BY id DESC LIMIT 1", ${id})));`,
    ),
  ) as Record<'status' | 'attempts' | 'answer' | 'body' | 'attempted_gmt' | 'next_attempt_gmt', string>;
}

describe('the companion plugin on a real WordPress', () => {
  it('makes team members’ and case studies’ addresses work on activation, without re-saving Permalinks', async () => {
    wpPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins('${PLUGIN}');`);
    try {
      const rules = wpPhp('echo implode("\\n", array_keys(get_option(\'rewrite_rules\') ?: array()));');
      expect(rules).toContain('category/');
      expect(rules).not.toMatch(/^team\//m);
    } finally {
      // A process of its own, as the Plugins screen's request is.
      expect(
        wpPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; var_export(activate_plugin('${PLUGIN}'));`),
      ).toBe('NULL');
    }
    const answer = await wpGraphQL<{ team: { __typename: string } | null; work: { __typename: string } | null }>(
      ADDRESSES,
    );
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.data).toEqual({ team: { __typename: 'TeamMember' }, work: { __typename: 'CaseStudy' } });
  });

  it('registers every type of the content-type manifest, under the GraphQL names, labels and address prefix it gives', async () => {
    const rows = Object.values(manifest);
    const registered = JSON.parse(
      wpPhp(`$types = array();
        foreach ( json_decode( '${JSON.stringify(rows.map((row) => row.postType))}' ) as $name ) {
          $object = get_post_type_object( $name );
          $types[ $name ] = $object ? array( $object->graphql_single_name, $object->graphql_plural_name, $object->labels->name, is_array( $object->rewrite ) ? $object->rewrite['slug'] : null ) : null;
        }
        echo wp_json_encode( $types );`),
    ) as Record<string, [string, string, string, string | null] | null>;
    for (const row of rows) {
      const [single, plural, label, slug] = registered[row.postType] ?? [];
      expect({ single, plural }, row.postType).toEqual({ single: row.single, plural: row.plural });
      if ('register' in row) expect({ label, slug }).toEqual({ label: row.register.plural, slug: row.register.slug });
    }
    const answer = await wpGraphQL(
      `{ ${rows.map((row) => `${row.plural}(first: 1) { nodes { __typename } }`).join(' ')} }`,
    );
    expect(answer.errors ?? []).toEqual([]);
  });

  it('brings its field groups: every group is in GraphQL on the type its location rules name', async () => {
    const answer = await wpGraphQL(
      `{ page: nodeByUri(uri: "/about-us/") { ... on Page { heroSettings { heroSize } pageMetadata { metaDescription } } }
         teamMembers(first: 1) { nodes { teamMemberDetails { teamMemberRole } } }
         caseStudies(first: 1) { nodes { caseStudyDetails { client } } }
         careers(first: 1) { nodes { careerDetails { location } } }
         posts(first: 1) { nodes { insightsArticle { insightsArticleAuthor } podcastInformation { podcastEpisodeNumber } } }
         themeSettings { devTools { tempCss } } }`,
    );
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.data).toMatchObject({
      page: { heroSettings: { heroSize: ['large'] }, pageMetadata: { metaDescription: expect.any(String) } },
      teamMembers: { nodes: [{ teamMemberDetails: { teamMemberRole: expect.any(String) } }] },
      caseStudies: { nodes: [{ caseStudyDetails: { client: expect.any(String) } }] },
      careers: { nodes: [{ careerDetails: { location: expect.any(String) } }] },
      themeSettings: { devTools: { tempCss: expect.stringContaining('wp-block-button') } },
    });
  });

  it('answers where a renamed post’s old address leads, and nothing for an address that never moved', async () => {
    const id = Number(wpPhp(publishPost('Before', 'before')));
    try {
      wpPhp(`wp_update_post(array('ID' => ${id}, 'post_name' => 'plugin-test-after'));`);
      const query = 'query ($uri: String!) { siteRedirect(uri: $uri) { uri permanent } }';
      const moved = await wpGraphQL(query, { uri: '/plugin-test-before/' });
      expect(moved.data).toEqual({ siteRedirect: { uri: '/plugin-test-after/', permanent: true } });
      const unmoved = await wpGraphQL(query, { uri: '/plugin-test-after/' });
      expect(unmoved.data).toEqual({ siteRedirect: null });
      const elsewhere = await wpGraphQL(query, { uri: '/team/plugin-test-before/' });
      expect(elsewhere.data).toEqual({ siteRedirect: null });
    } finally {
      wpPhp(`wp_delete_post(${id}, true);`);
    }
  });

  it('keeps the redirects editors manage: checked on save, answered first by siteRedirect, announced to the site', async () => {
    const { revalidateSecret } = testWordPress();
    const receiver = siteReceiver();
    const { notices } = receiver;
    await receiver.listen();
    const seeded = wpPhp("echo json_encode(get_option('altitude_redirects'));");
    const save = `mutation ($redirects: [SiteRedirectRuleInput!]!) {
      updateSiteRedirects(input: { redirects: $redirects }) { redirects { from to permanent } } }`;
    const redirectOf = async (uri: string) =>
      (await wpGraphQL('query ($uri: String!) { siteRedirect(uri: $uri) { uri permanent } }', { uri })).data;
    const id = Number(await wpPhpAsync(publishPost('Moved', 'moved')));
    try {
      expect(JSON.parse(seeded)).toEqual([{ from: '/get-in-touch/', to: '/contact/', permanent: true }]);
      await wpPhpAsync(`wp_update_post(array('ID' => ${id}, 'post_name' => 'plugin-test-moved-on'));`);
      const redirects = [
        { from: 'plugin-test-moved', to: '/about-us/', permanent: false },
        { from: '/plugin-test-offer//', to: 'https://shop.example.com/spring?ref=site', permanent: true },
      ];
      const anonymous = await wpGraphQL(save, { redirects });
      expect(anonymous.errors?.[0]?.message).toBe('Sorry, you are not allowed to manage redirects.');
      const token = await adminToken();
      const refused = await wpGraphQL(
        save,
        { redirects: [...redirects, { from: '/a/', to: '/a', permanent: true }] },
        token,
      );
      expect(refused.errors?.[0]?.message).toBe('Row 3: /a/ would redirect to itself.');
      expect(await redirectOf('/plugin-test-moved/')).toEqual({
        siteRedirect: { uri: '/plugin-test-moved-on/', permanent: true },
      });

      notices.length = 0;
      const saved = await wpGraphQL(save, { redirects }, token);
      expect(saved.errors ?? []).toEqual([]);
      expect(saved.data).toEqual({
        updateSiteRedirects: {
          redirects: [
            { from: '/plugin-test-moved/', to: '/about-us/', permanent: false },
            { from: '/plugin-test-offer/', to: 'https://shop.example.com/spring?ref=site', permanent: true },
          ],
        },
      });
      // The editor's redirect comes before the renamed post's, at the address with or without its slashes.
      expect(await redirectOf('plugin-test-moved')).toEqual({ siteRedirect: { uri: '/about-us/', permanent: false } });
      expect(await redirectOf('/plugin-test-offer')).toEqual({
        siteRedirect: { uri: 'https://shop.example.com/spring?ref=site', permanent: true },
      });
      expect(await redirectOf('/get-in-touch/')).toEqual({ siteRedirect: null });
      await expect.poll(() => notices.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const notice = notices.find((sent) => JSON.parse(sent.body).kind === 'redirects')!;
      expect(JSON.parse(notice.body)).toEqual({
        kind: 'redirects',
        uris: ['/get-in-touch/', '/plugin-test-moved/', '/plugin-test-offer/'],
        // Each notice names itself (its receipt's id), so two alike within a second are not a replay to the site.
        notice: expect.any(Number),
      });
      expect(checkSignature(revalidateSecret, notice.body, notice.signature, notice.timestamp)).toBe('ok');

      // Written around the screen (WP-CLI's `option update`, a script): stored only once checked.
      await wpPhpAsync(
        "update_option('altitude_redirects', array(array('from' => '/b/', 'to' => '/b'), array('from' => 'plugin-test-offer', 'to' => '/contact/', 'permanent' => true)));",
      );
      expect(storedRedirects()).toEqual([{ from: '/plugin-test-offer/', to: '/contact/', permanent: true }]);
      expect(await redirectOf('/plugin-test-moved/')).toEqual({
        siteRedirect: { uri: '/plugin-test-moved-on/', permanent: true },
      });
    } finally {
      await wpPhpAsync(
        `update_option('altitude_redirects', json_decode('${seeded}', true)); wp_delete_post(${id}, true);`,
      );
      await receiver.close();
    }
  });

  it('lists every address that leads elsewhere in one field, siteRedirects, as the embedded server does', async () => {
    const embedded = await startTestServer(contentPack);
    const seeded = wpPhp("echo json_encode(get_option('altitude_redirects'));");
    const MAP = '{ siteRedirects { from to permanent } }';
    const { posts } = (
      await embedded.gql<{ posts: { nodes: { uri: string; slug: string; databaseId: number }[] } }>(
        '{ posts(first: 1, where: { orderby: [{ field: DATE, order: ASC }] }) { nodes { uri slug databaseId } } }',
      )
    ).body.data!;
    const post = posts.nodes[0]!;
    const wpId = Number(wpPhp(`echo url_to_postid(home_url('${post.uri}'));`));
    const renamed = `${post.slug}-plugin-map`;
    const editor = [
      { from: '/plugin-map-gone/', to: '/contact/?from=map', permanent: false },
      // A published page lives there: it is shown, and the map leaves the redirect out.
      { from: '/about-us/', to: '/contact/', permanent: true },
    ];
    try {
      expect(wpId).toBeGreaterThan(0);
      await embedded.gql(
        'mutation($redirects: [SiteRedirectRuleInput!]!) { updateSiteRedirects(input: { redirects: $redirects }) { clientMutationId } }',
        { redirects: editor },
        { auth: true },
      );
      await embedded.gql(
        'mutation($id: ID!, $slug: String!) { updatePost(input: { id: $id, slug: $slug }) { clientMutationId } }',
        { id: post.databaseId, slug: renamed },
        { auth: true },
      );
      await wpPhpAsync(
        `update_option('altitude_redirects', json_decode('${JSON.stringify(editor)}', true)); wp_update_post(array('ID' => ${wpId}, 'post_name' => '${renamed}'));`,
      );
      type Rule = { from: string; to: string; permanent: boolean };
      const ours = (list: Rule[]) =>
        list.filter((rule) => rule.from === post.uri || editor.some(({ from }) => from === rule.from));
      const live = await wpGraphQL(MAP);
      expect(live.errors ?? []).toEqual([]);
      const fromWordPress = ours((live.data as { siteRedirects: Rule[] }).siteRedirects);
      expect(fromWordPress).toEqual([
        { from: '/plugin-map-gone/', to: '/contact/?from=map', permanent: false },
        { from: post.uri, to: post.uri.replace(`/${post.slug}/`, `/${renamed}/`), permanent: true },
      ]);
      const { body } = await embedded.gql<{ siteRedirects: Rule[] }>(MAP);
      expect(ours(body.data!.siteRedirects)).toEqual(fromWordPress);
    } finally {
      await wpPhpAsync(
        `update_option('altitude_redirects', json_decode('${seeded}', true)); wp_update_post(array('ID' => ${wpId}, 'post_name' => '${post.slug}')); delete_post_meta(${wpId}, '_wp_old_slug');`,
      );
      await embedded.stop();
      removeDir(embedded.dir);
    }
  });

  it('announces a tag’s creation, renaming and deletion, as a category’s, so its archive and its posts refresh', async () => {
    const { revalidateSecret } = testWordPress();
    const receiver = siteReceiver();
    const { notices } = receiver;
    await receiver.listen();
    const slug = `plugin-test-tag-${Date.now()}`;
    const terms = () => notices.map((sent) => JSON.parse(sent.body)).filter((body) => body.kind === 'term');
    try {
      const id = Number(
        await wpPhpAsync(`echo wp_insert_term('Plugin test', 'post_tag', array('slug' => '${slug}'))['term_id'];`),
      );
      await wpPhpAsync(`wp_update_term(${id}, 'post_tag', array('name' => 'Plugin test, renamed'));`);
      await wpPhpAsync(`wp_delete_term(${id}, 'post_tag');`);
      await expect.poll(() => terms().length, { timeout: 10_000 }).toBe(3);
      for (const body of terms()) {
        expect(body).toEqual({
          kind: 'term',
          uri: `/tag/${slug}/`,
          slug,
          taxonomy: 'post_tag',
          notice: expect.any(Number),
        });
      }
      const notice = notices.find((sent) => JSON.parse(sent.body).kind === 'term')!;
      expect(checkSignature(revalidateSecret, notice.body, notice.signature, notice.timestamp)).toBe('ok');
    } finally {
      await receiver.close();
    }
  });

  it('gives editors the list on Tools → Redirects: shown, saved, and refused whole with each bad row named', async () => {
    const { origin, admin } = testWordPress();
    const seeded = wpPhp("echo json_encode(get_option('altitude_redirects'));");
    const cookies = new Map<string, string>([['wordpress_test_cookie', 'WP%20Cookie%20check']]);
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    };
    const login = await fetch(`${origin}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader() },
      body: new URLSearchParams({ log: admin.user, pwd: admin.password, testcookie: '1' }),
    });
    keep(login);
    expect(login.status).toBe(302);
    const screen = `${origin}/wp-admin/tools.php?page=altitude-redirects`;
    const open = async () => {
      const response = await fetch(screen, { headers: { Cookie: cookieHeader() } });
      expect(response.status).toBe(200);
      return response.text();
    };
    /** Sends the screen's form with a row per redirect, as an editor fills it in. */
    const submit = async (rows: { from: string; to: string; type: 'permanent' | 'temporary'; remove?: true }[]) => {
      const html = await open();
      const nonce = /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      const response = await fetch(screen, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader() },
        body: new URLSearchParams({
          _wpnonce: nonce!,
          _wp_http_referer: '/wp-admin/tools.php?page=altitude-redirects',
          ...Object.fromEntries(
            rows.flatMap(({ remove, ...row }, index) => [
              ...Object.entries(row).map(([field, value]) => [`redirects[${index}][${field}]`, value]),
              ...(remove ? [[`redirects[${index}][remove]`, '1']] : []),
            ]),
          ),
        }),
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    try {
      const listed = await open();
      expect(listed).toContain('<h1>Redirects</h1>');
      expect(listed).toContain('value="/get-in-touch/"');
      expect(listed).toContain('value="/contact/"');

      const saved = await submit([
        { from: '/get-in-touch/', to: '/contact/', type: 'permanent', remove: true },
        { from: 'screen-test-old', to: '/about-us/', type: 'temporary' },
        { from: '', to: '', type: 'permanent' },
      ]);
      expect(saved).toContain('Redirects saved.');
      expect(saved).toContain('value="/screen-test-old/"');
      expect(storedRedirects()).toEqual([{ from: '/screen-test-old/', to: '/about-us/', permanent: false }]);

      const refused = await submit([
        { from: '/screen-test-old/', to: '/about-us/', type: 'temporary' },
        { from: '/loop-a/', to: '/loop-a', type: 'permanent' },
      ]);
      expect(refused).toContain('Nothing was saved.');
      expect(refused).toContain('Row 2: /loop-a/ would redirect to itself.');
      // What was typed stays in the form to be corrected.
      expect(refused).toContain('value="/loop-a"');
      expect(storedRedirects()).toEqual([{ from: '/screen-test-old/', to: '/about-us/', permanent: false }]);
    } finally {
      wpPhp(`update_option('altitude_redirects', json_decode('${seeded}', true));`);
    }
  });

  it('keeps a receipt of every notice: one the site missed while down is retried from cron with back-off and shows as live once taken', async () => {
    const { revalidateSecret, origin } = testWordPress();
    const id = Number(wpPhp(publishPost('Receipt', 'receipt')));
    const latest = () => latestNotice(id);
    const statusBox = () => wpPhp(`altitude_site_status_box(get_post(${id}));`);
    const receiver = siteReceiver(200, '{"revalidated":true}');
    const received = receiver.notices;
    try {
      // The site is down (nothing listens at its webhook address) when the editor publishes.
      const missed = latest();
      expect(missed).toMatchObject({ status: 'retrying', attempts: '1' });
      expect(missed.answer).toMatch(/^No answer: /);
      expect(JSON.parse(missed.body)).toMatchObject({ kind: 'node', uri: '/plugin-test-receipt/' });
      const attempted = Date.parse(`${missed.attempted_gmt}Z`) / 1000;
      // Tried again a minute later (then 2, 4 … minutes), by WordPress cron.
      expect(Date.parse(`${missed.next_attempt_gmt}Z`) / 1000 - attempted).toBe(60);
      const scheduled = Number(wpPhp("echo wp_next_scheduled('altitude_deliver_notices');"));
      expect(scheduled).toBeGreaterThan(0);
      expect(scheduled).toBeLessThanOrEqual(attempted + 60);
      // The editor sees it beside the entry, and administrators in Tools → Site notices.
      expect(statusBox()).toContain('data-state="waiting"');
      expect(statusBox()).toMatch(
        /Not live yet: the site did not take the change \(No answer: [^)]*\)\. Trying again at .* \(attempt 2 of 8\)\./,
      );
      const failures = wpPhp("wp_set_current_user(1); $_GET['failures'] = '1'; altitude_notices_screen();");
      expect(failures).toContain('Entry /plugin-test-receipt/');
      expect(failures).toContain('Waiting to retry');
      expect(failures).toContain('Send again');

      // The site is back; cron's run once the pause has passed delivers it, signed.
      await receiver.listen();
      await wpPhpAsync('altitude_deliver_due_notices(time() + 61);');
      const delivered = received.find((sent) => JSON.parse(sent.body).uri === '/plugin-test-receipt/');
      expect(delivered).toBeDefined();
      expect(checkSignature(revalidateSecret, delivered!.body, delivered!.signature, delivered!.timestamp)).toBe('ok');
      expect(latest()).toMatchObject({ status: 'delivered', attempts: '2', answer: '200 {"revalidated":true}' });
      expect(statusBox()).toContain('data-state="live"');
      expect(statusBox()).toMatch(/Live on the site since /);
      expect(wpPhp("wp_set_current_user(1); $_GET['failures'] = '1'; altitude_notices_screen();")).not.toContain(
        'Entry /plugin-test-receipt/',
      );
      // The editor's page asks for the status as it changes; nobody else may.
      const anonymous = await fetch(`${origin}/wp-json/altitude/v1/site-status/${id}`);
      expect(anonymous.status).toBe(401);
    } finally {
      await receiver.close();
      wpPhp(`wp_delete_post(${id}, true);`);
    }
  });

  it(
    'retries a notice whose delivery event cron lost on cron’s next run, and never promises an attempt nothing will make',
    {
      timeout: 150_000,
    },
    async () => {
      const { origin } = testWordPress();
      const id = Number(wpPhp(publishPost('Lost event', 'lost-event')));
      const latest = () => latestNotice(id);
      // Two cron runs at once: the later one saves its older list of events, without the notice's delivery (and
      // without the safety net). Then the minute's pause passes.
      const loseTheEvent = () =>
        wpPhp(
          `wp_clear_scheduled_hook('altitude_deliver_notices'); wp_clear_scheduled_hook('altitude_deliver_notices_safety_net');
         global $wpdb; $wpdb->query($wpdb->prepare("UPDATE {$wpdb->prefix}altitude_notices SET next_attempt_gmt = %s WHERE post_id = %d AND status = 'retrying'", gmdate('Y-m-d H:i:s', time() - 5), ${id}));`,
        );
      const scheduled = () => Number(wpPhp("echo (int) wp_next_scheduled('altitude_deliver_notices');"));
      const receiver = siteReceiver(200, '{"revalidated":true}');
      try {
        // Published while the site is down (nothing listens at its webhook address).
        expect(latest()).toMatchObject({ status: 'retrying', attempts: '1' });
        loseTheEvent();
        expect(scheduled()).toBe(0);

        // The site is back; WordPress cron runs as it does on a site, wp-cron.php requested now and then.
        await receiver.listen();
        await expect
          .poll(
            async () => {
              await fetch(`${origin}/wp-cron.php`);
              return latest().status;
            },
            // (A run WordPress spawned itself holds cron's lock for up to a minute.)
            { timeout: 75_000, interval: 1000 },
          )
          .toBe('delivered');
        expect(receiver.notices.some((sent) => JSON.parse(sent.body).uri === '/plugin-test-lost-event/')).toBe(true);
        await receiver.close();

        // Edited while the site is down again, and the event lost again: the editor's box (and its status poll)
        // puts the delivery back before it says when the next attempt is.
        wpPhp(`wp_update_post(array('ID' => ${id}, 'post_title' => 'Lost event, edited'));`);
        expect(latest()).toMatchObject({ status: 'retrying', attempts: '1' });
        loseTheEvent();
        const box = wpPhp(`altitude_site_status_box(get_post(${id}));`);
        expect(box).toContain('data-state="waiting"');
        expect(box).toMatch(/Trying again on the next run of WordPress cron \(attempt 2 of 8\)\./);
        expect(scheduled()).toBeGreaterThan(0);
        expect(scheduled()).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 1);
        // The recurring safety net is back too, whatever happens to the delivery event next.
        expect(Number(wpPhp("echo (int) wp_next_scheduled('altitude_deliver_notices_safety_net');"))).toBeGreaterThan(
          0,
        );
      } finally {
        await receiver.close();
        wpPhp(`wp_delete_post(${id}, true);`);
      }
    },
  );

  it('gives up at once on a notice the site refuses for good (a wrong secret), and says why', async () => {
    const receiver = siteReceiver(401, 'Invalid signature');
    await receiver.listen();
    const id = Number(await wpPhpAsync(publishPost('Refused', 'refused')));
    try {
      const refused = JSON.parse(
        wpPhp(
          `global $wpdb; echo wp_json_encode($wpdb->get_row($wpdb->prepare("SELECT status, attempts, answer, next_attempt_gmt FROM {$wpdb->prefix}altitude_notices WHERE post_id = %d ORDER BY id DESC LIMIT 1", ${id})));`,
        ),
      );
      expect(refused).toEqual({
        status: 'failed',
        attempts: '1',
        answer: '401 Invalid signature',
        next_attempt_gmt: null,
      });
      expect(wpPhp(`altitude_site_status_box(get_post(${id}));`)).toContain(
        'Not live: the site did not take the change after one attempt (401 Invalid signature).',
      );
    } finally {
      await receiver.close();
      wpPhp(`wp_delete_post(${id}, true);`);
    }
  });

  it('says beside the hero’s headline, in the page editor, that it overrides the page’s title', async () => {
    const { origin, admin } = testWordPress();
    const cookies: string[] = ['wordpress_test_cookie=WP%20Cookie%20check'];
    const login = await fetch(`${origin}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookies.join('; ') },
      body: new URLSearchParams({ log: admin.user, pwd: admin.password, testcookie: '1' }),
    });
    expect(login.status).toBe(302);
    for (const line of login.headers.getSetCookie()) cookies.push(line.split(';')[0]!);
    const id = Number(wpPhp("echo get_page_by_path('contact')->ID;"));
    const editor = await fetch(`${origin}/wp-admin/post.php?post=${id}&action=edit`, {
      headers: { Cookie: cookies.join('; ') },
    });
    expect(editor.status).toBe(200);
    const html = await editor.text();
    // The field as ACF draws it in the editor's Hero settings box: its label, then its instructions.
    const field = /data-key="field_altitude_heroSettings_heroHeadline"[\s\S]*?<\/div>\s*<\/div>/.exec(html)?.[0] ?? '';
    expect(field).toContain('Headline (overrides the title)');
    expect(field).toMatch(/shown instead of the page’s title, so changing the title does not change the headline/);
  });
});
