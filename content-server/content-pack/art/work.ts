/**
 * Pictures of the work itself for the case studies, each in the client's own colours and name: a campaign
 * in a street or by a highway, the client's website on a laptop and a phone, an app screen, packaging, print
 * on a table and a wall of festival posters. Flat illustration from SVG, like the rest of the pack's art.
 */
import { createRandom, n, type Random } from './random';

export interface ClientBrand {
  name: string;
  /** The short mark on small things (app bar, bag top). */
  mark: string;
  primary: string;
  secondary: string;
  accent: string;
  dark: string;
  light: string;
}

export type WorkScene =
  | { kind: 'billboard'; setting: 'street' | 'highway'; lines: string[]; tagline: string; shelter?: string[] }
  | { kind: 'devices'; headline: string[]; cta: string; tiles: string[] }
  | { kind: 'phones'; screens: { title: string; lines: string[]; cta: string }[] }
  | { kind: 'bags'; origins: { name: string; notes: string; color: string }[] }
  | { kind: 'print'; cover: string[]; spread: string[] }
  | { kind: 'posters'; lines: string[]; date: string };

export interface WorkArt {
  kind: 'work';
  brand: ClientBrand;
  scene: WorkScene;
}

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  options: { weight?: 'bold'; anchor?: 'middle' | 'end'; spacing?: number; opacity?: number } = {},
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" fill="${fill}"${options.weight ? ' font-weight="bold"' : ''}${options.anchor ? ` text-anchor="${options.anchor}"` : ''}${options.spacing ? ` letter-spacing="${options.spacing}"` : ''}${options.opacity !== undefined ? ` opacity="${options.opacity}"` : ''}>${esc(value)}</text>`;
}

const lines = (
  x: number,
  y: number,
  values: string[],
  size: number,
  fill: string,
  lineHeight = 1.15,
  options: Parameters<typeof text>[5] = {},
) => values.map((value, index) => text(x, y + index * size * lineHeight, value, size, fill, options)).join('');

/** Grey bars standing for body copy. */
function copyBars(
  x: number,
  y: number,
  width: number,
  count: number,
  fill: string,
  height = 6,
  gap = 12,
  random?: Random,
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const w = i === count - 1 ? width * 0.6 : width * (random ? random.range(0.82, 1) : 1);
    out += `<rect x="${n(x)}" y="${n(y + i * gap)}" width="${n(w)}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;
  }
  return out;
}

function sky(width: number, height: number, top: string, bottom: string, id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** The client's website inside a screen rectangle: bar with the name, hero with headline and button, tiles. */
function website(
  brand: ClientBrand,
  x: number,
  y: number,
  w: number,
  h: number,
  headline: string[],
  cta: string,
  tiles: string[],
  random: Random,
): string {
  const bar = h * 0.11;
  const heroH = h * 0.52;
  const s = w / 600;
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${brand.light}"/>`;
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(bar)}" fill="${brand.light}"/>`;
  out += `<circle cx="${n(x + 22 * s)}" cy="${n(y + bar / 2)}" r="${n(9 * s)}" fill="${brand.primary}"/>`;
  out += text(x + 38 * s, y + bar / 2 + 6 * s, brand.name, 16 * s, brand.dark, { weight: 'bold' });
  for (let i = 0; i < 3; i += 1)
    out += `<rect x="${n(x + w - (170 - i * 50) * s)}" y="${n(y + bar / 2 - 3 * s)}" width="${n(36 * s)}" height="${n(6 * s)}" rx="${n(3 * s)}" fill="${brand.dark}" opacity="0.45"/>`;
  out += `<rect x="${n(x)}" y="${n(y + bar)}" width="${n(w)}" height="${n(heroH)}" fill="${brand.primary}"/>`;
  out += `<circle cx="${n(x + w * 0.8)}" cy="${n(y + bar + heroH * 0.5)}" r="${n(heroH * 0.36)}" fill="${brand.secondary}"/>`;
  out += `<circle cx="${n(x + w * 0.88)}" cy="${n(y + bar + heroH * 0.3)}" r="${n(heroH * 0.14)}" fill="${brand.accent}"/>`;
  out += lines(x + 30 * s, y + bar + 62 * s, headline, 34 * s, brand.light, 1.2, { weight: 'bold' });
  const btnY = y + bar + 62 * s + headline.length * 34 * s * 1.2 + 4 * s;
  out += `<rect x="${n(x + 30 * s)}" y="${n(btnY)}" width="${n((cta.length * 9.5 + 36) * s)}" height="${n(34 * s)}" rx="${n(17 * s)}" fill="${brand.accent}"/>`;
  out += text(x + 48 * s, btnY + 22 * s, cta, 15 * s, brand.dark, { weight: 'bold' });
  const tileY = y + bar + heroH + 18 * s;
  const tileW = (w - 30 * s * 2 - 20 * s * (tiles.length - 1)) / tiles.length;
  tiles.forEach((label, i) => {
    const tx = x + 30 * s + i * (tileW + 20 * s);
    out += `<rect x="${n(tx)}" y="${n(tileY)}" width="${n(tileW)}" height="${n(h - (tileY - y) - 16 * s)}" rx="${n(8 * s)}" fill="#ffffff" stroke="${brand.dark}" stroke-opacity="0.12"/>`;
    out += `<rect x="${n(tx + 12 * s)}" y="${n(tileY + 12 * s)}" width="${n(26 * s)}" height="${n(26 * s)}" rx="${n(6 * s)}" fill="${[brand.secondary, brand.accent, brand.primary][i % 3]}"/>`;
    out += text(tx + 12 * s, tileY + 58 * s, label, 14 * s, brand.dark, { weight: 'bold' });
    out += copyBars(tx + 12 * s, tileY + 70 * s, tileW - 24 * s, 2, brand.dark + '33', 5 * s, 11 * s, random);
  });
  return out;
}

