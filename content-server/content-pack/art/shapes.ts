/** Drawing pieces shared by the scenes, covers and abstract cards: balloons, clouds, ridges, stars. */
import { n, type Random } from './random';

/** The envelope of a hot-air balloon in unit space: crown at y = -1, mouth at y = 0.78. */
const ENVELOPE =
  'M0 -1 C0.62 -1 1 -0.62 1 -0.15 C1 0.25 0.55 0.55 0.32 0.78 L-0.32 0.78 C-0.55 0.55 -1 0.25 -1 -0.15 C-1 -0.62 -0.62 -1 0 -1 Z';

let uid = 0;
/** Ids for clip paths and gradients; reset per picture so output is stable. */
export function resetIds(): void {
  uid = 0;
}
function nextId(prefix: string): string {
  uid += 1;
  return `${prefix}${uid}`;
}

export interface BalloonStyle {
  colors: string[];
  basket?: string;
  rope?: string;
  /** Draws a band around the widest part of the envelope. */
  band?: string;
  shade?: number;
}

/**
 * A striped balloon centred at (x, y) with radius r. The gores are nested ellipses clipped by the
 * envelope, which reads as curved vertical panels without any 3D maths.
 */
export function balloon(x: number, y: number, r: number, style: BalloonStyle, tilt = 0): string {
  const clip = nextId('env');
  const shade = nextId('shade');
  const colors = style.colors.length ? style.colors : ['#ff7a59', '#fbf7f0'];
  const gores: string[] = [];
  const count = 7;
  for (let i = 0; i < count; i++) {
    const rx = 1.05 * (1 - i / count);
    gores.push(`<ellipse cx="0" cy="-0.1" rx="${rx.toFixed(3)}" ry="1.1" fill="${colors[i % colors.length]}"/>`);
  }
  const band = style.band
    ? `<rect x="-1.1" y="-0.3" width="2.2" height="0.16" fill="${style.band}" opacity="0.9"/>`
    : '';
  const rope = style.rope ?? '#3a2e2a';
  const basket = style.basket ?? '#8a5a3b';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(tilt)}) scale(${n(r)})">
<defs><clipPath id="${clip}"><path d="${ENVELOPE}"/></clipPath>
<radialGradient id="${shade}" cx="-0.35" cy="-0.45" r="1.5" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/>
<stop offset="1" stop-color="#000000" stop-opacity="${style.shade ?? 0.35}"/></radialGradient></defs>
<g clip-path="url(#${clip})">${gores.join('')}${band}<rect x="-1.1" y="-1.1" width="2.2" height="2" fill="url(#${shade})"/></g>
<path d="M-0.3 0.8 L-0.13 1.02 M0.3 0.8 L0.13 1.02 M-0.1 0.8 L-0.07 1.02 M0.1 0.8 L0.07 1.02" stroke="${rope}" stroke-width="0.025" fill="none"/>
<rect x="-0.15" y="1.0" width="0.3" height="0.2" rx="0.03" fill="${basket}"/>
<rect x="-0.15" y="1.0" width="0.3" height="0.05" fill="#000" opacity="0.2"/>
</g>`;
}

/** A puffy cumulus made of overlapping circles on a flat base. */
export function cloud(x: number, y: number, width: number, fill: string, opacity: number, random: Random): string {
  const puffs: string[] = [];
  const count = random.int(4, 6);
  const base = width / count;
  for (let i = 0; i < count; i++) {
    const cx = x + base * (i + 0.5);
    const middle = 1 - Math.abs(i - (count - 1) / 2) / count;
    const r = base * random.range(0.55, 0.8) * (0.7 + middle * 0.9);
    puffs.push(`<circle cx="${n(cx)}" cy="${n(y - r * 0.35)}" r="${n(r)}"/>`);
  }
  puffs.push(
    `<rect x="${n(x + base * 0.2)}" y="${n(y - base * 0.3)}" width="${n(width - base * 0.4)}" height="${n(base * 0.6)}" rx="${n(base * 0.3)}"/>`,
  );
  return `<g fill="${fill}" opacity="${opacity}">${puffs.join('')}</g>`;
}

/** A thin stretched stratus streak. */
export function wisp(x: number, y: number, width: number, fill: string, opacity: number): string {
  return `<g fill="${fill}" opacity="${opacity}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(width / 2)}" ry="${n(width / 28)}"/>
