'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/breakpoints';
import { useNavigation } from '@/lib/providers/navigation.client';
import { enhancePage } from './enhance-page';
import { HEADLINE_FADE_MS } from './timings';
import { arrivedWithRefusals, watchRefusedPictures } from './refused-pictures';
import { bindScrollDownLinks } from './scroll-down';
import { transitionHref, transitionPlan, type TransitionPhase } from './transition-plan';

type WipeState = 'idle' | 'covering' | 'revealing';

/** If a route never arrives (the server is gone), the page is uncovered again rather than left blank. */
const STALLED_MS = 10_000;

/**
 * Dims each hero headline of the new page to a trace, then fades it in after the plan's delay, over HEADLINE_FADE_MS
 * (the hero's stylesheet runs the fade; its length is handed over as a custom property).
 */
function scheduleHeadlines(root: ParentNode, delay: number, timers: number[]) {
  if (delay <= 0) return;
  const headlines = [...root.querySelectorAll<HTMLElement>('[data-hero-headline]')];
  for (const headline of headlines) {
    headline.style.setProperty('--hero-reveal-ms', `${HEADLINE_FADE_MS}ms`);
    headline.dataset.heroReveal = 'pending';
  }
  timers.push(
    window.setTimeout(() => {
      for (const headline of headlines) headline.dataset.heroReveal = 'shown';
    }, delay),
  );
}

/**
 * Runs `then` once the wipe shows `state` and its slide has played to the end. The phase timers carry the
 * specification's durations, but on a busy phone a timer can fire before the browser has painted (or even
 * styled) the wipe's new state: moving on at once would cut the slide short or skip it. `alive` turns false
 * when another navigation takes over.
 */
function whenWipeSettles(wipe: HTMLElement | null, state: WipeState, alive: () => boolean, then: () => void) {
  const check = () => {
    if (!alive()) return;
    if (!wipe) return then();
    if (wipe.dataset.transitionWipe !== state) return void requestAnimationFrame(check);
    // Reading the animations brings the element's style up to date, which starts the slide if it had not begun.
    const running = wipe.getAnimations();
    const done = () => {
      if (alive()) then();
    };
    if (running.length === 0) done();
    else Promise.all(running.map((animation) => animation.finished)).then(done, done);
  };
  check();
}

