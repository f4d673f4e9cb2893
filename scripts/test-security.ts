/**
 * `npm run test:security`: the site tried as an attacker would, against a started site (the main browser suite's
 * webServer: `npm start` on the embedded content server, playwright.security.config.ts), then the HTTP-level checks
 * kept in Vitest (vitest.security.config.ts, tests/security/**\/*.test.ts). Ends with what was tried, what held and
 * what failed, for the hostile requests and checks and for the XSS corpus (each DOMPurify case counted on its own);
 * exits non-zero unless something was tried and nothing failed. `npm test` runs it after the main browser suite.
 *
 *   SECURITY_REPORT_DIR  keep the JSON reports there (scripts/test.ts reads them); default a temporary folder
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SECURITY_PLAYWRIGHT_REPORT = 'playwright-security.json';
export const SECURITY_VITEST_REPORT = 'vitest-security.json';

const bin = (name: string) => join('node_modules', '.bin', name);

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** A JSON report a run wrote, or undefined when it wrote none (or half of one). */
export function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface Tally {
  tried: number;
  held: number;
  failed: number;
}

type Step = { title: string; error?: unknown };
type Result = { status: string; steps?: Step[] };
type Spec = { title: string; file: string; tests: { status: string; results: Result[] }[] };
type Suite = { specs?: Spec[]; suites?: Suite[] };
type VitestReport = { numPassedTests: number; numFailedTests: number; numTotalTests: number };

/**
 * A test of the XSS corpus checks the cases of one page, one step each (tests/e2e/security-dompurify.spec.ts,
 * "DOMPurify cases 17–32"). A case held when its own step passed and so did its page's checks (nothing ran); a page
 * that failed before its cases were looked at counts every one of them failed.
 */
const CASE_STEP = /^case \d+:/;
const CORPUS_GROUP = /^DOMPurify cases (\d+)–(\d+)$/;

/** The Playwright report's tally, split into the XSS corpus and the rest (hostile requests and checks). */
export function tallyPlaywright(report: { suites?: Suite[] } | undefined): { corpus: Tally; hostile: Tally } {
  const corpus: Tally = { tried: 0, held: 0, failed: 0 };
  const hostile: Tally = { tried: 0, held: 0, failed: 0 };
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        // skipped: not tried; flaky (passed on retry) and expected: held.
        if (test.status === 'skipped') continue;
        const last = test.results.at(-1);
        const held = test.status === 'expected' || test.status === 'flaky';
        const group = CORPUS_GROUP.exec(spec.title);
        if (!group) {
          hostile.tried += 1;
          hostile[held ? 'held' : 'failed'] += 1;
          continue;
        }
        const count = Number(group[2]) - Number(group[1]) + 1;
        const passed = (last?.steps ?? []).filter((step) => CASE_STEP.test(step.title) && !step.error).length;
        const caseHeld = held ? Math.min(passed, count) : 0;
        corpus.tried += count;
        corpus.held += caseHeld;
        corpus.failed += count - caseHeld;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return { corpus, hostile };
}

async function main() {
  const keep = process.env.SECURITY_REPORT_DIR;
  const dir = keep || mkdtempSync(join(tmpdir(), 'altitude-security-'));
  mkdirSync(dir, { recursive: true });
  const playwrightReport = join(dir, SECURITY_PLAYWRIGHT_REPORT);
  const vitestReport = join(dir, SECURITY_VITEST_REPORT);

  const playwrightCode = await run(
    bin('playwright'),
    ['test', '-c', 'playwright.security.config.ts', '--reporter=list,json', ...process.argv.slice(2)],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
  const vitestCode = await run(bin('vitest'), [
    'run',
    '--config',
    'vitest.security.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);

  const { corpus, hostile } = tallyPlaywright(readJson(playwrightReport));
  const vitest = readJson<VitestReport>(vitestReport);
  if (vitest) {
    hostile.tried += vitest.numPassedTests + vitest.numFailedTests;
    hostile.held += vitest.numPassedTests;
    hostile.failed += vitest.numFailedTests;
  }
  if (!keep) rmSync(dir, { recursive: true, force: true });

  const line = (name: string, tally: Tally) =>
    `${name}: tried ${tally.tried}, held ${tally.held}, failed ${tally.failed}`;
  const total = {
    tried: corpus.tried + hostile.tried,
    held: corpus.held + hostile.held,
    failed: corpus.failed + hostile.failed,
  };
  console.log(`\n${line('hostile requests and checks', hostile)}`);
  console.log(line('XSS corpus (DOMPurify)', corpus));
  console.log(`security: tried ${total.tried} / held ${total.held} / failed ${total.failed}`);
  const ok = playwrightCode === 0 && vitestCode === 0 && total.failed === 0 && total.tried > 0 && corpus.tried > 0;
  process.exit(ok ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
