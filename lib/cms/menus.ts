import 'server-only';
import { env } from '@/lib/env';
import { defaultMenus } from '@/lib/menus/default-menus';
import { whyReadFailed } from './configuration';
import { reshapeMenu } from './reshape';
import { getShellData } from './shell';
import type { Menus } from './types';

/**
 * The primary and footer menus. The live menus when the content system answers; the built-in defaults
 * when it cannot, or when a location is empty, so a visitor never sees an empty navigation.
 */
export async function getMenus(): Promise<Menus> {
  const { siteAbbreviation, graphqlUrl } = env();
  const defaults = defaultMenus(siteAbbreviation);
  try {
    const data = await getShellData();
    const primary = reshapeMenu(data.primary?.nodes, graphqlUrl);
    const footer = reshapeMenu(data.footer?.nodes, graphqlUrl);
    return {
      primary: primary.length ? primary : defaults.primary,
      footer: footer.length ? footer : defaults.footer,
      source: primary.length || footer.length ? 'live' : 'default',
    };
  } catch (error) {
    console.warn(`getMenus: ${whyReadFailed(error)}; showing the built-in menus`);
    return defaults;
  }
}
