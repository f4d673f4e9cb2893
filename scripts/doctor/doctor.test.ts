import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, printSchema } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRealExtendedSchema } from '@/content-server/test/contract-helpers';
import { checkSignature, revalidatePayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/cms/revalidate';
import { freePort } from '@/harness/wordpress/kit';
import { hasProblems, logStartupSummary, runDoctor, summaryLine } from './doctor';
import { previewSettingsOf } from './preview';
import { startFakeWordPress, type FakeWordPress, type FakeWordPressOptions } from './fake-wordpress';
import { formatJson, formatReport } from './report';
import { companionKnowledge, readAcfGroups, REPO_ROOT } from './site-knowledge';
import type { DoctorOptions, Finding } from './types';

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function fake(options: FakeWordPressOptions = {}): Promise<FakeWordPress> {
  const wordpress = await startFakeWordPress(options);
  running.push(wordpress);
  return wordpress;
}

async function doctor(options: FakeWordPressOptions = {}, extra: Partial<DoctorOptions> = {}) {
  const wordpress = await fake(options);
  const findings = await runDoctor({ graphqlUrl: wordpress.graphqlUrl, timeoutMs: 5000, ...extra });
  return { wordpress, findings, byId: (id: string) => findings.find((finding) => finding.id === id) };
}

const statuses = (findings: Finding[]) => Object.fromEntries(findings.map((finding) => [finding.id, finding.status]));

/** What a WordPress lacks without Gravity Forms and WPGraphQL for Gravity Forms. */
const WITHOUT_GRAVITY_FORMS = [
  'RootQuery.gfForms',
  'RootQuery.gfForm',
  ...['GfForm', 'FormField', 'NameField', 'TextField', 'EmailField', 'PhoneField', 'SelectField', 'TextAreaField'].map(
    (type) => `type:${type}`,
  ),
];

/** What a WordPress lacks without the companion plugin: its post types, menu locations and ACF field groups. */
function withoutCompanion(): string[] {
  const companion = companionKnowledge();
  const acf = readAcfGroups();
  return [
    ...companion.rootFields.map((field) => `RootQuery.${field}`),
    ...companion.typeNames.map((type) => `type:${type}`),
    'enum:MenuLocationEnum.PRIMARY',
    'enum:MenuLocationEnum.FOOTER',
    'RootQuery.themeSettings',
    ...acf.groups.flatMap((group) => group.parentTypes.map((type) => `${type}.${group.fieldName}`)),
  ];
}

/** What a WordPress lacks without WPGraphQL for ACF: every field group and the ACF interfaces. */
function withoutWpGraphQLForAcf(): string[] {
  const acf = readAcfGroups();
  return [
    'type:AcfFieldGroup',
    'RootQuery.themeSettings',
    ...acf.groups.flatMap((group) => group.parentTypes.map((type) => `${type}.${group.fieldName}`)),
  ];
}

describe('a WordPress set up as docs/wordpress.md says', () => {
  it('passes every check, and the doctor never sends the form submission', async () => {
    const { findings, wordpress } = await doctor();
    expect(statuses(findings)).toEqual({
      endpoint: 'ok',
      companion: 'ok',
      acf: 'ok',
      'gravity-forms': 'ok',
      operations: 'ok',
      menus: 'ok',
      addresses: 'ok',
      'front-page': 'ok',
      timezone: 'ok',
      'field-types': 'skipped',
    });
    expect(hasProblems(findings)).toBe(false);
    expect(summaryLine(findings)).toBeUndefined();
    expect(wordpress.operations).not.toContain('SubmitForm');
    expect(wordpress.operations).toEqual(expect.arrayContaining(['Shell', 'NodeByUri', 'FrontPage', 'Categories']));
  });

  it('names the addresses it checked and the menus it found', async () => {
    const { byId } = await doctor();
    expect(byId('addresses')?.message).toContain('team member /team/rosa-delgado/');
    expect(byId('addresses')?.message).toContain('case study /work/lakeshore/');
    expect(byId('menus')?.message).toBe('PRIMARY has 7 top-level items, FOOTER has 6 top-level items');
  });
});

describe('plugins', () => {
  it('without WPGraphQL for Gravity Forms: a warning that forms will not show, not a problem', async () => {
    const { findings, byId } = await doctor({ missing: WITHOUT_GRAVITY_FORMS });
    expect(byId('gravity-forms')).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('the site shows no forms'),
      fix: expect.stringContaining('WPGraphQL for Gravity Forms'),
    });
    expect(byId('operations')?.status).toBe('ok');
    expect(byId('operations')?.message).toContain('an optional plugin that is missing');
    expect(hasProblems(findings)).toBe(false);
  });

  it('without the companion plugin: one problem naming the plugin and this repository folder', async () => {
    const { findings, byId } = await doctor({ missing: withoutCompanion() });
    const companion = byId('companion')!;
    expect(companion.status).toBe('problem');
    expect(companion.message).toContain('RootQuery.teamMembers');
    expect(companion.message).toContain('menu location FOOTER');
    expect(companion.fix).toContain('wordpress/altitude-headless/');
    expect(companion.fix).toContain('activate "Altitude Headless"');
    // The field groups ship with the plugin: no separate line per group.
    expect(findings.filter((finding) => finding.id.startsWith('acf-'))).toEqual([]);
    expect(byId('menus')?.status).toBe('skipped');
    expect(summaryLine(findings)).toMatch(/^WordPress doctor: \d+ problems? .*Companion plugin.*npm run doctor/);
  });

  it('without WPGraphQL for ACF: one problem naming both ACF plugins', async () => {
    const { findings, byId } = await doctor({ missing: withoutWpGraphQLForAcf() });
    expect(byId('acf')).toMatchObject({
      status: 'problem',
      message: expect.stringContaining('WPGraphQL for ACF is not answering'),
      fix: expect.stringMatching(/WPGraphQL for ACF.*Secure Custom Fields/),
    });
    expect(findings.filter((finding) => finding.id.startsWith('acf-'))).toEqual([]);
    expect(byId('companion')?.status).toBe('ok');
  });

  it('a missing field group is named with its file and the setting to check', async () => {
    const { byId } = await doctor({ missing: ['Page.heroSettings'] });
    const group = byId('acf-group:heroSettings')!;
    expect(group.status).toBe('problem');
    expect(group.message).toContain('the ACF field group "Hero settings" (heroSettings on Page) is missing');
    expect(group.message).toMatch(/requests fail on it: .*NodeByUri/);
    expect(group.fix).toContain('wordpress/altitude-headless/acf-json/group_hero_settings.json');
    expect(group.fix).toContain('Show in GraphQL on, GraphQL Field Name heroSettings');
    expect(byId('operations')?.status).toBe('problem');
  });

  it.each([
    {
      what: 'a missing field of a group is named by its label',
      missing: 'HeroSettings.heroSize',
      id: 'acf-field:HeroSettings.heroSize',
      message: 'the field "Size" (heroSize) of the ACF field group "Hero settings" is missing',
      fix: 'group_hero_settings.json',
    },
    {
      what: 'an error it cannot explain is shown with the request it broke',
      missing: 'Post.excerpt',
      id: 'operation:NodeByUri',
      message: 'Cannot query field "excerpt" on type "Post".',
      fix: 'content-server/schema/extensions.graphql',
    },
  ])('$what', async ({ missing, id, message, fix }) => {
    const { byId } = await doctor({ missing: [missing] });
    expect(byId(id)).toMatchObject({
      status: 'problem',
      message: expect.stringContaining(message),
      fix: expect.stringContaining(fix),
    });
  });
});

