/**
 * `npm test`: the whole suite — type check, lint, formatting (Prettier) and unused code (knip), unit, integration and
 * contract tests (Vitest), then the browser tests (Playwright in Chromium against `next build && next start` on the
 * embedded content server), then `npm run test:security` (hostile requests, the XSS corpus, the policy and secrets,
 * against that site; scripts/test-security.ts), then the cluster tests (several instances behind nginx sharing Redis), then the outage
 * tests (the site with WordPress down, slow or failing), then the same site against a real WordPress from the kit
 * (scripts/wordpress/), started while the first steps run: contract tests against its live schema and the browser
 * tests of tests/wordpress and the template specs; last the site on the WordPress community's test corpora imported
 * into a second WordPress (started at the beginning too): every entry and link by request, the hardest blocks in
 * Chromium (playwright.corpora.config.ts).
 * Ends with one line counting every test of both runners.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJson, SECURITY_PLAYWRIGHT_REPORT, SECURITY_VITEST_REPORT } from './test-security';
import { startCorporaWordPress } from '../harness/wordpress/corpora-instance';
import { startTestWordPress } from '../harness/wordpress/test-instance';

const reports = mkdtempSync(join(tmpdir(), 'altitude-test-'));
const bin = (name: string) => join('node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const unitReport = join(reports, 'vitest.json');
  const e2eReport = join(reports, 'playwright.json');
  const securityReport = join(reports, SECURITY_PLAYWRIGHT_REPORT);
  const securityUnitReport = join(reports, SECURITY_VITEST_REPORT);
  const clusterReport = join(reports, 'vitest-cluster.json');
  const outageReport = join(reports, 'playwright-outage.json');
  const wordpressUnitReport = join(reports, 'vitest-wordpress.json');
  const wordpressTemplatesReport = join(reports, 'playwright-wordpress-templates.json');
  const wordpressReport = join(reports, 'playwright-wordpress.json');
  const corporaReport = join(reports, 'playwright-corpora.json');

  // A real WordPress takes about a minute to install and seed: it starts now, while the static checks run.
  const wordpress = startTestWordPress((line) => console.log(`[wordpress] ${line}`)).catch((error: unknown) => {
    console.error(`[wordpress] ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  // The second WordPress, holding the imported test corpora (seconds of import after the install), alongside.
  const corpora = startCorporaWordPress((line) => console.log(`[corpora] ${line}`)).catch((error: unknown) => {
    console.error(`[corpora] ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });

  const typeCode = await run(bin('tsc'), ['--noEmit']);
  const lintCode = await run(bin('eslint'), ['.']);
  const formatCode = await run(bin('prettier'), ['--check', '.']);
  // Unused files, exports, types and dependencies (knip.config.ts).
  const unusedCode = await run(bin('knip'), []);
  const unitCode = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]);
  const e2eCode = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  // The site tried as an attacker would, against the same build: tried / held / failed (scripts/test-security.ts).
  const securityCode = await run(bin('tsx'), ['scripts/test-security.ts'], { SECURITY_REPORT_DIR: reports });
  // Several instances behind nginx sharing Redis (vitest.cluster.config.ts): real processes, their own build.
  const clusterCode = await run(bin('vitest'), [
    'run',
    '--config',
    'vitest.cluster.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${clusterReport}`,
  ]);
  // WordPress down or slow (playwright.resilience.config.ts): a build made without the content system, the site
  // server behind a fault-injecting proxy.
  const outageCode = await run(
    bin('playwright'),
    ['test', '--config', 'playwright.resilience.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: outageReport,
    },
  );

  const started = await wordpress;
  let wordpressCodes = [1, 1, 1];
  if (started) {
    const wordpressEnv = { TEST_WORDPRESS: JSON.stringify(started.instance) };
    wordpressCodes = [
      await run(
        bin('vitest'),
        [
          'run',
          '--config',
          'vitest.wordpress.config.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${wordpressUnitReport}`,
        ],
        wordpressEnv,
      ),
      await run(
        bin('playwright'),
        ['test', '-c', 'playwright.wordpress.config.ts', '--project', 'wordpress-templates', '--reporter=list,json'],
        {
          ...wordpressEnv,
          PLAYWRIGHT_JSON_OUTPUT_NAME: wordpressTemplatesReport,
        },
      ),
      // Counts WordPress's requests and edits its content: alone, one test at a time.
      await run(
        bin('playwright'),
        [
          'test',
          '-c',
          'playwright.wordpress.config.ts',
          '--project',
          'wordpress',
          '--workers',
          '1',
          '--reporter=list,json',
        ],
        {
          ...wordpressEnv,
          PLAYWRIGHT_JSON_OUTPUT_NAME: wordpressReport,
        },
      ),
    ];
    await started.stop();
  }

  // After the WordPress suites: the corpora site copies their build (tests/support/corpora-site.ts) instead of making one.
  const corporaStarted = await corpora;
  let corporaCode = 1;
  if (corporaStarted) {
    corporaCode = await run(bin('playwright'), ['test', '-c', 'playwright.corpora.config.ts', '--reporter=list,json'], {
      TEST_CORPORA_WORDPRESS: JSON.stringify(corporaStarted.instance),
      PLAYWRIGHT_JSON_OUTPUT_NAME: corporaReport,
    });
    await corporaStarted.stop();
  }

  type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  const counts = (report: VitestReport | PlaywrightReport | undefined) =>
    !report
      ? undefined
      : 'stats' in report
        ? {
            passed: report.stats.expected + report.stats.flaky,
            failed: report.stats.unexpected,
            skipped: report.stats.skipped,
          }
        : { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
  const runs = [
    counts(readJson<VitestReport>(unitReport)),
    counts(readJson<PlaywrightReport>(e2eReport)),
    counts(readJson<PlaywrightReport>(securityReport)),
    counts(readJson<VitestReport>(securityUnitReport)),
    counts(readJson<VitestReport>(clusterReport)),
    counts(readJson<PlaywrightReport>(outageReport)),
    counts(readJson<VitestReport>(wordpressUnitReport)),
    counts(readJson<PlaywrightReport>(wordpressTemplatesReport)),
    counts(readJson<PlaywrightReport>(wordpressReport)),
    counts(readJson<PlaywrightReport>(corporaReport)),
  ];
  const total = (key: 'passed' | 'failed' | 'skipped') => runs.reduce((sum, run) => sum + (run?.[key] ?? 0), 0);
  const [passed, failed, skipped] = [total('passed'), total('failed'), total('skipped')];
  const failures = [
    ...failedVitest(readJson<VitestFailures>(unitReport)),
    ...failedPlaywright(readJson<PlaywrightSuites>(e2eReport)),
    ...failedPlaywright(readJson<PlaywrightSuites>(securityReport)),
    ...failedVitest(readJson<VitestFailures>(securityUnitReport)),
    ...failedVitest(readJson<VitestFailures>(clusterReport)),
    ...failedPlaywright(readJson<PlaywrightSuites>(outageReport)),
    ...failedVitest(readJson<VitestFailures>(wordpressUnitReport)),
    ...failedPlaywright(readJson<PlaywrightSuites>(wordpressTemplatesReport)),
    ...failedPlaywright(readJson<PlaywrightSuites>(wordpressReport)),
    ...failedPlaywright(readJson<PlaywrightSuites>(corporaReport)),
  ];
  rmSync(reports, { recursive: true, force: true });

  const [wordpressUnitCode, wordpressTemplatesCode, wordpressCode] = wordpressCodes;
  console.log(
    `\ntsc: exit ${typeCode}; ESLint: exit ${lintCode}; Prettier: exit ${formatCode}; knip: exit ${unusedCode}; Vitest: exit ${unitCode}; Playwright: exit ${e2eCode}; security: exit ${securityCode}; cluster: exit ${clusterCode}; outage: exit ${outageCode}; ` +
      `WordPress: ${started ? 'started' : 'did not start'}, Vitest exit ${wordpressUnitCode}, Playwright exit ${wordpressTemplatesCode} and ${wordpressCode}; ` +
      `corpora: ${corporaStarted ? `Playwright exit ${corporaCode}` : 'WordPress did not start'}`,
  );
  // The failures again, last: a long log is often read from its end.
  for (const failure of failures) console.log(`failed: ${failure}`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  const missingReport = runs.some((run) => !run);
  const codes = [
    typeCode,
    lintCode,
    formatCode,
    unusedCode,
    unitCode,
    e2eCode,
    securityCode,
    clusterCode,
    outageCode,
    ...wordpressCodes,
    corporaCode,
  ];
  process.exit(codes.some((code) => code !== 0) || missingReport || passed === 0 ? 1 : 0);
}

type VitestFailures = {
  testResults?: { name: string; assertionResults?: { fullName: string; status: string }[] }[];
};
type PlaywrightSpec = {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: string }[];
};
type PlaywrightSuites = { suites?: PlaywrightSuite[] };
type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };

function failedVitest(report: VitestFailures | undefined): string[] {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
  );
}

function failedPlaywright(report: PlaywrightSuites | undefined): string[] {
  const walk = (suite: PlaywrightSuite, path: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  return (report?.suites ?? []).flatMap((suite) => walk(suite, []));
}

void main();