/** A phone-sized screen of the client's app or site. */
function phoneScreen(
  brand: ClientBrand,
  x: number,
  y: number,
  w: number,
  h: number,
  screen: { title: string; lines: string[]; cta: string },
  random: Random,
): string {
  const s = w / 200;
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${brand.light}"/>`;
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(52 * s)}" fill="${brand.primary}"/>`;
  out += text(x + 14 * s, y + 33 * s, brand.mark, 15 * s, brand.light, { weight: 'bold' });
  out += lines(x + 14 * s, y + 86 * s, screen.title.split('|'), 19 * s, brand.dark, 1.2, { weight: 'bold' });
  const top = y + 86 * s + screen.title.split('|').length * 23 * s;
  screen.lines.forEach((line, i) => {
    const ly = top + i * 44 * s;
    out += `<rect x="${n(x + 12 * s)}" y="${n(ly)}" width="${n(w - 24 * s)}" height="${n(36 * s)}" rx="${n(8 * s)}" fill="#ffffff" stroke="${brand.dark}" stroke-opacity="0.15"/>`;
    out += `<circle cx="${n(x + 28 * s)}" cy="${n(ly + 18 * s)}" r="${n(7 * s)}" fill="${[brand.secondary, brand.accent, brand.primary][i % 3]}"/>`;
    out += text(x + 42 * s, ly + 23 * s, line, 12.5 * s, brand.dark);
  });
  out += copyBars(
    x + 14 * s,
    top + screen.lines.length * 44 * s + 8 * s,
    w - 28 * s,
    2,
    brand.dark + '26',
    5 * s,
    11 * s,
    random,
  );
  out += `<rect x="${n(x + 12 * s)}" y="${n(y + h - 56 * s)}" width="${n(w - 24 * s)}" height="${n(38 * s)}" rx="${n(19 * s)}" fill="${brand.accent}"/>`;
  out += text(x + w / 2, y + h - 32 * s, screen.cta, 14 * s, brand.dark, { weight: 'bold', anchor: 'middle' });
  return out;
}