describe('the endpoint', () => {
  it('plain permalinks: /graphql is 404 while /index.php?graphql answers', async () => {
    const { findings } = await doctor({ http: 'plain-permalinks' });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      id: 'endpoint',
      status: 'problem',
      message: expect.stringContaining("WordPress's permalinks are plain"),
      fix: expect.stringContaining('Settings → Permalinks'),
    });
  });

  it('a WordPress page instead of GraphQL: WPGraphQL is not active', async () => {
    const { findings } = await doctor({ http: 'no-wpgraphql' });
    expect(findings[0]).toMatchObject({
      status: 'problem',
      message: expect.stringContaining('WPGraphQL is not active'),
      fix: expect.stringContaining('activate "WPGraphQL"'),
    });
  });

  it('nothing listening: not reachable', async () => {
    const port = await freePort();
    const findings = await runDoctor({ graphqlUrl: `http://127.0.0.1:${port}/graphql`, timeoutMs: 2000 });
    expect(findings).toEqual([
      expect.objectContaining({
        id: 'endpoint',
        status: 'problem',
        message: expect.stringContaining('is not reachable'),
      }),
    ]);
  });
});

describe('settings', () => {
  it('an unassigned footer location: the exact screen to assign it', async () => {
    const { byId } = await doctor({ menus: { FOOTER: 0 } });
    expect(byId('menus')).toEqual({
      id: 'menus',
      title: 'Menus',
      status: 'problem',
      message: 'FOOTER has no menu (no menu assigned, or an empty one): the site shows its built-in menu there',
      fix: 'Appearance → Menus → Manage Locations: choose a menu for "Footer navigation" → Save Changes (lib/menus/default-menus.ts lists what the built-in menus hold).',
    });
  });

  it('custom post type addresses that resolve to nothing: rebuild the rewrite rules', async () => {
    const { byId } = await doctor({ unresolved: ['/team/rosa-delgado/', '/careers/fellowship/'] });
    expect(byId('addresses')).toMatchObject({
      status: 'problem',
      message: expect.stringMatching(
        /\/team\/rosa-delgado\/ \(the first team member\), \/careers\/fellowship\/ \(the first career\)/,
      ),
      fix: expect.stringContaining('Settings → Permalinks → Save Changes'),
    });
  });

  it('addresses with query strings: plain permalinks', async () => {
    const { byId } = await doctor({
      entries: { teamMembers: { __typename: 'TeamMember', uri: '/?team_member=rosa', slug: 'rosa' } },
    });
    expect(byId('permalinks')).toMatchObject({ status: 'problem', fix: expect.stringContaining('"Post name"') });
  });

  it('posts outside /post-name/: a warning', async () => {
    const { byId } = await doctor({
      entries: { posts: { __typename: 'Post', uri: '/2026/01/finale/', slug: 'finale' } },
    });
    expect(byId('post-addresses')).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('/2026/01/finale/'),
    });
  });

  it('a bare UTC offset: a warning with the setting to change', async () => {
    const { findings, byId } = await doctor({ timezone: '+00:00' });
    expect(byId('timezone')).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('a bare UTC offset (+00:00)'),
      fix: expect.stringContaining('Settings → General → Timezone'),
    });
    expect(hasProblems(findings)).toBe(false);
  });
});

