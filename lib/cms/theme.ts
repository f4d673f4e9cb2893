import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { siteCssUrls } from '@/lib/uploads/urls';
import { whyReadFailed } from './configuration';
import { getShellData } from './shell';

/**
 * The editor's stylesheet text (`themeSettings.devTools.tempCss`), its pictures on the content system served as
 * the site's own uploads; empty when the content system fails.
 */
export async function getThemeCss(): Promise<string> {
  try {
    const data = await getShellData();
    return siteCssUrls(data.themeSettings?.devTools?.tempCss ?? '', env().graphqlUrl);
  } catch (error) {
    console.warn(`getThemeCss: ${whyReadFailed(error)}; the page renders without the theme stylesheet`);
    return '';
  }
}

export { safeStyleText } from './style-text';

/** The version of a theme stylesheet's text: what its address carries (`?v=`), and what app/theme.css checks. */
export function themeVersion(css: string): string {
  return createHash('sha256').update(css).digest('base64url').slice(0, 12);
}

/** Address of the theme stylesheet (app/theme.css) for this text: a changed text gets a new address. */
export function themeStylesheetHref(css: string): string {
  return `/theme.css?v=${themeVersion(css)}`;
}
