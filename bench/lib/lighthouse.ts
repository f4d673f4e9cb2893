/**
 * Lighthouse (npm `lighthouse`, its default mobile profile: a mid-range phone, simulated slow 4G and
 * 4× CPU slowdown) in Debian's Chromium. Each run gets a fresh browser and profile.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from '../../harness/wordpress/kit';
import { stopChild } from '../../harness/site';
import { executablePath, launchOptions } from '../../harness/chromium';

export const CHROME_PATH = executablePath || '/usr/bin/chromium';
/** Chromium as every browser run here starts it (harness/chromium.ts), without a window. */
export const CHROME_FLAGS = ['--headless', ...launchOptions.args];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02 };

export interface LighthouseRun {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: { selector: string; snippet: string; label: string } | null;
  /** Audits of the four categories that did not pass, with their titles. */
  failed: { id: string; title: string; score: number | null; category: (typeof CATEGORIES)[number] }[];
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's measure of the machine's speed at the time of the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

async function launchChromium() {
  if (!existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  const profile = mkdtempSync(join(tmpdir(), 'altitude-lighthouse-'));
  const port = await freePort();
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // In a process group of its own, so that closing it ends its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // starting
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited (code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    port,
    async close() {
      await stopChild(child);
      // Its helpers (renderer, GPU, network service) may outlive it for a moment, writing to the profile.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the group has already gone
      }
      for (let attempt = 1; ; attempt++) {
        try {
          rmSync(profile, { recursive: true, force: true });
          break;
        } catch (error) {
          if (attempt === 20) {
            console.warn(`Could not remove the Chromium profile ${profile}: ${(error as Error).message}`);
            break;
          }
          await new Promise((done) => setTimeout(done, 250));
        }
      }
    },
  };
}

type Details = {
  items?: {
    items?: { node?: { selector?: string; snippet?: string; nodeLabel?: string } }[];
    node?: { selector?: string; snippet?: string; nodeLabel?: string };
  }[];
};

/** Lighthouse's own "please run again" failures (a trace without a navigation start, …) are retried twice. */
export async function runLighthouse(url: string, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof RetryableLighthouseError)) throw error;
    }
  }
}

class RetryableLighthouseError extends Error {}

/** Lighthouse's failures of its own recording, which its message says to run again; not failures of the page. */
const RECORDING_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_RESOURCE_REQUEST']);

/** Whether a Lighthouse runtime error is one that running it again may clear. */
export function isRetryableRuntimeError(error: { code: string; message: string }): boolean {
  return RECORDING_FAILURES.has(error.code) || /run Lighthouse again/i.test(error.message);
}

async function runLighthouseOnce(url: string): Promise<LighthouseRun> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      const message = `Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw isRetryableRuntimeError(lhr.runtimeError) ? new RetryableLighthouseError(message) : new Error(message);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as LighthouseRun['scores'];
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as Details | undefined;
    const first = lcpDetails?.items?.[0];
    const node = first?.items?.[0]?.node ?? first?.node;
    const failed: LighthouseRun['failed'] = [];
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (
          !audit ||
          ref.weight === 0 ||
          audit.scoreDisplayMode === 'notApplicable' ||
          audit.scoreDisplayMode === 'informative' ||
          audit.scoreDisplayMode === 'manual'
        )
          continue;
        if (audit.score !== null && audit.score < 1)
          failed.push({ id: audit.id, title: audit.title, score: audit.score, category: id });
      }
    }
    return {
      url,
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpElement: node
        ? { selector: node.selector ?? '', snippet: node.snippet ?? '', label: node.nodeLabel ?? '' }
        : null,
      failed,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chromium.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface RunMedians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

/** Each category's score and each timing, the median over the runs of one page. */
export function runMedians(runs: LighthouseRun[]): RunMedians {
  const pick = (get: (run: LighthouseRun) => number) => median(runs.map(get));
  return {
    performance: pick((run) => run.scores.performance),
    accessibility: pick((run) => run.scores.accessibility),
    bestPractices: pick((run) => run.scores['best-practices']),
    seo: pick((run) => run.scores.seo),
    tbtMs: pick((run) => run.tbtMs),
    lcpMs: pick((run) => run.lcpMs),
    cls: pick((run) => run.cls),
  };
}
