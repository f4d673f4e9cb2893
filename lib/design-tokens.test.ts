/**
 * The site's stylesheets draw exactly the design tokens WordPress offers editors (design-tokens.json): each
 * palette colour as a text and a background colour, each gradient, font size, font family and spacing step,
 * with the values WordPress shows in its pickers; and the site has no colour, step or space token that
 * WordPress does not know.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declarations, topLevelRules } from '@/scripts/editor-styles';
import { designTokens } from './design-tokens';

const { settings } = designTokens;
const globals = topLevelRules(readFileSync('app/globals.css', 'utf8'));
const blocks = topLevelRules(readFileSync('components/templates/blocks.css', 'utf8'));
const root = declarations(globals.find((rule) => rule.prelude === ':root')!.body);

/** A value with every `var(--token)` of the site's `:root` replaced by the token's own value. */
function resolve(value: string): string {
  const resolved = value.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => {
    const token = root.get(name);
    return token === undefined ? whole : token;
  });
  return resolved === value ? value : resolve(resolved);
}

/** What blocks.css's rule for `selector` (on the content, `.prose.entry-content`) gives `property`, resolved. */
function drawn(selector: string, property: string): string | undefined {
  const rule = blocks.find((entry) => entry.prelude === `.prose.entry-content ${selector}`);
  const value = rule && declarations(rule.body).get(property);
  return value === undefined ? undefined : resolve(value);
}

describe('design tokens: one source for the site and the editor', () => {
  it('draws every palette colour, as text and as background, in the colour WordPress shows', () => {
    expect(settings.color.palette.length).toBeGreaterThan(0);
    for (const { slug, color } of settings.color.palette) {
      expect(root.get(`--color-${slug}`), slug).toBe(color);
      expect(drawn(`.has-${slug}-color`, 'color'), slug).toBe(color);
      expect(drawn(`.has-${slug}-background-color`, 'background-color'), slug).toBe(color);
    }
  });

  it('draws every gradient as WordPress shows it', () => {
    for (const { slug, gradient } of settings.color.gradients) {
      const value = drawn(`.has-${slug}-gradient-background`, 'background');
      const hex = value?.replace(/var\(--color-([\w-]+)\)/g, (_, name: string) => root.get(`--color-${name}`) ?? name);
      expect(hex, slug).toBe(gradient);
    }
  });

  it('draws every font size at the size WordPress gives it, and every face', () => {
    for (const { slug, size } of settings.typography.fontSizes) {
      expect(drawn(`.has-${slug}-font-size.has-${slug}-font-size`, 'font-size'), slug).toBe(size);
    }
    for (const { slug } of settings.typography.fontFamilies) {
      expect(drawn(`.has-${slug}-font-family`, 'font-family'), slug).toBe(
        resolve(`var(--font-${slug}-stack)`).replace(/\s+/g, ' '),
      );
      expect(root.has(`--font-${slug}-stack`), slug).toBe(true);
    }
  });

  it('draws every spacing step WordPress saves in content, at its size', () => {
    for (const { slug, size } of settings.spacing.spacingSizes) {
      expect(root.get(`--space-${slug}`), slug).toBe(size);
      expect(resolve(`var(--wp--preset--spacing--${slug})`), slug).toBe(size);
    }
  });

  it('has the type scale, the measures and the wrap of the site', () => {
    for (const [step, size] of Object.entries(settings.custom.step)) {
      expect(root.get(`--step-${step}`), step).toBe(size);
    }
    expect(root.get('--measure')).toBe(settings.custom.measure);
    expect(root.get('--color-line')).toBe(settings.custom.line);
    expect(root.get('--wrap')).toBe(settings.layout.wideSize);
    // The content's reading measure (blocks.css) is WordPress's content width.
    const content = blocks.find((rule) => rule.prelude === '.prose.entry-content');
    expect(declarations(content!.body).get('--text-measure')).toBe(settings.layout.contentSize);
  });

  it('has no colour, step or space token WordPress does not know', () => {
    const known = new Set([
      ...settings.color.palette.map(({ slug }) => `--color-${slug}`),
      '--color-line',
      ...Object.keys(settings.custom.step).map((step) => `--step-${step}`),
      ...settings.spacing.spacingSizes.map(({ slug }) => `--space-${slug}`),
      ...settings.spacing.spacingSizes.map(({ slug }) => `--wp--preset--spacing--${slug}`),
    ]);
    const tokens = [...root.keys()].filter((name) => /^--(?:color|step|space|wp--preset)-/.test(name));
    expect(tokens.filter((name) => !known.has(name))).toEqual([]);
  });

  it('names the faces the site serves: the same files, with the same character ranges', () => {
    const fonts = readFileSync('lib/fonts.ts', 'utf8');
    const faces = settings.typography.fontFamilies.flatMap(({ fontFace }) => fontFace);
    expect(faces).toHaveLength(5);
    for (const face of faces) {
      const file = face.src[0]!.replace('file:./editor/fonts/', '');
      // The file lib/fonts.ts serves, and its `unicode-range` (none: the whole file, as the code face is).
      const declared = new RegExp(`src: '[^']*/${file}',[\\s\\S]*?(?:value:\\s*'([^']+)'|\\}\\);)`).exec(fonts);
      expect(declared, file).not.toBeNull();
      expect(declared![1], file).toBe(face.unicodeRange);
    }
  });
});
