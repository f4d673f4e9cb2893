/**
 * Runs Debian's nginx (`apt-get install nginx-light`) with deploy/nginx.conf rendered for local ports,
 * in a private temporary folder (pid, logs, temp files, cache), in the foreground so that stopping this
 * process stops it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopChild } from './site';

export const NGINX_TEMPLATE = resolve('deploy/nginx.conf');

export interface NginxOptions {
  /** Port nginx listens on (loopback). */
  port: number;
  /** Port of the site on loopback. */
  upstreamPort: number;
  /** More `server { … }` blocks (the benchmark's static-file yardstick). */
  extraServers?: string;
}

export interface RunningNginx {
  url: string;
  dir: string;
  configPath: string;
  stop(): Promise<void>;
}

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    const result = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (!result.error) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install nginx-light (Debian)');
}

export function nginxVersion(): string {
  const result = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  return (result.stderr || result.stdout).trim().replace(/^nginx version: /, '');
}

export function renderNginxConfig(
  template: string,
  values: Record<'PREFIX' | 'CACHE_DIR' | 'LISTEN' | 'UPSTREAM', string>,
  extraServers = '',
): string {
  let text = template.replace('# {{EXTRA_SERVERS}}', extraServers.trim());
  for (const [name, value] of Object.entries(values)) text = text.split(`{{${name}}}`).join(value);
  const left = /\{\{[A-Z_]+\}\}/.exec(text.replace(/^\s*#.*$/gm, ''));
  if (left) throw new Error(`deploy/nginx.conf: placeholder ${left[0]} has no value`);
  return text;
}

/** A folder nginx's unprivileged workers can use when the master runs as root. */
function openFolder(path: string): string {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o777);
  return path;
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const binary = nginxBinary();
  const dir = openFolder(mkdtempSync(join(tmpdir(), 'altitude-nginx-')));
  const cacheDir = openFolder(join(dir, 'cache'));
  const config = renderNginxConfig(
    readFileSync(NGINX_TEMPLATE, 'utf8'),
    {
      PREFIX: dir,
      CACHE_DIR: cacheDir,
      LISTEN: `127.0.0.1:${options.port}`,
      UPSTREAM: `127.0.0.1:${options.upstreamPort}`,
    },
    options.extraServers,
  );
  const configPath = join(dir, 'nginx.conf');
  writeFileSync(configPath, config);
  const check = spawnSync(binary, ['-t', '-p', dir, '-c', configPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the rendered configuration:\n${check.stderr}`);

  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', configPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (code ${child.exitCode}); see ${join(dir, 'error.log')}`);
    try {
      await fetch(`${url}/`, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  return {
    url,
    dir,
    configPath,
    async stop() {
      // SIGQUIT: graceful shutdown of the master and its workers.
      await stopChild(child, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
