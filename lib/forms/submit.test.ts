import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deliver } from './deliver';
import { freePort } from '../../harness/wordpress/kit';
import { Outbox } from './outbox';
import { RateLimiter } from './rate-limit';
import { parseFormSettings } from './settings';
import { handleSubmission, MAX_BODY_CHARS, MESSAGES, type SubmitDependencies } from './submit';
import { contactForm, validContact } from './test-support/contact-form';
import { issueStartedToken } from './timing';

const NOW = 1_700_000_000_000;
let deliver: ReturnType<typeof vi.fn<Deliver>>;
let deps: SubmitDependencies;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  deliver = vi.fn<Deliver>(async () => ({
    kind: 'accepted',
    confirmation: '<p>Thanks, Ada!</p><script>alert(1)</script>',
  }));
  deps = {
    getForm: async (id) => (id === 1 ? contactForm : undefined),
    settings: { ...parseFormSettings({ FORM_SIGNING_SECRET: 'sign', FORM_RATE_LIMIT: '3' }) },
    limiter: new RateLimiter(3, 600_000),
    outbox: new Outbox(join(mkdtempSync(join(tmpdir(), 'submit-')), 'outbox.sqlite')),
    deliver,
    now: () => NOW,
  };
});

/** A form as a client posts it, with the start time /api/forms/session gave that client ten seconds before. */
const posted = (overrides: Record<string, string> = {}, client = 'c') =>
  Object.entries({
    _form: '1',
    _key: 'render-key-1',
    _started: issueStartedToken(1, 'sign', NOW - 10_000, client),
    contact_me_by_fax_only: '',
    $ACTION_ID_abc: '',
    ...validContact,
    ...overrides,
  });

