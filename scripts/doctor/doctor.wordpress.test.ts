/**
 * `npm run doctor` against a real WordPress (the kit's, seeded with the demo content): the seeded install passes,
 * and a setting broken through PHP — as an administrator would break it in the admin — is named with its fix,
 * then restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasProblems, runDoctor } from '@/scripts/doctor/doctor';
import { checkPreview } from '@/scripts/doctor/preview';
import type { Credentials, Finding, PreviewSettings } from '@/scripts/doctor/types';
import { testWordPress, wpGraphQL, wpPhp } from '@/harness/wordpress/test-wordpress';

const doctor = (credentials?: Credentials) =>
  runDoctor({ graphqlUrl: testWordPress().graphqlUrl, timeoutMs: 20_000, credentials });

const byId = (findings: Finding[], id: string) => findings.find((finding) => finding.id === id);

/**
 * What the doctor finds while WordPress is broken by `php`; then `mend` undoes it, and the doctor must find the
 * check `id` fine again.
 */
async function doctorWhileBroken(id: string, php: string, mend: () => unknown): Promise<Finding[]> {
  let findings: Finding[];
  try {
    wpPhp(php);
    findings = await doctor();
  } finally {
    await mend();
  }
  expect(byId(await doctor(), id)?.status).toBe('ok');
  return findings;
}

/** Lines of a report that are not fine, for a readable failure. */
const notFine = (findings: Finding[]) =>
  findings.filter((finding) => finding.status === 'problem').map((finding) => `${finding.title}: ${finding.message}`);

describe('npm run doctor on a real WordPress', () => {
  let applicationPassword: { password: string; uuid: string } | undefined;

  // Each test reads TEST_WORDPRESS itself, so without it every test fails with the runner's message.
  beforeAll(() => {
    if (!process.env.TEST_WORDPRESS) return;
    // An administrator's Application Password, as an operator would create one in Users → Profile.
    applicationPassword = JSON.parse(
      wpPhp(
        "list($password, $item) = WP_Application_Passwords::create_new_application_password(1, array('name' => 'doctor test')); echo json_encode(array('password' => $password, 'uuid' => $item['uuid']));",
      ),
    ) as { password: string; uuid: string };
  });

  afterAll(() => {
    if (applicationPassword) {
      wpPhp(`WP_Application_Passwords::delete_application_password(1, '${applicationPassword.uuid}');`);
    }
  });

  it('the seeded WordPress passes; without Gravity Forms only a warning says forms will not show', async () => {
    const findings = await doctor();
    expect(notFine(findings)).toEqual([]);
    expect(hasProblems(findings)).toBe(false);
    for (const id of ['endpoint', 'companion', 'acf', 'operations', 'menus', 'addresses', 'front-page', 'timezone']) {
      expect(byId(findings, id)?.status, id).toBe('ok');
    }
    expect(byId(findings, 'gravity-forms')).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('the site shows no forms'),
    });
    expect(byId(findings, 'addresses')?.message).toMatch(/team member \/team\/[^ ]+\/, case study \/work\//);
  });

  it("with an administrator's Application Password: the plugin list and every field's type match", async () => {
    const { admin } = testWordPress();
    expect(applicationPassword, 'an Application Password made in beforeAll').toBeDefined();
    const findings = await doctor({
      kind: 'application-password',
      user: admin.user,
      password: applicationPassword!.password,
    });
    expect(notFine(findings)).toEqual([]);
    expect(byId(findings, 'plugins')).toMatchObject({
      status: 'ok',
      message: expect.stringMatching(/WPGraphQL 2\.\d+.*WPGraphQL for ACF 2\.\d+.*Altitude Headless/),
    });
    expect(byId(findings, 'field-types')).toMatchObject({
      status: 'ok',
      message: expect.stringMatching(/^the \d+ fields/),
    });
  });

  it('an unassigned footer menu location: the problem and the screen that fixes it', async () => {
    const before = wpPhp("echo json_encode(get_theme_mod('nav_menu_locations'));");
    expect(JSON.parse(before)).toHaveProperty('footer');
    const findings = await doctorWhileBroken(
      'menus',
      "$locations = get_theme_mod('nav_menu_locations'); unset($locations['footer']); set_theme_mod('nav_menu_locations', $locations);",
      () => wpPhp(`set_theme_mod('nav_menu_locations', json_decode('${before}', true));`),
    );
    expect(byId(findings, 'menus')).toEqual({
      id: 'menus',
      title: 'Menus',
      status: 'problem',
      message: 'FOOTER has no menu (no menu assigned, or an empty one): the site shows its built-in menu there',
      fix: 'Appearance → Menus → Manage Locations: choose a menu for "Footer navigation" → Save Changes (lib/menus/default-menus.ts lists what the built-in menus hold).',
    });
    expect(hasProblems(findings)).toBe(true);
  });

  it('rewrite rules without the custom post types: their addresses resolve to nothing, and re-saving fixes it', async () => {
    const findings = await doctorWhileBroken(
      'addresses',
      // What a plugin that registers post types without flushing leaves behind.
      "foreach (array('team_member', 'case_study', 'career') as $type) unregister_post_type($type); flush_rewrite_rules(false);",
      async () => {
        // Settings → Permalinks → Save: the rules are rebuilt by the next request, which sees every post type.
        wpPhp("delete_option('rewrite_rules');");
        await fetch(`${testWordPress().origin}/`, { redirect: 'manual' });
      },
    );
    expect(byId(findings, 'addresses')).toMatchObject({
      status: 'problem',
      message: expect.stringMatching(/nodeByUri finds nothing at \/team\/[^ ]+\/ \(the first team member\)/),
      fix: expect.stringContaining('Settings → Permalinks → Save Changes'),
    });
  });
});

