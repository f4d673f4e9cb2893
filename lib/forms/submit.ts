import { createHash, randomUUID } from 'node:crypto';
import type { Form } from '@/lib/cms/types';
import { sanitizeContent } from '@/lib/sanitize';
import { acceptSubmission } from './accept';
import type { Deliver } from './deliver';
import { CONTROL, controlNames, fieldName } from './field-names';
import type { Outbox } from './outbox';
import type { RateLimiter } from './rate-limit';
import { botCheckAction, verifyBotCheck } from './recaptcha';
import type { FormSettings } from './settings';
import type { FormState } from './state';
import { checkStartedToken, isVisitorToken, issueStartedToken } from './timing';
import { validateSubmission } from './validate';

/** Largest accepted submission, in characters of names and values together. */
export const MAX_BODY_CHARS = 64 * 1024;
const MAX_CONTROLS = 100;

export const MESSAGES = {
  received: 'Thank you. Your message is on its way to our team, and we will be in touch soon.',
  tooLarge: 'The form sent more than we can accept. Please shorten your message and try again.',
  unavailable: 'This form is not available right now. Please try again later or call us.',
  tooFast: 'That was quicker than we expected — please check your answers and send the form again.',
  confirm: 'Please check your answers and send the form again to confirm them.',
  expired: 'This page has expired. Please reload it and send the form again.',
  rateLimited: (minutes: number) =>
    `You have sent several forms in a short time. Please wait about ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  botCheckMissing:
    'We could not confirm that a person is sending this form. Please reload the page, allow its scripts to run, and try again.',
  botCheckFailed: 'We could not confirm that a person is sending this form. Please wait a moment and try again.',
  fieldsNeedAttention: 'Please correct the highlighted fields.',
} as const;

export interface SubmitDependencies {
  getForm: (databaseId: number) => Promise<Form | undefined>;
  settings: FormSettings;
  limiter: RateLimiter;
  outbox: Outbox;
  deliver: Deliver;
  verify?: typeof verifyBotCheck;
  now?: () => number;
  /** Told when the rate limit refused the post, with how long until the next is allowed (the answer's 429). */
  onRateLimited?: (retryAfterMs: number) => void;
}

let warnedNoSecret = false;

/**
 * Everything between a visitor's POST and the answer they see: size cap, honeypot, validation against the
 * form definition, fill time, rate limit, bot check, then the outbox. Never throws at the visitor.
 */
export async function handleSubmission(
  entries: Iterable<[string, FormDataEntryValue]>,
  client: string,
  deps: SubmitDependencies,
  attempt = 0,
): Promise<FormState> {
  const now = deps.now ?? Date.now;
  const answer = (
    message: string | null,
    values: Record<string, string> = {},
    errors: Record<string, string> = {},
    started?: string,
  ): FormState => ({
    status: 'error',
    errors,
    message,
    values,
    attempt: attempt + 1,
    ...(started === undefined ? {} : { started }),
  });

  const posted = readPosted(entries);
  if (!posted) return answer(MESSAGES.tooLarge);

  const formId = Number(posted[CONTROL.formId]);
  const form = Number.isInteger(formId) && formId > 0 ? await deps.getForm(formId).catch(() => undefined) : undefined;
  if (!form || !form.isActive) return answer(MESSAGES.unavailable);

  const secret = deps.settings.signingSecret;
  // The form sent back carries this visitor's own start time (lib/forms/timing.ts): the one they sent when it was
  // theirs and valid (the clock keeps running), else one from now, so sending it again measures their own time.
  const visitorStarted = () => {
    const token = posted[CONTROL.started];
    return isVisitorToken(token) && checkStartedToken(token, formId, secret, 0, now(), client) === 'ok'
      ? token!
      : issueStartedToken(formId, secret, now(), client);
  };
  const fail = (message: string | null, values: Record<string, string> = {}, errors: Record<string, string> = {}) =>
    answer(message, values, errors, visitorStarted());

  if ((posted[CONTROL.honeypot] ?? '') !== '') {
    console.info(`forms: honeypot filled on form ${formId} from ${client}; not sent`);
    return { status: 'success', message: MESSAGES.received, queued: false };
  }

  // Every post counts towards the client's limit, but what the visitor is told follows what they can act on:
  // the fields first (an empty or invalid form always shows its field errors, whatever else is wrong), then
  // the anti-bot answers, which only ever apply to a submission that is otherwise ready to send.
  const rate = await deps.limiter.attempt(client);

  const validation = validateSubmission(form, posted);
  if (!validation.ok) {
    const message = validation.formErrors.length ? validation.formErrors.join(' ') : MESSAGES.fieldsNeedAttention;
    return fail(message, validation.values, validation.errors);
  }

  const timing = checkStartedToken(posted[CONTROL.started], formId, secret, deps.settings.minFillMs, now(), client);
  // A start time only the page knew (a cached page is shared, its time is the render's): the form comes back with
  // the visitor's answers and a start time of their own; sent again, it is measured from now.
  if (timing === 'unproven') return fail(MESSAGES.confirm, validation.values);
  // The form sent again keeps its first render time, so the answer's own render never restarts the clock.
  if (timing === 'too-fast') {
    return {
      status: 'error',
      errors: {},
      message: MESSAGES.tooFast,
      values: validation.values,
      attempt: attempt + 1,
      started: posted[CONTROL.started],
    };
  }
  if (timing !== 'ok') return fail(MESSAGES.expired, validation.values);

  if (!rate.allowed) {
    deps.onRateLimited?.(rate.retryAfterMs);
    return fail(MESSAGES.rateLimited(Math.max(1, Math.ceil(rate.retryAfterMs / 60_000))), validation.values);
  }

  const { recaptchaSecret, recaptchaMinScore, recaptchaVerifyUrl } = deps.settings;
  if (recaptchaSecret) {
    const token = posted[CONTROL.botCheck] ?? '';
    if (!token) return fail(MESSAGES.botCheckMissing, validation.values);
    const verify = deps.verify ?? verifyBotCheck;
    const check = await verify(token, botCheckAction(formId), client, {
      secret: recaptchaSecret,
      minScore: recaptchaMinScore,
      verifyUrl: recaptchaVerifyUrl,
    });
    if (!check.ok) {
      console.warn(`forms: bot check failed on form ${formId} from ${client}: ${check.reason}`);
      return fail(MESSAGES.botCheckFailed, validation.values);
    }
  } else if (!warnedNoSecret) {
    warnedNoSecret = true;
    console.warn('forms: RECAPTCHA_SECRET_KEY is not set; submissions are accepted without a bot check');
  }

  const key = idempotencyKey(posted[CONTROL.renderKey], client, formId, validation.fieldValues);
  const outcome = await acceptSubmission(
    { key, formId, fieldValues: validation.fieldValues },
    {
      outbox: deps.outbox,
      deliver: deps.deliver,
      retryBaseMs: deps.settings.retryBaseMs,
      retryMaxMs: deps.settings.retryMaxMs,
      now,
    },
  );
  if (outcome.kind === 'rejected') {
    const { errors, message } = mapFieldErrors(form, outcome.errors);
    return fail(message ?? MESSAGES.fieldsNeedAttention, validation.values, errors);
  }
  const confirmation =
    outcome.kind === 'delivered' && outcome.confirmation ? sanitizeContent(outcome.confirmation) : '';
  return { status: 'success', message: confirmation || MESSAGES.received, queued: outcome.kind === 'queued' };
}

/** The posted controls as text, or `undefined` when the body is over the cap or carries files. */
function readPosted(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> | undefined {
  const posted: Record<string, string> = {};
  let size = 0;
  let count = 0;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') return undefined;
    size += name.length + value.length;
    count += 1;
    if (size > MAX_BODY_CHARS || count > MAX_CONTROLS * 2) return undefined;
    // Framework controls ($ACTION_…) carry no visitor input.
    if (name.startsWith('$')) continue;
    posted[name] = value;
  }
  return posted;
}

/**
 * The same rendered form sending the same values from the same client yields the same key, so a double
 * click or a resent POST never makes two entries; corrected values after an error make a new one. The
 * client is part of it because a cached page's render key is shared by every visitor without JavaScript.
 */
function idempotencyKey(renderKey: string | undefined, client: string, formId: number, fieldValues: unknown): string {
  const render = renderKey && /^[A-Za-z0-9-]{8,64}$/.test(renderKey) ? renderKey : randomUUID();
  const digest = createHash('sha256')
    .update(`${render}\n${client}\n${formId}\n${JSON.stringify(fieldValues)}`)
    .digest('hex');
  return `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
}

/** Gravity Forms reports errors by field id; each goes to the first control of its field. */
function mapFieldErrors(form: Form, errors: { id: number; message: string }[]) {
  const mapped: Record<string, string> = {};
  const loose: string[] = [];
  for (const error of errors) {
    const field = form.fields.find(
      (candidate) => candidate.id === Math.trunc(error.id) && candidate.visibility === 'VISIBLE',
    );
    // A name part's error carries the part's input id (1.6 = last name of field 1).
    const part = field?.inputs.find((input) => Number(input.id) === error.id && !input.isHidden);
    const name = field ? (part ? fieldName(field, part.key) : controlNames(field)[0]) : undefined;
    if (name) mapped[name] ??= error.message;
    else loose.push(error.message);
  }
  return { errors: mapped, message: loose.length ? loose.join(' ') : null };
}
