import { createHash } from 'node:crypto';
import { getThemeCss, safeStyleText } from '@/lib/cms/theme';

// Rendered per request from the cached shell data (a build never needs the content system).
export const dynamic = 'force-dynamic';

/**
 * The editor's theme stylesheet (`themeSettings.devTools.tempCss`) as a stylesheet of the site's own:
 * pages link it instead of carrying it inline, so the Content Security Policy allows it as 'self' and no
 * page, however it is rendered (on the server or by React in the browser), needs an inline style element.
 * Served as text/css with nosniff: whatever the editor typed is never read as markup.
 */
export async function GET(): Promise<Response> {
  const css = safeStyleText(await getThemeCss());
  return new Response(css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      // Pages link it with the version of its text (?v=…): a new text is a new address.
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
      ETag: `"${createHash('sha256').update(css).digest('base64url').slice(0, 16)}"`,
    },
  });
}
