import { describe, expect, it } from 'vitest';
import type { Image } from '@/lib/cms/types';
import { testHero } from '@/lib/cms/test-entries';
import { readFileSync } from 'node:fs';
import { contrastRatio, HERO_COLOR_VALUES, HERO_COLORS, heroModel } from './hero-model';

const base = testHero({
  size: 'large',
  overlayColor: 'dusk',
  overlayOpacity: 0.4,
  scrollDown: true,
  headline: 'Hello',
  cloudLeft: { position: 'top', style: 'cumulus' },
  cloudRight: { position: 'bottom', style: 'none' },
});
const picture: Image = { url: 'http://cms/wp-content/uploads/a.jpg', alt: 'A', width: 1600, height: 900 };

describe('heroModel', () => {
  it('keeps valid settings and leaves out clouds styled none', () => {
    const model = heroModel(base);
    expect(model).toMatchObject({ size: 'large', type: 'headline', color: 'ink', bgColor: 'sky', image: null });
    expect(model.clouds).toEqual([{ side: 'left', position: 'top', style: 'cumulus' }]);
  });

  it('falls back from unknown tokens and never shows text in the background colour', () => {
    const model = heroModel({
      ...base,
      size: 'huge',
      type: 'hologram',
      color: 'dusk',
      bgColor: 'dusk',
      cloudLeft: { position: 'left', style: 'wisp' },
    });
    expect(model.size).toBe('medium');
    expect(model.type).toBe('headline');
    expect(model.color).toBe('paper');
    expect(model.clouds[0]).toEqual({ side: 'left', position: 'middle', style: 'wisp' });
  });

  it('keeps every colour pair an editor can choose at AA contrast or better', () => {
    // Paper text on the sunset background reads at 2.6:1; the hero switches it to ink.
    expect(heroModel({ ...base, color: 'paper', bgColor: 'sunset' }).color).toBe('ink');
    expect(heroModel({ ...base, color: 'sky', bgColor: 'dusk' }).color).toBe('sky');
    for (const color of HERO_COLORS) {
      for (const bgColor of HERO_COLORS) {
        const model = heroModel({ ...base, color, bgColor });
        expect(contrastRatio(model.color, model.bgColor), `${color} on ${bgColor}`).toBeGreaterThanOrEqual(4.5);
        // The call to action's label on its button (filled with the text colour), also over a picture.
        expect(contrastRatio(model.ctaText, model.color), `button on ${color}`).toBeGreaterThanOrEqual(4.5);
        const overPicture = heroModel({ ...base, type: 'image', color, bgColor }, picture);
        expect(contrastRatio(overPicture.ctaText, overPicture.color), `button over a picture`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it('keeps the editor’s text colour over a picture when it reads on the overlay colour', () => {
    expect(heroModel({ ...base, type: 'image', color: 'ink', overlayColor: 'paper' }, picture).color).toBe('ink');
    expect(heroModel({ ...base, type: 'image', color: 'sky', overlayColor: 'mist' }, picture).color).toBe('ink');
    expect(heroModel({ ...base, type: 'image', color: 'ink', overlayColor: 'dusk' }, picture).color).toBe('paper');
  });

  it('puts text over a picture on a scrim that keeps 4.5:1 over the brightest and the darkest picture', () => {
    const channel = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
    const luminance = (rgb: number[]) =>
      0.2126 * channel(rgb[0]! / 255) + 0.7152 * channel(rgb[1]! / 255) + 0.0722 * channel(rgb[2]! / 255);
    const rgb = (hex: string) => [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
    for (const color of HERO_COLORS) {
      for (const overlayColor of HERO_COLORS) {
        const model = heroModel({ ...base, type: 'image', color, overlayColor, overlayOpacity: 0 }, picture);
        expect(model.surfaceColor).toBe(model.overlayColor);
        const text = luminance(rgb(HERO_COLOR_VALUES[model.color]));
        const overlay = rgb(HERO_COLOR_VALUES[model.overlayColor]);
        for (const under of [0, 255]) {
          const mixed = overlay.map((value) => model.scrimOpacity * value + (1 - model.scrimOpacity) * under);
          const behind = luminance(mixed);
          const ratio = (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
          expect(
            ratio,
            `${model.color} over ${model.overlayColor} at ${model.scrimOpacity} on ${under}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    // Light text over a light overlay would need the overlay opaque: the text turns dark instead.
    expect(heroModel({ ...base, type: 'image', color: 'paper', overlayColor: 'sky' }, picture).color).toBe('ink');
  });

  it('fills what sits behind text with the colour the text reads on', () => {
    expect(heroModel({ ...base, bgColor: 'dusk', color: 'paper' }).surfaceColor).toBe('dusk');
    expect(heroModel({ ...base, type: 'image', bgColor: 'sky', overlayColor: 'dusk' }, picture).surfaceColor).toBe(
      'dusk',
    );
    expect(heroModel({ ...base, bgColor: 'sky' }).scrimOpacity).toBe(0);
  });

  it('knows the colour tokens by the values the stylesheet gives them', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    for (const [token, value] of Object.entries(HERO_COLOR_VALUES)) {
      expect(css, token).toContain(`--color-${token}: ${value};`);
    }
  });

  it('uses the fallback picture for an image hero, with light text and a readable overlay', () => {
    const model = heroModel({ ...base, type: 'image', overlayOpacity: 0 }, picture);
    expect(model.image).toBe(picture);
    expect(model.color).toBe('paper');
    expect(model.overlayOpacity).toBe(0.25);
  });

  it('shows no picture on a headline hero and keeps the editor’s overlay opacity otherwise', () => {
    expect(heroModel({ ...base, image: picture }).image).toBeNull();
    expect(heroModel({ ...base, type: 'image', image: picture, overlayOpacity: 0.6 }).overlayOpacity).toBe(0.6);
  });

  it('turns on the alternative insight layout only for insight heroes', () => {
    expect(heroModel({ ...base, type: 'insight', insightAlt: true }).insightAlt).toBe(true);
    expect(heroModel({ ...base, insightAlt: true }).insightAlt).toBe(false);
  });
});
