/**
 * `npm run bench:font-lookups -- <origin> [<origin-b>] [--rounds=N]`: what setting the page's type costs the main
 * thread while it is styled and laid out, in look-ups of the system's fonts.
 *
 * Before a face is drawn the renderer must find it: a `local()` source of an `@font-face` rule by its full or
 * PostScript name, a family named in a `font-family` list, each face at each size it is drawn at (its render
 * settings). In Chromium on Linux every such look-up the renderer has not cached is a synchronous call to the
 * browser process, inside whichever style or layout task first needs it; a name that is not installed is a
 * look-up that finds nothing. For each of the five budget templates (phone size, no CPU throttling) this loads
 * the page in a fresh browser profile (a first visit: the page set in the metric-matched fallbacks, then
 * switched to the faces) and again in the same profile (a returning visit: the faces from the HTTP cache), and
 * prints the look-ups by kind, with their count and milliseconds, and the page's style and layout time up to
 * three seconds after `load`; medians of the rounds (default 3). With a second origin the two builds alternate
 * page by page, so a change is judged side by side in one run.
 *
 * Why not a library: no published tool reports font look-ups; this reads Chromium's own trace (the `fonts`
 * category).
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { FACES_KEY } from '../lib/html/boot-scripts';
import { launchOptions } from '../tests/support/chromium';
import { BUDGET_PAGES } from './lib/pages';
import { PHONE } from './lib/phone';

const SETTLE_MS = 3000;
/** How long a first visit may take to record that the browser has the faces (lib/html/boot-scripts.ts). */
const FACES_WAIT_MS = 15_000;

/** Trace events by what they look up, as Chromium names them. */
export const LOOKUPS = {
  'local() by name': ['WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName'],
  'family by name': ['FontDataManager::onMatchFamilyStyle'],
  'render settings per size': ['WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'],
  'face set-ups': ['FontCache::GetFontPlatformData'],
} as const;

type Kind = keyof typeof LOOKUPS | 'style' | 'layout';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

export type Tally = Record<Kind, { count: number; ms: number }>;

/**
 * The look-ups on the page's renderer main thread, by kind. A look-up nested in another of the same kind (a face
 * set-up that sets up its fallback) counts once, at its outer length.
 */
export function tally(events: TraceEvent[], pageUrl: string): Tally {
  const parses = new Map<string, number>();
  for (const event of events)
    if (event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(pageUrl)) {
      const key = `${event.pid}:${event.tid}`;
      parses.set(key, (parses.get(key) ?? 0) + 1);
    }
  const thread = [...parses].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!thread) throw new Error(`${pageUrl}: the trace has no renderer that parsed the page`);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X');
  const kinds: [Kind, readonly string[]][] = [
    ...(Object.entries(LOOKUPS) as [Kind, readonly string[]][]),
    ['style', ['UpdateLayoutTree']],
    ['layout', ['Layout']],
  ];
  const result = Object.fromEntries(kinds.map(([kind]) => [kind, { count: 0, ms: 0 }])) as Tally;
  for (const [kind, names] of kinds) {
    const matching = onMain.filter((event) => names.includes(event.name)).sort((a, b) => a.ts - b.ts);
    let coveredUntil = -Infinity;
    for (const event of matching) {
      const end = event.ts + (event.dur ?? 0);
      if (event.ts < coveredUntil) continue;
      coveredUntil = end;
      result[kind].count += 1;
      result[kind].ms += (event.dur ?? 0) / 1000;
    }
  }
  return result;
}

async function traceLoad(browser: Browser, context: BrowserContext, url: string): Promise<Tally> {
  const page = await context.newPage();
  try {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts', 'blink', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // The returning visit that follows is one only once the loader has recorded the faces (on a cold server
    // they can take longer than the settling time); a build that never records them is a first visit again.
    await page
      .waitForFunction((key) => localStorage.getItem(key) !== null, FACES_KEY, { timeout: FACES_WAIT_MS })
      .catch(() => console.warn(`${url}: the faces were not recorded within ${FACES_WAIT_MS / 1000} s`));
    return tally(traceEvents, url);
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function cell(runs: Tally[], kind: Kind): string {
  const count = median(runs.map((run) => run[kind].count));
  const ms = median(runs.map((run) => run[kind].ms));
  return kind === 'style' || kind === 'layout' ? `${ms.toFixed(1)} ms` : `${count} · ${ms.toFixed(1)} ms`;
}

async function main() {
  const args = process.argv.slice(2);
  const origins = args.filter((arg) => !arg.startsWith('--')).map((arg) => new URL(arg).origin);
  const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);
  if (origins.length < 1 || origins.length > 2 || !(rounds > 0))
    throw new Error('Usage: npm run bench:font-lookups -- <origin> [<origin-b>] [--rounds=N]   (running builds)');
  const browser = await chromium.launch(launchOptions);
  const runs = new Map<string, { first: Tally[]; again: Tally[] }>();
  try {
    for (let round = 0; round < rounds; round++)
      for (const { name, path } of BUDGET_PAGES)
        for (const origin of round % 2 ? [...origins].reverse() : origins) {
          const key = `${name}\u0000${origin}`;
          if (!runs.has(key)) runs.set(key, { first: [], again: [] });
          const context = await browser.newContext(PHONE);
          try {
            runs.get(key)!.first.push(await traceLoad(browser, context, `${origin}${path}`));
            runs.get(key)!.again.push(await traceLoad(browser, context, `${origin}${path}`));
          } finally {
            await context.close();
          }
        }
  } finally {
    await browser.close();
  }
  const kinds: Kind[] = [...(Object.keys(LOOKUPS) as Kind[]), 'style', 'layout'];
  console.log(
    `Font look-ups on the main thread, from the navigation to ${SETTLE_MS / 1000} s after load: count · ms ` +
      `(median of ${rounds}; phone size, no throttling; 1-minute load average ${loadavg()[0]!.toFixed(2)} at the end)\n`,
  );
  for (const visit of ['first', 'again'] as const) {
    console.log(`\n${visit === 'first' ? 'A first visit' : 'A returning visit (the faces cached)'}\n`);
    console.log(`| Page | ${origins.length > 1 ? 'Site | ' : ''}${kinds.join(' | ')} |`);
    console.log(`| --- | ${origins.length > 1 ? '--- | ' : ''}${kinds.map(() => '---').join(' | ')} |`);
    for (const [key, entry] of runs) {
      const [name, origin] = key.split('\u0000');
      console.log(
        `| ${name} | ${origins.length > 1 ? `${origin} | ` : ''}${kinds.map((kind) => cell(entry[visit], kind)).join(' | ')} |`,
      );
    }
  }
}

if (process.argv[1]?.endsWith('font-lookups.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
