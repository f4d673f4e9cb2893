import localFont from 'next/font/local';

/*
 * Both faces are self-hosted variable fonts: @fontsource's Latin files narrowed to the weights the stylesheets
 * use (400–700) by `npm run fonts`, which writes lib/fonts/.
 *
 * Each face is two files (lib/fonts/subsets.ts): a core with the characters English copy uses, which every
 * page loads, and the rest of its Latin (accented letters, rarer symbols), which a browser fetches only for
 * a page that uses one of them. They are two families, the rest listed after the core in each stack
 * (app/globals.css), each bounded by its `unicode-range`: a character in the core never asks for the rest.
 * Measured side by side with the whole Latin files (`npm run bench:startup -- compare`, docs/performance.md
 * "Each face as a core and the rest of its Latin"): the largest paint came 69–166 ms earlier on four of the five
 * templates, the fifth within the run's noise.
 *
 * The ranges are written out because Next.js reads font options only as literals; they are what
 * `npm run fonts` prints for the files, and lib/fonts.test.ts fails when the two disagree.
 */

/** Display face: Fraunces, a soft variable serif for headlines. Its core. */
const displayFont = localFont({
  src: './fonts/fraunces-core.woff2',
  variable: '--font-display',
  weight: '400 700',
  display: 'swap',
  // Not preloaded: on a first visit no face is requested before the largest paint (the boot loader,
  // server/html/boot-scripts.ts); on later visits it comes from the HTTP cache at the first layout.
  preload: false,
  // The fallbacks follow the rest of the face (displayFontRest), which lists them.
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A9, U+00AD-00AE, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+2039-203A, U+2122, U+2212',
    },
  ],
});

/** The rest of Fraunces's Latin. */
const displayFontRest = localFont({
  src: './fonts/fraunces-rest.woff2',
  variable: '--font-display-rest',
  weight: '400 700',
  display: 'swap',
  preload: false,
  // The fallback is a serif sized to this face's width at each weight in use, so the swap rarely moves a line:
  // see lib/fonts/fallbacks.css for how, and why it is not Next.js's own (adjustFontFallback).
  adjustFontFallback: false,
  fallback: ['Altitude Display Fallback', 'Georgia', 'serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA-00AC, U+00AF-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BC, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0303-0304, U+0308, U+201A, U+201E, U+2044, U+20AC, U+2215',
    },
  ],
});

/** Text face: Inter Tight, a compact grotesque for body copy and interface. Its core. */
const textFont = localFont({
  src: './fonts/inter-tight-core.woff2',
  variable: '--font-text',
  weight: '400 700',
  display: 'swap',
  // Not preloaded: on a phone its bytes competed with the hero picture (the largest paint) for the first
  // round trips. It is fetched as soon as the first layout needs it; its fallback (Arial or a metric twin of it,
  // sized to this face's width at each weight in use: lib/fonts/fallbacks.css) keeps the swap from moving a
  // line, mostly (layout shift ≤ 0.003 in Lighthouse's phone profile).
  preload: false,
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A9, U+00AD-00AE, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+2039-203A, U+2122, U+2212',
    },
  ],
});

/** The rest of Inter Tight's Latin. */
const textFontRest = localFont({
  src: './fonts/inter-tight-rest.woff2',
  variable: '--font-text-rest',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Altitude Text Fallback', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA-00AC, U+00AF-00B6, U+00B8-00D6, U+00D8-00FF, U+0102, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0303-0304, U+0308, U+0323, U+0329, U+2002, U+2009, U+200B, U+201A, U+201E, U+2044, U+20AC, U+2191, U+2193, U+FEFF',
    },
  ],
});

/**
 * Code face: JetBrains Mono, for code in the editor's content (the code block, inline code, keyboard keys), so
 * that it looks the same on every platform. @fontsource's Latin file as it is: no page of the site's own uses it,
 * so a browser fetches it only for a page whose content has code, at the first layout that needs it.
 */
const codeFont = localFont({
  src: '../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  variable: '--font-code',
  weight: '100 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'Menlo', 'Consolas', 'Liberation Mono', 'monospace'],
});

/** The classes that define the five font variables, for the root element. */
export const fontVariables = [displayFont, displayFontRest, textFont, textFontRest, codeFont]
  .map((font) => font.variable)
  .join(' ');
