/**
 * The pages the budgets are measured on, from the demo content pack (`npm start`'s embedded content
 * server), one per template the visitor meets most.
 */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'post', path: '/the-case-for-boring-consistency/' },
  { name: 'team', path: '/team/' },
  { name: 'podcast episode', path: '/thin-air-season-two-finale/' },
  { name: 'contact', path: '/contact/' },
] as const;

/** A plain content page: text and a featured picture, no marquee, carousel or form. */
export const PLAIN_PAGE = '/the-case-for-boring-consistency/';

/**
 * The five templates of the side-by-side Lighthouse budgets (`npm run bench:lighthouse`). The same addresses
 * exist on a real WordPress seeded with the demo pack (harness/wordpress/seed.ts); should one not answer 200
 * there, the first entry of its listing stands in for it.
 */
const BUDGET_PAGES = [
  { name: 'home', path: '/' },
  { name: 'post', path: PLAIN_PAGE, listing: '/insights/' },
  { name: 'team member', path: '/team/rosa-delgado/', listing: '/team/' },
  { name: 'podcast episode', path: '/thin-air-season-two-finale/', listing: '/podcast/' },
  { name: 'contact', path: '/contact/' },
] as const;

export interface ResolvedPage {
  name: string;
  path: string;
  /** Set when the usual address did not answer 200 and its listing's first entry stands in for it. */
  replaces?: string;
}

/** Each budget page's address on the site at `origin`, checked to answer 200. */
export async function resolveBudgetPages(origin: string): Promise<ResolvedPage[]> {
  const status = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  };
  const resolved: ResolvedPage[] = [];
  for (const page of BUDGET_PAGES) {
    const answer = await status(page.path);
    if (answer === 200) {
      resolved.push({ name: page.name, path: page.path });
      continue;
    }
    if (!('listing' in page)) throw new Error(`${origin}${page.path} (${page.name}) answered ${answer}`);
    const html = await (await fetch(`${origin}${page.listing}`)).text();
    const listing = html.slice(Math.max(0, html.indexOf('id="listing"')));
    const entry = /data-entry-uri="([^"]+)"/.exec(listing)?.[1];
    if (!entry || (await status(entry)) !== 200)
      throw new Error(`${origin}${page.path} (${page.name}) answered ${answer} and ${page.listing} lists no entry`);
    resolved.push({ name: page.name, path: entry, replaces: page.path });
  }
  return resolved;
}

/** The load mix: twenty addresses across every template. */
export const LOAD_MIX = [
  '/',
  '/about-us/',
  '/what-we-do/',
  '/team/',
  '/contact/',
  '/insights/',
  '/insights/page/2/',
  '/podcast/',
  '/work/',
  '/careers/',
  '/category/thought-leadership/',
  '/the-case-for-boring-consistency/',
  '/how-to-brief-an-agency/',
  '/your-website-is-not-a-brochure/',
  '/thin-air-season-two-finale/',
  '/thin-air-the-night-glow/',
  '/team/rosa-delgado/',
  '/team/marcus-bell/',
  '/work/lakeside-orthopedics/',
  '/careers/senior-brand-designer/',
] as const;