describe('pictures on other hosts', () => {
  const cdn = 'https://wpthemetestdata.files.wordpress.com';
  const contents: FakeWordPressOptions['contents'] = [
    ...Array.from({ length: 120 }, (_, index) => ({
      __typename: 'Post' as const,
      uri: `/post-${index}/`,
      content: `<p>Text</p><img src="{wordpress}/wp-content/uploads/2026/01/own-${index}.jpg" alt="">`,
    })),
    {
      __typename: 'Post',
      uri: '/block-image/',
      content: `<figure><img src="${cdn}/2008/06/a.jpg" srcset="${cdn}/2008/06/a-300.jpg 300w" alt=""></figure><a href="https://linked.example.org/x.jpg">a link is no picture</a>`,
    },
    {
      __typename: 'Page',
      uri: '/cover/',
      content:
        '<div class="wp-block-cover"><div role="img" class="wp-block-cover__image-background" style="background-image:url(http://127.0.0.1:3690/c.jpg)"></div></div>',
      featuredImage: 'https://media.example.net/featured.jpg',
    },
  ];
  // Public names resolve to a public address; the stand-in answers without a network.
  const resolve = async (hostname: string) => (hostname === 'private.example.net' ? ['10.0.0.8'] : ['93.184.215.14']);

  it('lists the hosts the content shows pictures from that MEDIA_ORIGINS lacks, with the exact value to set', async () => {
    const { wordpress, findings, byId } = await doctor(
      { contents },
      { pictures: { mediaOrigins: ['https://media.example.net'], resolve } },
    );
    const finding = byId('picture-hosts');
    expect(finding?.status).toBe('warning');
    // WordPress's own uploads (122 entries read over two pages) are the site's: never named.
    expect(finding?.message).not.toContain(wordpress.origin);
    expect(finding?.message).toContain(`${cdn} (2 pictures, e.g. /block-image/)`);
    expect(finding?.message).toContain('http://127.0.0.1:3690 (1 picture, e.g. /cover/)');
    expect(finding?.message).not.toContain('linked.example.org');
    expect(finding?.message).not.toContain('https://media.example.net (');
    expect(finding?.fix).toContain(`MEDIA_ORIGINS="https://media.example.net ${cdn} http://127.0.0.1:3690"`);
    expect(hasProblems(findings)).toBe(false);
  });

  it('all hosts listed: fine; a listed host the optimiser cannot reach: a problem naming it', async () => {
    const listed = [cdn, 'http://127.0.0.1:3690', 'https://media.example.net'];
    const ok = await doctor({ contents: contents }, { pictures: { mediaOrigins: listed, resolve } });
    expect(ok.byId('picture-hosts')).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('all in MEDIA_ORIGINS'),
    });
    const privateHost = 'https://private.example.net';
    const broken = await doctor(
      {
        contents: [
          { __typename: 'Post', uri: '/intranet/', content: `<img src="${privateHost}/a.jpg" width="10" alt="">` },
        ],
      },
      { pictures: { mediaOrigins: [privateHost], resolve } },
    );
    expect(broken.byId('picture-optimiser')).toMatchObject({
      status: 'problem',
      message: expect.stringContaining(`cannot fetch from ${privateHost} (1 picture, e.g. /intranet/)`),
      fix: expect.stringContaining('MEDIA_ORIGINS=""'),
    });
  });

  it("is not read by the site's start-up check", async () => {
    const { byId } = await doctor({ contents: contents });
    expect(byId('picture-hosts')).toBeUndefined();
  });
});

