import type { HeroSettings, Image } from '@/lib/cms/types';
import { isCloudStyle, type CloudStyle } from './clouds';

/** The colour tokens the content system may name; anything else falls back to the hero's defaults. */
export const HERO_COLORS = ['ink', 'paper', 'sky', 'sky-deep', 'mist', 'dusk', 'sunset', 'sunset-deep', 'meadow'] as const;
export type HeroColor = (typeof HERO_COLORS)[number];
export const HERO_SIZES = ['full', 'large', 'medium', 'small'] as const;
export type HeroSize = (typeof HERO_SIZES)[number];
export const HERO_TYPES = ['headline', 'image', 'video', 'insight'] as const;
export type HeroType = (typeof HERO_TYPES)[number];
export const CLOUD_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type CloudPosition = (typeof CLOUD_POSITIONS)[number];

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Colours a dark background needs light text on, when the editor has not chosen a readable pair. */
const DARK: readonly HeroColor[] = ['ink', 'dusk', 'meadow', 'sunset-deep', 'sky-deep'];

export interface HeroModel {
  size: HeroSize;
  type: HeroType;
  color: HeroColor;
  bgColor: HeroColor;
  overlayColor: HeroColor;
  /** 0–1. */
  overlayOpacity: number;
  image: Image | null;
  /** The alternative insight layout (picture beside the headline on a dark band). */
  insightAlt: boolean;
  clouds: { side: 'left' | 'right'; position: CloudPosition; style: CloudStyle }[];
}

/**
 * The hero's settings made safe to render: unknown tokens fall back, text stays readable on its
 * background, the overlay opacity stays within 0–1, and clouds styled `none` are left out.
 */
export function heroModel(hero: HeroSettings, fallbackImage: Image | null = null): HeroModel {
  const type = pick(HERO_TYPES, hero.type, 'headline');
  const bgColor = pick(HERO_COLORS, hero.bgColor, 'sky');
  const image = hero.image ?? fallbackImage;
  const showsImage = (type === 'image' || type === 'video' || type === 'insight') && image !== null;
  let color = pick(HERO_COLORS, hero.color, DARK.includes(bgColor) ? 'paper' : 'ink');
  // Text in the background's own colour would vanish.
  if (color === bgColor && !showsImage) color = DARK.includes(bgColor) ? 'paper' : 'ink';
  if (showsImage && type !== 'insight') color = 'paper';
  const opacity = Number.isFinite(hero.overlayOpacity) ? hero.overlayOpacity : 0;
  const clouds: HeroModel['clouds'] = [];
  for (const [side, cloud] of [
    ['left', hero.cloudLeft],
    ['right', hero.cloudRight],
  ] as const) {
    if (isCloudStyle(cloud.style)) clouds.push({ side, position: pick(CLOUD_POSITIONS, cloud.position, 'middle'), style: cloud.style });
  }
  return {
    size: pick(HERO_SIZES, hero.size, 'medium'),
    type,
    color,
    bgColor,
    overlayColor: pick(HERO_COLORS, hero.overlayColor, 'ink'),
    // Over a photograph the text needs at least some overlay to stay readable.
    overlayOpacity: Math.min(1, Math.max(showsImage && type !== 'insight' ? 0.25 : 0, opacity)),
    image: showsImage ? image : null,
    insightAlt: type === 'insight' && hero.insightAlt,
    clouds,
  };
}
