/** Landscape skies for heroes and social images: gradient sky, sun or moon, ridges, clouds, balloons. */
import { BRAND, SKIES, type SkyName } from './palettes';
import { createRandom, n } from './random';
import { balloon, cloud, hills, palm, resetIds, ridge, stars, wisp } from './shapes';

export interface SceneArt {
  kind: 'scene';
  sky: SkyName;
  balloons: number;
  ground: 'mountains' | 'hills' | 'lake' | 'clouds';
  palms?: boolean;
  contours?: boolean;
}

const BALLOON_SETS = [
  [BRAND.sunset, BRAND.paper],
  [BRAND.gold, BRAND.coral],
  [BRAND.teal, BRAND.paper, BRAND.gold],
  [BRAND.dusk, BRAND.blush],
  [BRAND.coral, BRAND.ink],
  [BRAND.sky, BRAND.paper, BRAND.sunset],
  [BRAND.meadow, BRAND.gold],
];

export function sceneSvg(art: SceneArt, width: number, height: number, seed: string): string {
  resetIds();
  const random = createRandom(seed);
  const sky = SKIES[art.sky];
  const horizonY = height * (art.ground === 'clouds' ? 0.78 : 0.68);
  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${sky.top}"/><stop offset="0.55" stop-color="${sky.middle}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.horizon}"/><stop offset="1" stop-color="${sky.water}"/></linearGradient></defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  if (sky.stars) parts.push(stars(width, horizonY * 0.8, 160, random));

  const sunX = width * random.range(0.2, 0.8);
  const sunY = horizonY - height * random.range(0.12, 0.4);
  const sunR = height * 0.07;
  parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 4.5)}" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${sky.sun}"/>`);

  for (let i = 0; i < 4; i++) {
    parts.push(
      wisp(
        random.range(0, width),
        random.range(height * 0.1, horizonY * 0.7),
        width * random.range(0.18, 0.35),
        sky.cloud,
        sky.cloudOpacity * 0.6,
      ),
    );
  }
  if (art.contours) parts.push(contourLines(width, height, random));

  const [far, mid, near] = sky.mountains;
  if (art.ground === 'mountains') {
    parts.push(ridge(width, height, horizonY - height * 0.12, height * 0.12, far, random));
    parts.push(ridge(width, height, horizonY - height * 0.02, height * 0.1, mid, random));
    parts.push(ridge(width, height, horizonY + height * 0.12, height * 0.07, near, random, false));
  } else if (art.ground === 'hills') {
    parts.push(hills(width, height, horizonY, height * 0.1, far, random));
    parts.push(hills(width, height, horizonY + height * 0.1, height * 0.08, mid, random));
    parts.push(hills(width, height, horizonY + height * 0.2, height * 0.06, near, random));
  } else if (art.ground === 'lake') {
    parts.push(hills(width, height, horizonY - height * 0.02, height * 0.05, mid, random));
    parts.push(`<rect y="${n(horizonY)}" width="${width}" height="${n(height - horizonY)}" fill="url(#water)"/>`);
    for (let i = 0; i < 26; i++) {
      const y = horizonY + random.range(0.02, 1) * (height - horizonY);
      const w = width * random.range(0.03, 0.14);
      parts.push(
        `<rect x="${n(random.range(0, width))}" y="${n(y)}" width="${n(w)}" height="2" fill="${sky.sun}" opacity="${random.range(0.15, 0.45).toFixed(2)}"/>`,
      );
    }
    parts.push(
      `<ellipse cx="${n(sunX)}" cy="${n(horizonY + (horizonY - sunY) * 0.4)}" rx="${n(sunR * 0.9)}" ry="${n(sunR * 0.25)}" fill="${sky.sun}" opacity="0.5"/>`,
    );
  }

  if (art.palms) {
    const palmColor = art.sky === 'night' || art.sky === 'dusk' ? '#0b1028' : '#1f3a2e';
    for (const [fx, fh, lean] of [
      [0.06, 0.5, 40],
      [0.12, 0.38, -25],
      [0.88, 0.46, -45],
      [0.94, 0.32, 20],
    ] as const) {
      parts.push(palm(width * fx, height + 10, height * fh, palmColor, lean));
    }
  }

  // Balloons from far (small, high, faded) to near (large), so nearer ones overlap.
  const sizes = Array.from({ length: art.balloons }, () => random.range(0.03, 0.12)).sort((a, b) => a - b);
  sizes.forEach((size, index) => {
    const x = width * ((index + random.range(0.2, 0.8)) / Math.max(art.balloons, 1));
    const y = height * random.range(0.18, 0.55);
    const set = BALLOON_SETS[random.int(0, BALLOON_SETS.length - 1)] ?? BALLOON_SETS[0]!;
    const fade = 0.55 + size * 4;
    parts.push(
      `<g opacity="${Math.min(1, fade).toFixed(2)}">${balloon(x, y, height * size, { colors: set, band: index % 3 === 0 ? BRAND.paper : undefined }, random.range(-5, 5))}</g>`,
    );
  });

  if (art.ground === 'clouds') {
    for (let i = 0; i < 9; i++) {
      const w = width * random.range(0.22, 0.4);
      parts.push(
        cloud(
          width * random.range(-0.1, 0.9),
          horizonY + random.range(-0.04, 0.2) * height,
          w,
          sky.cloud,
          sky.cloudOpacity,
          random,
        ),
      );
    }
    parts.push(
      `<rect y="${n(horizonY + height * 0.12)}" width="${width}" height="${n(height)}" fill="${sky.cloud}" opacity="${sky.cloudOpacity}"/>`,
    );
  } else {
    for (let i = 0; i < 3; i++) {
      parts.push(
        cloud(
          width * random.range(0, 0.85),
          height * random.range(0.25, 0.55),
          width * random.range(0.12, 0.22),
          sky.cloud,
          sky.cloudOpacity * 0.9,
          random,
        ),
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('\n')}</svg>`;
}

/** Topographic lines across the sky, the "frameworks" motif. */
export function contourLines(
  width: number,
  height: number,
  random: ReturnType<typeof createRandom>,
  color = '#ffffff',
  opacity = 0.25,
): string {
  const lines: string[] = [];
  const phase = random.range(0, Math.PI * 2);
  for (let i = 0; i < 18; i++) {
    const y0 = (height / 18) * i;
    let d = `M0 ${n(y0)}`;
    for (let x = 0; x <= width; x += width / 24) {
      const y =
        y0 +
        Math.sin(x / (width / 5) + phase + i * 0.35) * height * 0.04 +
        Math.sin(x / (width / 13) + i) * height * 0.012;
      d += ` L${n(x)} ${n(y)}`;
    }
    lines.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${i % 4 === 0 ? 2.4 : 1.2}"/>`);
  }
  return `<g opacity="${opacity}">${lines.join('')}</g>`;
}