describe('npm run doctor on the preview settings of a real WordPress', () => {
  /** The site's settings as the test site has them: the seeded preview user, the webhook's secret. */
  const siteSettings = (): PreviewSettings => {
    const { preview, revalidateSecret } = testWordPress();
    return {
      user: preview.user,
      appPassword: preview.appPassword,
      secret: revalidateSecret,
      secretName: 'REVALIDATE_SECRET',
    };
  };
  const previewCheck = (settings: PreviewSettings) => checkPreview(testWordPress().graphqlUrl, 20_000, settings);

  /** A user with `role` and an Application Password, as an administrator makes them in Users. */
  function userWith(role: string): { id: number; user: string; password: string } {
    const user = `doctor-${role}-${process.pid}`;
    return {
      user,
      ...(JSON.parse(
        wpPhp(
          `$id = wp_insert_user(array('user_login' => '${user}', 'user_pass' => wp_generate_password(32), 'user_email' => '${user}@example.com', 'role' => '${role}'));
           if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
           list($password) = WP_Application_Passwords::create_new_application_password($id, array('name' => 'Site preview'));
           echo json_encode(array('id' => $id, 'password' => $password));`,
        ),
      ) as { id: number; password: string }),
    };
  }
  const removeUser = (id: number) =>
    wpPhp(`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user(${id});`);

  it("the seeded Site preview user and the site's secret: both fine, and the address Preview opens", async () => {
    const findings = await runDoctor({
      graphqlUrl: testWordPress().graphqlUrl,
      timeoutMs: 20_000,
      preview: siteSettings(),
    });
    expect(notFine(findings)).toEqual([]);
    expect(byId(findings, 'preview-user')).toMatchObject({
      status: 'ok',
      message: `"${testWordPress().preview.user}" signs in with its Application Password and may read drafts, and nothing more (the role altitude_previewer)`,
    });
    expect(byId(findings, 'preview-links')).toMatchObject({
      status: 'ok',
      message: `the companion plugin signs preview links with the site's REVALIDATE_SECRET and opens them at http://127.0.0.1:${testWordPress().sitePort}`,
    });
  });

  it('the plugin answers its preview settings to nobody but users who may edit entries', async () => {
    const anonymous = await wpGraphQL('{ previewSettingsCheck(challenge: "0123456789abcdef") { siteUrl signature } }');
    expect(anonymous.errors ?? []).toEqual([]);
    expect(anonymous.data).toEqual({ previewSettingsCheck: null });
  });

  it('a site whose secret is not the one WordPress signs with: a problem, every Preview link refused', async () => {
    const [, links] = await previewCheck({ ...siteSettings(), secret: 'not-the-secret-wordpress-has-0123' });
    expect(links).toMatchObject({
      id: 'preview-links',
      status: 'problem',
      message:
        'the companion plugin signs preview links with another secret than the site\'s REVALIDATE_SECRET: every Preview link opens "This preview link is not valid"',
    });
  });

  it('a revoked Application Password: a problem, with the screen that makes a new one', async () => {
    const { preview } = testWordPress();
    const revoked = wpPhp(
      `$user = get_user_by('login', '${preview.user}');
       list($password, $item) = WP_Application_Passwords::create_new_application_password($user->ID, array('name' => 'revoked'));
       WP_Application_Passwords::delete_application_password($user->ID, $item['uuid']);
       echo $password;`,
    ).trim();
    const [user, links] = await previewCheck({ ...siteSettings(), appPassword: revoked });
    expect(user).toMatchObject({
      status: 'problem',
      message: `WordPress did not accept "${preview.user}" with WORDPRESS_PREVIEW_APP_PASSWORD (it answered as to an anonymous visitor): every preview finds nothing`,
      fix: expect.stringContaining(
        `Users → Edit "${preview.user}" → Application Passwords → Add New Application Password`,
      ),
    });
    expect(links?.status).toBe('skipped');
  });

  it('an author as the preview user: signs in but may not read drafts', async () => {
    const author = userWith('author');
    try {
      const [user] = await previewCheck({ ...siteSettings(), user: author.user, appPassword: author.password });
      expect(user).toMatchObject({
        status: 'problem',
        message: expect.stringMatching(
          new RegExp(
            `^"${author.user}" signs in but may not read drafts \\(with the role author it lacks edit_others_posts, edit_pages, edit_others_pages, edit_published_pages\\)`,
          ),
        ),
        fix: `Users → Edit "${author.user}" → Role: "Site preview" → Update User (the companion plugin adds the role; update the plugin if it is missing).`,
      });
    } finally {
      removeUser(author.id);
    }
  });

  it('an administrator as the preview user: previews work, with a warning that it may do far more', async () => {
    const administrator = userWith('administrator');
    try {
      const [user, links] = await previewCheck({
        ...siteSettings(),
        user: administrator.user,
        appPassword: administrator.password,
      });
      expect(user).toMatchObject({
        status: 'warning',
        message: expect.stringMatching(
          new RegExp(
            `^"${administrator.user}" reads drafts, but with the role administrator it may also .+ and \\d+ more: far more than previews need`,
          ),
        ),
        fix: expect.stringContaining('Role: "Site preview"'),
      });
      expect(links?.status).toBe('ok');
    } finally {
      removeUser(administrator.id);
    }
  });
});
