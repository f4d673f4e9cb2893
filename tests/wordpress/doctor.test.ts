/**
 * `npm run doctor` against a real WordPress (the kit's, seeded with the demo content): the seeded install passes,
 * and a setting broken through PHP — as an administrator would break it in the admin — is named with its fix,
 * then restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasProblems, runDoctor } from '@/scripts/doctor/doctor';
import type { Credentials, Finding } from '@/scripts/doctor/types';
import { testWordPress, wpPhp } from '@/tests/support/wordpress';

const doctor = (credentials?: Credentials) =>
  runDoctor({ graphqlUrl: testWordPress().graphqlUrl, timeoutMs: 20_000, credentials });

const byId = (findings: Finding[], id: string) => findings.find((finding) => finding.id === id);

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
    try {
      wpPhp(
        "$locations = get_theme_mod('nav_menu_locations'); unset($locations['footer']); set_theme_mod('nav_menu_locations', $locations);",
      );
      const findings = await doctor();
      expect(byId(findings, 'menus')).toEqual({
        id: 'menus',
        title: 'Menus',
        status: 'problem',
        message: 'FOOTER has no menu (no menu assigned, or an empty one): the site shows its built-in menu there',
        fix: 'Appearance → Menus → Manage Locations: choose a menu for "Footer navigation" → Save Changes (lib/menus/default-menus.ts lists what the built-in menus hold).',
      });
      expect(hasProblems(findings)).toBe(true);
    } finally {
      wpPhp(`set_theme_mod('nav_menu_locations', json_decode('${before}', true));`);
    }
    expect(byId(await doctor(), 'menus')?.status).toBe('ok');
  });

  it('rewrite rules without the custom post types: their addresses resolve to nothing, and re-saving fixes it', async () => {
    try {
      // What a plugin that registers post types without flushing leaves behind.
      wpPhp(
        "foreach (array('team_member', 'case_study', 'career') as $type) unregister_post_type($type); flush_rewrite_rules(false);",
      );
      const findings = await doctor();
      expect(byId(findings, 'addresses')).toMatchObject({
        status: 'problem',
        message: expect.stringMatching(/nodeByUri finds nothing at \/team\/[^ ]+\/ \(the first team member\)/),
        fix: expect.stringContaining('Settings → Permalinks → Save Changes'),
      });
    } finally {
      // Settings → Permalinks → Save: the rules are rebuilt by the next request, which sees every post type.
      wpPhp("delete_option('rewrite_rules');");
      await fetch(`${testWordPress().origin}/`, { redirect: 'manual' });
    }
    expect(byId(await doctor(), 'addresses')?.status).toBe('ok');
  });
});
