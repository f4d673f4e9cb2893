/**
 * `npm run bench:idle -- <origin> [<path> …]`: what a page costs the main thread while the visitor only reads it.
 *
 * A loop the compositor runs (a `transform` or `opacity` animation) costs the page's main thread nothing; one it
 * cannot run (Chromium animates the `translate` property of an `<svg>` element on the main thread, for instance)
 * costs a style update, a paint and a commit on every frame, for as long as it is on screen: battery and a busy
 * main thread for a reader who has not touched anything. For each page (the five budget templates by default;
 * the running site at `<origin>`), phone-sized, this loads it in a fresh Chromium, lets it settle (network idle,
 * then three seconds), traces its main thread for two seconds at the top of the page and prints the tasks, the
 * milliseconds of work and the style updates per second: the median of three rounds, with and without the
 * visitor's reduced-motion preference (which stops every loop), no CPU throttling.
 *
 * Why not a library: Lighthouse measures the load, not a page left alone; this reads Chromium's own trace.
 */
import { chromium, type Browser } from '@playwright/test';
import { launchOptions } from '../tests/support/chromium';
import { BUDGET_PAGES } from './lib/pages';
import { PHONE } from './lib/phone';

const ROUNDS = 3;
const SETTLE_MS = 3000;
const TRACE_MS = 2000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

interface Idle {
  tasks: number;
  busyMs: number;
  styleUpdates: number;
}

async function idleOnce(browser: Browser, url: string, reducedMotion: 'reduce' | 'no-preference'): Promise<Idle> {
  const context = await browser.newContext({ ...PHONE, reducedMotion });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    await page.waitForTimeout(TRACE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    if (!main) throw new Error(`${url}: no renderer main thread in the trace`);
    const onMain = traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
    const tasks = onMain.filter((event) => event.name === 'RunTask');
    const perSecond = 1000 / TRACE_MS;
    return {
      tasks: tasks.length * perSecond,
      busyMs: (tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000) * perSecond,
      styleUpdates: onMain.filter((event) => event.name === 'UpdateLayoutTree').length * perSecond,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cell = (runs: Idle[]) =>
  `${median(runs.map((run) => run.tasks)).toFixed(0)} tasks · ${median(runs.map((run) => run.busyMs)).toFixed(1)} ms · ` +
  `${median(runs.map((run) => run.styleUpdates)).toFixed(0)} style updates`;

async function main() {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const origin = args[0];
  if (!origin) throw new Error('Usage: npm run bench:idle -- <origin> [<path> …]   (a running build of the site)');
  const base = new URL(origin).origin;
  const paths = args.length > 1 ? args.slice(1) : BUDGET_PAGES.map((page) => page.path);
  const browser = await chromium.launch(launchOptions);
  const runs = new Map(paths.map((path) => [path, { motion: [] as Idle[], reduced: [] as Idle[] }]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of paths) {
        const entry = runs.get(path)!;
        entry.motion.push(await idleOnce(browser, `${base}${path}`, 'no-preference'));
        entry.reduced.push(await idleOnce(browser, `${base}${path}`, 'reduce'));
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `Main thread of a page left alone at the top, per second (median of ${ROUNDS}; phone size, no throttling)\n`,
  );
  console.log('| Page | As most visitors see it | With reduced motion |');
  console.log('| --- | --- | --- |');
  for (const [path, { motion, reduced }] of runs) console.log(`| \`${path}\` | ${cell(motion)} | ${cell(reduced)} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
