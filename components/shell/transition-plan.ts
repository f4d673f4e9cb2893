import { headlineDelay, REDUCED_FADE_MS, SCROLL_TOP_DELAY_MS, WIPE_IN_MS, WIPE_OUT_MS } from './timings';

export type TransitionPhase = 'entering' | 'entered' | 'exiting' | 'exited';

export interface TransitionPlan {
  /** How long the wipe takes to cover the page before the route changes. */
  exitMs: number;
  /** How long the wipe takes to uncover the new page. */
  enterMs: number;
  scrollTopMs: number;
  /** When the hero headline fades in after the route change completes; 0 means it is never hidden. */
  headlineMs: number;
}

/** The timings of one page transition, for this viewport and motion preference. */
export function transitionPlan(options: { reducedMotion: boolean; viewportWidth: number }): TransitionPlan {
  if (options.reducedMotion) {
    return { exitMs: REDUCED_FADE_MS, enterMs: REDUCED_FADE_MS, scrollTopMs: SCROLL_TOP_DELAY_MS, headlineMs: 0 };
  }
  return {
    exitMs: WIPE_IN_MS,
    enterMs: WIPE_OUT_MS,
    scrollTopMs: SCROLL_TOP_DELAY_MS,
    headlineMs: headlineDelay(options.viewportWidth),
  };
}

interface LinkLike {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  href: string;
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Paths the site serves that are not pages (feeds, files, endpoints): the browser loads those itself. */
const NOT_A_PAGE = /^\/(?:api|feeds|_next|wp-content|wp-admin)\/|\.[a-z0-9]{2,5}$/i;

/**
 * The site path a click on a link should transition to, or `null` when the browser (or Next.js) should
 * handle it as usual: modified clicks, new tabs, downloads, other origins, files, and links within the
 * page being read.
 */
export function transitionHref(
  link: LinkLike,
  click: ClickLike,
  here: { origin: string; pathname: string; search: string },
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return null;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-no-transition'))
    return null;
  if (!link.getAttribute('href')) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || NOT_A_PAGE.test(url.pathname)) return null;
  // Same page (only the fragment or query differs): no transition to run.
  if (url.pathname === here.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
