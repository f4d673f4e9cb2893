import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a rendered form stays valid: a visitor may leave a tab open over a weekend. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A signed note of when a form was rendered, so the server can tell a bot's instant post from a person's. */
export function issueStartedToken(formId: number, secret: string, now = Date.now()): string {
  return `${now}.${sign(formId, now, secret)}`;
}

export type TimingCheck = 'ok' | 'too-fast' | 'invalid' | 'expired';

export function checkStartedToken(
  token: string | undefined,
  formId: number,
  secret: string,
  minFillMs: number,
  now = Date.now(),
): TimingCheck {
  const match = /^(\d{10,16})\.([a-f0-9]{64})$/.exec(token ?? '');
  if (!match) return 'invalid';
  const started = Number(match[1]);
  const expected = Buffer.from(sign(formId, started, secret), 'hex');
  const given = Buffer.from(match[2] ?? '', 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (now - started > MAX_AGE_MS) return 'expired';
  // A little clock skew between processes is tolerated; a render time from the future is not trusted.
  if (started - now > 60_000) return 'invalid';
  return now - started < minFillMs ? 'too-fast' : 'ok';
}

function sign(formId: number, started: number, secret: string): string {
  return createHmac('sha256', secret).update(`${formId}:${started}`).digest('hex');
}