describe('front page and posts page', () => {
  // The site reads a "Posts page" when its node queries name ContentType; the doctor follows what they do.
  const node = (name: string) =>
    `query ${name}($uri: String! = "/") { nodeByUri(uri: $uri) { __typename ... on ContentType { isPostsPage } } }`;
  const readingContentType = { NodeByUri: node('NodeByUri'), FrontPage: node('FrontPage') };
  const withoutContentType = {
    NodeByUri: 'query NodeByUri($uri: String!) { nodeByUri(uri: $uri) { __typename ... on Page { title } } }',
    FrontPage: 'query FrontPage($uri: String! = "/") { nodeByUri(uri: $uri) { __typename ... on Page { title } } }',
  };

  it('a posts page: mentioned with its address for a site that reads it, a warning that it answers "not found" for one that cannot', async () => {
    const postsPage = { id: 140, uri: '/insights/', title: 'Insights' };
    const reading = await doctor({ postsPage }, { operations: readingContentType });
    expect(reading.byId('posts-page')).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('/insights/ (Settings → Reading → Posts page: the page "Insights")'),
    });
    const notReading = await doctor({ postsPage }, { operations: withoutContentType });
    expect(notReading.byId('posts-page')).toMatchObject({
      status: 'warning',
      fix: expect.stringContaining('Posts page: "— Select —"'),
    });
  });

  it('latest posts at /: a warning for a site that reads them, a problem for one that cannot', async () => {
    const reading = await doctor({ front: 'posts' }, { operations: readingContentType });
    expect(reading.byId('front-page')).toMatchObject({
      status: 'warning',
      fix: expect.stringContaining('"A static page"'),
    });
    const notReading = await doctor({ front: 'posts' }, { operations: withoutContentType });
    expect(notReading.byId('front-page')).toMatchObject({
      status: 'problem',
      message: expect.stringContaining('answers "not found"'),
    });
  });
});

