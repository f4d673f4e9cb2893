import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startContentServer } from '@/content-server/src/server';
import { FIXTURE_UPLOADS, fixturePack } from '@/content-server/src/test-fixtures/fixture-pack';
import { DEMO_REFRESH_TOKEN } from '@/lib/env';
import type { Form } from '@/lib/cms/types';
import { startFaultProxy } from '../support/fault-proxy';

const SUBMISSIONS = 100;
const proxies: { close: () => Promise<void> }[] = [];
const servers: { close: () => Promise<void> }[] = [];

beforeAll(() => {
  process.env.WORDPRESS_REFRESH_TOKEN = DEMO_REFRESH_TOKEN;
  process.env.CMS_TIMEOUT_MS = '2000';
  // The content circuit breaker opens while WordPress is down; a short cooldown lets the drain after its
  // return start within a second (its first trial request closes the breaker).
  process.env.CMS_BREAKER_COOLDOWN_MS = '1000';
  process.env.FORM_SIGNING_SECRET = 'fault-test-signing-secret';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(async () => {
  for (const closable of [...proxies.splice(0), ...servers.splice(0)]) await closable.close().catch(() => {});
});

async function contentServer(dbPath: string, port = 0) {
  const server = await startContentServer({
    port,
    dbPath,
    token: DEMO_REFRESH_TOKEN,
    pack: fixturePack,
    uploadsDir: FIXTURE_UPLOADS,
  });
  servers.push(server);
  return server;
}

/** The contact form as the content server defines it, read straight from it (not through the proxy). */
async function contactForm(graphqlUrl: string): Promise<Form> {
  const { FORMS_QUERY } = await import('@/lib/cms/queries/forms');
  const { reshapeForm } = await import('@/lib/cms/reshape');
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: FORMS_QUERY, variables: {} }),
  });
  const json = (await response.json()) as { data: { gfForms: { nodes: Parameters<typeof reshapeForm>[0][] } } };
  const form = json.data.gfForms.nodes.map(reshapeForm).find((candidate) => candidate.databaseId === 1);
  if (!form) throw new Error('the content server has no form 1');
  return form;
}

/** Fills every visible control of the contact form, with `marker` in the free-text fields. */
function fill(form: Form, marker: string): [string, string][] {
  const entries: [string, string][] = [['_form', '1']];
  for (const field of form.fields.filter((candidate) => candidate.visibility === 'VISIBLE')) {
    const name = `field_${field.id}`;
    if (field.type === 'name') {
      const parts = field.inputs.filter((input) => !input.isHidden);
      for (const input of parts) entries.push([`${name}_${input.key}`, input.key === 'last' ? marker : 'Test']);
    } else if (field.type === 'email') entries.push([name, `${marker}@example.com`]);
    else if (field.type === 'phone') entries.push([name, '+1 407 555 0100']);
    else if (field.type === 'select') entries.push([name, field.choices[0]?.value ?? '']);
    else entries.push([name, `${marker} ${field.label}`.slice(0, field.maxLength ?? 255)]);
  }
  return entries;
}

/** The site's submission pipeline, its environment read afresh so that it talks to `graphqlUrl`. */
async function pipeline(form: Form, graphqlUrl: string) {
  vi.resetModules();
  process.env.WORDPRESS_GRAPHQL_URL = graphqlUrl;
  const { Outbox } = await import('@/lib/forms/outbox');
  const { RateLimiter } = await import('@/lib/forms/rate-limit');
  const { parseFormSettings } = await import('@/lib/forms/settings');
  const { deliverSubmission } = await import('@/lib/forms/deliver');
  const { OutboxWorker } = await import('@/lib/forms/worker');
  const { issueStartedToken } = await import('@/lib/forms/timing');
  const { handleSubmission } = await import('@/lib/forms/submit');
  const settings = {
    ...parseFormSettings({ FORM_SIGNING_SECRET: 'fault-test-signing-secret' }),
    retryBaseMs: 50,
    retryMaxMs: 400,
  };
  const outbox = new Outbox(join(mkdtempSync(join(tmpdir(), 'fault-outbox-')), 'outbox.sqlite'));
  const deps = {
    getForm: async (id: number) => (id === 1 ? form : undefined),
    settings,
    limiter: new RateLimiter(10_000, 60_000),
    outbox,
    deliver: deliverSubmission,
  };
  // The start time /api/forms/session gave this client a minute before.
  const started = (client: string) => issueStartedToken(1, settings.signingSecret, Date.now() - 60_000, client);
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  return {
    outbox,
    submit: (marker: string, renderKey: string) =>
      handleSubmission(
        [...fill(form, marker), ['_started', started(`client-${marker}`)], ['_key', renderKey]],
        `client-${marker}`,
        deps,
      ),
    worker: new OutboxWorker({
      outbox,
      deliver: deliverSubmission,
      pollMs: 50,
      retryBaseMs: 50,
      retryMaxMs: 400,
      log: quiet,
    }),
  };
}

