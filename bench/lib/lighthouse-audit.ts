/**
 * The Lighthouse budget: every page of LIGHTHOUSE_PAGES, three runs each, medians per category;
 * Performance ≥ 95, Accessibility, Best Practices and SEO 100, CLS ≤ 0.02, and the largest paint is the
 * hero's headline or picture (never the transition overlay or the bot-check badge).
 */
import { BUDGET, runLighthouse, runMedians, type LighthouseRun, type RunMedians } from './lighthouse';
import { LIGHTHOUSE_PAGES } from './pages';

/** Medians of the runs, but the largest layout shift of any run. */
export interface PageVerdict extends RunMedians {
  name: string;
  path: string;
  runs: LighthouseRun[];
  lcpElement: string;
  lcpIsHero: boolean;
  problems: string[];
}

/** The hero's headline (an h1) or its picture (the hero image, or a post's featured picture at its head). */
export function isHeroElement(selector: string): boolean {
  const last = selector.split('>').pop()?.trim() ?? '';
  if (/transition|wipe|overlay|recaptcha|grecaptcha|iframe/i.test(last)) return false;
  if (/^h1\b/i.test(last)) return true;
  return /^img\b/i.test(last) && /hero|featured/i.test(selector);
}

export async function auditLighthouse(
  origin: string,
  runs = 3,
  log: (line: string) => void = () => undefined,
): Promise<PageVerdict[]> {
  const verdicts: PageVerdict[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const results: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await runLighthouse(`${origin}${page.path}`);
      log(
        `  ${page.name} run ${run}: ${JSON.stringify(result.scores)} LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
      );
      results.push(result);
    }
    const lcpElements = results.map((run) => run.lcpElement?.selector ?? '(none)');
    const verdict: PageVerdict = {
      name: page.name,
      path: page.path,
      runs: results,
      ...runMedians(results),
      cls: Math.max(...results.map((run) => run.cls)),
      lcpElement: lcpElements[0]!,
      lcpIsHero: lcpElements.every(isHeroElement),
      problems: [],
    };
    if (verdict.performance < BUDGET.performance)
      verdict.problems.push(`Performance ${verdict.performance} < ${BUDGET.performance}`);
    if (verdict.accessibility < BUDGET.accessibility) verdict.problems.push(`Accessibility ${verdict.accessibility}`);
    if (verdict.bestPractices < BUDGET['best-practices'])
      verdict.problems.push(`Best Practices ${verdict.bestPractices}`);
    if (verdict.seo < BUDGET.seo) verdict.problems.push(`SEO ${verdict.seo}`);
    if (verdict.cls > BUDGET.cls) verdict.problems.push(`CLS ${verdict.cls.toFixed(3)} > ${BUDGET.cls}`);
    if (!verdict.lcpIsHero)
      verdict.problems.push(`largest paint is not the hero: ${[...new Set(lcpElements)].join(' | ')}`);
    const failing = new Map<string, string>();
    for (const run of results) for (const audit of run.failed) failing.set(audit.id, audit.title);
    if (verdict.problems.length && failing.size)
      verdict.problems.push(`audits below 1: ${[...failing.keys()].join(', ')}`);
    verdicts.push(verdict);
  }
  return verdicts;
}

export function lighthouseTable(verdicts: PageVerdict[]): string {
  const lines = [
    '| Page | Performance (≥ 95) | Accessibility (100) | Best Practices (100) | SEO (100) | LCP | TBT | CLS (≤ 0.02) | Largest paint | Result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const v of verdicts) {
    lines.push(
      `| ${v.name} \`${v.path}\` | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo} | ${Math.round(v.lcpMs)} ms | ${Math.round(v.tbtMs)} ms | ${v.cls.toFixed(3)} | \`${v.lcpElement}\` | ${v.problems.length ? `✗ ${v.problems.join('; ')}` : '✓'} |`,
    );
  }
  return lines.join('\n');
}
