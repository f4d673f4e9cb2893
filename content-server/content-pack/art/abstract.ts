/** Flat brand compositions for post, case-study and career cards. */
import { FLATS, type FlatName } from './palettes';
import { createRandom, n, type Random } from './random';
import { contourLines } from './scene';
import { balloon, cloud, resetIds } from './shapes';

export type Motif = 'balloon' | 'contours' | 'peaks' | 'clouds' | 'flightpath' | 'rings' | 'horizon';

export interface AbstractArt {
  kind: 'abstract';
  motif: Motif;
  palette: FlatName;
}

/** What each motif shows, for alt text that matches the picture. */
const MOTIF_DESCRIPTIONS: Record<Motif, string> = {
  balloon: 'A large striped hot-air balloon drifting past a low sun and a few clouds',
  contours: 'Topographic contour lines with a dotted flight path and a small balloon climbing across them',
  peaks: 'Layered geometric mountain peaks with a rising line chart traced over the summits',
  clouds: 'Rounded clouds stacked in soft bands beneath a round sun',
  flightpath: 'A dotted flight path looping across a grid of dots toward a small balloon',
  rings: 'Concentric altitude rings, like a radar screen, with balloons marked as points',
  horizon: 'A striped retro sun setting behind a balloon silhouette',
};

export function describeAbstract(art: AbstractArt): string {
  return `${MOTIF_DESCRIPTIONS[art.motif]}, in ${FLATS[art.palette].label}.`;
}

