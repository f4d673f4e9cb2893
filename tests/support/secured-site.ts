import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_CMS_PORT, E2E_FORM_SIGNING_SECRET } from '../../playwright.config';
import { freePort } from '../../harness/wordpress/kit';

/** The webhook secret the secured site is started with. */
export const REVALIDATE_SECRET = 'security-e2e-revalidate-secret';
export const CMS_URL = `http://127.0.0.1:${E2E_CMS_PORT}`;

export interface SecuredSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production server (tests/support/secured-site-server.ts) on the e2e build, reading the e2e content
 * server: the production server's Content Security Policy and request guard, on a port of its own.
 */
export async function startSecuredSite(extraEnv: Record<string, string> = {}): Promise<SecuredSite> {
  // A port of the caller's choosing where ports are shared out (E2E_SECURED_SITE_PORT), else any free one.
  const port = Number(process.env.E2E_SECURED_SITE_PORT) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'secured-site-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/support/secured-site-server.ts'], {
    env: {
      ...process.env,
      SECURED_SITE_PORT: String(port),
      CMS_PORT: String(E2E_CMS_PORT),
      SITE_URL: url,
      REVALIDATE_SECRET,
      // It serves the pages the suite's site rendered into the build: their forms' start times carry its signature.
      FORM_SIGNING_SECRET: E2E_FORM_SIGNING_SECRET,
      OUTBOX_DB: join(dir, 'outbox.sqlite'),
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Secured site on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`secured site exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Collects Content Security Policy violations (from the page's own event) and CSP console messages. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

export async function expectNoViolations(violations: string[], where = ''): Promise<void> {
  // Reports are delivered asynchronously; give the last ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(violations, where).toEqual([]);
}

/** One address of every template: pages, listings, a category, each content type, and the not-found page. */
export async function templatePaths(): Promise<string[]> {
  const first = async (field: string) => {
    const response = await fetch(`${CMS_URL}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ list: ${field}(first: 1) { nodes { uri } } }` }),
    });
    const body = (await response.json()) as { data: { list: { nodes: { uri: string }[] } } };
    return body.data.list.nodes[0]!.uri;
  };
  return [
    '/',
    '/about-us/',
    '/what-we-do/',
    '/contact/',
    '/insights/',
    '/insights/page/2/',
    '/category/agency-news/',
    await first('posts'),
    await first('teamMembers'),
    await first('caseStudies'),
    await first('careers'),
    '/no-such-page-here/',
  ];
}
