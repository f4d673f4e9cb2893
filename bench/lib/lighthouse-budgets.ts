/**
 * The Lighthouse budgets, side by side with an empty Next.js page of the same version (bench/lib/empty-app.ts):
 * rounds of one Lighthouse run each, the empty page first and then every page, so drifting machine load hits
 * the yardstick and the pages alike; medians of the rounds. Per page: Performance at most 3 points below the
 * empty page's, Total Blocking Time at most 1.2 × the empty page's, Largest Contentful Paint at most the empty
 * page's + 0.6 s, CLS ≤ 0.02, Accessibility, Best Practices and SEO 100.
 */
import { loadavg } from 'node:os';
import { runLighthouse, runMedians, type LighthouseRun, type RunMedians } from './lighthouse';
import type { ResolvedPage } from './pages';

export const SIDE_BY_SIDE_BUDGET = {
  /** Points of Performance a page may score below the empty page. */
  performanceBelow: 3,
  tbtRatio: 1.2,
  lcpExtraMs: 600,
  cls: 0.02,
  /** Accessibility, Best Practices and SEO. */
  categories: 100,
};

interface Check {
  label: string;
  ok: boolean;
}

interface PageResult extends ResolvedPage {
  runs: LighthouseRun[];
  medians: RunMedians;
  checks: Check[];
}

export interface SideBySide {
  rounds: number;
  empty: { url: string; runs: LighthouseRun[]; medians: RunMedians };
  pages: PageResult[];
  /** The 1-minute load average when the audits began, at the start of each round, and when they ended. */
  load: { start: number; rounds: number[]; end: number };
}

function checks(page: RunMedians, empty: RunMedians): Check[] {
  const budget = SIDE_BY_SIDE_BUDGET;
  return [
    { label: 'Performance', ok: page.performance >= empty.performance - budget.performanceBelow },
    { label: 'TBT', ok: page.tbtMs <= empty.tbtMs * budget.tbtRatio },
    { label: 'LCP', ok: page.lcpMs <= empty.lcpMs + budget.lcpExtraMs },
    { label: 'CLS', ok: page.cls <= budget.cls },
    { label: 'Accessibility', ok: page.accessibility >= budget.categories },
    { label: 'Best Practices', ok: page.bestPractices >= budget.categories },
    { label: 'SEO', ok: page.seo >= budget.categories },
  ];
}

const oneMinuteLoad = () => loadavg()[0]!;

export async function lighthouseSideBySide(
  site: string,
  pages: ResolvedPage[],
  empty: string,
  rounds: number,
  log: (line: string) => void = () => undefined,
): Promise<SideBySide> {
  const emptyRuns: LighthouseRun[] = [];
  const pageRuns = pages.map(() => [] as LighthouseRun[]);
  const short = (run: LighthouseRun) =>
    `P ${run.scores.performance}, TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, benchmark index ${Math.round(run.benchmarkIndex)}`;
  const start = oneMinuteLoad();
  const roundLoads: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    roundLoads.push(oneMinuteLoad());
    log(`  round ${round} (load average ${roundLoads.at(-1)!.toFixed(2)})`);
    emptyRuns.push(await runLighthouse(`${empty}/`));
    log(`    empty Next.js page: ${short(emptyRuns.at(-1)!)}`);
    for (const [i, page] of pages.entries()) {
      const run = await runLighthouse(`${site}${page.path}`);
      pageRuns[i]!.push(run);
      log(`    ${page.name}: ${short(run)}`);
    }
  }
  const end = oneMinuteLoad();
  const emptyMedians = runMedians(emptyRuns);
  return {
    rounds,
    empty: { url: `${empty}/`, runs: emptyRuns, medians: emptyMedians },
    pages: pages.map((page, i) => {
      const pageMedians = runMedians(pageRuns[i]!);
      return { ...page, runs: pageRuns[i]!, medians: pageMedians, checks: checks(pageMedians, emptyMedians) };
    }),
    load: { start, rounds: roundLoads, end },
  };
}

