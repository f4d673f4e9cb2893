/**
 * Renders deploy/nginx-cluster.conf (nginx in front of several site instances) for concrete ports and folders.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const NGINX_CLUSTER_TEMPLATE = resolve('deploy/nginx-cluster.conf');

export interface NginxClusterValues {
  /** Folder for the pid file, temporary files and the error log. */
  prefix: string;
  cacheDir: string;
  /** e.g. `127.0.0.1:8450` */
  listen: string;
  /** Site instances, e.g. `127.0.0.1:3451`. */
  upstreams: string[];
  /** false: nginx keeps no pages, every request reaches an instance (benchmarks). Default true. */
  pageCache?: boolean;
  /** More `server { … }` blocks (the benchmark's static-file yardstick). */
  extraServers?: string;
}

export function renderNginxClusterConf(
  values: NginxClusterValues,
  template = readFileSync(NGINX_CLUSTER_TEMPLATE, 'utf8'),
): string {
  if (values.upstreams.length === 0) throw new Error('nginx needs at least one site instance');
  const replacements: Record<string, string> = {
    PREFIX: values.prefix,
    CACHE_DIR: values.cacheDir,
    LISTEN: values.listen,
    SERVERS: values.upstreams.map((address) => `server ${address} max_fails=2 fail_timeout=10s;`).join('\n        '),
    PAGE_CACHE: values.pageCache === false ? 'off' : 'altitude_pages',
  };
  // Comments keep their placeholder names; directives get the values.
  const text = template
    .replace('# {{EXTRA_SERVERS}}', (values.extraServers ?? '').trim())
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : Object.entries(replacements).reduce(
            (current, [name, value]) => current.split(`{{${name}}}`).join(value),
            line,
          ),
    )
    .join('\n');
  const left = /\{\{[A-Z_]+\}\}/.exec(text.replace(/^\s*#.*$/gm, ''));
  if (left) throw new Error(`deploy/nginx-cluster.conf: placeholder ${left[0]} has no value`);
  return text;
}
