/**
 * The fallback faces of lib/fonts/fallbacks.css carry Next.js's own metric overrides for our font files. This
 * recomputes them with the installed Next.js (the calculation adjustFontFallback runs at build time), so a
 * change of the font files (`npm run fonts`) or of the calculation fails here instead of moving every line of
 * text when the fonts swap in.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreCodePoints, inCore, restCodePoints, unicodeRange } from './fonts/subsets';

const require = createRequire(import.meta.url);
const fontDir = join(__dirname, 'fonts');
const { getFallbackMetricsFromFontFile } =
  require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
    getFallbackMetricsFromFontFile: (
      font: unknown,
      category: 'serif' | 'sans-serif',
    ) => { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string };
  };
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit') as {
  default: (buffer: Buffer) => { characterSet: number[] };
};

/** The declarations of one @font-face rule of fallbacks.css, by family. */
function fallbackFace(family: string): Record<string, string> {
  const css = readFileSync(join(fontDir, 'fallbacks.css'), 'utf8');
  const rule = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .find((body) => body.includes(`font-family: '${family}'`));
  if (!rule) throw new Error(`no @font-face for ${family} in fallbacks.css`);
  return Object.fromEntries(
    rule
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name, value]) => name && value),
  );
}

const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN');

describe('the fallback faces shown until the fonts arrive', () => {
  for (const [family, file, category, locals] of [
    ['Altitude Display Fallback', 'fraunces-core.woff2', 'serif', ['Times New Roman', 'Liberation Serif', 'Tinos']],
    ['Altitude Text Fallback', 'inter-tight-core.woff2', 'sans-serif', ['Arial', 'Liberation Sans', 'Arimo']],
  ] as const) {
    it(`${family} is resized to ${file} the way Next.js calculates it`, () => {
      const font = fontkit.default(readFileSync(join(fontDir, file)));
      const expected = getFallbackMetricsFromFontFile(font, category);
      const face = fallbackFace(family);
      expect(percent(face['ascent-override'])).toBeCloseTo(percent(expected.ascentOverride), 2);
      expect(percent(face['descent-override'])).toBeCloseTo(percent(expected.descentOverride), 2);
      expect(percent(face['line-gap-override'])).toBeCloseTo(percent(expected.lineGapOverride), 2);
      expect(percent(face['size-adjust'])).toBeCloseTo(percent(expected.sizeAdjust), 2);
    });

    it(`${family} uses the metric font or either of its twins, whichever the visitor has`, () => {
      const sources = [...(fallbackFace(family).src ?? '').matchAll(/local\('([^']+)'\)/g)].map((match) => match[1]);
      expect(sources).toEqual(expect.arrayContaining([...locals]));
    });
  }
});

/**
 * The `unicode-range` lib/fonts.ts declares for each file. Next.js takes font options only as literals, so the
 * test reads them from the source: the file name, then the first `value:` after it.
 */
function declaredRange(file: string): string {
  const source = readFileSync(join(__dirname, 'fonts.ts'), 'utf8');
  const at = source.indexOf(`'./fonts/${file}'`);
  if (at < 0) throw new Error(`lib/fonts.ts does not load ${file}`);
  const value = /value:\s*'([^']+)'/.exec(source.slice(at));
  if (!value?.[1]) throw new Error(`no unicode-range after ${file} in lib/fonts.ts`);
  return value[1];
}

/** A font file's characters (fontkit also lists U+FFFF, where a cmap's last segment ends by rule). */
const charactersOf = (path: string) =>
  fontkit.default(readFileSync(path)).characterSet.filter((codePoint) => codePoint < 0xfffe);
const characters = (file: string) => charactersOf(join(fontDir, file));

describe('each face as a core and the rest of its Latin', () => {
  for (const [face, source] of [
    ['fraunces', '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'],
    ['inter-tight', '@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2'],
  ] as const) {
    const latin = charactersOf(require.resolve(source));

    it(`${face}: the core has the characters English copy uses, and no other`, () => {
      const core = characters(`${face}-core.woff2`);
      expect(core.every(inCore)).toBe(true);
      // Every core character the whole face has: letters, digits, punctuation, quotes and dashes.
      const expected = coreCodePoints().filter((codePoint) => latin.includes(codePoint));
      expect([...core].sort((a, b) => a - b)).toEqual(expected);
      for (const character of 'Aa0 &’“”—–…') expect(core).toContain(character.codePointAt(0));
    });

    it(`${face}: the rest has every other character of the whole face, so no Latin character is lost`, () => {
      const rest = characters(`${face}-rest.woff2`);
      expect([...rest].sort((a, b) => a - b)).toEqual(restCodePoints(latin).sort((a, b) => a - b));
      for (const character of 'éáñüçßÆœ€') expect(rest).toContain(character.codePointAt(0));
    });

    it(`${face}: lib/fonts.ts declares each file's unicode-range as exactly what it has`, () => {
      for (const part of ['core', 'rest']) {
        const file = `${face}-${part}.woff2`;
        expect(declaredRange(file)).toBe(unicodeRange(characters(file)));
      }
    });
  }
});

describe('unicodeRange', () => {
  it('writes consecutive code points as one range and single ones alone', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0x2026, 0x7e, 0x7d])).toBe('U+0020-0022, U+0041, U+007D-007E, U+2026');
  });
});
