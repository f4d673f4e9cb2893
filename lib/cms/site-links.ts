import 'server-only';
import { cache } from 'react';
import { whyReadFailed } from './configuration';
import { getContentIndex } from './listings';
import { getPostsPageUri } from './posts-page';
import { siteLinksFrom, DEMO_SITE_LINKS, type SiteLinks } from './site-links-model';

export type { SiteLinks } from './site-links-model';

/**
 * The addresses of the links the site draws itself (the footer's call to action, the newsletter card, the front
 * page's "all" links), each only where WordPress holds a page there: read from the pages' index, which every page
 * edit refreshes. When the content system cannot be read, the demo's (the built-in menus' pages), as the menus do.
 */
export const getSiteLinks = cache(async (): Promise<SiteLinks> => {
  try {
    const [pages, postsPage] = await Promise.all([getContentIndex('page'), getPostsPageUri()]);
    return siteLinksFrom(pages, postsPage);
  } catch (error) {
    console.warn(`getSiteLinks: ${whyReadFailed(error)}; drawing the built-in links`);
    return DEMO_SITE_LINKS;
  }
});
