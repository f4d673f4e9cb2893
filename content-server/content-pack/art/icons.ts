/**
 * Small service and value icons for the cards of the pack's pages: a rounded tile in one of the brand
 * colours with a line glyph drawn on a 64-unit grid. Transparent around the tile (WebP with alpha).
 */
import { BRAND } from './palettes';

export type Glyph =
  | 'strategy'
  | 'brand'
  | 'websites'
  | 'media'
  | 'content'
  | 'video'
  | 'audio'
  | 'analytics'
  | 'napkin'
  | 'pibal'
  | 'flightplan'
  | 'landing'
  | 'truth'
  | 'clarity'
  | 'craft'
  | 'generosity'
  | 'curiosity'
  | 'studio';

export interface IconArt {
  kind: 'icon';
  glyph: Glyph;
  /** Tile colour; the glyph is drawn in ink or paper, whichever contrasts. */
  tile: 'sky' | 'sunset' | 'gold' | 'meadow' | 'blush' | 'teal';
}

const TILES: Record<IconArt['tile'], { fill: string; stroke: string }> = {
  sky: { fill: '#cfe8f7', stroke: BRAND.ink },
  sunset: { fill: '#ffd9c7', stroke: BRAND.ink },
  gold: { fill: '#fde9b4', stroke: BRAND.ink },
  meadow: { fill: '#d3ecd9', stroke: BRAND.ink },
  blush: { fill: '#f9dfd8', stroke: BRAND.ink },
  teal: { fill: '#cdebe7', stroke: BRAND.ink },
};

/** Each glyph as SVG elements on a 64×64 grid, stroked (no fills unless stated). */
const GLYPHS: Record<Glyph, string> = {
  strategy:
    '<circle cx="30" cy="34" r="20"/><circle cx="30" cy="34" r="11"/><circle cx="30" cy="34" r="3" fill="currentColor"/><path d="M30 34 L52 12 M44 12 h8 v8"/>',
  brand: '<path d="M32 8 L46 30 L32 56 L18 30 Z"/><path d="M32 30 V56"/><circle cx="32" cy="30" r="3.5"/>',
  websites:
    '<rect x="8" y="12" width="48" height="40" rx="5"/><path d="M8 22 H56"/><path d="M16 30 h14 v14 h-14 z M36 31 H48 M36 38 H48 M36 45 H44"/>',
  media:
    '<path d="M12 26 h8 l22 -12 v36 l-22 -12 h-8 z"/><path d="M20 38 l4 13 h6 l-3 -13"/><path d="M48 24 q6 8 0 16"/>',
  content:
    '<path d="M14 8 h22 l8 8 v28 M14 8 v44 h18"/><path d="M20 20 H34 M20 28 H36 M20 36 H30"/><circle cx="44" cy="44" r="8"/><path d="M50 50 L56 56"/>',
  video: '<rect x="8" y="14" width="48" height="36" rx="6"/><path d="M27 24 L41 32 L27 40 Z"/>',
  audio:
    '<rect x="25" y="8" width="14" height="28" rx="7"/><path d="M17 28 a15 15 0 0 0 30 0"/><path d="M32 43 V54 M24 54 H40"/>',
  analytics: '<path d="M10 10 V54 H56"/><path d="M16 44 L26 32 L36 38 L52 18"/><circle cx="52" cy="18" r="3.5"/>',
  napkin: '<path d="M12 12 h40 v28 l-12 12 h-28 z"/><path d="M52 40 h-12 v12"/><path d="M20 22 H44 M20 30 H38"/>',
  pibal: '<circle cx="32" cy="24" r="15"/><path d="M32 39 q-5 8 0 16"/><path d="M24 16 q4 -4 8 -3"/>',
  flightplan:
    '<path d="M12 50 C22 42 18 28 32 28 S46 18 50 14" stroke-dasharray="4 5"/><circle cx="12" cy="50" r="4"/><path d="M50 20 c-5 -5 -5 -12 0 -12 s5 7 0 12 z"/>',
  landing:
    '<rect x="14" y="8" width="36" height="48" rx="5"/><path d="M20 22 l3 3 l6 -7 M20 36 l3 3 l6 -7"/><path d="M34 22 H44 M34 36 H44 M20 48 H44"/>',
  truth: '<path d="M10 14 h44 v28 h-24 l-10 10 v-10 h-10 z"/><path d="M20 26 l6 6 l12 -12"/>',
  clarity:
    '<circle cx="32" cy="30" r="12"/><path d="M32 8 V12 M32 48 V52 M10 30 H14 M50 30 H54 M16 14 l3 3 M45 43 l3 3 M48 14 l-3 3 M19 43 l-3 3"/><path d="M27 54 H37"/>',
  craft:
    '<path d="M14 50 L44 20 L50 26 L20 56 H14 Z"/><path d="M40 24 L46 30"/><path d="M10 10 H34 M10 10 V20 M18 10 V15 M26 10 V15"/>',
  generosity: '<path d="M32 52 C10 38 10 20 20 16 C26 14 30 18 32 22 C34 18 38 14 44 16 C54 20 54 38 32 52 Z"/>',
  curiosity:
    '<path d="M22 22 a10 10 0 1 1 14 9 c-3 2 -4 4 -4 8"/><circle cx="32" cy="48" r="2.5" fill="currentColor"/><circle cx="32" cy="32" r="24"/>',
  studio: '<path d="M12 54 L32 12 L52 54"/><path d="M20 38 H44"/><circle cx="32" cy="12" r="3"/>',
};

export function iconSvg(art: IconArt, size: number): string {
  const tile = TILES[art.tile];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
<rect x="4" y="4" width="88" height="88" rx="24" fill="${tile.fill}"/>
<g transform="translate(16 16)" fill="none" stroke="${tile.stroke}" color="${tile.stroke}" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[art.glyph]}</g>
</svg>`;
}
