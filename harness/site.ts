/**
 * Starts the site exactly as `npm start` does (scripts/start.ts: the embedded content server in-process,
 * a build when the sources are newer than it, then the production server), on ports of its own, and
 * waits until it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestWordPressInstance } from './wordpress/test-instance';

export interface RunningSite {
  url: string;
  port: number;
  cmsPort: number;
  command: string;
  stop(): Promise<void>;
}

export interface SiteOptions {
  port: number;
  cmsPort: number;
  /** Build folder; the default `.next-bench` keeps benchmark builds apart from `npm start`'s. */
  distDir?: string;
  /** Content database, recreated from the demo content pack at each start. */
  cmsDb?: string;
  /** The form outbox's database; `.data/bench-outbox-<port>.sqlite` unless given. */
  outboxDb?: string;
  /** A real WordPress to read instead of the embedded content server (harness/wordpress/test-instance.ts). */
  wordpress?: {
    graphqlUrl: string;
    revalidateSecret: string;
    preview: { user: string; appPassword: string };
  };
  log?: (line: string) => void;
  /** The address waited for before the site counts as started (default `/`, which renders the home page). */
  readyPath?: string;
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited (code ${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill(signal);
  });
}

export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const wordpress = options.wordpress;
  // A build is made for one content source: the WordPress build gets a folder of its own.
  const distDir = options.distDir ?? process.env.NEXT_DIST_DIR ?? (wordpress ? '.next-bench-wordpress' : '.next-bench');
  const cmsDb = options.cmsDb ?? `.data/bench-${options.cmsPort}.sqlite`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(options.port),
    CMS_PORT: String(options.cmsPort),
    CMS_DB: cmsDb,
    NEXT_DIST_DIR: distDir,
    OUTBOX_DB: options.outboxDb ?? `.data/bench-outbox-${options.port}.sqlite`,
    SITE_URL: `http://127.0.0.1:${options.port}`,
  };
  delete env.WORDPRESS_GRAPHQL_URL;
  if (wordpress) {
    Object.assign(env, {
      WORDPRESS_GRAPHQL_URL: wordpress.graphqlUrl,
      REVALIDATE_SECRET: wordpress.revalidateSecret,
      WORDPRESS_PREVIEW_USER: wordpress.preview.user,
      WORDPRESS_PREVIEW_APP_PASSWORD: wordpress.preview.appPassword,
    });
  }
  const args = [resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', ...(wordpress ? [] : ['--fresh-db'])];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const log = options.log ?? (() => undefined);
  child.stdout?.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(log));
  child.stderr?.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(log));
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHttp(`${url}${options.readyPath ?? '/'}`, 15 * 60_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    port: options.port,
    cmsPort: options.cmsPort,
    command: wordpress
      ? `PORT=${options.port} WORDPRESS_GRAPHQL_URL=${wordpress.graphqlUrl} NEXT_DIST_DIR=${distDir} tsx scripts/start.ts`
      : `PORT=${options.port} CMS_PORT=${options.cmsPort} CMS_DB=${cmsDb} NEXT_DIST_DIR=${distDir} tsx scripts/start.ts --fresh-db`,
    stop: () => stopChild(child),
  };
}

/** A logger for a started server's own lines, which the benchmarks show only with BENCH_VERBOSE set. */
export const verboseLog =
  (prefix: string) =>
  (line: string): void => {
    if (process.env.BENCH_VERBOSE) console.log(`  ${prefix}: ${line}`);
  };

/**
 * A fresh real WordPress seeded with the demo content (the kit of `npm run test:wordpress`) and the site on it,
 * started as `npm start` does. The WordPress sends its change notices to that site. Stopping it stops both.
 */
export async function startSiteOnWordPress(
  options: Omit<SiteOptions, 'wordpress' | 'cmsDb'>,
): Promise<RunningSite & { wordpress: TestWordPressInstance }> {
  // Read by test-instance.ts when it loads: where the WordPress sends its notices.
  process.env.E2E_WORDPRESS_SITE_PORT = String(options.port);
  const { startTestWordPress } = await import('./wordpress/test-instance');
  console.log(
    `Starting a fresh real WordPress seeded with the demo content, and the site on it (port ${options.port})…`,
  );
  const log = options.log ?? verboseLog('wordpress');
  const test = await startTestWordPress(log);
  try {
    const site = await startSite({ ...options, log, wordpress: test.instance });
    return {
      ...site,
      wordpress: test.instance,
      stop: async () => {
        await site.stop();
        await test.stop();
      },
    };
  } catch (error) {
    await test.stop();
    throw error;
  }
}

/**
 * The site an audit reads: the running one AUDIT_URL names, else one started as `npm start` does on AUDIT_PORT and
 * AUDIT_CMS_PORT (or the given defaults). `stop` stops only what was started here.
 */
export async function siteToAudit(ports: { port: number; cmsPort: number }): Promise<{
  origin: string;
  stop(): Promise<void>;
}> {
  const running = process.env.AUDIT_URL?.replace(/\/+$/, '');
  if (running) return { origin: running, stop: async () => {} };
  console.log('Starting the site as npm start does…');
  const site = await startSite({
    port: Number(process.env.AUDIT_PORT || ports.port),
    cmsPort: Number(process.env.AUDIT_CMS_PORT || ports.cmsPort),
  });
  return { origin: site.url, stop: () => site.stop() };
}

/** Runs `close` once when the process is asked to stop (Ctrl-C or SIGTERM), then exits. */
export function stopOnSignal(close: () => Promise<void>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
