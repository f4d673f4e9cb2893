/**
 * Which of the plugins the site relies on answer, told from the schema alone (no introspection needed: an
 * anonymous request that names a field or a type is refused with exactly what is missing), and, with an
 * administrator's credentials, from WordPress's own list of plugins.
 */
import { list } from './causes';
import type { Run } from './context';
import { diagnose } from './diagnose';
import { MENU_LOCATIONS } from './site-knowledge';
import type { Finding } from './types';

/** Sends `query`, files every error it can explain under its cause; returns the errors it cannot. */
async function probe(run: Run, query: string): Promise<string[]> {
  const reply = await run.gql(query);
  const unexplained: string[] = [];
  for (const { message } of reply.errors) {
    const cause = diagnose(message, run.knowledge);
    if (cause) run.causes.add(cause);
    else unexplained.push(message);
  }
  return unexplained;
}

/**
 * Asks whether types exist by naming them in fragments the query never uses: WordPress answers with "Fragment
 * … is never used" for each, plus "Unknown type …" for those its schema lacks.
 */
function typesQuery(name: string, types: Record<string, string>): string {
  const fragments = Object.entries(types).map(
    ([type, field], index) => `fragment ${name}${index} on ${type} { ${field} }`,
  );
  return `query ${name} { __typename } ${fragments.join(' ')}`;
}

const notAboutUnusedFragments = (message: string) => !/^Fragment "[^"]+" is never used/.test(message);

function refused(id: string, title: string, messages: string[]): Finding[] {
  if (messages.length === 0) return [];
  return [
    {
      id,
      title,
      status: 'problem',
      message: `WordPress refused the check: ${messages.join(' ')}`,
      fix: "Read WordPress's PHP error log for the plugin that fails, and compare with docs/wordpress.md.",
    },
  ];
}

/** The companion plugin: its custom post types, menu locations (and, through ACF, its options page). */
export async function probeCompanion(run: Run): Promise<Finding[]> {
  const types = run.knowledge.companion.plurals.map(({ field }) => `${field}(first: 1) { nodes { id } }`);
  const menus = MENU_LOCATIONS.map(
    (location) => `${location.toLowerCase()}: menuItems(first: 1, where: { location: ${location} }) { nodes { id } }`,
  );
  const unexplained = await probe(run, `query DoctorCompanion { ${[...types, ...menus].join(' ')} }`);
  return refused('companion', 'Companion plugin', unexplained);
}

/** WPGraphQL for ACF (which adds nothing without SCF or ACF): its field group interface exists. */
export async function probeAcf(run: Run): Promise<Finding[]> {
  const unexplained = await probe(run, typesQuery('DoctorAcf', { AcfFieldGroup: 'fieldGroupName' }));
  return refused('acf', 'ACF', unexplained.filter(notAboutUnusedFragments));
}

/** WPGraphQL for Gravity Forms, optional: how many forms it serves. */
export async function probeGravityForms(run: Run): Promise<{ forms?: number; findings: Finding[] }> {
  const reply = await run.gql<{ gfForms: { nodes: unknown[] } | null }>(
    'query DoctorForms { gfForms(first: 50) { nodes { databaseId } } }',
  );
  const unexplained: string[] = [];
  for (const { message } of reply.errors) {
    const cause = diagnose(message, run.knowledge);
    if (cause) run.causes.add(cause);
    else unexplained.push(message);
  }
  if (unexplained.length) {
    return {
      findings: [
        {
          id: 'gravity-forms',
          title: 'Gravity Forms',
          status: 'warning',
          message: `WordPress refused the forms query: ${unexplained.join(' ')}: the site shows no forms`,
          fix: 'Check that Gravity Forms and WPGraphQL for Gravity Forms are active and that their versions match (docs/wordpress.md, "Forms").',
        },
      ],
    };
  }
  return { forms: reply.data?.gfForms?.nodes.length, findings: [] };
}

interface InstalledPlugin {
  name: string | null;
  path: string | null;
  version: string | null;
}

