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
import {
  newTokenId,
  previewKey,
  SESSION_SECONDS,
  signPreviewToken,
  UsedTokens,
  verifyPreviewToken,
} from '@/lib/preview/token';

/** Links already opened by this instance, until they expire. */
const used = new UsedTokens();

const REFUSED = {
  malformed: [400, 'This preview link is not valid', 'The link is incomplete or was not made by WordPress.'],
  tampered: [403, 'This preview link is not valid', 'The link was changed after WordPress signed it.'],
  expired: [410, 'This preview link has expired', 'Preview links work for ten minutes.'],
  replayed: [403, 'This preview link was already used', 'Each preview link opens once.'],
  'wrong-post': [403, 'This preview link is not valid', 'The link is for another entry.'],
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
  const token = new URL(request.url).searchParams.get('token');
  const check = verifyPreviewToken(key, 'link', token);
  const refusal = !check.ok ? check.reason : used.use(check.claims) ? undefined : 'replayed';
  if (refusal || !check.ok) {
    const [status, title, why] = REFUSED[refusal ?? 'malformed'];
    return previewMessage(status, title, [why, 'Press Preview in WordPress again for a new link.']);
  }

  const { claims } = check;
  const expires = Math.floor(Date.now() / 1000) + SESSION_SECONDS;
  const session = signPreviewToken(key, 'session', { ...claims, expires, id: newTokenId() });
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
    headers: { ...PREVIEW_HEADERS, Location: `${PREVIEW_PATH}${claims.post}/` },
  });
}
