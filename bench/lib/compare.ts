/**
 * `npm run bench:startup -- compare <origin-a> <origin-b>`: Lighthouse on two running builds of the site, side by side,
 * to judge one change to start-up before it lands.
 *
 * Start the two builds yourself (for instance the current tree and a change, each with its own build folder:
 * `NEXT_DIST_DIR=.next-a PORT=3320 CMS_PORT=4320 npx tsx scripts/start.ts`). Each round audits every budget page
 * (bench/lib/pages.ts, the five templates of `npm run bench:lighthouse`) on both, one right after the other, the
 * order swapped every round, one fresh Chromium per run, so that the machine's load falls on both alike. Prints
 * the medians per page and side and B's difference from A.
 *
 *   --rounds=N       rounds (default 5)
 *   --pages=/a/,/b/  other addresses instead of the budget pages
 */
import { loadavg } from 'node:os';
import { median, runLighthouse, type LighthouseRun } from './lighthouse';
import { resolveBudgetPages, type ResolvedPage } from './pages';

interface Options {
  a: string;
  b: string;
  rounds: number;
  pages?: string[];
}

function parseArgs(argv: string[]): Options {
  const origins = argv.filter((arg) => !arg.startsWith('--'));
  const flag = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (origins.length !== 2)
    throw new Error('Usage: npm run bench:startup -- compare <origin-a> <origin-b> [--rounds=5] [--pages=/,/contact/]');
  const [a, b] = origins.map((origin) => new URL(origin).origin) as [string, string];
  const rounds = Number(flag('rounds') ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds must be a whole number ≥ 1, not ${flag('rounds')}`);
  const pages = flag('pages')
    ?.split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  return { a, b, rounds, pages };
}

async function ok(url: string): Promise<void> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export function summarise(runs: LighthouseRun[]): Figures {
  return {
    performance: median(runs.map((run) => run.scores.performance)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: Math.max(...runs.map((run) => run.cls)),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number, unit = '') =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}${unit}`;

export function compareTable(rows: { page: ResolvedPage; a: Figures; b: Figures }[]): string {
  const cell = (f: Figures) =>
    `P ${f.performance} · FCP ${ms(f.fcpMs)} · LCP ${ms(f.lcpMs)} · TBT ${ms(f.tbtMs)} · CLS ${f.cls.toFixed(3)}`;
  const lines = ['| Page | A | B | B − A |', '| --- | --- | --- | --- |'];
  for (const { page, a, b } of rows)
    lines.push(
      `| ${page.name} \`${page.path}\` | ${cell(a)} | ${cell(b)} | P ${signed(b.performance - a.performance)} · FCP ${signed(b.fcpMs - a.fcpMs, ' ms')} · LCP ${signed(b.lcpMs - a.lcpMs, ' ms')} · TBT ${signed(b.tbtMs - a.tbtMs, ' ms')} |`,
    );
  return lines.join('\n');
}

/** `bench:startup -- compare …`: the arguments after `compare`. */
export async function compare(args: string[]): Promise<void> {
  const options = parseArgs(args);
  const pages: ResolvedPage[] = options.pages
    ? options.pages.map((path) => ({ name: path, path }))
    : await resolveBudgetPages(options.a);
  for (const page of pages) for (const origin of [options.a, options.b]) await ok(`${origin}${page.path}`);
  // Warm both (rendered pages, optimised pictures), so the first round is not a cold start for one side only.
  for (const page of pages)
    for (const origin of [options.a, options.b]) for (let i = 0; i < 2; i++) await ok(`${origin}${page.path}`);

  const loadBefore = loadavg()[0]!;
  const runs = new Map<string, { a: LighthouseRun[]; b: LighthouseRun[] }>(
    pages.map((page) => [page.path, { a: [], b: [] }]),
  );
  for (let round = 1; round <= options.rounds; round++) {
    for (const page of pages) {
      const sides = round % 2 ? (['a', 'b'] as const) : (['b', 'a'] as const);
      for (const side of sides) {
        const run = await runLighthouse(`${options[side]}${page.path}`);
        runs.get(page.path)![side].push(run);
        console.error(
          `round ${round} ${page.name} ${side.toUpperCase()}: P ${run.scores.performance} FCP ${ms(run.fcpMs)} LCP ${ms(run.lcpMs)} TBT ${ms(run.tbtMs)} (benchmark index ${Math.round(run.benchmarkIndex)})`,
        );
      }
    }
  }
  const rows = pages.map((page) => {
    const { a, b } = runs.get(page.path)!;
    return { page, a: summarise(a), b: summarise(b) };
  });
  console.log(`A: ${options.a}\nB: ${options.b}\n`);
  console.log(compareTable(rows));
  console.log(
    `\nMedians of ${options.rounds} runs per page and side (CLS: the largest). 1-minute load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}.`,
  );
}