interface PluginNeed {
  name: string;
  /** Plugin folders that provide it. */
  folders: string[];
  optional?: boolean;
  /** The lowest major version the site works with. */
  major?: number;
}

const NEEDS: PluginNeed[] = [
  { name: 'WPGraphQL', folders: ['wp-graphql'], major: 2 },
  { name: 'WPGraphQL for ACF', folders: ['wpgraphql-acf', 'wp-graphql-acf'], major: 2 },
  {
    name: 'Secure Custom Fields or Advanced Custom Fields PRO',
    folders: ['secure-custom-fields', 'advanced-custom-fields-pro', 'advanced-custom-fields'],
  },
  { name: 'Altitude Headless (the companion plugin)', folders: ['altitude-headless'] },
  { name: 'WPGraphQL for Gravity Forms', folders: ['wp-graphql-gravity-forms'], optional: true },
  { name: 'Gravity Forms', folders: ['gravityforms'], optional: true },
];

const folderOf = (plugin: InstalledPlugin) => (plugin.path ?? '').split('/')[0] ?? '';

/** With an administrator's credentials: WordPress's own list of active and installed plugins. */
export async function checkPluginList(run: Run): Promise<Finding[]> {
  const reply = await run.gql<{
    viewer: { name: string | null } | null;
    active: { nodes: InstalledPlugin[] } | null;
    installed: { nodes: InstalledPlugin[] } | null;
  }>(
    `query DoctorPlugins {
      viewer { name }
      active: plugins(first: 100, where: { status: ACTIVE }) { nodes { name path version } }
      installed: plugins(first: 100) { nodes { name path version } }
    }`,
    {},
    { authenticated: true },
  );
  const title = 'Plugins';
  if (!reply.data?.viewer) {
    return [
      {
        id: 'plugins',
        title,
        status: 'warning',
        message: 'the administrator credentials were not accepted: plugins and field types not checked',
        fix: CREDENTIALS_FIX,
      },
    ];
  }
  const active = reply.data.active?.nodes ?? [];
  const installed = reply.data.installed?.nodes ?? [];
  const findings: Finding[] = [];
  const problems: string[] = [];
  const fixes: string[] = [];
  const notes: string[] = [];
  const optionalOff: string[] = [];
  for (const need of NEEDS) {
    const running = active.find((plugin) => need.folders.includes(folderOf(plugin)));
    const present = installed.find((plugin) => need.folders.includes(folderOf(plugin)));
    if (running) {
      const major = Number((running.version ?? '').split('.')[0]);
      if (need.major && Number.isFinite(major) && major < need.major) {
        problems.push(`${running.name} ${running.version} is older than ${need.major}.x`);
        fixes.push(`update "${running.name}" to ${need.major}.x (Dashboard → Updates)`);
      } else {
        notes.push(`${running.name} ${running.version}`);
      }
      continue;
    }
    if (need.optional) {
      optionalOff.push(need.name);
      continue;
    }
    problems.push(present ? `${need.name} is installed but not active` : `${need.name} is not installed`);
    fixes.push(
      present ? `Plugins → Installed Plugins → Activate "${present.name}"` : `install and activate ${need.name}`,
    );
  }
  const off = optionalOff.length ? `; not active (optional): ${optionalOff.join(', ')}` : '';
  findings.push(
    problems.length
      ? {
          id: 'plugins',
          title,
          status: 'problem',
          message: `${problems.join('; ')}${off}`,
          fix: `${capital(fixes.join('; '))}.`,
        }
      : { id: 'plugins', title, status: 'ok', message: `active: ${list(notes, notes.length)}${off}` },
  );
  return findings;
}

export const CREDENTIALS_FIX =
  "WORDPRESS_DOCTOR_USER must be an administrator's user name and WORDPRESS_DOCTOR_APP_PASSWORD one of their " +
  'Application Passwords (Users → Profile → Application Passwords), or WORDPRESS_DOCTOR_JWT a token of theirs. ' +
  'WordPress accepts Application Passwords only over HTTPS, unless WP_ENVIRONMENT_TYPE is "local".';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