function phone(
  brand: ClientBrand,
  x: number,
  y: number,
  w: number,
  screen: { title: string; lines: string[]; cta: string },
  random: Random,
  clip: string,
): string {
  const h = w * 2.05;
  const bezel = w * 0.05;
  return `<rect x="${n(x + 10)}" y="${n(y + 14)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.16)}" fill="#000" opacity="0.18"/>
<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.16)}" fill="#1b1d22"/>
<clipPath id="${clip}"><rect x="${n(x + bezel)}" y="${n(y + bezel)}" width="${n(w - 2 * bezel)}" height="${n(h - 2 * bezel)}" rx="${n(w * 0.12)}"/></clipPath>
<g clip-path="url(#${clip})">${phoneScreen(brand, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, screen, random)}</g>
<rect x="${n(x + w * 0.38)}" y="${n(y + bezel + 6)}" width="${n(w * 0.24)}" height="${n(w * 0.05)}" rx="${n(w * 0.025)}" fill="#1b1d22"/>`;
}

function laptop(
  brand: ClientBrand,
  x: number,
  y: number,
  w: number,
  art: Extract<WorkScene, { kind: 'devices' }>,
  random: Random,
): string {
  const h = w * 0.62;
  const bezel = w * 0.03;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.025)}" fill="#1b1d22"/>
