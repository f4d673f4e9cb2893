import { gsap } from 'gsap';
import { prefersReducedMotion } from '@/lib/breakpoints';
import { copiesNeeded, directionFromScroll, step, wrapOffset } from './marquee-motion';
import { MARQUEE_SPEED } from './timings';

type MarqueeState = 'running' | 'paused' | 'dragging' | 'static';

/**
 * One `.marquee` strip: its `.slide`s move in a continuous loop (GSAP's ticker), reverse with the page's
 * scroll direction, pause under the pointer and follow a drag. Returns the cleanup that restores the
 * original markup.
 */
function startMarquee(strip: HTMLElement): () => void {
  const slides = [...strip.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('slide'),
  );
  const track = document.createElement('div');
  track.className = 'marquee-track';
  strip.prepend(track);
  for (const slide of slides) track.append(slide);
  const setWidth = track.scrollWidth;
  const clones: HTMLElement[] = [];
  for (let copy = 1; copy < copiesNeeded(setWidth, strip.clientWidth); copy++) {
    for (const slide of slides) {
      const clone = slide.cloneNode(true) as HTMLElement;
      clone.setAttribute('aria-hidden', 'true');
      clone.removeAttribute('id');
      track.append(clone);
      clones.push(clone);
    }
  }

  const still = prefersReducedMotion();
  const setX = gsap.quickSetter(track, 'x', 'px');
  let offset = 0;
  let direction: 1 | -1 = 1;
  let hovering = false;
  let dragFrom: { pointer: number; x: number; id: number } | null = null;
  let lastY = window.scrollY;

  const state = (): MarqueeState => (dragFrom ? 'dragging' : still ? 'static' : hovering ? 'paused' : 'running');
  const show = () => {
    strip.dataset.marqueeState = state();
    strip.dataset.marqueeDirection = direction === 1 ? 'forward' : 'reverse';
  };
  const place = () => setX(wrapOffset(offset, setWidth));

  const tick = (_time: number, deltaTime: number) => {
    if (state() !== 'running') return;
    // A long pause (background tab) must not fling the strip.
    offset += step(MARQUEE_SPEED, direction, Math.min(deltaTime, 100));
    place();
  };
  const onScroll = () => {
    const next = directionFromScroll(lastY, window.scrollY, direction);
    lastY = window.scrollY;
    if (next !== direction) {
      direction = next;
      show();
    }
  };
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovering = true;
    show();
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovering = false;
    show();
  };
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    dragFrom = { pointer: event.clientX, x: offset, id: event.pointerId };
    strip.setPointerCapture?.(event.pointerId);
    show();
  };
  const onMove = (event: PointerEvent) => {
    if (!dragFrom || event.pointerId !== dragFrom.id) return;
    offset = dragFrom.x + (event.clientX - dragFrom.pointer);
    place();
  };
  const onUp = (event: PointerEvent) => {
    if (!dragFrom || event.pointerId !== dragFrom.id) return;
    dragFrom = null;
    show();
  };
  const pointerListeners = [
    ['pointerenter', onEnter],
    ['pointerleave', onLeave],
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onUp],
    ['pointercancel', onUp],
  ] as const;

  strip.classList.add('is-live');
  // The ticker runs only while the strip is on screen: off screen it would cost a frame's work for nothing
  // (and, at load, compete with the page's first paints). The state stays 'running' either way.
  let ticking = false;
  const setTicking = (on: boolean) => {
    if (on === ticking) return;
    ticking = on;
    if (on) gsap.ticker.add(tick);
    else gsap.ticker.remove(tick);
  };
  const visibility =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => setTicking(entries.some((entry) => entry.isIntersecting)), {
          rootMargin: '100px 0px',
        })
      : null;
  if (visibility) visibility.observe(strip);
  else setTicking(true);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const [type, listener] of pointerListeners) strip.addEventListener(type, listener);
  show();

  return () => {
    visibility?.disconnect();
    setTicking(false);
    window.removeEventListener('scroll', onScroll);
    for (const [type, listener] of pointerListeners) strip.removeEventListener(type, listener);
    for (const clone of clones) clone.remove();
    for (const slide of slides) strip.insertBefore(slide, track);
    track.remove();
    strip.classList.remove('is-live');
    delete strip.dataset.marqueeState;
    delete strip.dataset.marqueeDirection;
  };
}

export function startMarquees(strips: HTMLElement[]): () => void {
  const cleanups = strips.map(startMarquee);
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
