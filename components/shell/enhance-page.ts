/**
 * Brings the interactive blocks of a page's content HTML to life: marquee strips and testimonial
 * carousels. Their libraries (GSAP, Splide) are loaded only when the page has such a block. Returns the
 * cleanup that releases everything when the page leaves.
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
    import('./marquee')
      .then(({ startMarquees }) => (left ? undefined : startMarquees(marquees)))
      .then((cleanup) => cleanup && keep(cleanup))
      .catch(report('marquee'));
  }

  const carousels = [...root.querySelectorAll<HTMLElement>('.testimonials-splide')];
  if (carousels.length) {
    import('./testimonials')
      .then(({ startTestimonials }) => (left ? undefined : startTestimonials(carousels)))
      .then((cleanup) => cleanup && keep(cleanup))
      .catch(report('testimonials carousel'));
  }

  return () => {
    left = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
