/**
 * A whole cluster on loopback: the embedded content server (in this process), Redis, N site instances from one
 * production build, and nginx in front. Used by `npm run cluster`, the cluster tests and `npm run bench:cluster`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { ContentServer } from '../../content-server/src/server';
import { renderNginxClusterConf } from './nginx-config';
import { startNginx, startRedis, startSiteInstance, waitForHttp, type Running } from './processes';

export const DEMO_REFRESH_TOKEN = 'amg-demo-refresh-token';

export interface ClusterOptions {
  instances: number;
  /** First instance's port; the others follow. */
  sitePort: number;
  cmsPort: number;
  redisPort: number;
  nginxPort: number;
  /** Build folder shared by every instance. */
  distDir: string;
  cmsDb: string;
  /** Folder for Redis, nginx, outboxes and logs. */
  workDir: string;
  /** Start from a newly seeded content database. */
  freshDb: boolean;
  /** Redis as the shared cache (default true). */
  redis: boolean;
  /** nginx's page cache (deploy/nginx-cluster.conf); false sends every request to an instance. */
  pageCache: boolean;
  /** More nginx `server { … }` blocks (the benchmark's static-file yardstick). */
  extraNginxServers: string;
  /** Extra environment for every instance. */
  siteEnv: Record<string, string>;
  /** Build the site first when its build is missing or older than the sources (default true). */
  build: boolean;
  /** Progress lines; default silent. */
  log: (line: string) => void;
}

export const CLUSTER_DEFAULTS: ClusterOptions = {
  instances: 3,
  sitePort: 3451,
  cmsPort: 4450,
  redisPort: 6450,
  nginxPort: 8450,
  distDir: '.next-cluster',
  cmsDb: '.data/cluster.sqlite',
  workDir: '.data/cluster',
  freshDb: false,
  redis: true,
  pageCache: true,
  extraNginxServers: '',
  siteEnv: {},
  build: true,
  log: () => {},
};

export interface SiteInstance {
  index: number;
  port: number;
  url: string;
  outboxDb: string;
  running?: Running;
}

export interface Cluster {
  options: ClusterOptions;
  nginxUrl: string;
  redisUrl: string | undefined;
  graphqlUrl: string;
  revalidateSecret: string;
  sites: SiteInstance[];
  /** The content server while it runs. */
  cms(): ContentServer;
  stopCms(): Promise<void>;
  startCms(): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  startSite(index: number): Promise<void>;
  /** SIGKILL: the instance dies mid-request, as in a crash. */
  killSite(index: number): Promise<void>;
  stopSite(index: number): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

function openFolder(path: string): string {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o777);
  return path;
}

