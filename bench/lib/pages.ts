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
