import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_REFRESH_TOKEN } from '@/lib/env';
import { freePort } from '../../harness/wordpress/kit';
import { sendWebhook } from './http';

export const REVALIDATE_SECRET = 'outage-suite-revalidate-secret';
/** Short enough that recovery is seen within seconds. */
export const BREAKER_COOLDOWN_MS = 4000;
export const CMS_TIMEOUT_MS = 2000;

/** A port nothing listens on (bound, then released). */
/** Runs a command to its end; resolves with the exit code and everything it printed. */
export function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Everything the site server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** The production site server (server/site-server.ts) on `distDir`, reading content from `graphqlUrl`. */
export async function startSite(distDir: string, graphqlUrl: string): Promise<SiteProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/site-server.ts'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      SITE_URL: url,
      WORDPRESS_GRAPHQL_URL: graphqlUrl,
      WORDPRESS_REFRESH_TOKEN: DEMO_REFRESH_TOKEN,
      CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS),
      CMS_BREAKER_COOLDOWN_MS: String(BREAKER_COOLDOWN_MS),
      REVALIDATE_SECRET,
      OUTBOX_DB: join(mkdtempSync(join(tmpdir(), 'outage-outbox-')), 'outbox.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`site server did not start:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }

  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Sends the signed change webhook, as the WordPress plugin does; resolves with the answer's status. */
export async function notifyChange(siteUrl: string, change: Record<string, unknown>): Promise<number> {
  return (await sendWebhook(siteUrl, REVALIDATE_SECRET, change)).status;
}

export interface Health {
  status: 'ok' | 'degraded' | 'stopping';
  site: { status: string };
  contentSystem: {
    status: 'up' | 'down';
    breaker: { state: 'closed' | 'open' | 'half-open'; consecutiveFailures: number; nextTrialAt: string | null };
  };
}

export async function health(siteUrl: string): Promise<{ status: number; body: Health }> {
  const response = await fetch(`${siteUrl}/api/health`);
  return { status: response.status, body: (await response.json()) as Health };
}