describe('handleSubmission', () => {
  it('sends a valid submission once and shows the sanitised confirmation', async () => {
    const state = await handleSubmission(posted({}, '203.0.113.1'), '203.0.113.1', deps);
    expect(state).toEqual({ status: 'success', message: '<p>Thanks, Ada!</p>', queued: false });
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0]![0].fieldValues).toContainEqual({ id: 6, value: 'website' });
    expect(deps.outbox.counts().delivered).toBe(1);
  });

  it('turns a double submit of the same rendered form into one delivery', async () => {
    await handleSubmission(posted({}, '203.0.113.1'), '203.0.113.1', deps);
    const again = await handleSubmission(posted({}, '203.0.113.1'), '203.0.113.1', deps);
    expect(again.status).toBe('success');
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('tells the visitor it was received when WordPress is down, and keeps it', async () => {
    deliver.mockResolvedValue({ kind: 'unavailable', reason: 'ECONNREFUSED' });
    const state = await handleSubmission(posted({}, '203.0.113.1'), '203.0.113.1', deps);
    expect(state).toEqual({ status: 'success', message: MESSAGES.received, queued: true });
    expect(deps.outbox.counts().pending).toBe(1);
  });

  it('maps Gravity Forms errors onto their fields', async () => {
    deliver.mockResolvedValue({
      kind: 'rejected',
      errors: [
        { id: 2, message: 'This email is blocked.' },
        { id: 1.6, message: 'Bad name' },
      ],
    });
    const state = await handleSubmission(posted({}, '203.0.113.1'), '203.0.113.1', deps);
    expect(state).toMatchObject({
      status: 'error',
      errors: { field_2: 'This email is blocked.', field_1_last: 'Bad name' },
    });
    expect(deps.outbox.counts().pending).toBe(0);
  });

  it('answers validation errors without sending, echoing values', async () => {
    const state = await handleSubmission(posted({ field_2: 'nope' }, '203.0.113.1'), '203.0.113.1', deps);
    expect(state).toMatchObject({
      status: 'error',
      message: MESSAGES.fieldsNeedAttention,
      values: { field_2: 'nope' },
    });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('quietly drops a honeypot submission', async () => {
    const state = await handleSubmission(
      posted({ contact_me_by_fax_only: 'http://spam.example' }, '203.0.113.1'),
      '203.0.113.1',
      deps,
    );
    expect(state.status).toBe('success');
    expect(deliver).not.toHaveBeenCalled();
    expect(deps.outbox.counts().pending + deps.outbox.counts().delivered).toBe(0);
  });

  it('refuses a form sent faster than a person can fill it, or with a forged time', async () => {
    const fast = await handleSubmission(posted({ _started: issueStartedToken(1, 'sign', NOW - 500, 'c') }), 'c', deps);
    expect(fast).toMatchObject({ status: 'error', message: MESSAGES.tooFast });
    const forged = await handleSubmission(posted({ _started: `${NOW - 10_000}.${'0'.repeat(64)}` }), 'c', deps);
    expect(forged).toMatchObject({ status: 'error', message: MESSAGES.expired });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('shows the field errors of an empty or invalid form, however quickly it was sent', async () => {
    const quick = issueStartedToken(1, 'sign', NOW - 200, 'c');
    const empty = await handleSubmission(
      posted({ _started: quick, field_1_first: '', field_1_last: '', field_2: '' }),
      'c',
      deps,
    );
    expect(empty).toMatchObject({
      status: 'error',
      message: MESSAGES.fieldsNeedAttention,
      errors: { field_2: expect.any(String) },
    });
    const invalid = await handleSubmission(posted({ _started: quick, field_2: 'nope' }), 'c', deps);
    expect(invalid).toMatchObject({
      status: 'error',
      message: MESSAGES.fieldsNeedAttention,
      errors: { field_2: expect.any(String) },
    });
  });

  it('never takes a cached page’s start time as the visitor’s: the form comes back, answers kept, timed from now', async () => {
    // A bot reads a page rendered an hour ago (cached, shared) and posts it at once.
    const page = issueStartedToken(1, 'sign', NOW - 3_600_000);
    const first = await handleSubmission(posted({ _started: page }), '203.0.113.20', deps);
    expect(first).toMatchObject({ status: 'error', errors: {}, message: MESSAGES.confirm });
    expect(first.status === 'error' && first.values.field_2).toBe(validContact.field_2);
    expect(deliver).not.toHaveBeenCalled();
    const own = first.status === 'error' ? first.started : undefined;
    expect(own).toMatch(/^v/);
    // Sent again at once, it is too quick; after the minimum time, it goes.
    const again = await handleSubmission(posted({ _started: own! }), '203.0.113.20', deps);
    expect(again).toMatchObject({ message: MESSAGES.tooFast });
    const later = { ...deps, now: () => NOW + 5000 };
    expect((await handleSubmission(posted({ _started: own! }), '203.0.113.20', later)).status).toBe('success');
  });

  it('refuses a visitor’s start time sent from another address', async () => {
    const elsewhere = await handleSubmission(posted({}, '203.0.113.30'), '203.0.113.31', deps);
    expect(elsewhere).toMatchObject({ status: 'error', message: MESSAGES.expired });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('answers "too quick" only to a form that is otherwise ready, telling the visitor what to do, and keeps its render time', async () => {
    const quick = issueStartedToken(1, 'sign', NOW - 200, 'c');
    const state = await handleSubmission(posted({ _started: quick }), 'c', deps);
    expect(state).toMatchObject({ status: 'error', errors: {}, message: MESSAGES.tooFast, started: quick });
    expect(MESSAGES.tooFast).toMatch(/send the form again/);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('limits each client and says how long to wait', async () => {
    for (let i = 0; i < 3; i += 1)
      await handleSubmission(posted({ field_5: `message ${i}` }, '198.51.100.7'), '198.51.100.7', deps);
    const limitedAfter: number[] = [];
    const limited = await handleSubmission(posted({ field_5: 'one more' }, '198.51.100.7'), '198.51.100.7', {
      ...deps,
      onRateLimited: (ms) => limitedAfter.push(ms),
    });
    expect(limitedAfter).toHaveLength(1);
    expect(limitedAfter[0]).toBeGreaterThan(0);
    expect(limited.status === 'error' && limited.values.field_5).toBe('one more');
    expect(limited).toMatchObject({ status: 'error', message: MESSAGES.rateLimited(10) });
    expect(
      (await handleSubmission(posted({ field_5: 'other client' }, '198.51.100.8'), '198.51.100.8', deps)).status,
    ).toBe('success');
  });

  it('accepts or clearly refuses when the Redis of the shared rate limit cannot be reached', async () => {
    const limiter = new RateLimiter(3, 600_000, {
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      keyPrefix: 'test:',
    });
    try {
      deps.limiter = limiter;
      for (let i = 0; i < 3; i += 1) {
        const state = await handleSubmission(
          posted({ field_5: `message ${i}` }, '198.51.100.10'),
          '198.51.100.10',
          deps,
        );
        expect(state).toMatchObject({ status: 'success' });
      }
      const limited = await handleSubmission(posted({ field_5: 'one more' }, '198.51.100.10'), '198.51.100.10', deps);
      expect(limited).toMatchObject({ status: 'error', message: MESSAGES.rateLimited(10) });
      expect(deliver).toHaveBeenCalledTimes(3);
    } finally {
      limiter.close();
    }
  });

  it('counts every post towards the limit, but an invalid form over the limit still shows its field errors', async () => {
    for (let i = 0; i < 3; i += 1)
      await handleSubmission(posted({ field_2: 'nope' }, '198.51.100.9'), '198.51.100.9', deps);
    const invalid = await handleSubmission(posted({ field_2: 'still nope' }, '198.51.100.9'), '198.51.100.9', deps);
    expect(invalid).toMatchObject({
      status: 'error',
      message: MESSAGES.fieldsNeedAttention,
      errors: { field_2: expect.any(String) },
    });
    const valid = await handleSubmission(posted({}, '198.51.100.9'), '198.51.100.9', deps);
    expect(valid).toMatchObject({ status: 'error', message: MESSAGES.rateLimited(10) });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('caps the body and refuses files', async () => {
    const big = await handleSubmission(posted({ field_5: 'x'.repeat(MAX_BODY_CHARS) }), 'c', deps);
    expect(big).toMatchObject({ status: 'error', message: MESSAGES.tooLarge });
    const file = await handleSubmission([...posted(), ['field_5', new File(['x'], 'x.txt')]], 'c', deps);
    expect(file).toMatchObject({ status: 'error', message: MESSAGES.tooLarge });
  });

  it('refuses an unknown or inactive form', async () => {
    expect(await handleSubmission(posted({ _form: '9' }), 'c', deps)).toMatchObject({ message: MESSAGES.unavailable });
    deps.getForm = async () => ({ ...contactForm, isActive: false });
    expect(await handleSubmission(posted(), 'c', deps)).toMatchObject({ message: MESSAGES.unavailable });
  });

  describe('with a bot-check secret', () => {
    beforeEach(() => {
      deps.settings = { ...deps.settings, recaptchaSecret: 'secret' };
    });

    it('asks the visitor to reload when the token is missing', async () => {
      expect(await handleSubmission(posted(), 'c', deps)).toMatchObject({
        status: 'error',
        message: MESSAGES.botCheckMissing,
      });
    });

    it('verifies the token for the form action and stops a failing one', async () => {
      const verify = vi.fn(async () => ({ ok: false as const, reason: 'score 0.1 below 0.5' }));
      deps.verify = verify;
      const state = await handleSubmission(posted({ _botcheck: 'tok' }, '203.0.113.5'), '203.0.113.5', deps);
      expect(state).toMatchObject({ status: 'error', message: MESSAGES.botCheckFailed });
      expect(verify).toHaveBeenCalledWith(
        'tok',
        'form_submit_1',
        '203.0.113.5',
        expect.objectContaining({ secret: 'secret', minScore: 0.5 }),
      );
      verify.mockResolvedValue({ ok: true, score: 0.9 } as never);
      expect((await handleSubmission(posted({ _botcheck: 'tok' }, '203.0.113.5'), '203.0.113.5', deps)).status).toBe(
        'success',
      );
    });
  });
});
