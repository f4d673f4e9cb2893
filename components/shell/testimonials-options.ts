import { CAROUSEL_GAP, CAROUSEL_MIN_WIDTH, CAROUSEL_SPEED_MS, padSlide, SLIDER_DEFAULTS } from './timings';

/** Splide's state numbers (Splide.STATES) by the names the shell shows on `data-carousel-phase`. */
const CAROUSEL_PHASES = ['created', 'mounted', 'idle', 'moving', 'scrolling', 'dragging', 'destroyed'] as const;
export type CarouselPhase = (typeof CAROUSEL_PHASES)[number];

export function phaseName(state: number): CarouselPhase {
  return CAROUSEL_PHASES[state - 1] ?? 'idle';
}

/**
 * The testimonials carousel's settings. Autoplay starts paused for visitors who asked for less motion; either
 * way the pause/play button (named with the word it shows) stops or starts it.
 */
export function testimonialsOptions(reducedMotion: boolean) {
  return {
    type: 'loop',
    focus: 'center',
    perPage: 1,
    gap: CAROUSEL_GAP,
    arrows: true,
    pagination: false,
    autoplay: reducedMotion ? 'pause' : true,
    interval: SLIDER_DEFAULTS.interval,
    speed: CAROUSEL_SPEED_MS,
    keyboard: 'focused',
    pauseOnHover: true,
    pauseOnFocus: true,
    reducedMotion: { speed: 0, rewindSpeed: 0, autoplay: 'pause' },
    i18n: { play: 'Play testimonials', pause: 'Pause testimonials' },
  } as const;
}

/** The carousel exists from 1024 px up; below that the testimonials are a plain list. */
export function carouselWanted(viewportWidth: number): boolean {
  return viewportWidth >= CAROUSEL_MIN_WIDTH;
}

/** The counter's current slide (Splide indexes from 0). */
export function counterText(index: number): string {
  return padSlide(index + 1);
}
