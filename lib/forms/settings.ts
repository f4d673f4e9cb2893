import { createHash } from 'node:crypto';
import { z } from 'zod';
import { env, optionalText } from '@/lib/env';

const GOOGLE_SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

const schema = z.object({
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OUTBOX_DB: z.string().trim().min(1).default('.data/outbox.sqlite'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).max(600_000).default(2000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400_000)
    .default(10 * 60_000),
  OUTBOX_KEEP_DELIVERED_DAYS: z.coerce.number().min(0).max(3650).default(30),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(8),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  FORM_SIGNING_SECRET: optionalText,
});

export interface FormSettings {
  recaptchaSecret: string | undefined;
  recaptchaMinScore: number;
  recaptchaVerifyUrl: string;
  outboxDb: string;
  outboxPollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  keepDeliveredMs: number;
  minFillMs: number;
  rateLimit: number;
  rateWindowMs: number;
  /** Signs the render time of a form; derived from the server-side token when not set on its own. */
  signingSecret: string;
}

/** The form settings of an environment; throws one error listing every problem. */
export function parseFormSettings(source: Record<string, string | undefined> = process.env): FormSettings {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid form settings:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  return {
    recaptchaSecret: raw.RECAPTCHA_SECRET_KEY,
    recaptchaMinScore: raw.RECAPTCHA_MIN_SCORE,
    recaptchaVerifyUrl: raw.RECAPTCHA_VERIFY_URL ?? GOOGLE_SITEVERIFY,
    outboxDb: raw.OUTBOX_DB,
    outboxPollMs: raw.OUTBOX_POLL_MS,
    retryBaseMs: raw.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: Math.max(raw.OUTBOX_RETRY_MAX_MS, raw.OUTBOX_RETRY_BASE_MS),
    keepDeliveredMs: raw.OUTBOX_KEEP_DELIVERED_DAYS * 24 * 60 * 60_000,
    minFillMs: raw.FORM_MIN_FILL_MS,
    rateLimit: raw.FORM_RATE_LIMIT,
    rateWindowMs: raw.FORM_RATE_WINDOW_SECONDS * 1000,
    signingSecret: raw.FORM_SIGNING_SECRET ?? derivedSecret(),
  };
}

// A one-way derivation: the signature never reveals the token, and every process of one site agrees on it.
function derivedSecret(): string {
  const base = env().refreshToken ?? env().siteUrl;
  return createHash('sha256').update(`altitude-form-timing:${base}`).digest('hex');
}

let cached: FormSettings | undefined;

export function formSettings(): FormSettings {
  cached ??= parseFormSettings();
  return cached;
}