export const missedChecks = (page: PageResult) => page.checks.filter((check) => !check.ok).map((check) => check.label);

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const signed = (value: number, text: string) => `${value < 0 ? '−' : '+'}${text}`;

/** The budgets' table: the empty page's medians, then each page's with its difference or ratio and verdict. */
export function budgetsTable(result: SideBySide): string {
  const budget = SIDE_BY_SIDE_BUDGET;
  const e = result.empty.medians;
  const lines = [
    `| Page | Performance (≥ empty − ${budget.performanceBelow}) | TBT (≤ ${budget.tbtRatio} × empty) | LCP (≤ empty + ${budget.lcpExtraMs / 1000} s) | CLS (≤ ${budget.cls}) | Accessibility (100) | Best Practices (100) | SEO (100) | Result |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| empty Next.js page \`/\` | ${e.performance} | ${Math.round(e.tbtMs)} ms | ${seconds(e.lcpMs)} | ${e.cls.toFixed(3)} | ${e.accessibility} | ${e.bestPractices} | ${e.seo} | yardstick |`,
  ];
  for (const page of result.pages) {
    const m = page.medians;
    const ok = (label: string) => mark(page.checks.find((check) => check.label === label)!.ok);
    const difference = m.performance - e.performance;
    const ratio = e.tbtMs > 0 ? `${(m.tbtMs / e.tbtMs).toFixed(2)}×` : m.tbtMs > 0 ? '∞×' : '1.00×';
    const extra = m.lcpMs - e.lcpMs;
    const missed = missedChecks(page);
    lines.push(
      `| ${page.name} \`${page.path}\` | ${m.performance} (${signed(difference, String(Math.abs(difference)))}) ${ok('Performance')} | ${Math.round(m.tbtMs)} ms (${ratio}) ${ok('TBT')} | ${seconds(m.lcpMs)} (${signed(extra, seconds(Math.abs(extra)))}) ${ok('LCP')} | ${m.cls.toFixed(3)} ${ok('CLS')} | ${m.accessibility} ${ok('Accessibility')} | ${m.bestPractices} ${ok('Best Practices')} | ${m.seo} ${ok('SEO')} | ${missed.length ? `✗ ${missed.join(', ')}` : '✓'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The audits that kept a page's Accessibility, Best Practices or SEO below 100 in some run, with how many of
 * the runs they failed in.
 */
export function categoryMisses(result: SideBySide): string[] {
  const lines: string[] = [];
  for (const page of result.pages) {
    const counts = new Map<string, number>();
    for (const run of page.runs)
      for (const audit of run.failed)
        if (audit.category !== 'performance') {
          const key = `\`${audit.id}\` (${audit.category})`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
    if (counts.size)
      lines.push(
        `${page.name}: ${[...counts].map(([key, count]) => `${key} in ${count} of ${page.runs.length} runs`).join(', ')}`,
      );
  }
  return lines;
}

/** Every run, round by round: Performance · TBT · LCP · Lighthouse's benchmark index, and the load average. */
export function runsTable(result: SideBySide): string {
  const cell = (run: LighthouseRun) =>
    `${run.scores.performance} · ${Math.round(run.tbtMs)} ms · ${seconds(run.lcpMs)} · ${Math.round(run.benchmarkIndex)}`;
  const lines = [
    `| Round | Load average | empty Next.js page | ${result.pages.map((page) => page.name).join(' | ')} |`,
    `| --- | --- | --- | ${result.pages.map(() => '---').join(' | ')} |`,
  ];
  for (let round = 0; round < result.rounds; round++) {
    lines.push(
      `| ${round + 1} | ${result.load.rounds[round]!.toFixed(2)} | ${cell(result.empty.runs[round]!)} | ${result.pages.map((page) => cell(page.runs[round]!)).join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
