import { whenNear } from '@/lib/idle';
import { carouselWanted } from './testimonials-options';
import { RESIZE_DEBOUNCE_MS } from './timings';

/** The latest a block starts, once it is near the viewport, when the browser is never idle. */
const BLOCKS_IDLE_TIMEOUT_MS = 1500;

/**
 * Brings the interactive blocks of a page's content HTML to life: video placeholders, marquee strips and testimonial
 * carousels. Their libraries (GSAP, Splide) load only when such a block comes within half a viewport's height of
 * the window, once the browser is idle: a visit that never scrolls near one never downloads or runs them, and
 * nothing of theirs competes with the page's start-up. Splide only when the viewport is also wide enough for the
 * carousel (below 1024 px the testimonials read as a list, and a resize to 1024 px or more loads it then). Returns the cleanup that
 * releases everything when the page leaves.
 */
export function enhancePage(root: HTMLElement): () => void {
  let left = false;
  const cleanups: (() => void)[] = [];
  const keep = (cleanup: () => void) => {
    if (left) cleanup();
    else cleanups.push(cleanup);
  };
  const report = (what: string) => (error: unknown) => console.warn(`Shell: the ${what} could not start`, error);

  const marquees = [...root.querySelectorAll<HTMLElement>('.marquee')].filter((el) => el.querySelector('.slide'));
  if (marquees.length) {
    keep(
      whenNear(
        marquees,
        () => {
          import('./marquee')
            .then(({ startMarquees }) => (left ? undefined : startMarquees(marquees)))
            .then((cleanup) => cleanup && keep(cleanup))
            .catch(report('marquee'));
        },
        BLOCKS_IDLE_TIMEOUT_MS,
      ),
    );
  }

  // Block layout WordPress saves as style attributes (spacer height, column width, cover height…). A page
  // reached by client-side navigation was inserted under the first page's policy, which lists only that page's
  // style hashes; the same declarations set through CSSOM, which the policy does not govern, apply everywhere.
  for (const styled of root.querySelectorAll<HTMLElement>('[data-entry-content] [style]')) {
    styled.style.cssText = styled.getAttribute('style') ?? '';
  }

  // Video placeholders: a small module, loaded only on pages that have one.
  const facades = [...root.querySelectorAll<HTMLElement>('.embed-facade[data-embed-src]')];
  if (facades.length) {
    import('./embed-facade')
      .then(({ startEmbedFacades }) => (left ? undefined : keep(startEmbedFacades(facades))))
      .catch(report('video placeholder'));
  }

  const carousels = [...root.querySelectorAll<HTMLElement>('.testimonials-splide')];
  if (carousels.length) {
    const startCarousels = () =>
      import('./testimonials')
        .then(({ startTestimonials }) => (left ? undefined : startTestimonials(carousels)))
        .then((cleanup) => cleanup && keep(cleanup))
        .catch(report('testimonials carousel'));

    if (carouselWanted(window.innerWidth)) {
      keep(whenNear(carousels, startCarousels, BLOCKS_IDLE_TIMEOUT_MS));
    } else {
      // Narrow screen: the carousel stays destroyed, and its library unloaded, until the window widens.
      for (const carousel of carousels) {
        carousel.dataset.carouselPhase = 'destroyed';
        // The testimonials are a row that scrolls sideways: it takes focus, so arrow keys scroll it too.
        carousel.querySelector('.splide__track')?.setAttribute('tabindex', '0');
      }
      let debounce: number | undefined;
      let started = false;
      const onResize = () => {
        window.clearTimeout(debounce);
        debounce = window.setTimeout(() => {
          if (!carouselWanted(window.innerWidth)) return;
          release();
          started = true;
          keep(whenNear(carousels, startCarousels, BLOCKS_IDLE_TIMEOUT_MS));
        }, RESIZE_DEBOUNCE_MS);
      };
      const release = () => {
        window.clearTimeout(debounce);
        window.removeEventListener('resize', onResize);
      };
      window.addEventListener('resize', onResize);
      keep(() => {
        release();
        if (!started) for (const carousel of carousels) delete carousel.dataset.carouselPhase;
      });
    }
  }

  return () => {
    left = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
