/** The icons of the pack's card grids (services, frameworks, values), one upload each: `icon-<glyph>.webp`. */
import type { Glyph, IconArt } from './art/icons';

export const ICONS: { glyph: Glyph; tile: IconArt['tile']; shows: string }[] = [
  { glyph: 'strategy', tile: 'sky', shows: 'a target with an arrow' },
  { glyph: 'brand', tile: 'sunset', shows: 'a pen nib' },
  { glyph: 'websites', tile: 'teal', shows: 'a browser window' },
  { glyph: 'media', tile: 'gold', shows: 'a megaphone' },
  { glyph: 'content', tile: 'meadow', shows: 'a page under a magnifying glass' },
  { glyph: 'video', tile: 'blush', shows: 'a play button' },
  { glyph: 'audio', tile: 'sky', shows: 'a microphone' },
  { glyph: 'analytics', tile: 'teal', shows: 'a rising line chart' },
  { glyph: 'napkin', tile: 'gold', shows: 'a folded napkin with writing' },
  { glyph: 'pibal', tile: 'sky', shows: 'a small balloon on a string' },
  { glyph: 'flightplan', tile: 'meadow', shows: 'a dotted route to a map pin' },
  { glyph: 'landing', tile: 'sunset', shows: 'a checklist' },
  { glyph: 'truth', tile: 'sky', shows: 'a speech bubble with a tick' },
  { glyph: 'clarity', tile: 'gold', shows: 'a shining light bulb' },
  { glyph: 'craft', tile: 'teal', shows: 'a pencil and a ruler' },
  { glyph: 'generosity', tile: 'blush', shows: 'a heart' },
  { glyph: 'curiosity', tile: 'meadow', shows: 'a question mark' },
  { glyph: 'studio', tile: 'sunset', shows: 'an easel' },
];

export const iconFile = (glyph: Glyph) => `icon-${glyph}.webp`;