<clipPath id="laptop-screen"><rect x="${n(x + bezel)}" y="${n(y + bezel)}" width="${n(w - 2 * bezel)}" height="${n(h - 2 * bezel)}"/></clipPath>
<g clip-path="url(#laptop-screen)">${website(brand, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, art.headline, art.cta, art.tiles, random)}</g>
<path d="M${n(x - w * 0.08)} ${n(y + h)} H${n(x + w * 1.08)} L${n(x + w * 1.04)} ${n(y + h + w * 0.04)} H${n(x - w * 0.04)} Z" fill="#c9ccd3"/>
<rect x="${n(x + w * 0.42)}" y="${n(y + h)}" width="${n(w * 0.16)}" height="${n(w * 0.012)}" rx="3" fill="#9ea3ad"/>`;
}

function billboard(
  brand: ClientBrand,
  width: number,
  height: number,
  art: Extract<WorkScene, { kind: 'billboard' }>,
  random: Random,
): string {
  const street = art.setting === 'street';
  let out = street ? sky(width, height, '#9fd3f5', '#e6f3fb', 'sky') : sky(width, height, '#f6b38a', '#ffe3c4', 'sky');
  if (street) {
    // Buildings behind, in soft tints.
    let bx = -20;
    while (bx < width) {
      const bw = random.range(90, 170);
      const bh = random.range(220, 420);
      const tone = random.pick(['#d7dde6', '#c6cfdb', '#e3e0da', '#cdd6d0']);
      out += `<rect x="${n(bx)}" y="${n(height * 0.72 - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${tone}"/>`;
      for (let wy = height * 0.72 - bh + 24; wy < height * 0.72 - 30; wy += 38) {
        for (let wx = bx + 14; wx < bx + bw - 24; wx += 30)
          out += `<rect x="${n(wx)}" y="${n(wy)}" width="14" height="20" fill="#ffffff" opacity="0.55"/>`;
      }
      bx += bw + random.range(4, 16);
    }
    out += `<rect y="${n(height * 0.72)}" width="${width}" height="${n(height * 0.06)}" fill="#b9b3aa"/><rect y="${n(height * 0.78)}" width="${width}" height="${n(height * 0.22)}" fill="#5d6168"/>`;
    for (let lx = 20; lx < width; lx += 140)
      out += `<rect x="${lx}" y="${n(height * 0.88)}" width="70" height="8" fill="#f4f1ea" opacity="0.8"/>`;
  } else {
    out += `<circle cx="${n(width * 0.18)}" cy="${n(height * 0.62)}" r="70" fill="#fff1d6"/>`;
    out += `<path d="M0 ${n(height * 0.66)} Q ${n(width * 0.3)} ${n(height * 0.6)} ${n(width * 0.6)} ${n(height * 0.66)} T ${width} ${n(height * 0.64)} V ${height} H 0 Z" fill="#7f9a6a"/>`;
    out += `<path d="M${n(width * 0.42)} ${height} L${n(width * 0.5)} ${n(height * 0.68)} H${n(width * 0.54)} L${n(width * 0.74)} ${height} Z" fill="#55585e"/>`;
    out += `<path d="M${n(width * 0.52)} ${n(height * 0.7)} L${n(width * 0.56)} ${height}" stroke="#f6c453" stroke-width="6" stroke-dasharray="26 22"/>`;
  }
  // The billboard.
  const bw = street ? width * 0.56 : width * 0.62;
  const bh = bw * 0.42;
  const bx = street ? width * 0.06 : width * 0.3;
  const by = street ? height * 0.12 : height * 0.1;
  const postY = street ? height * 0.72 : height * 0.66;
  out += `<rect x="${n(bx + bw * 0.22)}" y="${n(by + bh)}" width="16" height="${n(postY - by - bh)}" fill="#4a4e55"/><rect x="${n(bx + bw * 0.74)}" y="${n(by + bh)}" width="16" height="${n(postY - by - bh)}" fill="#4a4e55"/>`;
  out += `<rect x="${n(bx - 10)}" y="${n(by - 10)}" width="${n(bw + 20)}" height="${n(bh + 20)}" fill="#3b3f46"/>`;
  out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${brand.primary}"/>`;
  // The sun of the design sits in the corner, clear of the words.
  out += `<clipPath id="board"><rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}"/></clipPath><circle clip-path="url(#board)" cx="${n(bx + bw)}" cy="${n(by)}" r="${n(bh * 0.45)}" fill="${brand.secondary}"/>`;
  const size = bh * 0.17;
  out += lines(bx + bw * 0.05, by + bh * 0.28, art.lines, size, brand.light, 1.18, { weight: 'bold' });
  out += `<rect x="${n(bx)}" y="${n(by + bh * 0.8)}" width="${n(bw)}" height="${n(bh * 0.2)}" fill="${brand.dark}"/>`;
  out += text(bx + bw * 0.05, by + bh * 0.93, art.tagline, bh * 0.07, brand.accent, { weight: 'bold' });
  out += text(bx + bw * 0.95, by + bh * 0.93, brand.name, bh * 0.07, brand.light, { anchor: 'end' });
  for (let i = 0; i < 3; i += 1)
    out += `<path d="M${n(bx + bw * (0.2 + i * 0.3))} ${n(by - 10)} l-14 -26 h28 z" fill="#3b3f46"/>`;
  if (street && art.shelter) {
    // A bus shelter with the campaign's poster.
    const sx = width * 0.7;
    const sy = height * 0.4;
    out += `<rect x="${n(sx - 12)}" y="${n(sy - 24)}" width="${n(width * 0.27 + 24)}" height="16" fill="#3b3f46"/>`;
    out += `<rect x="${n(sx)}" y="${n(sy)}" width="${n(width * 0.27)}" height="${n(height * 0.32)}" fill="#dbe8ee" opacity="0.55" stroke="#6b7078" stroke-width="4"/>`;
    const px = sx + width * 0.135;
    out += `<rect x="${n(px)}" y="${n(sy + 12)}" width="${n(width * 0.12)}" height="${n(height * 0.29)}" fill="${brand.secondary}"/>`;
    out += lines(px + 12, sy + 56, art.shelter, 19, brand.dark, 1.2, { weight: 'bold' });
    out += `<rect x="${n(px)}" y="${n(sy + height * 0.29 - 26)}" width="${n(width * 0.12)}" height="38" fill="${brand.primary}"/>`;
    out += text(px + 10, sy + height * 0.29 - 2, brand.mark, 11, brand.light, { weight: 'bold' });
    out += `<rect x="${n(sx + 16)}" y="${n(sy + height * 0.22)}" width="${n(width * 0.1)}" height="10" fill="#6b7078"/>`;
  }
  if (!street) {
    // A delivery truck in the client's livery on the road.
    const tx = width * 0.04;
    const ty = height * 0.72;
    out += `<rect x="${n(tx)}" y="${n(ty)}" width="280" height="120" rx="6" fill="${brand.light}" stroke="${brand.dark}" stroke-width="3"/>`;
    out += `<rect x="${n(tx)}" y="${n(ty + 84)}" width="280" height="36" fill="${brand.primary}"/>`;
    out += text(tx + 16, ty + 48, brand.name.split(' ')[0] ?? brand.name, 30, brand.dark, { weight: 'bold' });
    out += text(tx + 16, ty + 76, 'INDUSTRIAL SUPPLY', 15, brand.primary, { weight: 'bold', spacing: 2 });
    out += `<path d="M${n(tx + 280)} ${n(ty + 30)} h62 l34 40 v50 h-96 z" fill="${brand.primary}" stroke="${brand.dark}" stroke-width="3"/><rect x="${n(tx + 296)} " y="${n(ty + 40)}" width="40" height="28" fill="#cfe3ee"/>`;
    for (const wx of [tx + 54, tx + 220, tx + 330])
      out += `<circle cx="${n(wx)}" cy="${n(ty + 124)}" r="22" fill="#2a2c31"/><circle cx="${n(wx)}" cy="${n(ty + 124)}" r="9" fill="#9ea3ad"/>`;
  }
  return out;
}

