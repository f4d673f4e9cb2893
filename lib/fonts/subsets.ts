/**
 * How each face is split into two files: a core that every page needs, and the rest of Latin, which a browser
 * fetches only for a page that uses one of its characters (the `unicode-range` of each @font-face says which).
 *
 * The core is what English copy is written with: printable ASCII and the typographic punctuation editors and
 * the block editor put in it. The two cores come to about 39 KB where the whole Latin files came to about
 * 61 KB (`npm run fonts` prints the sizes), and every byte of a face that arrives before the first paint counts
 * toward the largest paint (docs/performance.md, "Each face as a core and the rest of its Latin"). Accented
 * letters, other symbols and the rarer spaces are in the rest.
 *
 * `npm run fonts` (scripts/fonts.ts) writes the files from these lists; lib/fonts.ts declares the same ranges
 * as literals (Next.js reads font options only as written literals), and lib/fonts.test.ts checks that the
 * files and the declarations agree with this module.
 */

/** Inclusive code point ranges of the core: [first, last]. */
const CORE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xad, 0xad], // soft hyphen (an editor's &shy;)
  [0xae, 0xae], // ®
  [0xb7, 0xb7], // middle dot (the title separator)
  [0xd7, 0xd7], // ×
  [0x2010, 0x2010], // hyphen, which automatic hyphenation draws
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x2019], // curly single quotes and apostrophe
  [0x201c, 0x201d], // curly double quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x2032, 0x2033], // prime, double prime (feet and inches)
  [0x2039, 0x203a], // single angle quotes (breadcrumbs)
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus sign
];

/** Whether a code point is in the core. */
export function inCore(codePoint: number): boolean {
  return CORE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Sorted code points as CSS `unicode-range` text: consecutive runs become `U+XXXX-YYYY`. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    const first = sorted[index]!;
    let last = first;
    while (sorted[index + 1] === last + 1) last = sorted[++index]!;
    index++;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return parts.join(', ');
}

/** The core's code points. */
export function coreCodePoints(): number[] {
  return CORE_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
  );
}

/**
 * The rest's code points: those of a face's whole Latin file that are not in the core. Each face has its own
 * (Inter Tight has a few more spaces and arrows than Fraunces), so each rest declares its own range.
 */
export function restCodePoints(latinCodePoints: Iterable<number>): number[] {
  // U+FFFE and U+FFFF are noncharacters: a cmap's last segment ends on U+FFFF by rule, not for a glyph.
  return [...latinCodePoints].filter((codePoint) => !inCore(codePoint) && codePoint < 0xfffe);
}
