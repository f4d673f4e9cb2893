import { prefersReducedMotion } from '@/lib/breakpoints';
import { NAV_COLLAPSED_HEIGHT, SCROLL_DOWN_MS } from './timings';

/** GSAP's power2.inOut (cubic in-out): the scroll starts and lands gently. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/** The element a scroll-down link goes to: its `#anchor` when that exists, otherwise the main container. */
export function scrollDownTarget(href: string | null, doc: Pick<Document, 'getElementById'>): HTMLElement | null {
  const id = href?.startsWith('#') ? decodeURIComponent(href.slice(1)) : '';
  return (id ? doc.getElementById(id) : null) ?? doc.getElementById('main');
}

/** Smooth-scrolls the window to `top` over `duration` ms (at once with reduced motion); resolves when done. */
function scrollWindowTo(top: number, duration = SCROLL_DOWN_MS): Promise<void> {
  const start = window.scrollY;
  const distance = top - start;
  if (prefersReducedMotion() || duration <= 0 || Math.abs(distance) < 1) {
    window.scrollTo({ top, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((done) => {
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / duration);
      window.scrollTo({ top: start + distance * easeInOutCubic(t), behavior: 'instant' });
      if (t < 1) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
}

const bound = new Map<HTMLElement, (event: MouseEvent) => void>();

function onScrollDown(event: MouseEvent) {
  const link = event.currentTarget as HTMLElement;
  const target = scrollDownTarget(link.getAttribute('href'), document);
  if (!target) return;
  event.preventDefault();
  const top = target.getBoundingClientRect().top + window.scrollY - (target.id === 'main' ? 0 : NAV_COLLAPSED_HEIGHT);
  void scrollWindowTo(Math.max(0, top)).then(() => {
    // Keyboard and screen-reader users continue from where the page now is.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}

/**
 * (Re)binds every hero scroll-down link on the page. Links from a page that has left are released, links
 * of the page now shown are bound once each.
 */
export function bindScrollDownLinks(root: ParentNode = document): void {
  for (const [link, handler] of bound) {
    if (!link.isConnected) {
      link.removeEventListener('click', handler);
      bound.delete(link);
    }
  }
  for (const link of root.querySelectorAll<HTMLElement>('[data-hero-scroll-down]')) {
    if (bound.has(link)) continue;
    link.addEventListener('click', onScrollDown);
    bound.set(link, onScrollDown);
  }
}