/** Builds the site into `distDir` unless a current build for this content source is there. */
export async function ensureBuild(distDir: string, graphqlUrl: string, log: (line: string) => void): Promise<void> {
  process.env.NEXT_DIST_DIR = distDir;
  const { buildIsCurrent, writeBuildStamp } = await import('../build-stamp');
  if (buildIsCurrent(graphqlUrl)) return;
  log(`Building the site into ${distDir}…`);
  const started = Date.now();
  const code = await new Promise<number | null>((done) => {
    const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NEXT_DIST_DIR: distDir,
        WORDPRESS_GRAPHQL_URL: graphqlUrl,
        NEXT_TELEMETRY_DISABLED: '1',
        REDIS_URL: '',
      },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (exitCode) => {
      if (exitCode !== 0) log(output);
      done(exitCode);
    });
  });
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  writeBuildStamp(graphqlUrl);
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s`);
}

export async function startCluster(partial: Partial<ClusterOptions> = {}): Promise<Cluster> {
  const options: ClusterOptions = { ...CLUSTER_DEFAULTS, ...partial };
  const { log } = options;
  const workDir = resolve(options.workDir);
  const cmsDb = resolve(options.cmsDb);
  const graphqlUrl = `http://127.0.0.1:${options.cmsPort}/graphql`;
  const nginxUrl = `http://127.0.0.1:${options.nginxPort}`;
  const redisUrl = options.redis ? `redis://127.0.0.1:${options.redisPort}` : undefined;
  const revalidateSecret = options.siteEnv.REVALIDATE_SECRET || randomBytes(24).toString('hex');
  const signingSecret = options.siteEnv.FORM_SIGNING_SECRET || randomBytes(24).toString('hex');

  mkdirSync(workDir, { recursive: true });
  mkdirSync(dirname(cmsDb), { recursive: true });
  if (options.freshDb) for (const suffix of ['', '-wal', '-shm']) rmSync(cmsDb + suffix, { force: true });

  let cmsServer: ContentServer | undefined;
  let redis: Running | undefined;
  let nginx: Running | undefined;
  let nginxDir: string | undefined;

  const startCms = async () => {
    const { startContentServer } = await import('../../content-server/src/server');
    cmsServer = await startContentServer({ port: options.cmsPort, dbPath: cmsDb, token: DEMO_REFRESH_TOKEN });
  };
  const stopCms = async () => {
    await cmsServer?.close();
    cmsServer = undefined;
  };

  const sites: SiteInstance[] = Array.from({ length: options.instances }, (_, index) => ({
    index,
    port: options.sitePort + index,
    url: `http://127.0.0.1:${options.sitePort + index}`,
    // Each instance owns its durable outbox (see docs/deployment.md).
    outboxDb: join(workDir, `outbox-${options.sitePort + index}.sqlite`),
  }));

  const startSite = async (index: number) => {
    const site = sites[index];
    if (!site) throw new Error(`no instance ${index}`);
    site.running = startSiteInstance({
      port: site.port,
      graphqlUrl,
      redisUrl,
      distDir: options.distDir,
      outboxDb: site.outboxDb,
      logFile: join(workDir, `site-${site.port}.log`),
      env: {
        WORDPRESS_REFRESH_TOKEN: DEMO_REFRESH_TOKEN,
        REVALIDATE_SECRET: revalidateSecret,
        FORM_SIGNING_SECRET: signingSecret,
        SITE_URL: nginxUrl,
        // nginx, on this host, says who the visitor is (deploy/nginx-cluster.conf).
        TRUSTED_PROXIES: 'loopback',
        ...options.siteEnv,
      },
    });
    // A probe that needs neither the content system nor the cache.
    await waitForHttp(`${site.url}/api/forms/session/?form=1`, 90_000, site.running);
  };

  const close = async () => {
    await nginx?.stop();
    if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
    await Promise.all(sites.map((site) => site.running?.stop()));
    await redis?.stop();
    await stopCms();
  };

  try {
    if (options.build) await ensureBuild(options.distDir, graphqlUrl, log);
    await startCms();
    log(`Content server on ${graphqlUrl}`);
    if (options.redis) {
      for (const suffix of ['.log']) rmSync(join(workDir, `redis-${options.redisPort}${suffix}`), { force: true });
      redis = await startRedis(options.redisPort, workDir);
      log(`Redis on ${redisUrl}`);
    }
    await Promise.all(sites.map((site) => startSite(site.index)));
    for (const site of sites) log(`Site instance ${site.index + 1} on ${site.url}`);

    // Its own open folder: started as root (CI containers), nginx's workers run unprivileged.
    nginxDir = openFolder(mkdtempSync(join(tmpdir(), 'altitude-cluster-nginx-')));
    const conf = join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxClusterConf({
        prefix: nginxDir,
        cacheDir: openFolder(join(nginxDir, 'cache')),
        listen: `127.0.0.1:${options.nginxPort}`,
        upstreams: sites.map((site) => `127.0.0.1:${site.port}`),
        pageCache: options.pageCache,
        extraServers: options.extraNginxServers,
      }),
    );
    nginx = await startNginx({ conf, prefix: nginxDir }, `${nginxUrl}/nginx-alive`);
    log(`nginx on ${nginxUrl}`);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    options,
    nginxUrl,
    redisUrl,
    graphqlUrl,
    revalidateSecret,
    sites,
    cms() {
      if (!cmsServer) throw new Error('the content server is stopped');
      return cmsServer;
    },
    stopCms,
    startCms,
    async stopRedis() {
      await redis?.stop();
      redis = undefined;
    },
    async startRedis() {
      redis = await startRedis(options.redisPort, workDir);
    },
    startSite,
    async killSite(index) {
      await sites[index]?.running?.kill();
    },
    async stopSite(index) {
      await sites[index]?.running?.stop();
    },
    close,
  };
}
