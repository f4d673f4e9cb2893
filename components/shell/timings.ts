import { BREAKPOINTS } from '@/lib/breakpoints';

/** The shell's business constants (specification section 9), in one place. */
export const NAV_COLLAPSED_HEIGHT = 72;
const TRANSITION_MS = 1200;
/**
 * The wipe covers the page quickly (a fifth of the transition) and uncovers the new page over the rest: the
 * route changes as soon as the old page is covered, so the headline's delay, counted from that change, ends
 * within 2 s of the click (2.25 s up to 768 px) and the slow reveal leaves little time with the hero uncovered
 * and its headline still to come.
 */
export const WIPE_IN_MS = TRANSITION_MS / 5;
export const WIPE_OUT_MS = TRANSITION_MS - WIPE_IN_MS;
/** With reduced motion the wipe becomes a short cross-fade. */
export const REDUCED_FADE_MS = 150;
export const SCROLL_TOP_DELAY_MS = 1000;
export const SCROLL_DOWN_MS = 600;
const HEADLINE_DELAY_MS = 1500;
const HEADLINE_DELAY_SMALL_MS = 1750;
/** Once its delay is over, the hero headline is fully readable this quickly (an eased fade, no long tail). */
export const HEADLINE_FADE_MS = 250;
export const CAROUSEL_MIN_WIDTH = BREAKPOINTS.lg;
export const RESIZE_DEBOUNCE_MS = 250;
export const CAROUSEL_SPEED_MS = 800;
export const CAROUSEL_GAP = '2rem';
export const MARQUEE_SPEED = 50;
export const SLIDER_DEFAULTS = { interval: 5000, speed: 400 } as const;
/** GSAP's power3.inOut (a quartic in-out) as a CSS easing, for the menu's height animation. */
export const POWER3_IN_OUT = 'cubic-bezier(0.76, 0, 0.24, 1)';
export const MENU_ANIMATION_MS = 700;

/** The hero headline waits longer on screens up to 768 px wide, where the wipe takes longer to clear. */
export function headlineDelay(viewportWidth: number): number {
  return viewportWidth <= BREAKPOINTS.md ? HEADLINE_DELAY_SMALL_MS : HEADLINE_DELAY_MS;
}

/** A slide number as the counter shows it: at least two digits. */
export function padSlide(index: number): string {
  return String(index).padStart(2, '0');
}
