import localFont from 'next/font/local';

/** Display face: Fraunces, a soft variable serif for headlines. Self-hosted from @fontsource. */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'swap',
  preload: false,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** Text face: Inter Tight, a compact grotesque for body copy and interface. */
export const textFont = localFont({
  src: '../node_modules/@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2',
  variable: '--font-text',
  weight: '100 900',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
