import { env } from '@/lib/env';
import {
  cookieName,
  entryId,
  entryType,
  passwordMatches,
  readProtectedEntry,
  REMEMBER_SECONDS,
  unlockedPath,
  unlockToken,
} from '@/lib/entry-password/entry';
import { clientKey, RateLimiter } from '@/lib/forms/rate-limit';
import { PREVIEW_HEADERS, previewMessage } from '@/lib/preview/responses';

// A visitor's password, checked for each post: never cached.
export const dynamic = 'force-dynamic';

/** Tries a visitor may make at one entry's password: five a minute, counted per visitor and entry. */
const PASSWORD_TRIES = 5;
const TRIES_WINDOW_MS = 60_000;
/** Larger than any password form WordPress draws. */
const MAX_BODY_BYTES = 4096;

let limiter: RateLimiter | undefined;
function tries(): RateLimiter {
  const { redisUrl, redisKeyPrefix, redisCommandTimeoutMs } = env();
  limiter ??= new RateLimiter(PASSWORD_TRIES, TRIES_WINDOW_MS, {
    redisUrl,
    keyPrefix: redisKeyPrefix,
    commandTimeoutMs: redisCommandTimeoutMs,
  });
  return limiter;
}

/** A form posted from the site's own pages: a browser names the page's origin (or, without `Origin`, none). */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { ...PREVIEW_HEADERS, Location: location, ...headers } });

/**
 * The password form of an entry WordPress holds behind a password (components/templates/password-form.tsx) posts
 * here, with or without JavaScript. A right password sets a cookie for that entry's unlocked page alone and
 * leads there; a wrong one leads there with the form and says so; too many tries are refused for a minute.
 */
export async function POST(request: Request) {
  if (!fromThisSite(request)) return previewMessage(403, 'Not allowed', ['This form must be sent from this site.']);
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES)
    return previewMessage(413, 'The form is too large', ['Enter the password in the form on the page.']);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return previewMessage(400, 'The form could not be read', ['Enter the password in the form on the page.']);
  }
  const type = entryType(form.get('entry_type'));
  const id = entryId(form.get('entry_id'));
  const given = form.get('post_password');
  if (!type || id === undefined || typeof given !== 'string')
    return previewMessage(400, 'The form is incomplete', ['Enter the password in the form on the page.']);
  const page = unlockedPath(type, id);

  const decision = await tries().attempt(`entry-password:${clientKey(request.headers)}:${id}`);
  if (!decision.allowed)
    return seeOther(`${page}?error=wait`, { 'Retry-After': String(Math.ceil(decision.retryAfterMs / 1000)) });

  const entry = await readProtectedEntry(type, id);
  if (entry.kind === 'failed') {
    console.error(`entry password: ${type} ${id} could not be read: ${entry.reason}`);
    return previewMessage(503, 'The password cannot be checked just now', ['Please try again in a few minutes.']);
  }
  if (entry.kind === 'missing') return previewMessage(404, 'Nothing to open', ['This entry is not protected.']);
  if (!passwordMatches(given, entry.password)) return seeOther(`${page}?error=wrong`);

  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const cookie = `${cookieName(id)}=${unlockToken(id, entry.password)}; Path=${page}; Max-Age=${REMEMBER_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  return seeOther(page, { 'Set-Cookie': cookie });
}
