import 'server-only';
import { cache } from 'react';
import { whyReadFailed } from './configuration';
import { toSitePath } from './reshape';
import { getShellData } from './shell';
import { siteLinksFrom, DEMO_SITE_LINKS, type SiteLinks } from './site-links-model';

export type { SiteLinks } from './site-links-model';

/**
 * The addresses of the links the site draws itself (the footer's call to action, the newsletter card, the front
 * page's "all" links), each only where WordPress holds a page there: read with the shell (one request, refreshed by
 * any page's change). When the content system cannot be read, the demo's (the built-in menus' pages), as the menus
 * do.
 */
export const getSiteLinks = cache(async (): Promise<SiteLinks> => {
  try {
    const shell = await getShellData();
    const pages = [shell.contact, shell.newsletter, shell.work, shell.insights].flatMap((page) =>
      page?.uri ? [{ uri: toSitePath(page.uri), passwordProtected: page.hasPassword === true }] : [],
    );
    return siteLinksFrom(pages, toSitePath(shell.postsPage?.uri ?? '/'));
  } catch (error) {
    console.warn(`getSiteLinks: ${whyReadFailed(error)}; drawing the built-in links`);
    return DEMO_SITE_LINKS;
  }
});
