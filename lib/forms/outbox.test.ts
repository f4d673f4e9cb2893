import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { acceptSubmission } from './accept';
import type { Deliver, DeliveryResult } from './deliver';
import { Outbox } from './outbox';
import { OutboxWorker } from './worker';

const tempDb = () => join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox.sqlite');
const submission = (key: string) => ({ key, formId: 1, fieldValues: [{ id: 5, value: `message ${key}` }] });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function scripted(...results: DeliveryResult[]): Deliver & { calls: string[] } {
  const calls: string[] = [];
  const deliver = async (input: { key: string }) => {
    calls.push(input.key);
    return results.length > 1 ? results.shift()! : results[0]!;
  };
  return Object.assign(deliver, { calls });
}

describe('acceptSubmission', () => {
  const options = (outbox: Outbox, deliver: Deliver) => ({
    outbox,
    deliver,
    retryBaseMs: 1000,
    retryMaxMs: 10_000,
    now: () => 1000,
  });

  it('stores before sending and records the delivery', async () => {
    const outbox = new Outbox(tempDb());
    const deliver: Deliver = async ({ key }) => {
      expect(outbox.get(key)?.status).toBe('pending');
      return { kind: 'accepted', confirmation: 'Thanks' };
    };
    expect(await acceptSubmission(submission('a'), options(outbox, deliver))).toEqual({
      kind: 'delivered',
      confirmation: 'Thanks',
    });
    expect(outbox.get('a')).toMatchObject({ status: 'delivered', attempts: 1, confirmation: 'Thanks' });
  });

  it('keeps the submission queued when WordPress is unavailable, survives a reopen, and does not send a repeat', async () => {
    const path = tempDb();
    const outbox = new Outbox(path);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deliver = scripted({ kind: 'unavailable', reason: 'ECONNREFUSED' });
    expect(await acceptSubmission(submission('b'), options(outbox, deliver))).toEqual({ kind: 'queued' });
    expect(await acceptSubmission(submission('b'), options(outbox, deliver))).toEqual({ kind: 'queued' });
    expect(deliver.calls).toEqual(['b']);
    outbox.close();
    const reopened = new Outbox(path);
    expect(reopened.get('b')).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED' });
    expect(reopened.get('b')!.nextAttemptAt).toBeGreaterThanOrEqual(1000 + 800);
  });

  it('forgets a submission Gravity Forms rejects at once, so the visitor can correct it', async () => {
    const outbox = new Outbox(tempDb());
    const deliver = scripted({ kind: 'rejected', errors: [{ id: 2, message: 'Invalid email' }] });
    expect(await acceptSubmission(submission('c'), options(outbox, deliver))).toEqual({
      kind: 'rejected',
      errors: [{ id: 2, message: 'Invalid email' }],
    });
    expect(outbox.get('c')).toBeUndefined();
  });
});

describe('OutboxWorker', () => {
  it('retries with backoff until WordPress accepts, keeps later rejections, and reports counts', async () => {
    let clock = 10_000;
    const outbox = new Outbox(tempDb());
    for (const key of ['x', 'y', 'z']) outbox.enqueue({ ...submission(key), now: clock, holdMs: 0 });
    const outcomes: Record<string, DeliveryResult[]> = {
      x: [
        { kind: 'unavailable', reason: 'down' },
        { kind: 'accepted', confirmation: null },
      ],
      y: [{ kind: 'rejected', errors: [{ id: 5, message: 'Too long' }] }],
      z: [{ kind: 'accepted', confirmation: null }],
    };
    const deliver: Deliver = async ({ key }) => outcomes[key]!.shift()!;
    const worker = new OutboxWorker({
      outbox,
      deliver,
      pollMs: 1000,
      retryBaseMs: 1000,
      retryMaxMs: 8000,
      now: () => clock,
      log: quiet,
    });

    expect(await worker.tick()).toBe(1); // x fails: the rest of the batch waits with it
    expect(outbox.counts()).toEqual({ pending: 3, delivered: 0, rejected: 0, failed: 0 });
    expect(await worker.tick()).toBe(0); // nothing due yet
    clock += 1300;
    expect(await worker.tick()).toBe(3);
    expect(outbox.counts()).toEqual({ pending: 0, delivered: 2, rejected: 1, failed: 0 });
    expect(outbox.get('y')).toMatchObject({ status: 'rejected', fieldErrors: [{ id: 5, message: 'Too long' }] });
    expect(outbox.get('x')).toMatchObject({ status: 'delivered', attempts: 2 });

    expect(outbox.requeue(['y'], clock)).toBe(1);
    expect(outbox.get('y')?.status).toBe('pending');
  });

  it('forgets delivered rows after the retention period, never pending or refused ones', async () => {
    const day = 86_400_000;
    const clock = 100 * day;
    const outbox = new Outbox(tempDb());
    for (const key of ['old-delivered', 'old-pending', 'old-rejected'])
      outbox.enqueue({ ...submission(key), now: 0, holdMs: 0 });
    outbox.markDelivered('old-delivered', 1 * day, null);
    outbox.markRefused('old-rejected', 'rejected', 'bad', []);
    outbox.enqueue({ ...submission('new-delivered'), now: clock, holdMs: 0 });
    outbox.markDelivered('new-delivered', clock - day, null);
    const deliver: Deliver = async () => ({ kind: 'unavailable', reason: 'down' });
    const worker = new OutboxWorker({
      outbox,
      deliver,
      pollMs: 1000,
      retryBaseMs: 1000,
      retryMaxMs: 1000,
      keepDeliveredMs: 30 * day,
      now: () => clock,
      log: quiet,
    });
    await worker.tick();
    expect(outbox.get('old-delivered')).toBeUndefined();
    expect(outbox.get('new-delivered')?.status).toBe('delivered');
    expect(outbox.get('old-pending')?.status).toBe('pending');
    expect(outbox.get('old-rejected')?.status).toBe('rejected');
  });

  it('never hands one row to two workers at once', async () => {
    const outbox = new Outbox(tempDb());
    outbox.enqueue({ ...submission('only'), now: 0, holdMs: 0 });
    expect(outbox.claimDue(1, 10, 60_000).map((entry) => entry.key)).toEqual(['only']);
    expect(outbox.claimDue(2, 10, 60_000)).toEqual([]);
    expect(outbox.claimDue(60_001, 10, 60_000).map((entry) => entry.key)).toEqual(['only']);
  });
});
