/**
 * `npm test`: the whole suite — type check and lint, unit, integration and contract tests (Vitest), then the browser tests
 * (Playwright in Chromium against `next build && next start` on the embedded content server), then the cluster tests
 * (several instances behind nginx sharing Redis), then the outage tests (the site with WordPress down, slow or failing).
 * Ends with one line counting every test of both runners.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'altitude-test-'));
const bin = (name: string) => join('node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function main() {
  const unitReport = join(reports, 'vitest.json');
  const e2eReport = join(reports, 'playwright.json');
  const clusterReport = join(reports, 'vitest-cluster.json');
  const outageReport = join(reports, 'playwright-outage.json');

  const typeCode = await run(bin('tsc'), ['--noEmit']);
  const lintCode = await run(bin('eslint'), ['.']);
  const unitCode = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]);
  const e2eCode = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
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

  const unit = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(unitReport);
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(e2eReport);
  const cluster = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(clusterReport);
  const outage = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    outageReport,
  );
  const passed =
    (unit?.numPassedTests ?? 0) +
    (e2e ? e2e.stats.expected + e2e.stats.flaky : 0) +
    (cluster?.numPassedTests ?? 0) +
    (outage ? outage.stats.expected + outage.stats.flaky : 0);
  const failed =
    (unit?.numFailedTests ?? 0) +
    (e2e?.stats.unexpected ?? 0) +
    (cluster?.numFailedTests ?? 0) +
    (outage?.stats.unexpected ?? 0);
  const skipped =
    (unit?.numPendingTests ?? 0) +
    (e2e?.stats.skipped ?? 0) +
    (cluster?.numPendingTests ?? 0) +
    (outage?.stats.skipped ?? 0);
  rmSync(reports, { recursive: true, force: true });

  console.log(
    `\ntsc: exit ${typeCode}; ESLint: exit ${lintCode}; Vitest: exit ${unitCode}; Playwright: exit ${e2eCode}; cluster: exit ${clusterCode}; outage: exit ${outageCode}`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  const missingReport = !unit || !e2e || !cluster || !outage;
  const codes = [typeCode, lintCode, unitCode, e2eCode, clusterCode, outageCode];
  process.exit(codes.some((code) => code !== 0) || missingReport || passed === 0 ? 1 : 0);
}

void main();
