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

const require = createRequire(import.meta.url);
const fontDir = join(__dirname, 'fonts');
const { getFallbackMetricsFromFontFile } =
  require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
    getFallbackMetricsFromFontFile: (
      font: unknown,
      category: 'serif' | 'sans-serif',
    ) => { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string };
  };
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit') as { default: (buffer: Buffer) => unknown };

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
    ['Altitude Display Fallback', 'fraunces-latin.woff2', 'serif', ['Times New Roman', 'Liberation Serif', 'Tinos']],
    ['Altitude Text Fallback', 'inter-tight-latin.woff2', 'sans-serif', ['Arial', 'Liberation Sans', 'Arimo']],
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
