import { describe, expect, it } from 'vitest';
import { carouselWanted, counterText, phaseName, testimonialsOptions } from './testimonials-options';

describe('testimonials carousel settings', () => {
  it('loops, centred, one per page, 2rem gap, arrows without pagination, autoplay, 800 ms, keyboard', () => {
    expect(testimonialsOptions(false)).toMatchObject({
      type: 'loop',
      focus: 'center',
      perPage: 1,
      gap: '2rem',
      arrows: true,
      pagination: false,
      autoplay: true,
      speed: 800,
      interval: 5000,
    });
    expect(testimonialsOptions(false).keyboard).toBeTruthy();
    // Waits while the pointer is over it or the focus inside it (WCAG 2.2.2, with the pause/play button).
    expect(testimonialsOptions(false)).toMatchObject({ pauseOnHover: true, pauseOnFocus: true });
  });

  it('starts autoplay paused with reduced motion, still under the pause/play button', () => {
    expect(testimonialsOptions(true).autoplay).toBe('pause');
  });

  it('names the pause/play button with the word it shows', () => {
    expect(testimonialsOptions(false).i18n).toEqual({ play: 'Play testimonials', pause: 'Pause testimonials' });
  });

  it('exists from 1024 px up', () => {
    expect(carouselWanted(1023)).toBe(false);
    expect(carouselWanted(1024)).toBe(true);
  });

  it('pads the counter to two digits', () => {
    expect(counterText(0)).toBe('01');
    expect(counterText(9)).toBe('10');
    expect(counterText(99)).toBe('100');
  });

  it('names Splide’s states', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(phaseName)).toEqual([
      'created',
      'mounted',
      'idle',
      'moving',
      'scrolling',
      'dragging',
      'destroyed',
    ]);
  });
});