/** The content server's stored entries, as its CLI (`npm run cms -- entries --json`) reports them. */
function storedEntries(dbPath: string): { clientMutationId: string | null; values: Record<string, string> }[] {
  const json = execFileSync(process.execPath, ['--import', 'tsx', 'content-server/src/cli.ts', 'entries', '--json'], {
    env: { ...process.env, CMS_DB: dbPath },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(json) as ReturnType<typeof storedEntries>;
}

/** How many entries carry each marker: exactly-once means every count is 1. */
function countsByMarker(dbPath: string, markers: string[]): Map<number, number> {
  const entries = storedEntries(dbPath);
  expect(new Set(entries.map((entry) => entry.clientMutationId)).size).toBe(entries.length);
  const emails = entries.map((entry) => Object.values(entry.values).join('\n'));
  const histogram = new Map<number, number>();
  for (const marker of markers) {
    const times = emails.filter((text) => text.includes(`${marker}@example.com`)).length;
    histogram.set(times, (histogram.get(times) ?? 0) + 1);
  }
  return histogram;
}

async function drain(worker: { tick: () => Promise<number> }, outbox: { counts: () => { pending: number } }) {
  const deadline = Date.now() + 90_000;
  while (outbox.counts().pending > 0) {
    if (Date.now() > deadline) throw new Error(`outbox did not drain: ${JSON.stringify(outbox.counts())}`);
    await worker.tick();
    await new Promise((done) => setTimeout(done, 60));
  }
}

describe('the outbox never loses a submission and never sends one twice', () => {
  it(`queues ${SUBMISSIONS} submissions while WordPress is down and delivers each exactly once when it returns`, async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'fault-cms-')), 'cms.sqlite');
    const first = await contentServer(dbPath);
    const origin = new URL(first.graphqlUrl).origin;
    const form = await contactForm(first.graphqlUrl);
    const proxy = await startFaultProxy(origin, { whenDown: 'bad-gateway' });
    proxies.push(proxy);
    const run = await pipeline(form, proxy.url);
    await first.close();

    const markers = Array.from({ length: SUBMISSIONS }, (_, i) => `down${i}x${Date.now().toString(36)}`);
    const states = [];
    const submitting = Date.now();
    for (const [i, marker] of markers.entries()) states.push(await run.submit(marker, `render-key-down-${i}`));
    const cooldowns = Math.ceil((Date.now() - submitting) / Number(process.env.CMS_BREAKER_COOLDOWN_MS));
    expect(states.every((state) => state.status === 'success' && state.queued)).toBe(true);
    expect(run.outbox.counts()).toMatchObject({ pending: SUBMISSIONS, delivered: 0 });
    // The circuit breaker opened after five unavailable answers: the rest were queued without calling WordPress,
    // but for one trial per cooldown that passed while they were submitted (a slow machine sees a few).
    expect(proxy.requests()).toBeGreaterThanOrEqual(5);
    expect(proxy.requests()).toBeLessThanOrEqual(5 + cooldowns);

    await contentServer(dbPath, Number(new URL(origin).port));
    await drain(run.worker, run.outbox);
    expect(run.outbox.counts()).toEqual({ pending: 0, delivered: SUBMISSIONS, rejected: 0, failed: 0 });
    expect(countsByMarker(dbPath, markers)).toEqual(new Map([[1, SUBMISSIONS]]));
  });

  it(`delivers ${SUBMISSIONS} submissions exactly once when every other answer is lost`, async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'fault-cms-')), 'cms.sqlite');
    const server = await contentServer(dbPath);
    const form = await contactForm(server.graphqlUrl);
    const proxy = await startFaultProxy(new URL(server.graphqlUrl).origin, {
      mode: 'drop-every-other-answer',
      whenDown: 'bad-gateway',
    });
    proxies.push(proxy);
    const run = await pipeline(form, proxy.url);

    const markers = Array.from({ length: SUBMISSIONS }, (_, i) => `flaky${i}x${Date.now().toString(36)}`);
    let queued = 0;
    for (const [i, marker] of markers.entries()) {
      const state = await run.submit(marker, `render-key-flaky-${i}`);
      expect(state.status).toBe('success');
      if (state.status === 'success' && state.queued) queued += 1;
    }
    // Half the immediate attempts lost their answer: those wait in the outbox although the entry exists.
    expect(queued).toBeGreaterThanOrEqual(SUBMISSIONS / 2 - 1);
    await drain(run.worker, run.outbox);
    expect(run.outbox.counts()).toEqual({ pending: 0, delivered: SUBMISSIONS, rejected: 0, failed: 0 });
    expect(countsByMarker(dbPath, markers)).toEqual(new Map([[1, SUBMISSIONS]]));
    expect(proxy.requests()).toBeGreaterThan(SUBMISSIONS);
  });
});
