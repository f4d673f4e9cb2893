/**
 * The site's draft previews, seen from both ends: the preview user's Application Password (WORDPRESS_PREVIEW_USER,
 * WORDPRESS_PREVIEW_APP_PASSWORD) signs in to WordPress, may read drafts and nothing more than the companion
 * plugin's "Site preview" role allows; and the plugin signs its Preview links with the site's secret
 * (`previewSettingsCheck`, asked as that user, compared without either secret leaving its side).
 */
import { randomBytes } from 'node:crypto';
import { previewCheckSignature, previewKey } from '../../lib/preview/token';
import { list } from './causes';
import { graphqlClient } from './http';
import type { Finding, PreviewSettings } from './types';

/** What WordPress requires to show a draft, another author's included, or a published entry's unsaved changes. */
const READS_DRAFTS = [
  'edit_posts',
  'edit_others_posts',
  'edit_published_posts',
  'edit_pages',
  'edit_others_pages',
  'edit_published_pages',
];

/** The companion plugin's Site preview role (`altitude_preview_role_caps()`): everything a preview user needs. */
const PREVIEW_ROLE = 'altitude_previewer';
const PREVIEW_ROLE_CAPS = new Set([
  'read',
  ...READS_DRAFTS,
  'edit_private_posts',
  'read_private_posts',
  'edit_private_pages',
  'read_private_pages',
]);

const DOCS = 'docs/wordpress.md, "8. Previews"';

const CREATE_USER =
  `Users → Add New User: a user with the role "Site preview" only (the companion plugin adds it; or ` +
  `\`wp user create site-preview preview@example.com --role=${PREVIEW_ROLE}\`), then Users → Edit → Application ` +
  'Passwords → Add New Application Password; give the site WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_APP_PASSWORD ' +
  `(.env.local or its environment) and restart it (${DOCS}).`;

const SECRET_LINES = (secretName: string) => [
  "Preview links are signed with the plugin's secret; its wp-config.php must say",
  `  define( 'ALTITUDE_PREVIEW_SECRET', '<the site's ${secretName}>' );`,
  `(without ALTITUDE_PREVIEW_SECRET the plugin signs with ALTITUDE_REVALIDATE_SECRET)`,
];

interface Viewer {
  username: string | null;
  roles: { nodes: { name: string }[] } | null;
  capabilities: string[] | null;
}

interface SettingsCheck {
  siteUrl: string | null;
  signature: string | null;
}

/**
 * The preview settings as the site has them (lib/env.ts `preview`), named for the report: the secret is
 * PREVIEW_SECRET when that is set, else REVALIDATE_SECRET.
 */
export function previewSettingsOf(
  preview: { secret?: string; user?: string; appPassword?: string },
  env: Record<string, string | undefined> = process.env,
): PreviewSettings {
  return { ...preview, secretName: env.PREVIEW_SECRET?.trim() ? 'PREVIEW_SECRET' : 'REVALIDATE_SECRET' };
}

