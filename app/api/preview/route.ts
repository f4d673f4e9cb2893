import { cookies, draftMode } from 'next/headers';
import { env } from '@/lib/env';
import {
  missingPreviewSettings,
  notSetUp,
  PREVIEW_HEADERS,
  PREVIEW_PATH,
  previewMessage,
  SESSION_COOKIE,
} from '@/lib/preview/responses';
import { shareIsActive } from '@/lib/preview/draft';
import { newTokenId, previewKey, SESSION_SECONDS, signPreviewToken, verifyPreviewToken } from '@/lib/preview/token';
import { UsedTokens } from '@/lib/preview/used-tokens';

/** Links already opened, until they expire: in Redis with REDIS_URL (every instance), else by this instance. */
let used: UsedTokens | undefined;
function usedTokens(): UsedTokens {
  const { redisUrl, redisKeyPrefix, redisCommandTimeoutMs } = env();
  used ??= new UsedTokens({ redisUrl, keyPrefix: redisKeyPrefix, commandTimeoutMs: redisCommandTimeoutMs });
  return used;
}

const REFUSED = {
  malformed: [400, 'This preview link is not valid', 'The link is incomplete or was not made by WordPress.'],
  tampered: [403, 'This preview link is not valid', 'The link was changed after WordPress signed it.'],
  expired: [410, 'This preview link has expired', 'Preview links work for ten minutes.'],
  replayed: [403, 'This preview link was already used', 'Each preview link opens once.'],
  'wrong-post': [403, 'This preview link is not valid', 'The link is for another entry.'],
} as const;

const SHARE_REFUSED = {
  ...REFUSED,
  expired: [410, 'This shared preview has expired', 'The link worked for the period it was shared for.'],
  revoked: [410, 'This shared preview was revoked', 'The editor who shared it has withdrawn the link.'],
} as const;

/**
 * Where WordPress's Preview button leads (the companion plugin's `preview_post_link`): checks the signed link,
 * opens it once, turns on Next.js's draft mode for this browser with a session for that one entry, and sends
 * it to the entry's preview page.
 */
export async function GET(request: Request) {
  const { preview } = env();
  const missing = missingPreviewSettings(preview);
  if (missing.length > 0 || !preview.secret) return notSetUp(missing);

  const key = previewKey(preview.secret);
  const params = new URL(request.url).searchParams;
  const share = params.get('share');
  if (share !== null) return openShare(request, key, share);
  const token = params.get('token');
  const check = verifyPreviewToken(key, 'link', token);
  const refusal = !check.ok ? check.reason : (await usedTokens().use(check.claims)) ? undefined : 'replayed';
  if (refusal || !check.ok) {
    const [status, title, why] = REFUSED[refusal ?? 'malformed'];
    return previewMessage(status, title, [why, 'Press Preview in WordPress again for a new link.']);
  }

  const { claims } = check;
  const expires = Math.floor(Date.now() / 1000) + SESSION_SECONDS;
  const session = signPreviewToken(key, 'session', { ...claims, expires, id: newTokenId() });
  return startPreview(request, claims.post, session);
}

/**
 * A link an editor shared (`?share=`): opens any number of times until it expires or is revoked in WordPress,
 * which is asked each time; the session it starts lasts an hour at most, and no longer than the share.
 */
async function openShare(request: Request, key: Buffer, share: string) {
  const check = verifyPreviewToken(key, 'share', share);
  let refusal: keyof typeof SHARE_REFUSED | undefined = check.ok ? undefined : check.reason;
  if (check.ok) {
    const active = await shareIsActive(check.claims.post, check.claims.id);
    if (typeof active === 'object') {
      console.error(`preview: could not ask WordPress about a shared link: ${active.failed}`);
      return previewMessage(503, 'This preview cannot be shown now', ['Please try again in a minute.']);
    }
    if (!active) refusal = 'revoked';
  }
  if (refusal || !check.ok) {
    const [status, title, why] = SHARE_REFUSED[refusal ?? 'malformed'];
    return previewMessage(status, title, [why, 'Ask the editor for a new link.']);
  }
  const { claims } = check;
  const expires = Math.min(claims.expires, Math.floor(Date.now() / 1000) + SESSION_SECONDS);
  return startPreview(request, claims.post, signPreviewToken(key, 'share-session', { ...claims, expires }));
}

/** Draft mode on, the preview session for one entry in its cookie, and on to that entry's preview page. */
async function startPreview(request: Request, post: number, session: string) {
  (await draftMode()).enable();
  (await cookies()).set(SESSION_COOKIE, session, {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: PREVIEW_PATH,
    maxAge: SESSION_SECONDS,
  });
  return new Response(null, {
    status: 303,
    headers: { ...PREVIEW_HEADERS, Location: `${PREVIEW_PATH}${post}/` },
  });
}