function bags(
  brand: ClientBrand,
  width: number,
  height: number,
  art: Extract<WorkScene, { kind: 'bags' }>,
  random: Random,
): string {
  let out = `<rect width="${width}" height="${height}" fill="#efe6da"/><rect y="${n(height * 0.74)}" width="${width}" height="${n(height * 0.26)}" fill="#c89f74"/>`;
  out += `<rect y="${n(height * 0.74)}" width="${width}" height="6" fill="#a57c52"/>`;
  const bw = width * 0.22;
  const bh = bw * 1.6;
  art.origins.forEach((origin, i) => {
    const x = width * 0.08 + i * (bw + width * 0.04);
    const y = height * 0.8 - bh;
    out += `<ellipse cx="${n(x + bw / 2)}" cy="${n(y + bh)}" rx="${n(bw * 0.55)}" ry="16" fill="#000" opacity="0.15"/>`;
    out += `<path d="M${n(x)} ${n(y + 30)} L${n(x + 12)} ${n(y)} H${n(x + bw - 12)} L${n(x + bw)} ${n(y + 30)} V${n(y + bh)} H${n(x)} Z" fill="${brand.dark}"/>`;
    out += `<rect x="${n(x)}" y="${n(y + 18)}" width="${n(bw)}" height="10" fill="${brand.accent}"/>`;
    // The label: an illustrated landscape of the origin and its tasting notes.
    const lx = x + bw * 0.1;
    const ly = y + bh * 0.2;
    const lw = bw * 0.8;
    const lh = bh * 0.68;
    out += `<rect x="${n(lx)}" y="${n(ly)}" width="${n(lw)}" height="${n(lh)}" rx="6" fill="${brand.light}"/>`;
    out += `<clipPath id="label-${i}"><rect x="${n(lx + 10)}" y="${n(ly + 10)}" width="${n(lw - 20)}" height="${n(lh * 0.48)}" rx="4"/></clipPath>`;
    out += `<g clip-path="url(#label-${i})"><rect x="${n(lx)}" y="${n(ly)}" width="${n(lw)}" height="${n(lh)}" fill="${origin.color}"/>`;
    out += `<circle cx="${n(lx + lw * 0.7)}" cy="${n(ly + lh * 0.18)}" r="${n(lw * 0.12)}" fill="${brand.accent}"/>`;
    let ridge = `M${n(lx)} ${n(ly + lh * 0.6)}`;
    for (let k = 0; k <= 6; k += 1) ridge += ` L${n(lx + (lw * k) / 6)} ${n(ly + lh * random.range(0.3, 0.44))}`;
    out += `<path d="${ridge} L${n(lx + lw)} ${n(ly + lh * 0.6)} Z" fill="${brand.dark}" opacity="0.55"/>`;
    out += `<path d="M${n(lx)} ${n(ly + lh * 0.46)} Q${n(lx + lw / 2)} ${n(ly + lh * 0.38)} ${n(lx + lw)} ${n(ly + lh * 0.47)} V${n(ly + lh * 0.6)} H${n(lx)} Z" fill="${brand.primary}"/></g>`;
    out += text(lx + lw / 2, ly + lh * 0.66, 'CYPRESS', lw * 0.13, brand.dark, {
      weight: 'bold',
      anchor: 'middle',
      spacing: 2,
    });
    out += text(lx + lw / 2, ly + lh * 0.74, 'COFFEE ROASTERS', lw * 0.065, brand.primary, {
      anchor: 'middle',
      spacing: 2,
    });
    out += text(lx + lw / 2, ly + lh * 0.85, origin.name, lw * 0.085, brand.dark, { weight: 'bold', anchor: 'middle' });
    out += text(lx + lw / 2, ly + lh * 0.93, origin.notes, lw * 0.06, brand.dark, { anchor: 'middle', opacity: 0.8 });
  });
  // A cup beside them.
  const cx = width * 0.92;
  out += `<path d="M${n(cx - 50)} ${n(height * 0.64)} h100 l-10 70 h-80 z" fill="${brand.light}" stroke="${brand.dark}" stroke-width="3"/><rect x="${n(cx - 50)}" y="${n(height * 0.66)}" width="100" height="14" fill="${brand.primary}"/>`;
  return out;
}

