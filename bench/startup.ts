/**
 * `npm run bench:startup`: a page's start-up, the budgets' weak side, seen three ways.
 *
 * - `npm run bench:startup` (below): where the main-thread time goes, script by script, beside an empty Next.js
 *   page of the same version.
 * - `npm run bench:startup -- lantern [--blocking [--runs=N]] <url> …` (bench/lib/lantern.ts): the graphs
 *   Lighthouse's phone simulation replays for the first and largest paint, or its Total Blocking Time task by task.
 * - `npm run bench:startup -- compare <origin-a> <origin-b> [--rounds=N] [--pages=…]` (bench/lib/compare.ts):
 *   Lighthouse on two running builds side by side, to judge a change to start-up before it lands.
 *
 * The profile by script:
 *
 * Builds the site with browser source maps (BROWSER_SOURCE_MAPS=1, into `.next-bench-sourcemaps`) on the embedded
 * content server, and the empty page (bench/lib/empty-app.ts). Then, in rounds (RUNS, default 3; the empty page
 * first in each, so drifting machine load hits both), it opens each Lighthouse template in Chromium as a phone
 * (412 × 823, 4× CPU slowdown like Lighthouse's mobile profile, a fresh profile each time) under V8's sampling
 * profiler, from the navigation until the network has been idle and three more seconds have passed (the marquee's
 * and carousel's libraries load when their block nears the viewport, the bot-check loader when the page is idle).
 * Each sample is traced through the chunk's source map to the file it came from and counted in one group:
 *
 * - framework: Next.js, React, React DOM, the scheduler, Turbopack's runtime;
 * - our client components: this repository's components/, lib/ and app/ (the bot-check loader aside);
 * - the bot-check loader (lib/providers/bot-check*);
 * - GSAP and Splide;
 * - the boot loader (server/html/boot-scripts.ts): adding the app scripts and, on a first visit, switching the page
 *   to its faces region by region (the work a forced layout does inside it counts here);
 * - the page's other inline scripts: Next.js's page payload (`self.__next_f.push`);
 * - the browser's own work outside scripts (V8's "(program)": HTML parsing, style, layout, paint) and garbage
 *   collection.
 *
 * Fonts and pictures are not on that list: they decode off the main thread, and their cost shows in the browser's
 * own work (a layout after a font swaps in). Times are medians over the rounds, in throttled milliseconds (the
 * same scale as Lighthouse's Total Blocking Time). Writes bench/results/<date>-startup.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { BOOT_LOADER } from '../server/html/boot-scripts';
import { COMPILE_HINT } from '../server/html/compile-hints';
import { freePort } from '../harness/wordpress/kit';
import { launchOptions } from '../harness/chromium';
import { compare } from './lib/compare';
import { buildEmptyApp } from './lib/empty-app';
import { lantern } from './lib/lantern';
import { median } from './lib/lighthouse';
import { LIGHTHOUSE_PAGES } from './lib/pages';
import { PHONE } from './lib/phone';
import { startSite } from '../harness/site';

const RUNS = Number(process.env.RUNS || 3);
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3000;
const SCRIPT_GROUPS = [
  'framework',
  'our client components',
  'bot-check loader',
  'GSAP',
  'Splide',
  "boot loader (the faces' switch)",
  'inline scripts',
  'other scripts',
] as const;
const GROUPS = [...SCRIPT_GROUPS, 'browser (parse, style, layout, paint)', 'garbage collection'] as const;
type Group = (typeof GROUPS)[number];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The group of one original source file, by its path in the source map. */
function groupOfSource(source: string | null): Group {
  if (!source) return 'framework';
  // Turbopack names sources `turbopack:///[project]/<path in the repository>`, its runtime `[turbopack]/…`.
  const path = decodeURIComponent(source)
    .replace(/^turbopack:\/\/\//, '')
    .replace(/^\[project\]\//, '');
  if (path.startsWith('[turbopack]')) return 'framework';
  if (/node_modules\/gsap\//.test(path)) return 'GSAP';
  if (/node_modules\/@splidejs\//.test(path)) return 'Splide';
  if (/node_modules\/(next|react|react-dom|scheduler|@swc\/helpers|@next)\//.test(path)) return 'framework';
  if (/node_modules\//.test(path)) return 'other scripts';
  if (/(^|\/)lib\/providers\/bot-check/.test(path)) return 'bot-check loader';
  if (/(^|\/)(components|lib|app)\//.test(path)) return 'our client components';
  return 'other scripts';
}

/** Source maps of the chunks, fetched once each; `null` for a script without one. */
class Sources {
  private maps = new Map<string, Promise<{ map: TraceMap; lineShift: number } | null>>();

  private load(url: string) {
    let found = this.maps.get(url);
    if (!found) {
      found = (async () => {
        const script = await fetch(url);
        if (!script.ok) return null;
        const text = await script.text();
        // The map is where the chunk says (Turbopack's map names need not match the chunk's).
        const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
        if (!mapUrl) return null;
        const map = await fetch(new URL(mapUrl, url));
        if (!map.ok) return null;
        // server/html/compile-hints.ts puts one line in front of the chunks every page starts with, after the map
        // was written: the map's lines are one further down.
        const lineShift = text.startsWith(COMPILE_HINT) ? 1 : 0;
        return { map: new TraceMap((await map.json()) as ConstructorParameters<typeof TraceMap>[0]), lineShift };
      })();
      this.maps.set(url, found);
    }
    return found;
  }

  private loaders = new Map<string, Promise<{ start: number; end: number; lineStarts: number[] } | null>>();

  /**
   * Whether a frame of one of the page's inline scripts is in the boot loader (server/html/boot-scripts.ts: the app
   * scripts and, on a first visit, the switch to the faces) rather than the page's data. V8 numbers an inline
   * script's lines and columns from the start of the document, so the frame is placed in the page as served.
   */
  private async inLoader(pageUrl: string, frame: ProfileNode['callFrame']): Promise<boolean> {
    let found = this.loaders.get(pageUrl);
    if (!found) {
      found = (async () => {
        const html = await (await fetch(pageUrl)).text();
        const start = html.indexOf(BOOT_LOADER);
        if (start < 0) return null;
        const lineStarts = [0];
        for (let i = html.indexOf('\n'); i >= 0; i = html.indexOf('\n', i + 1)) lineStarts.push(i + 1);
        return { start, end: start + BOOT_LOADER.length, lineStarts };
      })();
      this.loaders.set(pageUrl, found);
    }
    const loader = await found;
    if (!loader) return false;
    const offset = (loader.lineStarts[frame.lineNumber] ?? Infinity) + frame.columnNumber;
    return offset >= loader.start && offset < loader.end;
  }

  async group(frame: ProfileNode['callFrame'], origin: string, pageUrl: string): Promise<Group | null> {
    const { url, functionName } = frame;
    if (functionName === '(idle)' || functionName === '(root)') return null;
    if (functionName === '(program)') return 'browser (parse, style, layout, paint)';
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (!url) return null;
    if (url.split('#')[0] === pageUrl)
      return (await this.inLoader(pageUrl, frame)) ? "boot loader (the faces' switch)" : 'inline scripts';
    if (!url.startsWith(`${origin}/_next/static/`)) return 'other scripts';
    const source = await this.load(url);
    if (!source) return 'framework';
    const position = originalPositionFor(source.map, {
      // The chunk's own top level begins on the hint's line: counted with the chunk's first source.
      line: Math.max(1, frame.lineNumber + 1 - source.lineShift),
      column: frame.columnNumber,
    });
    return groupOfSource(position.source);
  }
}

/** Milliseconds of main-thread time per group in one profile (a native frame counts where its caller does). */
async function attribute(profile: Profile, sources: Sources, origin: string, pageUrl: string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const groupOf = new Map<number, Group | null>();
  const resolveGroup = async (id: number): Promise<Group | null> => {
    if (groupOf.has(id)) return groupOf.get(id)!;
    const node = byId.get(id)!;
    let group = await sources.group(node.callFrame, origin, pageUrl);
    // A builtin (JSON.parse, a DOM call) has no address: it is work of the script that called it.
    if (group === null && !node.callFrame.url && !/^\((idle|root)\)$/.test(node.callFrame.functionName)) {
      const up = parent.get(id);
      group = up === undefined ? null : await resolveGroup(up);
    }
    groupOf.set(id, group);
    return group;
  };
  const totals = Object.fromEntries(GROUPS.map((group) => [group, 0])) as Record<Group, number>;
  for (let i = 0; i < profile.samples.length; i++) {
    const group = await resolveGroup(profile.samples[i]!);
    // A sample lasts until the next one.
    const micros = profile.timeDeltas[i + 1] ?? 0;
    if (group) totals[group] += micros / 1000;
  }
  return totals;
}

async function profilePage(browser: Browser, url: string, sources: Sources) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    return attribute(profile, sources, new URL(url).origin, url);
  } finally {
    await context.close();
  }
}

const ms = (value: number) => String(Math.round(value));

async function profileStartup() {
  const started = new Date();
  const log = (line: string) => console.log(line);
  log('Building the empty Next.js page and the site with browser source maps…');
  const empty = await buildEmptyApp();
  process.env.BROWSER_SOURCE_MAPS = '1';
  const site = await startSite({
    port: await freePort(),
    cmsPort: await freePort(),
    distDir: '.next-bench-sourcemaps',
  });
  const emptyServer = await empty.serve(await freePort());
  const browser = await chromium.launch(launchOptions);
  const loads: number[] = [loadavg()[0]!];
  const targets = [
    { name: 'empty Next.js page', url: `${emptyServer.url}/`, sources: new Sources() },
    ...LIGHTHOUSE_PAGES.map((page) => ({ name: page.name, url: `${site.url}${page.path}`, sources: new Sources() })),
  ];
  const results = new Map<string, Record<Group, number>[]>(targets.map((target) => [target.name, []]));
  try {
    // One unmeasured visit each, so that no round pays for a first render or a first picture conversion.
    for (const target of targets) await (await fetch(target.url)).arrayBuffer();
    for (let round = 1; round <= RUNS; round++) {
      loads.push(loadavg()[0]!);
      for (const target of targets) {
        results.get(target.name)!.push(await profilePage(browser, target.url, target.sources));
        log(`round ${round}/${RUNS}: ${target.name}`);
      }
    }
  } finally {
    await browser.close();
    await emptyServer.stop();
    await site.stop();
    empty.remove();
  }
  loads.push(loadavg()[0]!);

  const rows = targets.map((target) => {
    const runs = results.get(target.name)!;
    const medians = Object.fromEntries(GROUPS.map((group) => [group, median(runs.map((run) => run[group]))])) as Record<
      Group,
      number
    >;
    const scripts = median(runs.map((run) => SCRIPT_GROUPS.reduce((sum, group) => sum + run[group], 0)));
    const total = median(runs.map((run) => GROUPS.reduce((sum, group) => sum + run[group], 0)));
    return { name: target.name, medians, scripts, total };
  });
  const emptyRow = rows[0]!;
  const header = ['Page', 'Main thread', 'Scripts (× empty)', ...GROUPS];
  const table = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${row.name} | ${ms(row.total)} | ${ms(row.scripts)} (${(row.scripts / emptyRow.scripts).toFixed(2)}×) | ${GROUPS.map(
          (group) => ms(row.medians[group]),
        ).join(' | ')} |`,
    ),
  ].join('\n');
  const report = [
    `# Start-up main-thread time by script, ${started.toISOString().slice(0, 10)}`,
    '',
    `\`npm run bench:startup\`: Chromium as a phone (412 × 823, ${CPU_SLOWDOWN}× CPU slowdown), V8's sampling profiler from`,
    `the navigation until the network was idle and ${SETTLE_MS / 1000} s more; milliseconds of main-thread time (throttled),`,
    `median of ${RUNS} rounds; the site on the embedded content server, built with browser source maps.`,
    `Load average (1 min) at the start, at each round and at the end: ${loads.map((load) => load.toFixed(2)).join(', ')}.`,
    '',
    table,
    '',
  ].join('\n');
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${started.toISOString().slice(0, 10)}-startup.md`;
  writeFileSync(file, report);
  log(`\n${report}\nWritten to ${file}`);
}

async function main() {
  const [mode, ...args] = process.argv.slice(2);
  if (mode === 'lantern') return lantern(args);
  if (mode === 'compare') return compare(args);
  if (mode !== undefined)
    throw new Error(
      `Unknown mode ${JSON.stringify(mode)}: npm run bench:startup [-- lantern <url> … | -- compare <origin-a> <origin-b>]`,
    );
  return profileStartup();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
