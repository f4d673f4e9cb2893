/**
 * Where the links the site draws itself lead, each `undefined` when WordPress holds no page there (the link is
 * then not drawn): the footer's and the menu's invitation to talk, the newsletter, and the front page's links
 * to all the work and all the insights.
 */
export interface SiteLinks {
  contact?: string;
  newsletter?: string;
  work?: string;
  insights?: string;
}

/** The pages the site's own links name (the built-in menus' pages of the demo). */
export const SITE_LINK_ADDRESSES: Required<SiteLinks> = {
  contact: '/contact/',
  newsletter: '/hot-air/',
  work: '/work/',
  insights: '/insights/',
};

export const DEMO_SITE_LINKS: SiteLinks = { ...SITE_LINK_ADDRESSES };

/**
 * The links whose page is among `pages` (the pages' index: their site paths), and that a visitor can read: a
 * page behind a password is no place to send every visitor. "All insights" leads to WordPress's Posts page
 * (`postsPage`, `/` when it has none) where the demo's `/insights/` is not there.
 */
export function siteLinksFrom(
  pages: Iterable<{ uri: string; passwordProtected?: boolean }>,
  postsPage = '/',
): SiteLinks {
  const open = new Set<string>();
  for (const page of pages) if (!page.passwordProtected) open.add(page.uri);
  const links: SiteLinks = {};
  for (const [name, uri] of Object.entries(SITE_LINK_ADDRESSES) as [keyof SiteLinks, string][]) {
    if (open.has(uri)) links[name] = uri;
  }
  if (!links.insights && postsPage !== '/') links.insights = postsPage;
  return links;
}
