import type { HeroSettings, Image } from '@/lib/cms/types';
import { isCloudStyle, type CloudStyle } from './clouds';

/** The colour tokens the content system may name; anything else falls back to the hero's defaults. */
export const HERO_COLORS = [
  'ink',
  'paper',
  'sky',
  'sky-deep',
  'mist',
  'dusk',
  'sunset',
  'sunset-deep',
  'meadow',
] as const;
export type HeroColor = (typeof HERO_COLORS)[number];
const HERO_SIZES = ['full', 'large', 'medium', 'small'] as const;
type HeroSize = (typeof HERO_SIZES)[number];
const HERO_TYPES = ['headline', 'image', 'video', 'insight'] as const;
type HeroType = (typeof HERO_TYPES)[number];
const CLOUD_POSITIONS = ['top', 'middle', 'bottom'] as const;
type CloudPosition = (typeof CLOUD_POSITIONS)[number];

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Colours a dark background needs light text on, when the editor has not chosen a readable pair. */
const DARK: readonly HeroColor[] = ['ink', 'dusk', 'meadow', 'sunset-deep', 'sky-deep'];

/** The colour tokens' values, as app/globals.css defines them (a test keeps the two in step). */
export const HERO_COLOR_VALUES: Record<HeroColor, string> = {
  ink: '#0f2a44',
  paper: '#fbf8f3',
  sky: '#bfdcf2',
  'sky-deep': '#5b9bd0',
  mist: '#eef3f8',
  dusk: '#2b2f5c',
  sunset: '#f07a4b',
  'sunset-deep': '#b84a22',
  meadow: '#34785a',
};

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG 2 contrast ratio of two colour tokens (1–21). */
export function contrastRatio(a: HeroColor, b: HeroColor): number {
  return ratio(luminance(HERO_COLOR_VALUES[a]), luminance(HERO_COLOR_VALUES[b]));
}

/** `#rrggbb` of `color` laid over `under` at `alpha`, mixed per sRGB channel as browsers composite. */
function over(color: string, alpha: number, under: string): string {
  let hex = '#';
  for (const offset of [1, 3, 5]) {
    const top = parseInt(color.slice(offset, offset + 2), 16);
    const bottom = parseInt(under.slice(offset, offset + 2), 16);
    hex += Math.round(alpha * top + (1 - alpha) * bottom)
      .toString(16)
      .padStart(2, '0');
  }
  return hex;
}

/**
 * Contrast the scrim under text on a picture is held to: AA (4.5:1) plus a margin for the anti-aliased edges
 * of letters and for the picture's compression noise.
 */
const SCRIM_TARGET = 4.6;

/**
 * The least opacity of the overlay colour under the text that keeps `text` readable over any picture at all.
 * Compositing moves every channel from the picture's towards the overlay's, so the worst picture is pure white
 * (for light text) or pure black (for dark text): held there, the text reads on every other picture too. The
 * editors choose the picture, the overlay colour and its opacity freely; this is what makes any such choice
 * readable without asking them to judge contrast.
 */
function scrimOpacity(text: HeroColor, overlay: HeroColor): number {
  const textLuminance = luminance(HERO_COLOR_VALUES[text]);
  for (let step = 0; step <= 100; step += 1) {
    const alpha = step / 100;
    const worst = Math.min(
      ratio(textLuminance, luminance(over(HERO_COLOR_VALUES[overlay], alpha, '#ffffff'))),
      ratio(textLuminance, luminance(over(HERO_COLOR_VALUES[overlay], alpha, '#000000'))),
    );
    if (worst >= SCRIM_TARGET) return alpha;
  }
  return 1;
}

/** Body-size text (the call to action, the eyebrow) needs 4.5:1 (WCAG 2 AA). */
const READABLE = 4.5;

/** Ink or paper, whichever reads better on a fill. */
const bestOn = (fill: HeroColor): HeroColor =>
  contrastRatio('ink', fill) >= contrastRatio('paper', fill) ? 'ink' : 'paper';

export interface HeroModel {
  size: HeroSize;
  type: HeroType;
  color: HeroColor;
  bgColor: HeroColor;
  /** Text of the call to action, which sits on a button in the text colour. */
  ctaText: HeroColor;
  overlayColor: HeroColor;
  /** 0–1. */
  overlayOpacity: number;
  /**
   * The colour the text is guaranteed to read on: the background, or over a picture the overlay colour. Whatever
   * sits behind text and is not the text's own surface (the scroll-down pill, the scrim) is filled with it.
   */
  surfaceColor: HeroColor;
  /** Opacity of the overlay colour in the scrim right under the text over a picture (0 without a picture). */
  scrimOpacity: number;
  image: Image | null;
  /** The alternative insight layout (picture beside the headline on a dark band). */
  insightAlt: boolean;
  clouds: { side: 'left' | 'right'; position: CloudPosition; style: CloudStyle }[];
}

/**
 * The hero's settings made safe to render: unknown tokens fall back, text keeps AA contrast on its
 * background, the overlay opacity stays within 0–1, and clouds styled `none` are left out.
 */
export function heroModel(hero: HeroSettings, fallbackImage: Image | null = null): HeroModel {
  const type = pick(HERO_TYPES, hero.type, 'headline');
  const bgColor = pick(HERO_COLORS, hero.bgColor, 'sky');
  const image = hero.image ?? fallbackImage;
  const showsImage = (type === 'image' || type === 'video' || type === 'insight') && image !== null;
  let color = pick(HERO_COLORS, hero.color, DARK.includes(bgColor) ? 'paper' : 'ink');
  // Text the background would swallow (its own colour, or any pair below AA) becomes ink or paper,
  // whichever reads better on it.
  const textOnBackground = !showsImage || type === 'insight';
  if (textOnBackground && contrastRatio(color, bgColor) < READABLE) color = bestOn(bgColor);
  const overlayColor = pick(HERO_COLORS, hero.overlayColor, 'ink');
  // Over a picture the text sits on the overlay (and a scrim of it behind the text): the editor's colour
  // stays when it reads on the overlay colour, otherwise ink or paper, whichever reads better.
  if (showsImage && type !== 'insight' && contrastRatio(color, overlayColor) < READABLE) color = bestOn(overlayColor);
  const opacity = Number.isFinite(hero.overlayOpacity) ? hero.overlayOpacity : 0;
  const clouds: HeroModel['clouds'] = [];
  for (const [side, cloud] of [
    ['left', hero.cloudLeft],
    ['right', hero.cloudRight],
  ] as const) {
    if (isCloudStyle(cloud.style))
      clouds.push({ side, position: pick(CLOUD_POSITIONS, cloud.position, 'middle'), style: cloud.style });
  }
  // The button is filled with the text colour; its label takes the background colour when that reads on
  // it (over a picture the background is not what shows), otherwise ink or paper.
  const ctaText = contrastRatio(bgColor, color) >= READABLE ? bgColor : bestOn(color);
  const overPicture = showsImage && type !== 'insight';
  return {
    size: pick(HERO_SIZES, hero.size, 'medium'),
    type,
    color,
    bgColor,
    ctaText,
    overlayColor,
    // Over a photograph the text needs at least some overlay to stay readable.
    overlayOpacity: Math.min(1, Math.max(overPicture ? 0.25 : 0, opacity)),
    surfaceColor: overPicture ? overlayColor : bgColor,
    scrimOpacity: overPicture ? scrimOpacity(color, overlayColor) : 0,
    image: showsImage ? image : null,
    insightAlt: type === 'insight' && hero.insightAlt,
    clouds,
  };
}
