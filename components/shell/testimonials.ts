import { Splide } from '@splidejs/splide';
import { prefersReducedMotion } from '@/lib/breakpoints';
import { carouselWanted, counterText, phaseName, testimonialsOptions } from './testimonials-options';
import { RESIZE_DEBOUNCE_MS } from './timings';

/** The same element under another tag name (attributes and children move across). */
function retag(element: Element, tag: string): HTMLElement {
  const replacement = document.createElement(tag);
  for (const { name, value } of [...element.attributes]) {
    // Inline style goes across through the CSSOM: an attribute written by script is held to the page's
    // policy, which only allows the style attributes the server rendered (Splide leaves `style=""` behind).
    if (name === 'style') replacement.style.cssText = value;
    else replacement.setAttribute(name, value);
  }
  replacement.append(...element.childNodes);
  element.replaceWith(replacement);
  return replacement;
}

/**
 * Splide gives each slide the role of a group of a carousel, which a list item may not take; while the
 * carousel runs, its list and items become plain containers, and go back to a list when it is released.
 */
function asContainers(root: HTMLElement): () => void {
  const list = root.querySelector('ul.splide__list');
  if (!list) return () => undefined;
  const items = [...list.children].filter((child) => child.tagName === 'LI');
  const container = retag(list, 'div');
  const slides = items.map((item) => retag(item, 'div'));
  return () => {
    retag(container, 'ul');
    for (const slide of slides) if (slide.isConnected) retag(slide, 'li');
  };
}

/**
 * The visible pause and play button (WCAG 2.2.2) that Splide's autoplay drives: it finds `.splide__toggle` in the
 * carousel when it mounts, marks it `is-active` while playing and names it after its next action.
 */
function toggleButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'splide__toggle testimonials-toggle';
  button.innerHTML =
    '<span class="splide__toggle__pause" aria-hidden="true"><svg viewBox="0 0 16 16" width="16" height="16"><rect x="3" y="2" width="3.5" height="12" rx="1"/><rect x="9.5" y="2" width="3.5" height="12" rx="1"/></svg>Pause</span>' +
    '<span class="splide__toggle__play" aria-hidden="true"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M4 2.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 4 2.5Z"/></svg>Play</span>';
  return button;
}

/**
 * One `.testimonials-splide` block: a Splide carousel from 1024 px up, with a two-digit counter of the
 * current slide and a pause/play button; below 1024 px it is destroyed and the testimonials read as a row that
 * scrolls sideways (the stylesheet's). Resizing (debounced) creates or destroys it. Returns the cleanup.
 */
function startCarousel(root: HTMLElement): () => void {
  const total = root.querySelectorAll('.splide__slide').length;
  const controls = document.createElement('div');
  controls.className = 'testimonials-controls';
  const counter = document.createElement('p');
  counter.className = 'testimonials-counter';
  counter.innerHTML = `<span data-slide-counter>01</span><span class="testimonials-total"> / ${counterText(total - 1)}</span>`;
  const current = counter.querySelector<HTMLElement>('[data-slide-counter]')!;
  controls.append(counter, toggleButton());
  root.append(controls);

  let splide: Splide | null = null;
  const showPhase = () => {
    const instance = splide;
    const state = instance ? [1, 2, 3, 4, 5, 6, 7].find((candidate) => instance.state.is(candidate)) : undefined;
    root.dataset.carouselPhase = state === undefined ? 'destroyed' : phaseName(state);
  };

  let restoreList: (() => void) | undefined;
  const create = () => {
    if (splide || total === 0) return;
    restoreList = asContainers(root);
    const instance = new Splide(root, testimonialsOptions(prefersReducedMotion()));
    splide = instance;
    instance.on('mounted ready move moved drag dragged scroll scrolled', showPhase);
    instance.on('move', (index: number) => {
      current.textContent = counterText(index);
    });
    instance.mount();
    current.textContent = counterText(instance.index);
    controls.hidden = false;
    counter.hidden = false;
    showPhase();
  };
  const destroy = () => {
    if (!splide) return;
    splide.destroy(true);
    splide = null;
    // Splide leaves its state classes on the root; the plain list must not look like a carousel.
    root.classList.remove('is-initialized', 'is-overflow', 'is-rendered', 'is-focus-in');
    restoreList?.();
    restoreList = undefined;
    controls.hidden = true;
    counter.hidden = true;
    showPhase();
  };
  const fit = () => (carouselWanted(window.innerWidth) ? create() : destroy());

  let debounce: number | undefined;
  const onResize = () => {
    window.clearTimeout(debounce);
    debounce = window.setTimeout(fit, RESIZE_DEBOUNCE_MS);
  };

  controls.hidden = true;
  counter.hidden = true;
  fit();
  showPhase();
  window.addEventListener('resize', onResize);
  return () => {
    window.clearTimeout(debounce);
    window.removeEventListener('resize', onResize);
    destroy();
    controls.remove();
    delete root.dataset.carouselPhase;
  };
}

export function startTestimonials(roots: HTMLElement[]): () => void {
  const cleanups = roots.map(startCarousel);
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
