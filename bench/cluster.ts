/**
 * `npm run bench:cluster`: warm-page requests per second through nginx (deploy/nginx-cluster.conf, its page
 * cache off so every request reaches an instance) with one, two and three site instances sharing Redis, one
 * instance with its own page cache (server/page-cache.ts) off, and nginx serving the same HTML as a static file,
 * side by side in one run. Writes bench/results/cluster.md.
 *
 * Ports: instances from 3451, content server 4450, Redis 6450, nginx 8450 (static file: 8451).
 * Needs redis-server, nginx and wrk (Debian packages redis-server, nginx-light, wrk).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { CLUSTER_DEFAULTS, ensureBuild, startCluster } from '../harness/cluster/cluster';
import { BROWSER_HEADERS, runWrk, wrkVersion, type WrkResult } from './lib/wrk';

const PAGE = '/the-case-for-boring-consistency/';
const CONNECTIONS = 32;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const STATIC_PORT = 8451;

interface Row {
  label: string;
  result: WrkResult;
}

async function measure(origin: string): Promise<WrkResult> {
  await runWrk({ origin, paths: [PAGE], connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers: BROWSER_HEADERS });
  return runWrk({ origin, paths: [PAGE], connections: CONNECTIONS, seconds: SECONDS, headers: BROWSER_HEADERS });
}

async function main() {
  // Readable by nginx's unprivileged workers.
  const staticDir = mkdtempSync(join(tmpdir(), 'altitude-bench-static-'));
  chmodSync(staticDir, 0o755);
  // One build for every run (this checkout may change while the benchmark runs).
  await ensureBuild(CLUSTER_DEFAULTS.distDir, `http://127.0.0.1:${CLUSTER_DEFAULTS.cmsPort}/graphql`, (line) =>
    console.log(line),
  );
  const rows: Row[] = [];
  let html = '';
  const staticServer = `server {
        listen 127.0.0.1:${STATIC_PORT};
        root ${staticDir};
        location / { default_type text/html; try_files /page.html =404; }
    }`;

  const runs = [
    { instances: 1, redis: false, pageCache: true },
    { instances: 1, redis: true, pageCache: true },
    { instances: 2, redis: true, pageCache: true },
    { instances: 3, redis: true, pageCache: true },
    // What every request costs when Next.js answers it from its cache: the figure before the page cache.
    { instances: 1, redis: true, pageCache: false },
  ];
  for (const [index, { instances, redis, pageCache }] of runs.entries()) {
    const label = `nginx → ${instances} instance${instances > 1 ? 's' : ''}${redis ? ' (shared Redis cache)' : ', its own cache (no Redis)'}${pageCache ? '' : ', page cache off'}`;
    console.log(`\n${label}…`);
    const cluster = await startCluster({
      instances,
      redis,
      build: false,
      pageCache: false,
      siteEnv: pageCache ? {} : { PAGE_CACHE_TTL_MS: '0' },
      extraNginxServers: staticServer,
      freshDb: index === 0,
      log: (line) => console.log(`  ${line}`),
    });
    try {
      const page = await fetch(`${cluster.nginxUrl}${PAGE}`);
      if (page.status !== 200) throw new Error(`${PAGE} answered ${page.status}`);
      html = await page.text();
      const result = await measure(cluster.nginxUrl);
      rows.push({ label, result });
      console.log(`  ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, errors ${result.errors}`);
      if (instances === 3) {
        // The same HTML as a file nginx serves itself: the ceiling of this machine for this page.
        writeFileSync(join(staticDir, 'page.html'), html, { mode: 0o644 });
        const ceiling = await measure(`http://127.0.0.1:${STATIC_PORT}`);
        rows.push({ label: 'nginx, the same HTML as a static file', result: ceiling });
        console.log(`  static file: ${Math.round(ceiling.rps)} req/s`);
      }
    } finally {
      await cluster.close();
    }
  }
  rmSync(staticDir, { recursive: true, force: true });

  const one = rows[1]!.result.rps;
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  const table = rows
    .map(
      ({ label, result }) =>
        `| ${label} | ${Math.round(result.rps)} | ${(result.rps / one).toFixed(2)}× | ${result.p50} ms | ${result.p99} ms | ${result.errors} |`,
    )
    .join('\n');
  const report = `# Cluster throughput, ${new Date().toISOString().slice(0, 10)}

Measured ${new Date().toISOString()} by \`npm run bench:cluster\`.

- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM; everything on loopback on
  this machine: wrk, nginx, Redis, the instances and the content server share its cores. Load average at the
  end of the run: ${load} (other work on the machine adds noise; compare rows of one run, not across runs).
- ${wrkVersion()}
- Page: \`${PAGE}\`, warm, ${html.length} bytes of HTML. One round per row, in the order shown.
- nginx: deploy/nginx-cluster.conf with its page cache off, so that every request reaches an instance.
- wrk: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured, \`Accept-Encoding: gzip\`.

| Through nginx | req/s | vs 1 instance with Redis | p50 | p99 | errors |
| --- | --- | --- | --- | --- | --- |
${table}

Reading it: an instance answers a warm page from its page cache (server/page-cache.ts: the finished,
compressed bytes, kept for \`PAGE_CACHE_TTL_MS\`, a second by default) before Next.js sees the request, so with it on the rows
measure that cache, and Redis (Next.js's shared cache, asked only when the page cache misses, about once a
second) makes no difference. The "page cache off" row is what each request costs when Next.js answers it from
its cache: Next.js sends the cached page, and the site server reads, finishes and compresses it again. An instance is a single Node.js process, so on a machine with ${cpus().length} cores a
further instance adds throughput only while a core is idle: wrk, nginx and Redis take their share of the same
cores, and beyond one instance per core the processes only take turns. On servers, give each instance its own
core (or machine) and measure there. The static-file row is what nginx alone manages for the same bytes, and
what its page cache (on in production) gives for the pages it holds.
`;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/cluster.md', report);
  console.log(`\n${table}\n\nWritten to bench/results/cluster.md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
