/**
 * The fallback faces of lib/fonts/fallbacks.css: one per range of weights, each sized to our face's width at
 * that weight (tests/e2e/fonts.spec.ts measures the widths in Chromium) and given our face's vertical metrics,
 * which this recomputes from the font files with the installed Next.js's font reader, so that a change of the
 * files (`npm run fonts`) fails here instead of moving every line of text when the fonts swap in.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreCodePoints, inCore, restCodePoints, unicodeRange } from './fonts/subsets';

const require = createRequire(import.meta.url);
const fontDir = join(__dirname, 'fonts');
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit') as {
  default: (buffer: Buffer) => {
    characterSet: number[];
    ascent: number;
    descent: number;
    lineGap: number;
    unitsPerEm: number;
  };
};

/** The declarations of each @font-face rule of fallbacks.css for a family, in the file's order. */
function fallbackFaces(family: string): Record<string, string>[] {
  const css = readFileSync(join(fontDir, 'fallbacks.css'), 'utf8');
  const rules = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.includes(`font-family: '${family}'`));
  if (rules.length === 0) throw new Error(`no @font-face for ${family} in fallbacks.css`);
  return rules.map((rule) =>
    Object.fromEntries(
      rule
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.replace(/\s+/g, ' ').trim()))
        .filter(([name, value]) => name && value),
    ),
  );
}

const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN');

describe('the fallback faces shown until the fonts arrive', () => {
  for (const [family, file, regular, bold] of [
    [
      'Altitude Display Fallback',
      'fraunces-core.woff2',
      ['Times New Roman', 'Liberation Serif', 'Tinos'],
      ['Times New Roman Bold', 'Liberation Serif Bold', 'Tinos Bold'],
    ],
    [
      'Altitude Text Fallback',
      'inter-tight-core.woff2',
      ['Arial', 'Liberation Sans', 'Arimo'],
      ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'],
    ],
  ] as const) {
    const faces = fallbackFaces(family);

    it(`${family}: a line box as tall as in ${file} at every size the faces are given`, () => {
      const font = fontkit.default(readFileSync(join(fontDir, file)));
      for (const face of faces) {
        const size = percent(face['size-adjust']) / 100;
        // The overrides scale with size-adjust: what the browser uses is their product.
        expect(percent(face['ascent-override']) * size).toBeCloseTo((100 * font.ascent) / font.unitsPerEm, 1);
        expect(percent(face['descent-override']) * size).toBeCloseTo(
          (100 * Math.abs(font.descent)) / font.unitsPerEm,
          1,
        );
        expect(percent(face['line-gap-override']) * size).toBeCloseTo((100 * font.lineGap) / font.unitsPerEm, 1);
      }
    });

    it(`${family}: one face for every weight from 100 to 900, each weight in exactly one`, () => {
      const ranges = faces
        .map((face) => (face['font-weight'] ?? '').split(' ').map(Number) as [number, number])
        .sort((a, b) => a[0] - b[0]);
      expect(ranges[0]![0]).toBe(100);
      expect(ranges.at(-1)![1]).toBe(900);
      for (let index = 1; index < ranges.length; index++) expect(ranges[index]![0]).toBe(ranges[index - 1]![1] + 1);
    });

    it(`${family}: the regular cut up to 500 and the bold above, each the metric font or either twin`, () => {
      for (const face of faces) {
        const sources = [...(face.src ?? '').matchAll(/local\('([^']+)'\)/g)].map((match) => match[1]);
        const [first] = (face['font-weight'] ?? '').split(' ').map(Number);
        expect(sources).toEqual(expect.arrayContaining([...(first! <= 500 ? regular : bold)]));
      }
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
