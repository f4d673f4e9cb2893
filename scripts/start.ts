/**
 * `npm start`: starts the embedded content server (unless WORDPRESS_GRAPHQL_URL points at a real
 * WordPress), builds the site when its build is missing or older than the sources, then serves it with the
 * site server (server/site-server.ts: Next.js in this process, with the response hooks) — in development mode
 * with --dev. Ctrl-C stops both.
 *
 *   --dev       Next.js's development server (no build, hot reload) inside the same site server
 *   --fresh-db  recreate the embedded content database before starting (used by the browser tests)
 *   --rebuild   build even when the build looks current
 *   --no-build  never build; serve the existing build (instances of a cluster share one build)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createRequire } from 'node:module';
import nextEnv from '@next/env';
import { EnvError, parseEnv } from '../lib/env';
import { SOURCE_RECORD } from '../server/cache/adopt-content-source';
import { contentSourceIdentity } from '../server/cache/content-source.mjs';
import { buildContentSource, buildIsCurrent, writeBuildStamp } from '../harness/build-stamp';
import { applySiteEnv, portMismatch } from './wordpress/site-env';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');

async function main() {
  // The same .env files Next.js reads, so the content server and the site agree on every setting.
  nextEnv.loadEnvConfig(process.cwd(), dev);
  // On the WordPress `npm run wordpress` runs: the secret its change notices are signed with, and the preview user.
  const siteEnv = applySiteEnv(process.cwd());
  let settings;
  try {
    settings = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  let closeCms: (() => Promise<void>) | undefined;

  if (settings.embeddedCms) {
    const { startContentServer } = await import('../content-server/src/server');
    const { contentServerSwitches, SwitchError } = await import('../content-server/src/switches');
    let switches;
    try {
      switches = contentServerSwitches(process.env);
    } catch (error) {
      if (!(error instanceof SwitchError)) throw error;
      console.error(`Invalid environment:\n  - ${error.message}`);
      process.exit(1);
    }
    const dbPath = resolve(settings.cmsDb);
    if (args.has('--fresh-db')) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
      // New content: the build folder's caches of the old database are forgotten, so the server empties them as
      // it would for another source (server/cache/adopt-content-source.ts) instead of serving the old pages.
      rmSync(resolve(process.env.NEXT_DIST_DIR || '.next', SOURCE_RECORD), { force: true });
    }
    mkdirSync(dirname(dbPath), { recursive: true });
    // Edits made in the embedded server reach the site within seconds: it announces each one to the site's
    // webhook, signed with REVALIDATE_SECRET (a secret made up for this run when none is set).
    const secret = settings.revalidateSecret ?? randomBytes(24).toString('hex');
    if (!settings.revalidateSecret) childEnv.REVALIDATE_SECRET = secret;
    const cms = await startContentServer({
      port: settings.cmsPort,
      dbPath,
      token: settings.refreshToken ?? '',
      ...switches,
      siteWebhook: { url: settings.siteRevalidateUrl, secret },
    });
    closeCms = () => cms.close();
    console.log(`Content server (embedded demo) on ${cms.graphqlUrl}`);
  } else {
    console.log(`Reading content from ${settings.graphqlUrl}${siteEnv ? ` (settings from ${siteEnv})` : ''}`);
    const mismatch = siteEnv ? portMismatch(process.env.SITE_REVALIDATE_URL, settings.port) : undefined;
    if (mismatch) console.warn(mismatch);
    // Checked meanwhile, never awaited: a misconfigured WordPress is named in one line, a slow one delays nothing.
    void Promise.all([import('./doctor/doctor'), import('./doctor/preview')]).then(([doctor, { previewSettingsOf }]) =>
      doctor.logStartupSummary(settings.graphqlUrl, settings.cmsTimeoutMs, previewSettingsOf(settings.preview)),
    );
  }

  const running: { closeSite?: () => Promise<void> } = {};
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await running.closeSite?.();
    await closeCms?.();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  if (!dev && !args.has('--no-build') && (args.has('--rebuild') || !buildIsCurrent(settings.graphqlUrl))) {
    console.log('Building the site…');
    const code = await run([nextBin, 'build'], childEnv);
    if (code !== 0) {
      console.error(`next build failed (exit ${code})`);
      return stop(code);
    }
    writeBuildStamp(settings.graphqlUrl);
  }
  // With --no-build: the server empties its caches for the new source, but the build's own pages stay.
  const builtFor = buildContentSource();
  const source = contentSourceIdentity(settings.graphqlUrl);
  if (!dev && builtFor !== undefined && builtFor !== source) {
    console.warn(
      `This build was made for ${builtFor}: its prerendered pages (not found, temporarily unavailable) show that ` +
        `source's menus until it is built for ${source} (npm start without --no-build does).`,
    );
  }

  // The site server runs in this process, in production and in development alike (hooks, policy, uploads): it
  // needs what the children get, the secret made up for the embedded server's change notices included (without
  // it the webhook would refuse them and edits would wait for the time-based refresh).
  Object.assign(process.env, childEnv);
  const { startSiteServer } = await import('../server/site-server');
  const site = await startSiteServer({ port: settings.port, dev });
  running.closeSite = site.close;
  console.log(`Site on http://localhost:${settings.port}`);
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const [file, ...rest] = command;
    const child = spawn(process.execPath, [file!, ...rest], { stdio: 'inherit', env });
    child.on('exit', (code) => done(code ?? 1));
  });
}

if (!existsSync(resolve('package.json'))) {
  console.error('Run npm start from the repository root.');
  process.exit(1);
}
void main();
