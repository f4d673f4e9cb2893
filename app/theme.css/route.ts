import { createHash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getThemeCss, safeStyleText, themeVersion } from '@/lib/cms/theme';

// Rendered per request from the cached shell data (a build never needs the content system).
export const dynamic = 'force-dynamic';

/** How long a browser or cache may keep a version it asked for by name: a changed text gets a new address. */
const VERSIONED = 'public, max-age=31536000, immutable';
/** An address without the current version (an older page's, or none): the current text, briefly. */
const UNVERSIONED = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * The editor's theme stylesheet (`themeSettings.devTools.tempCss`) as a stylesheet of the site's own:
 * pages link it instead of carrying it inline, so the Content Security Policy allows it as 'self' and no
 * page, however it is rendered (on the server or by React in the browser), needs an inline style element.
 * Served as text/css with nosniff: whatever the editor typed is never read as markup.
 *
 * Pages link it by the version of its text (`?v=`, lib/cms/theme.ts). Asked for by the current version, it is
 * kept for a year, so a returning visitor's page never waits on a revalidation of this render-blocking sheet; any
 * other address gets the current text for five minutes, as does a failed read (an empty text, which no page
 * links).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const source = await getThemeCss();
  const css = safeStyleText(source);
  const current = source !== '' && request.nextUrl.searchParams.get('v') === themeVersion(source);
  return new Response(css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': current ? VERSIONED : UNVERSIONED,
      ETag: `"${createHash('sha256').update(css).digest('base64url').slice(0, 16)}"`,
    },
  });
}
