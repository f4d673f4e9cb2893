/**
 * The site's breakpoints and interaction queries, shared by CSS-in-JS decisions (carousel, menu, headline
 * delay). CSS uses the same numbers in app/globals.css. Media queries are evaluated when needed, never
 * subscribed to globally ("dynamic media queries" are off): components that care listen to resize.
 */
export const BREAKPOINTS = { sm: 0, md: 768, lg: 1024, xl: 1192 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** `(min-width: …)` for a breakpoint and up. */
export function up(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`;
}

/** `(max-width: …)` for everything below a breakpoint. */
export function below(name: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[name] - 0.02}px)`;
}

export const INTERACTION_QUERIES = {
  hover: '(hover: hover)',
  noHover: '(hover: none)',
  landscape: '(orientation: landscape)',
  portrait: '(orientation: portrait)',
} as const;

export const DYNAMIC_MEDIA_QUERIES = false;

/** The largest breakpoint a width falls into. */
export function breakpointFor(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  return 'sm';
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion (false outside a browser). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}
