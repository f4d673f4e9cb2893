/**
 * The axe audit of a started site in Chromium, one address per template, with the project's rules (WCAG 2.2 AA):
 * used by the browser specs and `npm run audit:a11y`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * One address per template of the site. Entries (post, episode, member, case study, career) are the
 * first their listing links to, so the audit follows whatever the content system holds.
 */
export const PAGE_TYPES = [
  { type: 'front page', path: '/' },
  { type: 'page', path: '/about-us/' },
  { type: 'listing', path: '/insights/' },
  { type: 'numbered listing page', path: '/insights/page/2/' },
  { type: 'post', listing: '/thought-leadership/' },
  { type: 'podcast episode', listing: '/podcast/' },
  { type: 'team member', listing: '/team/' },
  { type: 'case study', listing: '/work/' },
  { type: 'career', listing: '/careers/' },
  { type: 'category', path: '/category/thought-leadership/' },
  { type: 'tag', path: '/tag/winter-park/' },
  { type: 'contact form page', path: '/contact/' },
  { type: '404', path: '/no-such-page-here/', status: 404 },
] as const satisfies readonly ({ type: string; status?: number } & ({ path: string } | { listing: string }))[];

export type PageType = (typeof PAGE_TYPES)[number];

/** WCAG 2.2 A and AA, the level the site promises. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeSummary {
  violations: { id: string; impact: string | null; help: string; nodes: string[] }[];
  passes: number;
}

/** The address of a page type: fixed, or the first entry its listing links to. */
export async function addressOf(page: Page, pageType: PageType): Promise<string> {
  if ('path' in pageType) return pageType.path;
  const response = await page.goto(pageType.listing);
  if (response?.status() !== 200) throw new Error(`${pageType.listing} answered ${response?.status()}`);
  const uri = await page.locator('#listing [data-entry-uri]').first().getAttribute('data-entry-uri');
  if (!uri) throw new Error(`${pageType.listing} lists no entry`);
  return uri;
}

/** Opens the address, waits until the page has settled (hydrated, fonts in), and runs axe on all of it. */
export async function auditAddress(page: Page, path: string, expectedStatus = 200): Promise<AxeSummary> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (response?.status() !== expectedStatus)
    throw new Error(`${path} answered ${response?.status()}, expected ${expectedStatus}`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return {
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    })),
    passes: results.passes.length,
  };
}