<ellipse cx="${n(x + width * 0.12)}" cy="${n(y - width / 40)}" rx="${n(width / 3.2)}" ry="${n(width / 36)}"/></g>`;
}

/**
 * A band of land across a picture `width` × `height`: its skyline about `baseY`, rising and falling by up to
 * `amplitude`, filled down to the bottom edge.
 */
type Land = (width: number, height: number, baseY: number, amplitude: number, fill: string, random: Random) => string;

/** A ridge line from a random walk; `jagged` (the default) adds a notch between steps. */
export const ridge: (...land: [...Parameters<Land>, jagged?: boolean]) => string = (
  width,
  height,
  baseY,
  amplitude,
  fill,
  random,
  jagged = true,
) => {
  const points: string[] = [`0,${n(height)}`];
  let y = baseY;
  const steps = jagged ? 14 : 8;
  for (let i = 0; i <= steps; i++) {
    const x = (width / steps) * i;
    y = Math.max(baseY - amplitude, Math.min(baseY + amplitude * 0.4, y + random.range(-amplitude, amplitude) * 0.8));
    points.push(`${n(x)},${n(jagged && i % 2 ? y - amplitude * random.range(0.1, 0.5) : y)}`);
  }
  points.push(`${n(width)},${n(height)}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** Soft rolling hills as a smooth path. */
export const hills: Land = (width, height, baseY, amplitude, fill, random) => {
  const count = 4;
  let d = `M0 ${n(height)} L0 ${n(baseY)}`;
  for (let i = 0; i < count; i++) {
    const x0 = (width / count) * i;
    const x1 = (width / count) * (i + 1);
    const peak = baseY - amplitude * random.range(0.3, 1);
    d += ` Q${n((x0 + x1) / 2)} ${n(peak * 2 - baseY)} ${n(x1)} ${n(baseY + random.range(-amplitude, amplitude) * 0.2)}`;
  }
  return `<path d="${d} L${n(width)} ${n(height)} Z" fill="${fill}"/>`;
};

export function stars(width: number, height: number, count: number, random: Random): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    dots.push(
      `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height))}" r="${n(random.range(0.6, 2.2))}" opacity="${random.range(0.3, 0.95).toFixed(2)}"/>`,
    );
  }
  return `<g fill="#ffffff">${dots.join('')}</g>`;
}

/** A palm silhouette, for the Winter Park pictures. */
export function palm(x: number, y: number, h: number, fill: string, lean: number): string {
  const topX = x + lean;
  const topY = y - h;
  const fronds = [-150, -115, -75, -35, -5, 25]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const len = h * 0.42;
      const ex = topX + Math.cos(rad) * len;
      const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
      const cx = topX + Math.cos(rad) * len * 0.5;
      const cy = topY + Math.sin(rad) * len * 0.7 - len * 0.1;
      return `<path d="M${n(topX)} ${n(topY)} Q${n(cx)} ${n(cy - h * 0.06)} ${n(ex)} ${n(ey)} Q${n(cx)} ${n(cy + h * 0.02)} ${n(topX)} ${n(topY)} Z"/>`;
    })
    .join('');
  return `<g fill="${fill}"><path d="M${n(x - h * 0.02)} ${n(y)} Q${n(x + lean * 0.2)} ${n(y - h * 0.5)} ${n(topX)} ${n(topY)} L${n(topX + h * 0.015)} ${n(topY)} Q${n(x + lean * 0.25 + h * 0.03)} ${n(y - h * 0.5)} ${n(x + h * 0.025)} ${n(y)} Z"/>${fronds}</g>`;
}