describe("with an administrator's Application Password", () => {
  const admin = { user: 'admin', password: 'abcd efgh ijkl mnop' };
  const activePlugins = [
    { name: 'WPGraphQL', path: 'wp-graphql/wp-graphql.php', version: '2.20.0' },
    { name: 'WPGraphQL for ACF', path: 'wpgraphql-acf/wpgraphql-acf.php', version: '2.7.1' },
    { name: 'Secure Custom Fields', path: 'secure-custom-fields/secure-custom-fields.php', version: '6.4.1' },
    { name: 'Altitude Headless', path: 'altitude-headless/altitude-headless.php', version: '1.0.0' },
  ];
  const credentials = { kind: 'application-password', ...admin } as const;

  it('lists the plugins and finds every field the type the site expects', async () => {
    const { byId } = await doctor({ admin, activePlugins }, { credentials });
    expect(byId('plugins')).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('WPGraphQL for ACF 2.7.1'),
    });
    expect(byId('field-types')).toMatchObject({ status: 'ok', message: expect.stringMatching(/^the \d+ fields/) });
  });

  it('a number field that became text: the field, both types, and the file to restore it from', async () => {
    const schema = buildSchema(
      printSchema(loadRealExtendedSchema()).replace(/heroOverlayOpacity: Float/g, 'heroOverlayOpacity: String'),
    );
    const { byId } = await doctor({ admin, activePlugins, schema }, { credentials });
    expect(byId('field-type:HeroSettings.heroOverlayOpacity')).toMatchObject({
      status: 'problem',
      message: expect.stringMatching(
        /HeroSettings\.heroOverlayOpacity.* is String on this WordPress; the site reads Float/,
      ),
      fix: expect.stringContaining('group_hero_settings.json'),
    });
  });

  it('a plugin installed but not active is named', async () => {
    const { byId } = await doctor(
      { admin, activePlugins: activePlugins.filter((plugin) => !plugin.path.startsWith('wpgraphql-acf')) },
      { credentials },
    );
    expect(byId('plugins')).toMatchObject({
      status: 'problem',
      message: expect.stringContaining('WPGraphQL for ACF is not installed'),
    });
  });

  it('credentials WordPress does not accept: warnings that say so', async () => {
    const { byId } = await doctor(
      { admin, activePlugins },
      { credentials: { kind: 'application-password', user: 'admin', password: 'wrong' } },
    );
    expect(byId('plugins')).toMatchObject({ status: 'warning', fix: expect.stringContaining('Application Passwords') });
    expect(byId('field-types')).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('refused introspection'),
    });
  });
});

