/**
 * The performance benchmarks, side by side in one run on loopback:
 *
 *   npm run bench              every benchmark; writes bench/results/<date>.md
 *   npm run bench:js           first-load JavaScript against an empty Next.js page
 *   npm run bench:throughput   warm page vs an empty Next.js page, both `next start` production servers
 *   npm run bench:nginx        warm page through deploy/nginx.conf vs nginx serving the same bytes as a file
 *   npm run bench:load         one minute, 64 connections, 20 addresses
 *   npm run bench:lighthouse   the Lighthouse budgets, side by side with an empty Next.js page
 *
 * `npx tsx bench/run.ts throughput,nginx` runs a selection. Anything but `all` writes
 * bench/results/local-<names>.md (git-ignored). Exit code 1 when a budget is missed.
 * `--wordpress` (or BENCH_WORDPRESS=1) measures the site reading a fresh real WordPress seeded with the demo
 * content (harness/wordpress/test-instance.ts, the kit of `npm run test:wordpress`) instead of the embedded
 * content server, built into BENCH_WORDPRESS_DIST_DIR (default `.next-bench-wordpress`); its reports end in
 * `-wordpress`.
 * Needs Debian's wrk, nginx (nginx-light) and chromium. Ports: BENCH_PORT_BASE (default 3441) and the
 * next three; content server BENCH_CMS_PORT (4441); nginx BENCH_NGINX_PORT (8441) and the next one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform, release, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildEmptyApp, type EmptyApp } from './lib/empty-app';
import {
  budgetsTable,
  categoryMisses,
  lighthouseSideBySide,
  missedChecks,
  runsTable,
  SIDE_BY_SIDE_BUDGET,
} from './lib/lighthouse-budgets';
import { CHROME_FLAGS, CHROME_PATH } from './lib/lighthouse';
import { firstLoadJs, kb } from './lib/js-weight';
import { nginxVersion, startNginx, type RunningNginx } from '../harness/nginx';
import { LOAD_MIX, PLAIN_PAGE, resolveBudgetPages } from './lib/pages';
import { startSite, startSiteOnWordPress, verboseLog, type RunningSite } from '../harness/site';
import { BROWSER_HEADERS, runWrk, wrkVersion, type WrkResult } from './lib/wrk';

interface Figure {
  label: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

interface Section {
  title: string;
  figures: Figure[];
  details?: string;
  commands: string[];
}

const base = Number(process.env.BENCH_PORT_BASE || 3441);
const ports = {
  site: base,
  empty: base + 1,
  cms: Number(process.env.BENCH_CMS_PORT || 4441),
  nginx: Number(process.env.BENCH_NGINX_PORT || 8441),
};
// Five alternating rounds: single 10 s rounds of the nginx comparison swing by ±10 points on a busy 2-core machine.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
// Five rounds of Lighthouse runs (the empty page, then every page), medians.
const LIGHTHOUSE_ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS || 5);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 64;

const log = (line: string) => console.log(line);
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const onWordPress = flags.includes('--wordpress') || process.env.BENCH_WORDPRESS === '1';
const fixed = (value: number, digits = 0) => value.toFixed(digits);
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function warm(origin: string, paths: readonly string[], times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    for (const path of paths) {
      const response = await fetch(`${origin}${path}`, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status} while warming up`);
    }
  }
}

/** Alternating rounds (A, B, A, B, …) after a warm-up of each, so drifting machine load hits both alike. */
async function sideBySide(a: { origin: string; path: string }, b: { origin: string; path: string }) {
  await runWrk({ origin: a.origin, paths: [a.path], connections: CONNECTIONS, seconds: 5 });
  await runWrk({ origin: b.origin, paths: [b.path], connections: CONNECTIONS, seconds: 5 });
  const aRuns: WrkResult[] = [];
  const bRuns: WrkResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    aRuns.push(await runWrk({ origin: a.origin, paths: [a.path], connections: CONNECTIONS, seconds: ROUND_SECONDS }));
    bRuns.push(await runWrk({ origin: b.origin, paths: [b.path], connections: CONNECTIONS, seconds: ROUND_SECONDS }));
    log(`  round ${round + 1}: ${fixed(aRuns.at(-1)!.rps)} vs ${fixed(bRuns.at(-1)!.rps)} requests/s`);
  }
  const errors = [...aRuns, ...bRuns].reduce((sum, run) => sum + run.errors, 0);
  return {
    a: aRuns,
    b: bRuns,
    aRps: middle(aRuns.map((run) => run.rps)),
    bRps: middle(bRuns.map((run) => run.rps)),
    errors,
  };
}

