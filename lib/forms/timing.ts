import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a rendered form stays valid: a visitor may leave a tab open over a weekend. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A signed note of when a form was handed out, so the server can tell a bot's instant post from a person's.
 *
 * Two kinds. A **page** note (no `client`) is written into the page, which may be cached and shared by every
 * visitor for hours: its time is the render's, not this visitor's arrival, so it never proves a fill time by
 * itself. A **visitor** note (`client`: the visitor's address) is made for one visitor at the moment they asked
 * (`/api/forms/session`, or the answer to a post) and is signed with their address: it measures their own time
 * and is no use from another address.
 */
export function issueStartedToken(formId: number, secret: string, now = Date.now(), client?: string): string {
  return client === undefined ? `${now}.${sign(formId, now, secret)}` : `v${now}.${sign(formId, now, secret, client)}`;
}

/** `unproven`: a valid page note, which cannot say how long this visitor took (see issueStartedToken). */
export type TimingCheck = 'ok' | 'too-fast' | 'invalid' | 'expired' | 'unproven';

export function checkStartedToken(
  token: string | undefined,
  formId: number,
  secret: string,
  minFillMs: number,
  now = Date.now(),
  client?: string,
): TimingCheck {
  const match = /^(v?)(\d{10,16})\.([a-f0-9]{64})$/.exec(token ?? '');
  if (!match) return 'invalid';
  const visitor = match[1] === 'v';
  if (visitor && client === undefined) return 'invalid';
  const started = Number(match[2]);
  const expected = Buffer.from(sign(formId, started, secret, visitor ? client : undefined), 'hex');
  const given = Buffer.from(match[3] ?? '', 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (now - started > MAX_AGE_MS) return 'expired';
  // A little clock skew between processes is tolerated; a render time from the future is not trusted.
  if (started - now > 60_000) return 'invalid';
  // With no minimum fill time there is nothing to prove.
  if (!visitor && minFillMs > 0) return 'unproven';
  return now - started < minFillMs ? 'too-fast' : 'ok';
}

/** True when `token` is a visitor note (whether valid is checkStartedToken's to say). */
export const isVisitorToken = (token: string | undefined) => token?.startsWith('v') === true;

function sign(formId: number, started: number, secret: string, client?: string): string {
  const note = client === undefined ? `${formId}:${started}` : `${formId}:${started}:visitor:${client}`;
  return createHmac('sha256', secret).update(note).digest('hex');
}