export async function checkPreview(
  graphqlUrl: string,
  timeoutMs: number,
  settings: PreviewSettings,
): Promise<Finding[]> {
  const userFinding = (status: Finding['status'], message: string, fix?: string): Finding => ({
    id: 'preview-user',
    title: 'Preview user',
    status,
    message,
    ...(fix ? { fix } : {}),
  });
  const secretName = settings.secretName ?? 'PREVIEW_SECRET';
  const linksFinding = (status: Finding['status'], message: string, fix?: string, details?: string[]): Finding => ({
    id: 'preview-links',
    title: 'Preview links',
    status,
    message,
    ...(fix ? { fix } : {}),
    ...(details ? { details } : {}),
  });
  const noSecret = linksFinding(
    'warning',
    'neither PREVIEW_SECRET nor REVALIDATE_SECRET is set here: the site cannot check a preview link, so the Preview button will not work',
    `Give the site PREVIEW_SECRET (at least 16 random characters) and wp-config.php the same value as ALTITUDE_PREVIEW_SECRET, or use REVALIDATE_SECRET for both (${DOCS}).`,
  );

  const missing = [
    ...(settings.user ? [] : ['WORDPRESS_PREVIEW_USER']),
    ...(settings.appPassword ? [] : ['WORDPRESS_PREVIEW_APP_PASSWORD']),
  ];
  if (!settings.user || !settings.appPassword) {
    return [
      userFinding(
        'warning',
        `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set: the Preview button will not work (the site answers its links with "Preview is not set up")`,
        CREATE_USER,
      ),
      settings.secret
        ? linksFinding(
            'skipped',
            'not checked: WordPress shows its preview settings only to a user who may edit entries, such as the preview user, and there is none',
          )
        : noSecret,
    ];
  }

  const gql = graphqlClient(graphqlUrl, timeoutMs, {
    kind: 'application-password',
    user: settings.user,
    password: settings.appPassword,
  });
  const who = `"${settings.user}"`;
  const signedIn = await gql<{ viewer: Viewer | null }>(
    'query DoctorPreviewUser { viewer { username roles { nodes { name } } capabilities } }',
    {},
    { authenticated: true },
  );
  const viewer = signedIn.data?.viewer;
  if (!viewer) {
    const answered = signedIn.status >= 400 ? `HTTP ${signedIn.status}` : 'as to an anonymous visitor';
    return [
      userFinding(
        'problem',
        `WordPress did not accept ${who} with WORDPRESS_PREVIEW_APP_PASSWORD (it answered ${answered}): every preview finds nothing`,
        `Users → Edit ${who} → Application Passwords → Add New Application Password, and give its password to the site as ` +
          'WORDPRESS_PREVIEW_APP_PASSWORD (an Application Password, not the login password; a revoked one stops working). ' +
          'WordPress accepts Application Passwords only over HTTPS unless WP_ENVIRONMENT_TYPE is "local", and only when the ' +
          'web server passes the Authorization header on to PHP.',
      ),
      linksFinding('skipped', `not checked: ${who} cannot sign in`),
    ];
  }

  const roles = (viewer.roles?.nodes ?? []).map((role) => role.name);
  const capabilities = (viewer.capabilities ?? []).filter((capability) => !roles.includes(capability));
  const lacking = READS_DRAFTS.filter((capability) => !capabilities.includes(capability));
  const beyond = capabilities.filter((capability) => !PREVIEW_ROLE_CAPS.has(capability));
  const roleText = roles.length ? `the role${roles.length === 1 ? '' : 's'} ${roles.join(', ')}` : 'no role';
  const findings: Finding[] = [];
  if (lacking.length) {
    findings.push(
      userFinding(
        'problem',
        `${who} signs in but may not read drafts (with ${roleText} it lacks ${list(lacking)}): the Preview button shows nothing for other authors' drafts or unsaved changes`,
        `Users → Edit ${who} → Role: "Site preview" → Update User (the companion plugin adds the role; update the plugin if it is missing).`,
      ),
    );
  } else if (beyond.length) {
    findings.push(
      userFinding(
        'warning',
        `${who} reads drafts, but with ${roleText} it may also ${list(beyond, 5)}: far more than previews need, and all of it is open to whoever learns its Application Password`,
        `Users → Edit ${who} → Role: "Site preview" → Update User; or create a user with only that role and give the site its Application Password (${DOCS}).`,
      ),
    );
  } else {
    findings.push(
      userFinding(
        'ok',
        `${who} signs in with its Application Password and may read drafts, and nothing more (${roleText})`,
      ),
    );
  }

  if (!settings.secret) return [...findings, noSecret];
  const challenge = randomBytes(24).toString('base64url');
  const asked = await gql<{ previewSettingsCheck: SettingsCheck | null }>(
    'query DoctorPreviewLinks($challenge: String!) { previewSettingsCheck(challenge: $challenge) { siteUrl signature } }',
    { challenge },
    { authenticated: true },
  );
  if (asked.errors.some((error) => /Cannot query field "previewSettingsCheck"/.test(error.message))) {
    findings.push(
      linksFinding(
        'skipped',
        "cannot be checked: the companion plugin on this WordPress does not tell (previewSettingsCheck is newer than it); compare wp-config.php with the site's secret by hand",
        'Update the companion plugin (wordpress/altitude-headless/) to have this checked.',
        SECRET_LINES(secretName),
      ),
    );
    return findings;
  }
  const check = asked.data?.previewSettingsCheck;
  if (!check) {
    const why = asked.errors.length
      ? asked.errors.map((error) => error.message).join(' ')
      : `${who} may not edit entries`;
    findings.push(linksFinding('skipped', `not checked: WordPress did not answer previewSettingsCheck (${why})`));
    return findings;
  }
  if (!check.signature || !check.siteUrl) {
    const lacks = [
      ...(check.signature ? [] : ['no secret (ALTITUDE_PREVIEW_SECRET or ALTITUDE_REVALIDATE_SECRET)']),
      ...(check.siteUrl ? [] : ['no site address (ALTITUDE_SITE_URL or ALTITUDE_REVALIDATE_URL)']),
    ];
    findings.push(
      linksFinding(
        'warning',
        `the companion plugin has ${lacks.join(' and ')} in wp-config.php: the Preview button opens WordPress's own preview, not the site's`,
        `Add to wp-config.php: define( 'ALTITUDE_SITE_URL', '<the site's address>' ); and the secret below (${DOCS}).`,
        SECRET_LINES(secretName),
      ),
    );
    return findings;
  }
  if (check.signature !== previewCheckSignature(previewKey(settings.secret), challenge)) {
    findings.push(
      linksFinding(
        'problem',
        `the companion plugin signs preview links with another secret than the site's ${secretName}: every Preview link opens "This preview link is not valid"`,
        `Give wp-config.php's ALTITUDE_PREVIEW_SECRET (or, without it, ALTITUDE_REVALIDATE_SECRET) the value of the site's ${secretName}.`,
        SECRET_LINES(secretName),
      ),
    );
    return findings;
  }
  findings.push(
    linksFinding(
      'ok',
      `the companion plugin signs preview links with the site's ${secretName} and opens them at ${check.siteUrl}`,
    ),
  );
  return findings;
}