function roundsTable(names: [string, string], runs: { a: WrkResult[]; b: WrkResult[] }): string {
  const lines = [`| Round | ${names[0]} req/s | p99 | ${names[1]} req/s | p99 |`, '| --- | --- | --- | --- | --- |'];
  runs.a.forEach((run, i) => {
    const other = runs.b[i]!;
    lines.push(
      `| ${i + 1} | ${fixed(run.rps)} | ${fixed(run.p99, 1)} ms | ${fixed(other.rps)} | ${fixed(other.p99, 1)} ms |`,
    );
  });
  return lines.join('\n');
}

// ── Benchmarks ────────────────────────────────────────────────────────────────────────────────────────

async function benchJs(site: RunningSite, empty: { url: string }): Promise<Section> {
  const page = await firstLoadJs(`${site.url}${PLAIN_PAGE}`);
  const home = await firstLoadJs(`${site.url}/`);
  const yardstick = await firstLoadJs(`${empty.url}/`);
  const extra = page.gzip - yardstick.gzip;
  const files = page.files.map((file) => `| \`${file.path}\` | ${kb(file.bytes)} | ${kb(file.gzip)} |`).join('\n');
  return {
    title: 'First-load JavaScript',
    figures: [
      { label: `Plain content page \`${PLAIN_PAGE}\` (gzip)`, value: kb(page.gzip), budget: '—', ok: null },
      { label: 'Empty Next.js page, same Next.js (gzip)', value: kb(yardstick.gzip), budget: '—', ok: null },
      { label: 'Difference', value: kb(extra), budget: '≤ 60.0 KB', ok: extra <= 60 * 1024 },
      { label: 'Home page (gzip, GSAP and Splide load later, on demand)', value: kb(home.gzip), budget: '—', ok: null },
    ],
    details: `Every script a modern browser fetches before any dynamic import (script tags without \`nomodule\`, script preloads, chunks named by the inline RSC payload), each gzipped at the default level.\n\n| File (plain page) | Raw | Gzip |\n| --- | --- | --- |\n${files}`,
    commands: ['npm run bench:js'],
  };
}

async function benchThroughput(site: RunningSite, empty: { url: string; command: string }): Promise<Section> {
  await warm(site.url, [PLAIN_PAGE]);
  await warm(empty.url, ['/']);
  log('Throughput: warm page vs empty Next.js page');
  const runs = await sideBySide({ origin: site.url, path: PLAIN_PAGE }, { origin: empty.url, path: '/' });
  const ratio = runs.aRps / runs.bRps;
  return {
    title: 'Throughput: warm page vs an empty Next.js page',
    figures: [
      {
        label: `Site, warm \`${PLAIN_PAGE}\` (median of ${ROUNDS} rounds)`,
        value: `${fixed(runs.aRps)} req/s`,
        budget: '—',
        ok: null,
      },
      { label: 'Empty Next.js page', value: `${fixed(runs.bRps)} req/s`, budget: '—', ok: null },
      { label: 'Ratio', value: `${fixed(ratio * 100)} %`, budget: '≥ 80 %', ok: ratio >= 0.8 },
      { label: 'Errors', value: String(runs.errors), budget: '0', ok: runs.errors === 0 },
    ],
    details: `${CONNECTIONS} connections, ${ROUND_SECONDS} s per round, rounds alternate, 5 s warm-up each; \`Accept-Encoding: gzip\` as a browser sends.\n\n${roundsTable(['site', 'empty'], runs)}`,
    commands: [`site: ${site.command}`, `empty: ${empty.command}`, runs.a[0]!.command, runs.b[0]!.command],
  };
}

