import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSignature, revalidatePayload, signPayload, tagsFor } from '@/lib/cms/revalidate';

const plugin = fileURLToPath(new URL('./altitude-headless/altitude-headless.php', import.meta.url));

/** Loads the plugin with WordPress's hook functions stubbed, runs PHP code, returns what it echoes. */
function php(code: string): string {
  const program = `
    define('ABSPATH', '/');
    $GLOBALS['hooks'] = array();
    function add_action($hook, ...$args) { $GLOBALS['hooks'][] = $hook; }
    function add_filter(...$args) {}
    function register_activation_hook(...$args) {}
    function register_deactivation_hook(...$args) {}
    require ${JSON.stringify(plugin)};
    ${code}
  `;
  return execFileSync('php', ['-r', program], { encoding: 'utf8' });
}

/** A PHP expression's value as JSON. */
const phpJson = (expression: string): unknown => JSON.parse(php(`echo json_encode(${expression});`));

describe('the WordPress companion plugin', () => {
  it('is valid PHP', () => {
    expect(execFileSync('php', ['-l', plugin], { encoding: 'utf8' })).toContain('No syntax errors');
  });

  it('signs change notices exactly as the site verifies them', () => {
    const body = JSON.stringify({ kind: 'node', uri: '/about-us/', contentType: 'page', categories: [] });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = php(
      `echo altitude_sign('a-shared-secret-value', '${timestamp}', ${JSON.stringify(body).replace(/\$/g, '\\$')});`,
    );
    expect(signature).toBe(signPayload('a-shared-secret-value', timestamp, body));
    expect(checkSignature('a-shared-secret-value', body, signature, timestamp)).toBe('ok');
  });

  it('listens for post, page and custom type saves and deletions, categories, menus, their locations, theme settings and forms', () => {
    const hooks = phpJson("$GLOBALS['hooks']") as string[];
    expect(hooks).toEqual(
      expect.arrayContaining([
        'wp_after_insert_post',
        'before_delete_post',
        'set_object_terms',
        'created_term',
        'edited_term',
        'pre_delete_term',
        'wp_update_nav_menu',
        'wp_update_nav_menu_item',
        'rest_after_insert_nav_menu_item',
        'updated_option',
        'graphql_register_types',
        'acf/save_post',
        'gform_after_save_form',
        'gform_post_form_trashed',
        'update_option_altitude_redirects',
        'add_option_altitude_redirects',
        'admin_menu',
      ]),
    );
  });

  it('announces a moved post at both addresses with its categories before and after, in a shape the site accepts', () => {
    const notice = phpJson(
      "altitude_node_notice('/new-name/', '/old-name/', 'post', array('podcast', 'agency-news', 'podcast'))",
    );
    expect(notice).toEqual({
      kind: 'node',
      uri: '/new-name/',
      contentType: 'post',
      categories: ['podcast', 'agency-news'],
      previousUri: '/old-name/',
    });
    const parsed = revalidatePayload.parse(notice);
    expect(tagsFor(parsed)).toEqual([
      'node:/new-name/',
      'node:/old-name/',
      'list:post',
      'list:post:podcast',
      'list:post:agency-news',
    ]);
    expect(phpJson("altitude_node_notice('/about-us/', '/about-us/', 'page', array())")).toEqual({
      kind: 'node',
      uri: '/about-us/',
      contentType: 'page',
      categories: [],
    });
  });

  it("announces only the site's menu locations whose menu changed, as the site names them", () => {
    const changed = phpJson(
      "altitude_changed_locations(array('primary' => 3, 'footer' => 4, 'sidebar' => 5), array('primary' => 3, 'footer' => 7, 'sidebar' => 9))",
    ) as string[];
    expect(changed).toEqual(['FOOTER']);
    expect(phpJson("altitude_changed_locations(array(), array('primary' => 2))")).toEqual(['PRIMARY']);
    for (const location of changed) expect(revalidatePayload.safeParse({ kind: 'menu', location }).success).toBe(true);
  });

  it("checks an editor's redirects: paths normalised, addresses kept, the type as chosen", () => {
    const rows = [
      { from: 'old-offer', to: '/offers/spring', permanent: true },
      { from: 'https://www.example.com//promo//', to: 'https://shop.example.com/spring?ref=site', permanent: false },
      { from: '', to: '' },
      { from: '/contact-us/', to: '/contact/?topic=sales', permanent: 'permanent' },
    ];
    expect(phpJson(`altitude_clean_redirects(json_decode('${JSON.stringify(rows)}', true))`)).toEqual({
      redirects: [
        { from: '/old-offer/', to: '/offers/spring/', permanent: true },
        { from: '/promo/', to: 'https://shop.example.com/spring?ref=site', permanent: false },
        { from: '/contact-us/', to: '/contact/?topic=sales', permanent: true },
      ],
      errors: [],
    });
  });

  it('refuses empty halves, the front page, other schemes, self-redirects, repeats and circles, naming each row', () => {
    const rows = [
      { from: '/a/', to: '' },
      { from: '', to: '/b/' },
      { from: '/', to: '/b/' },
      { from: '/c/?x=1', to: '/b/' },
      { from: '/d/', to: '//elsewhere.example/' },
      { from: '/e/', to: 'javascript:alert(1)' },
      { from: '/f', to: '/f/' },
      { from: '/g/', to: '/h/' },
      { from: '/G', to: '/i/' },
      { from: '/h/', to: '/g/?again' },
      { from: '/j/', to: '/k/' },
    ];
    const checked = phpJson(`altitude_clean_redirects(json_decode('${JSON.stringify(rows)}', true))`) as {
      redirects: unknown[];
      errors: Record<string, string>;
    };
    expect(checked.redirects).toEqual([{ from: '/j/', to: '/k/', permanent: false }]);
    expect(Object.keys(checked.errors)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(checked.errors['7']).toBe('/f/ would redirect to itself.');
    expect(checked.errors['9']).toBe('/G/ is already redirected in row 8.');
    expect(checked.errors['10']).toBe('/h/ leads back to itself through other redirects.');
    // Characters no address carries as they are: the site could not pass them on intact.
    expect(phpJson(`altitude_redirect_to('/a/?q="<b>')`)).toBeNull();
    expect(phpJson(`altitude_redirect_from_path('/a"b/')`)).toBeNull();
  });

  it('announces the addresses whose redirect appeared, changed or went, in a shape the site accepts', () => {
    const before = [
      { from: '/kept/', to: '/x/', permanent: true },
      { from: '/retyped/', to: '/x/', permanent: true },
      { from: '/gone/', to: '/x/', permanent: true },
    ];
    const after = [
      { from: '/kept/', to: '/x/', permanent: true },
      { from: '/retyped/', to: '/x/', permanent: false },
      { from: '/new/', to: 'https://elsewhere.example/', permanent: true },
    ];
    const uris = phpJson(
      `altitude_changed_redirects(json_decode('${JSON.stringify(before)}', true), json_decode('${JSON.stringify(after)}', true))`,
    );
    expect(uris).toEqual(['/retyped/', '/gone/', '/new/']);
    expect(tagsFor(revalidatePayload.parse({ kind: 'redirects', uris }))).toEqual([
      'node:/retyped/',
      'node:/gone/',
      'node:/new/',
    ]);
  });
});