function printScene(
  brand: ClientBrand,
  width: number,
  height: number,
  art: Extract<WorkScene, { kind: 'print' }>,
  random: Random,
): string {
  let out = `<rect width="${width}" height="${height}" fill="#d9d4cb"/>`;
  for (let y = 40; y < height; y += 90) out += `<rect y="${y}" width="${width}" height="2" fill="#c7c1b6"/>`;
  // A closed brochure, slightly turned.
  const cw = width * 0.3;
  const ch = cw * 1.4;
  out += `<g transform="rotate(-6 ${n(width * 0.22)} ${n(height * 0.5)})"><rect x="${n(width * 0.08 + 10)}" y="${n(height * 0.14 + 14)}" width="${n(cw)}" height="${n(ch)}" fill="#000" opacity="0.16"/>`;
  out += `<rect x="${n(width * 0.08)}" y="${n(height * 0.14)}" width="${n(cw)}" height="${n(ch)}" fill="${brand.primary}"/>`;
  out += `<circle cx="${n(width * 0.08 + cw * 0.75)}" cy="${n(height * 0.14 + ch * 0.7)}" r="${n(cw * 0.36)}" fill="${brand.secondary}"/>`;
  out += lines(width * 0.08 + cw * 0.1, height * 0.14 + ch * 0.2, art.cover, cw * 0.1, brand.light, 1.2, {
    weight: 'bold',
  });
  out += text(width * 0.08 + cw * 0.1, height * 0.14 + ch * 0.93, brand.name, cw * 0.055, brand.light);
  out += `</g>`;
  // An open spread: a picture page and a text page.
  const sx = width * 0.43;
  const sy = height * 0.18;
  const sw = width * 0.52;
  const sh = sw * 0.68;
  out += `<rect x="${n(sx + 12)}" y="${n(sy + 16)}" width="${n(sw)}" height="${n(sh)}" fill="#000" opacity="0.16"/>`;
  out += `<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="${brand.light}"/>`;
  out += `<rect x="${n(sx + sw / 2 - 1)}" y="${n(sy)}" width="2" height="${n(sh)}" fill="#000" opacity="0.12"/>`;
  const px = sx + 20;
  const py = sy + 20;
  const pw = sw / 2 - 40;
  const ph = sh - 40;
  out += `<clipPath id="spread-picture"><rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}"/></clipPath><g clip-path="url(#spread-picture)">`;
  out += `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" fill="#bfe0f2"/><circle cx="${n(px + pw * 0.7)}" cy="${n(py + ph * 0.25)}" r="${n(pw * 0.1)}" fill="${brand.accent}"/>`;
  out += `<rect x="${n(px)}" y="${n(py + ph * 0.55)}" width="${n(pw)}" height="${n(ph * 0.45)}" fill="${brand.secondary}"/>`;
  out += `<path d="M${n(px)} ${n(py + ph * 0.58)} Q${n(px + pw * 0.5)} ${n(py + ph * 0.5)} ${n(px + pw)} ${n(py + ph * 0.57)} V${n(py + ph * 0.62)} H${n(px)} Z" fill="${brand.primary}"/>`;
  for (let t = 0; t < 4; t += 1) {
    const tx = px + pw * (0.1 + t * 0.24);
    out += `<rect x="${n(tx + 6)}" y="${n(py + ph * 0.4)}" width="6" height="${n(ph * 0.2)}" fill="${brand.dark}"/><circle cx="${n(tx + 9)}" cy="${n(py + ph * 0.38)}" r="${n(pw * 0.08)}" fill="${brand.dark}" opacity="0.8"/>`;
  }
  out += `</g>`;
  const tx = sx + sw / 2 + 24;
  out += lines(tx, sy + 56, art.spread, 24, brand.dark, 1.2, { weight: 'bold' });
  out += copyBars(tx, sy + 64 + art.spread.length * 29, sw / 2 - 48, 6, brand.dark + '40', 6, 14, random);
  // A floor-plan diagram under the copy.
  const fy = sy + sh - 130;
  out += `<rect x="${n(tx)}" y="${n(fy)}" width="${n(sw / 2 - 48)}" height="100" fill="none" stroke="${brand.primary}" stroke-width="3"/><path d="M${n(tx + 90)} ${n(fy)} V${n(fy + 60)} M${n(tx)} ${n(fy + 60)} H${n(tx + 150)} M${n(tx + 150)} ${n(fy + 40)} V${n(fy + 100)}" stroke="${brand.primary}" stroke-width="3" fill="none"/>`;
  // A pen.
  out += `<g transform="rotate(28 ${n(width * 0.3)} ${n(height * 0.86)})"><rect x="${n(width * 0.2)}" y="${n(height * 0.86)}" width="220" height="14" rx="7" fill="${brand.dark}"/><rect x="${n(width * 0.2 + 190)}" y="${n(height * 0.86)}" width="30" height="14" rx="4" fill="${brand.accent}"/></g>`;
  return out;
}

