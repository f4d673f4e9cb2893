import localFont from 'next/font/local';

/*
 * Both faces are self-hosted variable fonts: @fontsource's Latin files narrowed to the weights the stylesheets
 * use (400–700) by `npm run fonts`, which writes lib/fonts/.
 */

/** Display face: Fraunces, a soft variable serif for headlines. */
export const displayFont = localFont({
  src: './fonts/fraunces-latin.woff2',
  variable: '--font-display',
  weight: '400 700',
  display: 'swap',
  // Preloaded: it sets the hero headline, often the largest paint, and a late swap would move the hero.
  preload: true,
  // The fallback is a serif with its metrics matched to this face, so the swap barely moves a line: see
  // lib/fonts/fallbacks.css for why it is not Next.js's own (adjustFontFallback).
  adjustFontFallback: false,
  fallback: ['Altitude Display Fallback', 'Georgia', 'serif'],
});

/** Text face: Inter Tight, a compact grotesque for body copy and interface. */
export const textFont = localFont({
  src: './fonts/inter-tight-latin.woff2',
  variable: '--font-text',
  weight: '400 700',
  display: 'swap',
  // Not preloaded: on a phone its 29 KB competed with the hero picture (the largest paint) for the first
  // bytes. It is fetched as soon as the first layout needs it; its fallback's metrics are matched (Arial or
  // a metric twin of it, lib/fonts/fallbacks.css), so the swap barely moves a line (layout shift ≤ 0.003 in
  // Lighthouse's phone profile).
  preload: false,
  adjustFontFallback: false,
  fallback: ['Altitude Text Fallback', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
