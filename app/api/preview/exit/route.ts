import { cookies, draftMode } from 'next/headers';
import { PREVIEW_HEADERS, PREVIEW_PATH, SESSION_COOKIE } from '@/lib/preview/responses';
import { sitePathLocation } from '@/lib/preview/site-path';

/**
 * Leaves the preview: draft mode off and the preview session gone, then to the published address (`?to=`, a
 * path on this site only) or the front page.
 */
export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: PREVIEW_PATH, maxAge: 0 });
  const to = new URL(request.url).searchParams.get('to');
  return new Response(null, {
    status: 303,
    headers: { ...PREVIEW_HEADERS, Location: sitePathLocation(to) ?? '/' },
  });
}
