/**
 * `npm run doctor`: checks the WordPress the site is pointed at and prints, per problem, what is wrong and the
 * exact fix. Exit code 0 without problems (✗), 1 with, 2 when it cannot start.
 *
 *   --url <graphql url>   check this WordPress instead of WORDPRESS_GRAPHQL_URL (default: the one
 *                         `npm run wordpress` runs, with its site.env settings, when neither is given)
 *   --site <site url>     where the site runs, for its webhook (default SITE_REVALIDATE_URL, SITE_URL,
 *                         else http://127.0.0.1:$PORT)
 *   --no-webhook          leave the site's webhook out
 *   --json                machine-readable findings
 *   --show-secret         print REVALIDATE_SECRET in the wp-config.php line instead of a placeholder
 *
 * An administrator's credentials (WORDPRESS_DOCTOR_USER with WORDPRESS_DOCTOR_APP_PASSWORD, an Application
 * Password; or WORDPRESS_DOCTOR_JWT) add WordPress's plugin list and a comparison of every field's type.
 */
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { EnvError, parseEnv } from '../../lib/env';
import { hasProblems, runDoctor } from './doctor';
import { previewSettingsOf } from './preview';
import { formatJson, formatReport } from './report';
import { REPO_ROOT } from './site-knowledge';
import type { Credentials } from './types';
import { applySiteEnv } from '../wordpress/site-env';

const USAGE =
  'usage: npm run doctor -- [--url <graphql url>] [--site <site url>] [--no-webhook] [--json] [--show-secret]';

function credentialsFrom(source: NodeJS.ProcessEnv): Credentials | undefined {
  const user = source.WORDPRESS_DOCTOR_USER?.trim();
  const password = source.WORDPRESS_DOCTOR_APP_PASSWORD?.trim();
  if (user && password) return { kind: 'application-password', user, password };
  const token = source.WORDPRESS_DOCTOR_JWT?.trim();
  return token ? { kind: 'bearer', token } : undefined;
}

function webhookUrl(site: string | undefined, source: NodeJS.ProcessEnv, port: number): string {
  const chosen =
    site?.trim() || source.SITE_REVALIDATE_URL?.trim() || source.SITE_URL?.trim() || `http://127.0.0.1:${port}`;
  const base = chosen.replace(/\/+$/, '');
  return base.endsWith('/api/revalidate') ? base : `${base}/api/revalidate`;
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        url: { type: 'string' },
        site: { type: 'string' },
        'no-webhook': { type: 'boolean' },
        json: { type: 'boolean' },
        'show-secret': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  // The same .env files the site reads, so the doctor checks the WordPress the site is pointed at.
  nextEnv.loadEnvConfig(REPO_ROOT, process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error });
  if (args.url) process.env.WORDPRESS_GRAPHQL_URL = args.url;
  // The WordPress `npm run wordpress` runs, with the secret and address its notices use, when none is named.
  const siteEnv = applySiteEnv(REPO_ROOT, process.env, { adoptAddress: true });
  if (siteEnv && !args.json) console.log(`Settings of the WordPress npm run wordpress runs: ${siteEnv}`);
  let settings;
  try {
    settings = parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return 2;
  }
  if (settings.embeddedCms) {
    console.error(
      'WORDPRESS_GRAPHQL_URL is not set: the site reads its embedded demo content server, not WordPress.\n' +
        'Set WORDPRESS_GRAPHQL_URL (e.g. in .env.local) or pass --url https://cms.example.com/graphql.',
    );
    return 2;
  }

  const findings = await runDoctor({
    graphqlUrl: settings.graphqlUrl,
    credentials: credentialsFrom(process.env),
    webhook: args['no-webhook']
      ? undefined
      : {
          url: webhookUrl(args.site, process.env, settings.port),
          secret: settings.revalidateSecret,
          showSecret: args['show-secret'],
        },
    preview: previewSettingsOf(settings.preview),
    pictures: { mediaOrigins: settings.mediaOrigins },
    timeoutMs: Math.max(settings.cmsTimeoutMs, 10_000),
  });
  console.log(args.json ? formatJson(settings.graphqlUrl, findings) : formatReport(settings.graphqlUrl, findings));
  return hasProblems(findings) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
