/**
 * The site's breakpoints and the reduced-motion query, shared by scripted decisions (carousel, menu, headline
 * delay). CSS uses the same numbers in app/globals.css. Media queries are evaluated when needed, never
 * subscribed to globally: components that care listen to resize.
 */
export const BREAKPOINTS = { sm: 0, md: 768, lg: 1024, xl: 1192 } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion (false outside a browser). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}
