/** Square episode covers for the Thin Air podcast: a night sky, a moon, a balloon and the episode number. */
import { BRAND, SKIES } from './palettes';
import { createRandom, n } from './random';
import { balloon, cloud, resetIds, stars } from './shapes';

export interface PodcastArt {
  kind: 'podcast';
  episode: number;
}

const ACCENTS = [
  [BRAND.sunset, BRAND.paper],
  [BRAND.gold, BRAND.coral],
  [BRAND.teal, BRAND.gold],
  [BRAND.blush, BRAND.dusk],
  [BRAND.sky, BRAND.paper],
];

export function podcastSvg(art: PodcastArt, size: number, seed: string): string {
  resetIds();
  const random = createRandom(seed);
  const sky = art.episode % 2 ? SKIES.night : SKIES.dusk;
  const accent = ACCENTS[art.episode % ACCENTS.length] ?? ACCENTS[0]!;
  const label = String(art.episode).padStart(2, '0');
  const moonX = size * random.range(0.2, 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.7" stop-color="${sky.middle}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#sky)"/>${stars(1000, 700, 120, random)}
<circle cx="${n(moonX)}" cy="260" r="90" fill="${BRAND.paper}" opacity="0.95"/><circle cx="${n(moonX + 40)}" cy="235" r="80" fill="${sky.middle}" opacity="0.55"/>
${balloon(680, 420, 190, { colors: accent, band: BRAND.ink }, random.range(-6, 6))}
${cloud(-60, 860, 520, '#ffffff', 0.25, random)}${cloud(520, 900, 560, '#ffffff', 0.2, random)}
<rect x="60" y="60" width="880" height="880" rx="36" fill="none" stroke="${BRAND.paper}" stroke-width="4" opacity="0.5"/>
<text x="100" y="820" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="104" fill="${BRAND.paper}" letter-spacing="6">THIN AIR</text>
<text x="104" y="890" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="46" fill="${accent[0]}" letter-spacing="10">EPISODE ${label}</text>
</svg>`;
}