/** Gives focus to the new page's main heading so keyboard and screen-reader users start there. */
function focusMainHeading(main: HTMLElement) {
  const heading = main.querySelector<HTMLElement>('h1') ?? main;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * The page-transition layer. Internal link clicks run the exit phase (a wipe covers the page) before the
 * route changes; the new page then enters (the wipe uncovers it). The first load has no wipe: content is
 * visible at once. Phases: entering, entered, exiting, exited (on `data-transition-phase`).
 */
export function PageTransition({ children, brand }: { children: ReactNode; brand: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const { closeMenu } = useNavigation();
  const [phase, setPhase] = useState<TransitionPhase>('entered');
  const [wipe, setWipe] = useState<WipeState>('idle');
  const shownPath = useRef(pathname);
  const requested = useRef<string | null>(null);
  const timers = useRef<number[]>([]);
  /** Counts navigations, so that waits of a navigation another one has replaced come to nothing. */
  const generation = useRef(0);
  const wipeRef = useRef<HTMLDivElement>(null);
  const userScrolled = useRef(false);

  const clearTimers = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
    generation.current += 1;
  };
  /** Whether no other navigation has started since the current one (the one `clearTimers` last began). */
  const stillCurrent = () => {
    const current = generation.current;
    return () => generation.current === current;
  };
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  /** Start of a route change: the menu closes and scroll-down links are bound again. */
  const routeChangeStart = useCallback(() => {
    closeMenu();
    bindScrollDownLinks();
  }, [closeMenu]);

  const navigate = useCallback(
    (href: string) => {
      const plan = transitionPlan({ reducedMotion: prefersReducedMotion(), viewportWidth: window.innerWidth });
      clearTimers();
      requested.current = href;
      routeChangeStart();
      router.prefetch(href);
      setPhase('exiting');
      setWipe('covering');
      const alive = stillCurrent();
      later(plan.exitMs, () =>
        whenWipeSettles(wipeRef.current, 'covering', alive, () => {
          setPhase('exited');
          router.push(href, { scroll: false });
          later(STALLED_MS, () => {
            requested.current = null;
            setPhase('entered');
            setWipe('idle');
          });
        }),
      );
    },
    [routeChangeStart, router],
  );

  // Internal links anywhere on the page (menus, content HTML, cards) go through the transition.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const href = transitionHref(link, event, window.location);
      if (!href) return;
      event.preventDefault();
      // Next.js links would navigate at once; the exit phase runs first.
      event.stopPropagation();
      navigate(href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);

  // Completion of a route change (ours, or the browser's back and forward buttons).
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    const ours = requested.current !== null;
    const hash = ours ? new URL(requested.current!, window.location.origin).hash : '';
    requested.current = null;
    clearTimers();
    if (!ours) routeChangeStart();
    bindScrollDownLinks();
    const main = document.getElementById('main');
    const plan = transitionPlan({ reducedMotion: prefersReducedMotion(), viewportWidth: window.innerWidth });

    if (ours) {
      // Still under the wipe: the new page starts at its top (or its anchor), so nothing jumps later.
      const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      // To an anchor, below the fixed navigation: scrollIntoView keeps the root's scroll-padding clear (globals.css).
      if (anchor) anchor.scrollIntoView({ block: 'start', behavior: 'instant' });
      else window.scrollTo({ top: 0, behavior: 'instant' });
      userScrolled.current = false;
      if (!anchor) {
        later(plan.scrollTopMs, () => {
          if (!userScrolled.current) window.scrollTo({ top: 0, behavior: 'instant' });
        });
      }
    }
    if (main) scheduleHeadlines(main, plan.headlineMs, timers.current);
    setPhase('entering');
    setWipe(ours ? 'revealing' : 'idle');
    const alive = stillCurrent();
    later(plan.enterMs, () =>
      whenWipeSettles(wipeRef.current, ours ? 'revealing' : 'idle', alive, () => {
        setPhase('entered');
        setWipe('idle');
        if (main) focusMainHeading(main);
      }),
    );
  }, [pathname, routeChangeStart]);

  // A visitor who scrolls after arriving is never pulled back to the top.
  useEffect(() => {
    const mark = () => {
      userScrolled.current = true;
    };
    const keys = (event: KeyboardEvent) => {
      if (['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'End', 'Home', ' '].includes(event.key)) mark();
    };
    // A scroll-down link or an in-page link pressed right after arriving is a scroll the visitor asked for too.
    const clicks = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('[data-hero-scroll-down], a[href^="#"]')) mark();
    };
    window.addEventListener('wheel', mark, { passive: true });
    window.addEventListener('touchmove', mark, { passive: true });
    window.addEventListener('keydown', keys);
    window.addEventListener('click', clicks, true);
    return () => {
      window.removeEventListener('wheel', mark);
      window.removeEventListener('touchmove', mark);
      window.removeEventListener('keydown', keys);
      window.removeEventListener('click', clicks, true);
    };
  }, []);

  // The page's marquees and carousels come to life on each page and are released when it leaves.
  useEffect(() => {
    bindScrollDownLinks();
    const main = document.getElementById('main');
    arrivedWithRefusals(main);
    return main ? enhancePage(main) : undefined;
  }, [pathname]);

  // A picture on a host only the new page's own policy allows: that page is loaded again, under its policy.
  useEffect(() => watchRefusedPictures(), []);

  useEffect(() => () => clearTimers(), []);

  return (
    <>
      <div className="transition-frame" data-transition-phase={phase}>
        {children}
      </div>
      <div ref={wipeRef} className="transition-wipe" data-transition-wipe={wipe} aria-hidden="true">
        <span className="transition-wipe-mark">{brand}</span>
      </div>
    </>
  );
}