function posters(
  brand: ClientBrand,
  width: number,
  height: number,
  art: Extract<WorkScene, { kind: 'posters' }>,
  random: Random,
): string {
  let out = `<rect width="${width}" height="${height}" fill="#b5654a"/>`;
  // Brick courses.
  for (let y = 0, row = 0; y < height * 0.84; y += 34, row += 1) {
    for (let x = row % 2 ? -40 : 0; x < width; x += 80)
      out += `<rect x="${x + 2}" y="${y + 2}" width="76" height="30" fill="${random.pick(['#c0704f', '#b96a4b', '#c77a58'])}"/>`;
  }
  out += `<rect y="${n(height * 0.84)}" width="${width}" height="${n(height * 0.16)}" fill="#8c8a86"/>`;
  const colors: [string, string, string][] = [
    [brand.primary, brand.light, brand.accent],
    [brand.accent, brand.dark, brand.primary],
    [brand.dark, brand.accent, brand.secondary],
    [brand.secondary, brand.dark, brand.primary],
  ];
  const pw = width * 0.19;
  const ph = pw * 1.42;
  for (let i = 0; i < 4; i += 1) {
    const [bg, fg, shape] = colors[i]!;
    const x = width * 0.04 + i * (pw + width * 0.025);
    const y = height * 0.1 + (i % 2) * 24;
    out += `<g transform="rotate(${n(random.range(-2.5, 2.5))} ${n(x + pw / 2)} ${n(y + ph / 2)})">`;
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(pw)}" height="${n(ph)}" fill="${bg}"/>`;
    // Each artist's variation of the same identity: a sun shape and bold stacked type.
    out +=
      i % 2
        ? `<circle cx="${n(x + pw / 2)}" cy="${n(y + ph * 0.34)}" r="${n(pw * 0.3)}" fill="${shape}"/><circle cx="${n(x + pw / 2)}" cy="${n(y + ph * 0.34)}" r="${n(pw * 0.14)}" fill="${bg}"/>`
        : `<path d="M${n(x + pw * 0.15)} ${n(y + ph * 0.56)} A${n(pw * 0.35)} ${n(pw * 0.35)} 0 0 1 ${n(x + pw * 0.85)} ${n(y + ph * 0.56)} Z" fill="${shape}"/>`;
    out += lines(x + pw * 0.08, y + ph * 0.7, art.lines, pw * 0.12, fg, 1.1, { weight: 'bold' });
    out += text(x + pw * 0.08, y + ph * 0.95, art.date, pw * 0.07, fg);
    out += `</g>`;
  }
  // A passer-by for scale.
  const mx = width * 0.94;
  out += `<circle cx="${n(mx)}" cy="${n(height * 0.5)}" r="26" fill="#3a2a22"/><rect x="${n(mx - 30)}" y="${n(height * 0.5 + 30)}" width="60" height="150" rx="24" fill="${brand.dark}"/><rect x="${n(mx - 26)}" y="${n(height * 0.5 + 170)}" width="22" height="90" fill="#2a2c31"/><rect x="${n(mx + 4)}" y="${n(height * 0.5 + 170)}" width="22" height="90" fill="#2a2c31"/>`;
  out += `<rect x="${n(mx + 22)}" y="${n(height * 0.5 + 80)}" width="44" height="54" fill="${brand.accent}"/>`;
  return out;
}

