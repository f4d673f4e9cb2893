import 'server-only';
import { createHash } from 'node:crypto';
import { whyReadFailed } from './configuration';
import { getShellData } from './shell';

/** The editor's stylesheet text (`themeSettings.devTools.tempCss`); empty when the content system fails. */
export async function getThemeCss(): Promise<string> {
  try {
    const data = await getShellData();
    return data.themeSettings?.devTools?.tempCss ?? '';
  } catch (error) {
    console.warn(`getThemeCss: ${whyReadFailed(error)}; the page renders without the theme stylesheet`);
    return '';
  }
}

export { safeStyleText } from './style-text';

/** Address of the theme stylesheet (app/theme.css) for this text: a changed text gets a new address. */
export function themeStylesheetHref(css: string): string {
  return `/theme.css?v=${createHash('sha256').update(css).digest('base64url').slice(0, 12)}`;
}
