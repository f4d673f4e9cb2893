/**
 * What `npm run wordpress` tells the site about the WordPress it runs, so that `npm start` and `npm run doctor`
 * need no setting by hand: `site.env` in its data folder (WORDPRESS_DATA_DIR, default .data/wordpress) holds its
 * GraphQL address, the secret its change notices are signed with and the address it sends them to, and the site's
 * preview user. The site reads it only when WORDPRESS_GRAPHQL_URL names that WordPress (the doctor also when
 * nothing is named), and a value set in the environment or an .env file wins over the file's.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseEnv } from 'node:util';

export const SITE_ENV_FILE = 'site.env';

type Env = Record<string, string | undefined>;

/** The settings `site.env` holds. */
export interface SiteEnv {
  WORDPRESS_GRAPHQL_URL: string;
  REVALIDATE_SECRET: string;
  /** Where WordPress sends its change notices (the site's /api/revalidate). */
  SITE_REVALIDATE_URL: string;
  WORDPRESS_PREVIEW_USER?: string;
  WORDPRESS_PREVIEW_APP_PASSWORD?: string;
}

/** The data folder of `npm run wordpress` for this environment. */
export function wordpressDataDir(root: string, env: Env = process.env): string {
  return resolve(root, env.WORDPRESS_DATA_DIR?.trim() || '.data/wordpress');
}

export function readSiteEnv(dataDir: string): Partial<SiteEnv> | undefined {
  const file = join(dataDir, SITE_ENV_FILE);
  if (!existsSync(file)) return undefined;
  return parseEnv(readFileSync(file, 'utf8')) as Partial<SiteEnv>;
}

export function writeSiteEnv(dataDir: string, values: SiteEnv): string {
  const file = join(dataDir, SITE_ENV_FILE);
  const lines = Object.entries(values)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  writeFileSync(
    file,
    `# Written by npm run wordpress for npm start and npm run doctor (scripts/wordpress/site-env.ts).\n${lines.join('\n')}\n`,
    { mode: 0o600 },
  );
  return file;
}

/**
 * The secret WordPress signs its notices with: the site's REVALIDATE_SECRET when one is set, else the one this
 * data folder was given before, else a new one.
 */
export function notificationSecret(env: Env, previous: Partial<SiteEnv> | undefined): string {
  return env.REVALIDATE_SECRET?.trim() || previous?.REVALIDATE_SECRET || randomBytes(24).toString('hex');
}

/**
 * Fills `env` from `site.env` where it names no value of its own: when WORDPRESS_GRAPHQL_URL is that WordPress's
 * address, or, with `adoptAddress` (the doctor), when it names none. Returns the file read, for a log line.
 */
export function applySiteEnv(
  root: string,
  env: Env = process.env,
  { adoptAddress = false }: { adoptAddress?: boolean } = {},
): string | undefined {
  const dataDir = wordpressDataDir(root, env);
  const values = readSiteEnv(dataDir);
  if (!values?.WORDPRESS_GRAPHQL_URL) return undefined;
  const named = env.WORDPRESS_GRAPHQL_URL?.trim();
  if (named ? !sameAddress(named, values.WORDPRESS_GRAPHQL_URL) : !adoptAddress) return undefined;
  for (const [name, value] of Object.entries(values)) {
    if (value && !env[name]?.trim()) env[name] = value;
  }
  return relative(root, join(dataDir, SITE_ENV_FILE)) || SITE_ENV_FILE;
}

function sameAddress(a: string, b: string): boolean {
  const normal = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.protocol}//${parsed.host.replace(/^localhost(?=:|$)/, '127.0.0.1')}${parsed.pathname.replace(/\/+$/, '')}`;
    } catch {
      return url;
    }
  };
  return normal(a) === normal(b);
}

/**
 * A line for `npm start` when WordPress sends its notices to another port than the site's, else undefined: edits
 * would then wait for the time-based refresh.
 */
export function portMismatch(revalidateUrl: string | undefined, sitePort: number): string | undefined {
  if (!revalidateUrl) return undefined;
  let url: URL;
  try {
    url = new URL(revalidateUrl);
  } catch {
    return undefined;
  }
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) return undefined;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return port === sitePort
    ? undefined
    : `WordPress sends its change notices to ${revalidateUrl}, but the site is on port ${sitePort}: edits show only ` +
        `after CMS_REVALIDATE_SECONDS. Restart npm run wordpress with PORT=${sitePort}, or the site without PORT.`;
}