/** The site's webhook as app/api/revalidate answers: 503 without a secret, 401 unsigned, 422 unknown, 200. */
async function fakeSite(secret: string | undefined, redirect?: string): Promise<{ url: string; notices: unknown[] }> {
  const notices: unknown[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (redirect) {
      response.writeHead(308, { Location: redirect });
      response.end();
      return;
    }
    if (!secret) return reply(503, { error: 'Revalidation is not configured.' });
    const signature = request.headers[SIGNATURE_HEADER] as string | undefined;
    const timestamp = request.headers[TIMESTAMP_HEADER] as string | undefined;
    const check = checkSignature(secret, body, signature ?? null, timestamp ?? null);
    if (check !== 'ok') return reply(401, { error: `Signature ${check}.` });
    const payload = revalidatePayload.safeParse(JSON.parse(body));
    if (!payload.success) return reply(422, { error: 'Unknown change.' });
    notices.push(payload.data);
    reply(200, { revalidated: [], complete: true });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  running.push({ close: () => new Promise((closed) => server.close(() => closed())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, notices };
}

describe('the change webhook', () => {
  const secret = 'doctor-test-secret-0123456789';
  const webhookOf = async (findings: Promise<{ byId: (id: string) => Finding | undefined }>) =>
    (await findings).byId('webhook')!;

  it('refuses unsigned notices and takes a signed ping, which changes nothing; prints the wp-config.php lines', async () => {
    const site = await fakeSite(secret);
    const finding = await webhookOf(doctor({}, { webhook: { url: `${site.url}/`, secret } }));
    expect(finding.status).toBe('ok');
    expect(site.notices).toEqual([{ kind: 'ping' }]);
    expect(finding.details).toEqual([
      'Whether WordPress sends its notices there cannot be seen from outside: its wp-config.php must say',
      `  define( 'ALTITUDE_REVALIDATE_URL', '${site.url}' );`,
      "  define( 'ALTITUDE_REVALIDATE_SECRET', '<the site's REVALIDATE_SECRET>' );",
    ]);
  });

  it('prints the secret itself only when asked', async () => {
    const site = await fakeSite(secret);
    const finding = await webhookOf(doctor({}, { webhook: { url: site.url, secret, showSecret: true } }));
    expect(finding.details).toContain(`  define( 'ALTITUDE_REVALIDATE_SECRET', '${secret}' );`);
  });

  it('a site with another secret', async () => {
    const site = await fakeSite(secret);
    const finding = await webhookOf(doctor({}, { webhook: { url: site.url, secret: 'another-secret-0123456789' } }));
    expect(finding).toMatchObject({ status: 'problem', message: expect.stringContaining('has another one') });
  });

  it('a site without a secret, a redirect, and no site at all', async () => {
    const unconfigured = await fakeSite(undefined);
    expect(await webhookOf(doctor({}, { webhook: { url: unconfigured.url, secret } }))).toMatchObject({
      status: 'problem',
      message: expect.stringContaining('has no REVALIDATE_SECRET'),
    });
    const redirecting = await fakeSite(secret, 'https://www.example.com/api/revalidate');
    expect(await webhookOf(doctor({}, { webhook: { url: redirecting.url, secret } }))).toMatchObject({
      status: 'problem',
      fix: expect.stringContaining('ALTITUDE_REVALIDATE_URL https://www.example.com/api/revalidate'),
    });
    const port = await freePort();
    expect(
      await webhookOf(doctor({}, { webhook: { url: `http://127.0.0.1:${port}/api/revalidate`, secret } })),
    ).toMatchObject({ status: 'warning', message: expect.stringContaining('did not answer') });
  });
});

describe('draft previews', () => {
  const secret = 'doctor-preview-secret-0123456789';
  const siteUrl = 'https://www.example.com';
  /** What WPGraphQL lists for a user of the companion plugin's Site preview role. */
  const SITE_PREVIEW = {
    roles: ['altitude_previewer'],
    capabilities: [
      'read',
      'edit_posts',
      'edit_others_posts',
      'edit_published_posts',
      'edit_private_posts',
      'read_private_posts',
      'edit_pages',
      'edit_others_pages',
      'edit_published_pages',
      'edit_private_pages',
      'read_private_pages',
    ],
  };
  const previewer = { user: 'site-preview', password: 'abcd efgh ijkl mnop qrst uvwx', ...SITE_PREVIEW };
  const settings = { secret, user: previewer.user, appPassword: previewer.password };
  const previewOf = async (options: FakeWordPressOptions, preview: DoctorOptions['preview']) => {
    const { byId, findings } = await doctor(options, { preview });
    return { user: byId('preview-user')!, links: byId('preview-links')!, findings };
  };

  it('a preview user of the Site preview role and the same secret on both sides: both fine', async () => {
    const { user, links, findings } = await previewOf({ previewer, previewSettings: { secret, siteUrl } }, settings);
    expect(user).toEqual({
      id: 'preview-user',
      title: 'Preview user',
      status: 'ok',
      message:
        '"site-preview" signs in with its Application Password and may read drafts, and nothing more (the role altitude_previewer)',
    });
    expect(links).toMatchObject({
      status: 'ok',
      message: `the companion plugin signs preview links with the site's PREVIEW_SECRET and opens them at ${siteUrl}`,
    });
    expect(hasProblems(findings)).toBe(false);
  });

  it('without the preview user or its password: a warning that the Preview button will not work, and how to make one', async () => {
    const { user, links, findings } = await previewOf({ previewer }, { secret, user: 'site-preview' });
    expect(user).toMatchObject({
      status: 'warning',
      message:
        'WORDPRESS_PREVIEW_APP_PASSWORD is not set: the Preview button will not work (the site answers its links with "Preview is not set up")',
      fix: expect.stringMatching(
        /^Users → Add New User: a user with the role "Site preview" only.*Application Passwords/,
      ),
    });
    expect(links.status).toBe('skipped');
    expect(hasProblems(findings)).toBe(false);
    const nothing = await previewOf({}, {});
    expect(nothing.user.message).toMatch(/^WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_APP_PASSWORD are not set/);
    expect(nothing.links).toMatchObject({ status: 'warning', message: expect.stringContaining('PREVIEW_SECRET') });
  });

  it('an Application Password WordPress does not accept: a problem, with the screen that makes a new one', async () => {
    const { user, links, findings } = await previewOf(
      { previewer, previewSettings: { secret, siteUrl } },
      { ...settings, appPassword: 'wxyz wxyz wxyz wxyz wxyz wxyz' },
    );
    expect(user).toMatchObject({
      status: 'problem',
      message:
        'WordPress did not accept "site-preview" with WORDPRESS_PREVIEW_APP_PASSWORD (it answered as to an anonymous visitor): every preview finds nothing',
      fix: expect.stringMatching(/^Users → Edit "site-preview" → Application Passwords → Add New Application Password/),
    });
    expect(links).toMatchObject({ status: 'skipped', message: 'not checked: "site-preview" cannot sign in' });
    expect(hasProblems(findings)).toBe(true);
  });

  it('a user who signs in but may not read drafts (a subscriber, an author): a problem naming what it lacks', async () => {
    const subscriber = await previewOf(
      { previewer: { ...previewer, roles: ['subscriber'], capabilities: ['read', 'level_0'] } },
      settings,
    );
    expect(subscriber.user).toMatchObject({
      status: 'problem',
      message: expect.stringMatching(
        /^"site-preview" signs in but may not read drafts \(with the role subscriber it lacks edit_posts, edit_others_posts, /,
      ),
      fix: 'Users → Edit "site-preview" → Role: "Site preview" → Update User (the companion plugin adds the role; update the plugin if it is missing).',
    });
    const author = await previewOf(
      {
        previewer: {
          ...previewer,
          roles: ['author'],
          capabilities: ['read', 'upload_files', 'edit_posts', 'edit_published_posts', 'publish_posts', 'delete_posts'],
        },
      },
      settings,
    );
    expect(author.user.status).toBe('problem');
    expect(author.user.message).toContain(
      'it lacks edit_others_posts, edit_pages, edit_others_pages, edit_published_pages',
    );
  });

  it('an administrator as the preview user: works, but a warning that it may do far more than previews need', async () => {
    const { user, findings } = await previewOf(
      {
        previewer: {
          ...previewer,
          roles: ['administrator'],
          capabilities: [...SITE_PREVIEW.capabilities, 'publish_posts', 'delete_posts', 'manage_options', 'edit_users'],
        },
      },
      settings,
    );
    expect(user).toMatchObject({
      status: 'warning',
      message:
        '"site-preview" reads drafts, but with the role administrator it may also publish_posts, delete_posts, manage_options, edit_users: far more than previews need, and all of it is open to whoever learns its Application Password',
      fix: expect.stringContaining('Role: "Site preview"'),
    });
    expect(hasProblems(findings)).toBe(false);
  });

  it('a plugin that signs with another secret: a problem, with the wp-config.php line to change', async () => {
    const { links } = await previewOf(
      { previewer, previewSettings: { secret: 'the-revalidate-secret-of-another-site', siteUrl } },
      { ...settings, secretName: 'REVALIDATE_SECRET' },
    );
    expect(links).toMatchObject({
      status: 'problem',
      message:
        'the companion plugin signs preview links with another secret than the site\'s REVALIDATE_SECRET: every Preview link opens "This preview link is not valid"',
      fix: "Give wp-config.php's ALTITUDE_PREVIEW_SECRET (or, without it, ALTITUDE_REVALIDATE_SECRET) the value of the site's REVALIDATE_SECRET.",
    });
    expect(links.details).toContain("  define( 'ALTITUDE_PREVIEW_SECRET', '<the site's REVALIDATE_SECRET>' );");
  });

  it('a plugin without a secret or the site address: a warning that Preview opens WordPress’s own preview', async () => {
    const { links } = await previewOf({ previewer, previewSettings: { secret: null, siteUrl: null } }, settings);
    expect(links).toMatchObject({
      status: 'warning',
      message: expect.stringMatching(
        /^the companion plugin has no secret \(.*\) and no site address \(.*\) in wp-config\.php: the Preview button opens WordPress's own preview, not the site's$/,
      ),
    });
  });

  it('a plugin too old to tell: the secret cannot be checked, and the lines to compare by hand', async () => {
    const { links, findings } = await previewOf({ previewer }, settings);
    expect(links).toMatchObject({
      status: 'skipped',
      message: expect.stringMatching(/^cannot be checked: the companion plugin on this WordPress does not tell/),
      fix: 'Update the companion plugin (wordpress/altitude-headless/) to have this checked.',
    });
    expect(links.details?.[1]).toBe("  define( 'ALTITUDE_PREVIEW_SECRET', '<the site's PREVIEW_SECRET>' );");
    expect(formatReport('x', findings)).toContain('· Preview links: cannot be checked');
  });
});

describe('the report', () => {
  it('one line per check, each problem followed by its fix', async () => {
    const { wordpress, findings } = await doctor({ menus: { FOOTER: 0 } });
    const text = formatReport(wordpress.graphqlUrl, findings).split('\n');
    const menus = text.findIndex((line) => line.startsWith('✗ Menus: FOOTER has no menu'));
    expect(menus).toBeGreaterThan(0);
    expect(text[menus + 1]).toMatch(/^ {2}Fix: Appearance → Menus → Manage Locations/);
    expect(text).toContain('✓ GraphQL endpoint: ' + `${wordpress.graphqlUrl} answers GraphQL (WPGraphQL)`);
    expect(text.at(-1)).toMatch(/^1 problem, 0 warnings, \d+ fine, 1 not checked\.$/);
    expect(JSON.parse(formatJson(wordpress.graphqlUrl, findings))).toMatchObject({ ok: false, findings });
  });

  it('npm run doctor: --json, exit code 1 with a problem and 0 without', async () => {
    const broken = await fake({ menus: { PRIMARY: 0 } });
    const healthy = await fake();
    // Asynchronously: the fake WordPress answers from this process.
    const cli = async (url: string) => {
      const args = ['node_modules/tsx/dist/cli.mjs', 'scripts/doctor/cli.ts', '--url', url, '--no-webhook', '--json'];
      const env = {
        ...process.env,
        WORDPRESS_DOCTOR_USER: '',
        WORDPRESS_DOCTOR_APP_PASSWORD: '',
        WORDPRESS_DOCTOR_JWT: '',
        WORDPRESS_PREVIEW_USER: '',
        WORDPRESS_PREVIEW_APP_PASSWORD: '',
      };
      try {
        const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: REPO_ROOT, env });
        return { status: 0, stdout };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string };
        return { status: failed.code, stdout: failed.stdout ?? '' };
      }
    };
    const failing = await cli(broken.graphqlUrl);
    expect(failing.status).toBe(1);
    const report = JSON.parse(failing.stdout) as { ok: boolean; findings: Finding[] };
    expect(report.ok).toBe(false);
    expect(report.findings.find((finding) => finding.id === 'menus')?.message).toMatch(/^PRIMARY has no menu/);
    expect((await cli(healthy.graphqlUrl)).status).toBe(0);
  });
});

describe('at start-up', () => {
  it('logs one line pointing at npm run doctor when something is broken, and nothing when all is well', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await logStartupSummary((await fake({ menus: { FOOTER: 0 } })).graphqlUrl, 5000);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(
        /^WordPress doctor: 1 problem \(Menus: FOOTER has no menu.*\)\. Run `npm run doctor` for the fixes\.$/,
      );
      warn.mockClear();
      await logStartupSummary((await fake({ missing: WITHOUT_GRAVITY_FORMS })).graphqlUrl, 5000);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('names a preview user WordPress does not accept, and the secret the report calls it by', async () => {
    // A preview user that may read drafts (the Site preview role's draft capabilities).
    const drafts = ['edit_posts', 'edit_others_posts', 'edit_published_posts', 'edit_pages', 'edit_others_pages'];
    const previewer = {
      user: 'site-preview',
      password: 'abcd efgh ijkl mnop qrst uvwx',
      roles: ['altitude_previewer'],
      capabilities: ['read', ...drafts, 'edit_published_pages'],
    };
    const { graphqlUrl } = await fake({ missing: WITHOUT_GRAVITY_FORMS, previewer });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const settings = { secret: 'a-secret-of-sixteen+', user: previewer.user, appPassword: 'wxyz wxyz wxyz wxyz' };
      await logStartupSummary(graphqlUrl, 5000, previewSettingsOf(settings, {}));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(
        /^WordPress doctor: 1 problem( and \d+ warnings?)? \(Preview user: WordPress did not accept "site-preview" .*\)\. Run `npm run doctor`/,
      );
      warn.mockClear();
      await logStartupSummary(
        graphqlUrl,
        5000,
        previewSettingsOf({ ...settings, appPassword: previewer.password }, {}),
      );
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    expect(previewSettingsOf({}, { PREVIEW_SECRET: 'x' }).secretName).toBe('PREVIEW_SECRET');
    expect(previewSettingsOf({}, { PREVIEW_SECRET: ' ' }).secretName).toBe('REVALIDATE_SECRET');
  });

  it('a WordPress that never answers costs the time limit of one request, and never throws', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    running.push({ close: () => new Promise((closed) => silent.close(() => closed())) });
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/graphql`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const started = Date.now();
      await expect(logStartupSummary(url, 300)).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(warn.mock.calls[0]![0]).toMatch(/GraphQL endpoint: .* is not reachable: no answer within 300 ms/);
    } finally {
      warn.mockRestore();
      silent.closeAllConnections();
    }
  });
});
