/**
 * deploy/nginx-cluster.conf: nginx accepts it as rendered, it balances over every instance, and its page cache
 * rules are exactly those of deploy/nginx.conf (the single-instance file), so the two cannot drift apart.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxClusterConf } from '../harness/cluster/nginx-config';

const dir = mkdtempSync(join(tmpdir(), 'altitude-nginx-cluster-conf-'));
chmodSync(dir, 0o777);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const upstreams = ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'];
const render = (pageCache = true) =>
  renderNginxClusterConf({ prefix: dir, cacheDir: join(dir, 'cache'), listen: '127.0.0.1:8459', upstreams, pageCache });

/** The directives of the `location /` block that decide what is cached, in order. */
function cacheRules(config: string): string[] {
  const location = config.slice(config.indexOf('location / {'));
  return location
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(proxy_cache|proxy_no_cache)/.test(line) && !line.startsWith('proxy_cache altitude_pages'));
}

describe('deploy/nginx-cluster.conf', () => {
  it('passes nginx -t with one upstream server per instance, failover on errors and no retried posts', () => {
    const config = render();
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, config);
    const check = spawnSync(existsNginx(), ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    for (const address of upstreams) expect(config).toContain(`server ${address} max_fails=2 fail_timeout=10s;`);
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(config).not.toMatch(/non_idempotent/);
  });

  it('caches pages by the same rules as deploy/nginx.conf', () => {
    const single = readFileSync('deploy/nginx.conf', 'utf8');
    expect(cacheRules(render()).length).toBeGreaterThan(8);
    expect(cacheRules(render())).toEqual(cacheRules(single));
    for (const map of single.match(/map \$[a-z_]+ \$altitude_skip_[a-z]+ \{[^}]*\}/g) ?? [])
      expect(render()).toContain(map);
  });

  it('can leave pages uncached so that a benchmark measures the instances', () => {
    expect(render(false)).toMatch(/proxy_cache off;/);
    expect(render(true)).toMatch(/proxy_cache altitude_pages;/);
  });
});

function existsNginx(): string {
  return spawnSync('/usr/sbin/nginx', ['-v']).error ? 'nginx' : '/usr/sbin/nginx';
}