async function benchNginx(site: RunningSite): Promise<Section> {
  const staticDir = mkdtempSync(join(tmpdir(), 'altitude-static-'));
  spawnSync('chmod', ['755', staticDir]);
  const staticPort = ports.nginx + 1;
  let nginx: RunningNginx | undefined;
  try {
    nginx = await startNginx({
      port: ports.nginx,
      upstreamPort: site.port,
      extraServers: `server {\n        listen 127.0.0.1:${staticPort};\n        root ${staticDir};\n        gzip_static on;\n        location / {\n            default_type text/html;\n            try_files /page.html =404;\n        }\n    }`,
    });
    // Warm the cache, then keep exactly the bytes it serves as the static file.
    let status = '';
    for (let i = 0; i < 20 && status !== 'HIT'; i++) {
      const response = await fetch(`${nginx.url}${PLAIN_PAGE}`, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      status = response.headers.get('x-cache-status') ?? '';
    }
    if (status !== 'HIT')
      throw new Error(`nginx never answered ${PLAIN_PAGE} from its cache (X-Cache-Status ${status})`);
    const cached = execFileSync('curl', [
      '-s',
      '--compressed',
      '-H',
      'Accept-Encoding: gzip',
      `${nginx.url}${PLAIN_PAGE}`,
    ]);
    const gzipped = execFileSync('curl', ['-s', '-H', 'Accept-Encoding: gzip', `${nginx.url}${PLAIN_PAGE}`]);
    writeFileSync(join(staticDir, 'page.html'), cached);
    writeFileSync(join(staticDir, 'page.html.gz'), gzipped.length < cached.length ? gzipped : gzipSync(cached));
    spawnSync('chmod', ['-R', 'a+r', staticDir]);
    const staticOrigin = `http://127.0.0.1:${staticPort}`;
    log('nginx: cached page vs the same bytes as a static file');
    const runs = await sideBySide({ origin: nginx.url, path: PLAIN_PAGE }, { origin: staticOrigin, path: PLAIN_PAGE });
    const ratio = runs.aRps / runs.bRps;
    return {
      title: 'nginx page cache vs nginx serving the same bytes as a file',
      figures: [
        {
          label: `Through deploy/nginx.conf, cache HIT \`${PLAIN_PAGE}\``,
          value: `${fixed(runs.aRps)} req/s`,
          budget: '—',
          ok: null,
        },
        {
          label: 'Same bytes as a static file (gzip_static)',
          value: `${fixed(runs.bRps)} req/s`,
          budget: '—',
          ok: null,
        },
        { label: 'Ratio', value: `${fixed(ratio * 100)} %`, budget: '≥ 70 %', ok: ratio >= 0.7 },
        { label: 'Errors', value: String(runs.errors), budget: '0', ok: runs.errors === 0 },
      ],
      details: `One nginx, two \`server\` blocks; the static file is the body the cache serves (${kb(gzipped.length)} gzip, ${kb(cached.length)} HTML). The static server runs on nginx's defaults plus \`gzip_static\`; the cache's location is deploy/nginx.conf as shipped (which keeps cached pages' files open with \`open_file_cache\`). The cached answer carries the site's headers (about 3 KB: CSP, permissions, HSTS), the static one nginx's few.\n\n${roundsTable(['cache', 'static'], runs)}`,
      commands: ['npm run bench:nginx', runs.a[0]!.command, runs.b[0]!.command],
    };
  } finally {
    await nginx?.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

async function benchLoad(site: RunningSite): Promise<Section> {
  await warm(site.url, LOAD_MIX);
  log('Load: 60 s, 64 connections, 20 addresses');
  await runWrk({ origin: site.url, paths: [...LOAD_MIX], connections: CONNECTIONS, seconds: 5 });
  const run = await runWrk({
    origin: site.url,
    paths: [...LOAD_MIX],
    connections: CONNECTIONS,
    seconds: Number(process.env.BENCH_LOAD_SECONDS || 60),
  });
  return {
    title: 'Load: one minute, 64 connections, 20 addresses',
    figures: [
      { label: 'Requests per second', value: fixed(run.rps), budget: '—', ok: null },
      { label: 'Requests', value: String(run.requests), budget: '—', ok: null },
      { label: 'Latency p50', value: `${fixed(run.p50, 1)} ms`, budget: '—', ok: null },
      { label: 'Latency p95', value: `${fixed(run.p95, 1)} ms`, budget: '—', ok: null },
      { label: 'Latency p99', value: `${fixed(run.p99, 1)} ms`, budget: '< 250 ms', ok: run.p99 < 250 },
      {
        label: 'Errors (socket errors and non-2xx/3xx answers)',
        value: String(run.errors),
        budget: '0',
        ok: run.errors === 0,
      },
    ],
    details: `Addresses (every one warmed three times first): ${LOAD_MIX.map((path) => `\`${path}\``).join(', ')}. Error detail: ${JSON.stringify(run.errorDetail)}.`,
    commands: ['npm run bench:load', run.command],
  };
}

async function benchLighthouse(site: RunningSite, empty: { url: string; command: string }): Promise<Section> {
  const pages = await resolveBudgetPages(site.url);
  await warm(
    site.url,
    pages.map((page) => page.path),
  );
  await warm(empty.url, ['/']);
  log(`Lighthouse: mobile profile, ${LIGHTHOUSE_ROUNDS} rounds of the empty Next.js page then every page`);
  const result = await lighthouseSideBySide(site.url, pages, empty.url, LIGHTHOUSE_ROUNDS, log);
  const budget = SIDE_BY_SIDE_BUDGET;
  const e = result.empty.medians;
  const misses = categoryMisses(result);
  const substituted = pages
    .filter((page) => page.replaces)
    .map((page) => `${page.name}: \`${page.replaces}\` did not answer 200, so its listing's first entry stands in.`);
  return {
    title: `Lighthouse budgets, side by side with an empty Next.js page (mobile profile, median of ${LIGHTHOUSE_ROUNDS})`,
    figures: [
      {
        label: 'Empty Next.js page, same Next.js',
        value: `P ${e.performance} · TBT ${Math.round(e.tbtMs)} ms · LCP ${(e.lcpMs / 1000).toFixed(2)} s · CLS ${e.cls.toFixed(3)}`,
        budget: '—',
        ok: null,
      },
      ...result.pages.map((page) => {
        const m = page.medians;
        const missed = missedChecks(page);
        return {
          label: `${page.name} \`${page.path}\``,
          value: `P ${m.performance} · TBT ${Math.round(m.tbtMs)} ms · LCP ${(m.lcpMs / 1000).toFixed(2)} s · CLS ${m.cls.toFixed(3)} · A ${m.accessibility} · BP ${m.bestPractices} · SEO ${m.seo}${missed.length ? ` (missed: ${missed.join(', ')})` : ''}`,
          budget: 'the table below',
          ok: missed.length === 0,
        };
      }),
      {
        label: '1-minute load average, start → end',
        value: `${result.load.start.toFixed(2)} → ${result.load.end.toFixed(2)}`,
        budget: '—',
        ok: null,
      },
    ],
    details: [
      `Budgets per page: Performance ≥ the empty page's − ${budget.performanceBelow}, TBT ≤ ${budget.tbtRatio} × the empty page's, LCP ≤ the empty page's + ${budget.lcpExtraMs / 1000} s, CLS ≤ ${budget.cls}, Accessibility, Best Practices and SEO 100.`,
      budgetsTable(result),
      `${LIGHTHOUSE_ROUNDS === 1 ? 'One run each' : `Medians of ${LIGHTHOUSE_ROUNDS} runs each`}; in brackets the difference or ratio against the empty page. Each round runs the empty page, then every page in turn, one fresh Chromium per run, so the machine's load falls on both alike. 1-minute load average ${result.load.start.toFixed(2)} when the audits began, ${result.load.end.toFixed(2)} when they ended.`,
      ...substituted,
      ...(misses.length
        ? [`Audits below 1 in Accessibility, Best Practices or SEO:\n\n${misses.map((line) => `- ${line}`).join('\n')}`]
        : []),
      `Every run: Performance · TBT · LCP · Lighthouse's benchmark index (\`environment.benchmarkIndex\`: the machine's speed as Lighthouse measured it for that run; higher is faster). Load average: 1-minute, at the start of the round.`,
      runsTable(result),
      `Chromium flags: ${CHROME_FLAGS.join(' ')}.`,
    ].join('\n\n'),
    commands: [
      `site: ${site.command}`,
      `empty: ${empty.command}`,
      `npm run bench:lighthouse${onWordPress ? ' -- --wordpress' : ''}`,
    ],
  };
}

// ── Report ────────────────────────────────────────────────────────────────────────────────────────────

function version(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.error ? 'not installed' : (result.stdout || result.stderr).trim().split('\n')[0]!;
}

function machine(content: string): string[] {
  const pkg = (name: string) =>
    (JSON.parse(readFileSync(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  const cpu = cpus();
  return [
    `- Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${fixed(totalmem() / 2 ** 30, 1)} GiB RAM, ${platform()} ${release()} ${arch()}`,
    `- Node.js ${process.version}, Next.js ${pkg('next')}, React ${pkg('react')}, Lighthouse ${pkg('lighthouse')}`,
    `- ${version('wrk', ['-v']).replace(/^not installed$/, 'wrk not installed')}; nginx ${nginxVersion()}; ${version(CHROME_PATH, ['--version'])}`,
    `- Content: ${content}`,
    '- Everything on loopback on the same machine (load generator included); other work on the machine adds noise, which the alternating rounds share out evenly.',
  ];
}

function render(sections: Section[], started: Date, command: string, content: string): string {
  const parts = [
    `# Performance report, ${started.toISOString().slice(0, 10)}`,
    '',
    `Measured ${started.toISOString()} by \`${command}\`.`,
    '',
    ...machine(content),
    '',
  ];
  for (const section of sections) {
    parts.push(`## ${section.title}`, '', '| Figure | Value | Budget | |', '| --- | --- | --- | --- |');
    for (const figure of section.figures)
      parts.push(
        `| ${figure.label} | ${figure.value} | ${figure.budget} | ${figure.ok === null ? '' : figure.ok ? '✓' : '✗'} |`,
      );
    parts.push('');
    if (section.details) parts.push(section.details, '');
    parts.push('Commands:', '', ...section.commands.map((command) => `    ${command}`), '');
  }
  return parts.join('\n');
}

async function main() {
  const unknownFlags = flags.filter((flag) => flag !== '--wordpress');
  if (unknownFlags.length) {
    console.error(`Unknown option "${unknownFlags.join(' ')}". The one option: --wordpress`);
    process.exit(2);
  }
  const which = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'all';
  const chosen = which.split(',');
  const known = ['all', 'js', 'throughput', 'nginx', 'load', 'lighthouse'];
  const unknown = chosen.filter((name) => !known.includes(name));
  if (unknown.length) {
    console.error(`Unknown benchmark "${unknown.join(', ')}". One or more (comma-separated) of: ${known.join(', ')}`);
    process.exit(2);
  }
  const wants = (name: string) => which === 'all' || chosen.includes(name);
  if (wants('throughput') || wants('nginx') || wants('load')) wrkVersion();
  if (wants('nginx')) nginxVersion();
  const started = new Date();
  let content = 'the embedded content server, demo content pack';
  let site: RunningSite;
  if (onWordPress) {
    const onIt = await startSiteOnWordPress({
      port: ports.site,
      cmsPort: ports.cms,
      distDir: process.env.BENCH_WORDPRESS_DIST_DIR || '.next-bench-wordpress',
    });
    site = onIt;
    content = `a real WordPress from the kit (${onIt.wordpress.graphqlUrl}), seeded with the demo content pack`;
  } else {
    log(`Starting the site as npm start does (port ${ports.site}, content server ${ports.cms})…`);
    site = await startSite({ port: ports.site, cmsPort: ports.cms, log: verboseLog('site') });
  }
  let emptyApp: EmptyApp | undefined;
  let empty: Awaited<ReturnType<EmptyApp['serve']>> | undefined;
  const sections: Section[] = [];
  try {
    if (wants('js') || wants('throughput') || wants('lighthouse')) {
      log('Building an empty Next.js app with the same Next.js…');
      emptyApp = await buildEmptyApp();
    }
    if (wants('js') || wants('throughput')) empty = await emptyApp!.serve(ports.empty);
    // A benchmark that fails is reported as a missed budget; the others still run and the report is written.
    const attempt = async (title: string, run: () => Promise<Section>) => {
      try {
        sections.push(await run());
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        sections.push({
          title,
          figures: [{ label: 'Could not be measured', value: message, budget: '—', ok: false }],
          commands: [],
        });
      }
    };
    if (wants('js')) await attempt('First-load JavaScript', () => benchJs(site, empty!));
    if (wants('throughput')) await attempt('Throughput', () => benchThroughput(site, empty!));
    await empty?.stop();
    empty = undefined;
    if (wants('nginx')) await attempt('nginx page cache', () => benchNginx(site));
    if (wants('load')) await attempt('Load', () => benchLoad(site));
    if (wants('lighthouse')) {
      empty = await emptyApp!.serve(ports.empty);
      const yardstick = empty;
      await attempt('Lighthouse budgets', () => benchLighthouse(site, yardstick));
    }
  } finally {
    await empty?.stop();
    emptyApp?.remove();
    await site.stop();
  }
  const command = `npm run ${which === 'all' ? 'bench' : `bench:${which}`}${onWordPress ? ' -- --wordpress' : ''}`;
  const report = render(
    sections,
    started,
    chosen.length > 1 ? `npx tsx bench/run.ts ${process.argv.slice(2).join(' ')}` : command,
    content,
  );
  mkdirSync('bench/results', { recursive: true });
  const suffix = onWordPress ? '-wordpress' : '';
  const file =
    which === 'all'
      ? `bench/results/${started.toISOString().slice(0, 10)}${suffix}.md`
      : `bench/results/local-${chosen.join('-')}${suffix}.md`;
  writeFileSync(file, report);
  console.log(`\n${report}\nWritten to ${file}`);
  const missed = sections.flatMap((section) =>
    section.figures.filter((figure) => figure.ok === false).map((figure) => `${section.title}: ${figure.label}`),
  );
  if (missed.length) {
    console.error(`\nBudgets missed:\n${missed.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
