/** The phone the in-browser benchmarks open pages as: Lighthouse's mobile screen (412 × 823), with touch. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
