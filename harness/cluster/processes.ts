/**
 * The processes of a local cluster: Redis (Debian's redis-server), site instances (`scripts/start.ts --no-build`)
 * and nginx, each started on loopback with its own files under one work folder, and stopped by process group.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Running {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM to the whole process group, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL to the whole process group at once (a crash). */
  kill(): Promise<void>;
}

/** Spawns a command in its own process group, its output appended to `logFile`. */
export function launch(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Running {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const finished = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    child,
    exited,
    async stop(graceMs = 5000) {
      if (finished()) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Children of the group that outlived their parent.
      signalGroup('SIGKILL');
    },
    async kill() {
      if (finished()) return;
      signalGroup('SIGKILL');
      await exited;
    },
  };
}

/** Waits until `url` answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000, running?: Running): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (running && running.child.exitCode !== null)
      throw new Error(`${running.name} exited (${running.child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/** Starts redis-server on loopback, keeping nothing on disk, bounded in memory with LRU eviction. */
export async function startRedis(
  port: number,
  dir: string,
  bin = process.env.REDIS_SERVER || 'redis-server',
): Promise<Running> {
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, `redis-${port}.conf`);
  writeFileSync(
    conf,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${resolve(dir)}`,
      'save ""',
      'appendonly no',
      'maxmemory 256mb',
      'maxmemory-policy allkeys-lru',
      'daemonize no',
      'loglevel warning',
    ].join('\n') + '\n',
  );
  const running = launch(`redis:${port}`, bin, [conf], process.env, join(dir, `redis-${port}.log`));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null)
      throw new Error(`redis-server exited (${running.child.exitCode}); see ${dir}/redis-${port}.log`);
    if (await redisPing(port)) return running;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await running.stop();
  throw new Error(`redis-server on ${port} did not answer PING`);
}

/** True when something on the port answers Redis's PING. */
export async function redisPing(port: number): Promise<boolean> {
  const { createConnection } = await import('node:net');
  return new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

export interface SiteInstanceOptions {
  port: number;
  graphqlUrl: string;
  redisUrl?: string;
  distDir: string;
  outboxDb: string;
  logFile: string;
  /** Extra environment (secrets, form limits). */
  env?: Record<string, string>;
}

/** One site instance: `scripts/start.ts --no-build` on the shared build, reading the given content system. */
export function startSiteInstance(options: SiteInstanceOptions): Running {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    PORT: String(options.port),
    NEXT_DIST_DIR: options.distDir,
    WORDPRESS_GRAPHQL_URL: options.graphqlUrl,
    OUTBOX_DB: options.outboxDb,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : { REDIS_URL: '' }),
    ...options.env,
  };
  const tsx = resolve('node_modules/.bin/tsx');
  return launch(`site:${options.port}`, tsx, ['scripts/start.ts', '--no-build'], env, options.logFile);
}

export interface NginxOptions {
  /** Path of the rendered configuration. */
  conf: string;
  /** Prefix folder for nginx's logs, pid file and temporary files. */
  prefix: string;
  bin?: string;
}

/** Checks and starts nginx in the foreground with a rendered configuration. */
export async function startNginx(options: NginxOptions, probeUrl: string): Promise<Running> {
  const bin = options.bin || process.env.NGINX_BIN || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const check = spawn(bin, ['-t', '-q', '-p', options.prefix, '-c', options.conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  check.stderr?.on('data', (chunk) => (errors += chunk));
  const code = await new Promise<number | null>((done) => check.once('exit', done));
  if (code !== 0) throw new Error(`nginx rejected ${options.conf}:\n${errors}`);
  const running = launch(
    'nginx',
    bin,
    ['-p', options.prefix, '-c', options.conf, '-g', 'daemon off;'],
    process.env,
    join(options.prefix, 'nginx.out'),
  );
  await waitForHttp(probeUrl, 15_000, running);
  return running;
}