export function workSvg(art: WorkArt, width: number, height: number, seed: string): string {
  const random = createRandom(seed);
  const { brand, scene } = art;
  let body: string;
  switch (scene.kind) {
    case 'billboard':
      body = billboard(brand, width, height, scene, random);
      break;
    case 'devices':
      body = `<rect width="${width}" height="${height}" fill="${brand.light}"/><rect y="${n(height * 0.78)}" width="${width}" height="${n(height * 0.22)}" fill="#d8d2c8"/>
<circle cx="${n(width * 0.08)}" cy="${n(height * 0.2)}" r="${n(height * 0.3)}" fill="${brand.secondary}" opacity="0.35"/>
${laptop(brand, width * 0.1, height * 0.16, width * 0.6, scene, random)}
${phone(brand, width * 0.74, height * 0.2, width * 0.2, { title: scene.headline.join('|'), lines: scene.tiles, cta: scene.cta }, random, 'phone-0')}`;
      break;
    case 'phones':
      body = `<rect width="${width}" height="${height}" fill="${brand.secondary}"/><circle cx="${n(width * 0.85)}" cy="${n(height * 0.15)}" r="${n(height * 0.4)}" fill="${brand.light}" opacity="0.3"/>`;
      scene.screens.forEach((screen, i) => {
        const w = width * 0.22;
        body += phone(
          brand,
          width * 0.1 + i * width * 0.28,
          height * 0.08 + (i % 2) * 30,
          w,
          screen,
          random,
          `phone-${i}`,
        );
      });
      break;
    case 'bags':
      body = bags(brand, width, height, scene, random);
      break;
    case 'print':
      body = printScene(brand, width, height, scene, random);
      break;
    case 'posters':
      body = posters(brand, width, height, scene, random);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