export function abstractSvg(art: AbstractArt, width: number, height: number, seed: string): string {
  resetIds();
  const random = createRandom(seed);
  const p = FLATS[art.palette];
  const body = MOTIFS[art.motif](width, height, random, p);
  // Half of the cards are mirrored so that two cards with the same motif do not look alike.
  const mirrored = random.next() < 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgA}"/><stop offset="1" stop-color="${p.bgB}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${mirrored ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body}</svg>`;
}

type Draw = (w: number, h: number, r: Random, p: (typeof FLATS)[FlatName]) => string;

const MOTIFS: Record<Motif, Draw> = {
  balloon: (w, h, r, p) => {
    const sun = `<circle cx="${n(w * r.range(0.15, 0.35))}" cy="${n(h * r.range(0.6, 0.75))}" r="${n(h * 0.22)}" fill="${p.accentB}" opacity="0.85"/>`;
    const clouds = [0, 1, 2]
      .map(() => cloud(r.range(-0.05, 0.8) * w, h * r.range(0.75, 1), w * r.range(0.2, 0.35), p.light, 0.85, r))
      .join('');
    return (
      sun +
      balloon(
        w * r.range(0.58, 0.7),
        h * 0.42,
        h * 0.3,
        { colors: [p.accentA, p.light, p.accentB], band: p.dark },
        r.range(-6, 6),
      ) +
      clouds
    );
  },
  contours: (w, h, r, p) => {
    const lines = contourLines(w, h, r, p.light, 0.35);
    const points: string[] = [];
    for (let i = 0; i <= 12; i++)
      points.push(`${n((w / 12) * i)},${n(h * 0.85 - (h * 0.6 * i) / 12 + Math.sin(i) * h * 0.05)}`);
    const path = `<polyline points="${points.join(' ')}" fill="none" stroke="${p.accentA}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>`;
    return lines + path + balloon(w * 0.86, h * 0.22, h * 0.11, { colors: [p.accentA, p.accentB] });
  },
  peaks: (w, h, r, p) => {
    const layers = [p.accentB, p.accentA, p.dark].map((fill, layer) => {
      const pts: string[] = [`0,${h}`];
      const count = 5 + layer;
      for (let i = 0; i <= count; i++) {
        const x = (w / count) * i;
        const y = h * (0.35 + layer * 0.15) + (i % 2 ? -1 : 1) * h * r.range(0.05, 0.14);
        pts.push(`${n(x)},${n(y)}`);
      }
      pts.push(`${w},${h}`);
      return `<polygon points="${pts.join(' ')}" fill="${fill}" opacity="${(0.55 + layer * 0.2).toFixed(2)}"/>`;
    });
    const chart: string[] = [];
    let y = h * 0.8;
    for (let i = 0; i <= 8; i++) {
      chart.push(`${n(w * 0.08 + (w * 0.84 * i) / 8)},${n(y)}`);
      y -= h * r.range(0.02, 0.1);
    }
    const dots = chart
      .map((pt) => {
        const [x, yy] = pt.split(',');
        return `<circle cx="${x}" cy="${yy}" r="9" fill="${p.light}"/>`;
      })
      .join('');
    return (
      layers.join('') +
      `<polyline points="${chart.join(' ')}" fill="none" stroke="${p.light}" stroke-width="5" stroke-linejoin="round"/>` +
      dots
    );
  },
  clouds: (w, h, r, p) => {
    const sun = `<circle cx="${n(w * 0.7)}" cy="${n(h * 0.32)}" r="${n(h * 0.16)}" fill="${p.accentB}"/>`;
    const bands = [0, 1, 2, 3].map((band) => {
      const fill = band % 2 ? p.light : p.accentA;
      return [0, 1, 2]
        .map(() =>
          cloud(r.range(-0.15, 0.85) * w, h * (0.45 + band * 0.16), w * r.range(0.25, 0.4), fill, 0.6 + band * 0.1, r),
        )
        .join('');
    });
    return sun + bands.join('');
  },
  flightpath: (w, h, r, p) => {
    const grid: string[] = [];
    for (let x = 40; x < w; x += 60)
      for (let y = 40; y < h; y += 60) grid.push(`<circle cx="${x}" cy="${y}" r="2.5"/>`);
    const d = `M${n(w * 0.05)} ${n(h * 0.85)} C${n(w * 0.35)} ${n(h * r.range(0.9, 1.1))} ${n(w * 0.25)} ${n(h * 0.2)} ${n(w * 0.5)} ${n(h * 0.35)} S${n(w * 0.7)} ${n(h * 0.75)} ${n(w * 0.82)} ${n(h * 0.3)}`;
    return (
      `<g fill="${p.light}" opacity="0.25">${grid.join('')}</g><path d="${d}" fill="none" stroke="${p.accentA}" stroke-width="7" stroke-dasharray="1 18" stroke-linecap="round"/>` +
      balloon(w * 0.84, h * 0.2, h * 0.13, { colors: [p.accentB, p.accentA, p.light] })
    );
  },
  rings: (w, h, r, p) => {
    const cx = w * 0.5;
    const cy = h * 0.55;
    const rings = [1, 2, 3, 4, 5, 6].map(
      (i) =>
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.09 * i)}" fill="none" stroke="${p.light}" stroke-width="${i % 2 ? 2 : 4}" opacity="${(0.55 - i * 0.06).toFixed(2)}"/>`,
    );
    const sweep = `<path d="M${n(cx)} ${n(cy)} L${n(cx + h * 0.54)} ${n(cy)} A${n(h * 0.54)} ${n(h * 0.54)} 0 0 0 ${n(cx + h * 0.38)} ${n(cy - h * 0.38)} Z" fill="${p.accentA}" opacity="0.35"/>`;
    const marks = [0, 1, 2, 3, 4].map(() => {
      const angle = r.range(0, Math.PI * 2);
      const dist = h * r.range(0.12, 0.5);
      return balloon(cx + Math.cos(angle) * dist, cy + Math.sin(angle) * dist, h * 0.035, {
        colors: [p.accentB, p.accentA],
      });
    });
    return rings.join('') + sweep + marks.join('');
  },
  horizon: (w, h, r, p) => {
    const sunR = h * 0.34;
    const cx = w * r.range(0.4, 0.6);
    const cy = h * 0.68;
    const cuts = [0, 1, 2, 3, 4, 5].map(
      (i) =>
        `<rect x="0" y="${n(cy - sunR * 0.1 + i * sunR * 0.13)}" width="${w}" height="${n(4 + i * 3)}" fill="url(#bg)"/>`,
    );
    const ground = `<rect y="${n(cy + sunR * 0.55)}" width="${w}" height="${n(h)}" fill="${p.dark}"/>`;
    const silhouette = balloon(cx + sunR * 1.1, h * 0.3, h * 0.14, {
      colors: [p.dark],
      basket: p.dark,
      rope: p.dark,
      shade: 0,
    });
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(sunR)}" fill="${p.accentA}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(sunR * 0.7)}" fill="${p.accentB}" opacity="0.6"/>${cuts.join('')}${ground}${silhouette}`;
  },
};
