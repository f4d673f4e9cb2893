/**
 * Illustrated head-and-shoulders portraits for team members and author avatars. Each person has a fixed
 * look (skin, hair, clothes, accessories), so the same person matches across a portrait and an avatar.
 */
import { createRandom, n } from './random';
import { cloud, resetIds } from './shapes';

type HairStyle = 'short' | 'buzz' | 'long' | 'bob' | 'bun' | 'curly' | 'bald' | 'wavy' | 'afro';
type Neckline = 'crew' | 'collar' | 'vneck' | 'turtleneck';

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  neckline: Neckline;
  background: [string, string];
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
}

export interface PortraitArt {
  kind: 'portrait';
  look: Look;
}

/** Darkens (amount < 0) or lightens a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const HAIR_BACK: Partial<Record<HairStyle, string>> = {
  long: 'M245 430 C230 300 330 250 400 250 C480 250 575 300 558 430 C575 600 600 760 620 860 L180 860 C200 760 225 600 245 430 Z',
  bob: 'M240 440 C225 300 330 255 400 255 C480 255 580 300 562 440 C575 540 585 620 570 680 L230 680 C215 620 225 540 240 440 Z',
  wavy: 'M240 440 C225 300 330 250 400 250 C480 250 580 300 562 440 C600 520 560 590 600 660 C630 720 580 770 600 800 L200 800 C220 770 170 720 200 660 C240 590 200 520 240 440 Z',
  afro: 'M400 195 C560 195 650 300 640 440 C632 560 580 620 552 600 L248 600 C220 620 168 560 160 440 C150 300 240 195 400 195 Z',
};

const HAIR_FRONT: Partial<Record<HairStyle, string>> = {
  short:
    'M248 480 C232 330 320 268 405 268 C500 268 572 330 553 480 C545 410 510 352 430 345 C380 372 300 370 248 480 Z',
  buzz: 'M252 440 C250 330 330 285 400 285 C470 285 552 330 548 440 C530 380 480 340 400 340 C320 340 270 380 252 440 Z',
  long: 'M250 470 C240 320 330 265 400 265 C485 265 565 320 552 470 C530 380 470 330 420 320 C400 380 300 400 250 470 Z',
  bob: 'M248 500 C236 320 330 265 400 265 C485 265 566 320 554 500 C540 420 520 380 520 350 C440 380 330 370 280 350 C270 400 255 440 248 500 Z',
  bun: 'M250 450 C245 320 330 275 400 275 C472 275 555 320 550 450 C530 380 480 335 400 335 C320 335 270 380 250 450 Z',
  wavy: 'M250 470 C240 320 330 262 400 262 C485 262 565 320 552 470 C540 390 500 345 460 335 C420 380 330 360 290 390 C270 410 258 440 250 470 Z',
  afro: 'M252 440 C260 330 330 300 400 300 C470 300 540 330 548 440 C520 370 470 350 400 350 C330 350 280 370 252 440 Z',
};

function curls(color: string): string {
  const spots: string[] = [];
  for (let i = 0; i < 15; i++) {
    const angle = Math.PI * (1.02 + (i / 14) * 0.96);
    spots.push(
      `<circle cx="${n(400 + Math.cos(angle) * 150)}" cy="${n(440 + Math.sin(angle) * 170)}" r="${i % 2 ? 44 : 52}"/>`,
    );
  }
  spots.push('<circle cx="400" cy="300" r="70"/><circle cx="330" cy="320" r="55"/><circle cx="470" cy="320" r="55"/>');
  return `<g fill="${color}">${spots.join('')}</g>`;
}

function neckline(look: Look): string {
  const dark = shade(look.shirt, -0.25);
  switch (look.neckline) {
    case 'collar':
      return `<path d="M330 770 L400 850 L360 890 L300 800 Z M470 770 L400 850 L440 890 L500 800 Z" fill="#ffffff" stroke="${dark}" stroke-width="4"/><line x1="400" y1="850" x2="400" y2="1000" stroke="${dark}" stroke-width="4"/>`;
    case 'vneck':
      return `<path d="M335 775 L400 880 L465 775 Z" fill="${shade(look.skin, -0.12)}"/><path d="M335 775 L400 880 L465 775" fill="none" stroke="${dark}" stroke-width="10"/>`;
    case 'turtleneck':
      return `<rect x="335" y="715" width="130" height="90" rx="40" fill="${shade(look.shirt, -0.1)}"/><path d="M345 745 H455 M345 770 H455" stroke="${dark}" stroke-width="4"/>`;
    default:
      return `<path d="M335 780 C350 820 450 820 465 780" fill="none" stroke="${dark}" stroke-width="12"/>`;
  }
}

export function portraitSvg(art: PortraitArt, width: number, height: number, seed: string): string {
  resetIds();
  const random = createRandom(seed);
  const { look } = art;
  const skinShadow = shade(look.skin, -0.18);
  const backdrop = [0, 1, 2]
    .map(() => cloud(random.range(-100, 650), random.range(150, 900), random.range(180, 320), '#ffffff', 0.35, random))
    .join('');
  const hairBack =
    look.hairStyle === 'bun'
      ? `<circle cx="400" cy="255" r="72" fill="${look.hair}"/>`
      : HAIR_BACK[look.hairStyle]
        ? `<path d="${HAIR_BACK[look.hairStyle]}" fill="${look.hair}"/>`
        : '';
  const hairFront =
    look.hairStyle === 'curly'
      ? curls(look.hair)
      : HAIR_FRONT[look.hairStyle]
        ? `<path d="${HAIR_FRONT[look.hairStyle]}" fill="${look.hair}"/>`
        : `<path d="M252 470 C250 420 262 400 270 395 L276 470 Z M548 470 C550 420 538 400 530 395 L524 470 Z" fill="${shade(look.hair, 0.2)}"/>`;
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1c1c28" stroke-width="8"><rect x="298" y="455" width="96" height="72" rx="26"/><rect x="406" y="455" width="96" height="72" rx="26"/><path d="M394 482 Q400 472 406 482 M298 480 L256 470 M502 480 L544 470"/></g><g fill="#ffffff" opacity="0.18"><rect x="298" y="455" width="96" height="72" rx="26"/><rect x="406" y="455" width="96" height="72" rx="26"/></g>`
    : '';
  const beard = look.beard
    ? `<path d="M262 520 C270 640 330 690 400 690 C470 690 530 640 538 520 C520 590 470 600 400 600 C330 600 280 590 262 520 Z" fill="${look.hair}"/><path d="M350 600 Q400 580 450 600 Q400 612 350 600 Z" fill="${look.hair}"/>`
    : '';
  const earrings = look.earrings
    ? `<circle cx="252" cy="555" r="11" fill="${look.earrings}"/><circle cx="548" cy="555" r="11" fill="${look.earrings}"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${VIEWBOX(width, height)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${look.background[0]}"/><stop offset="1" stop-color="${look.background[1]}"/></linearGradient></defs>
<rect x="-200" y="-200" width="1200" height="1400" fill="url(#bg)"/>${backdrop}
<circle cx="400" cy="470" r="300" fill="#ffffff" opacity="0.12"/>
${hairBack}
<path d="M110 1000 C120 860 220 790 400 780 C580 790 680 860 690 1000 Z" fill="${look.shirt}"/>
<path d="M110 1000 C120 860 220 790 300 784 C260 860 250 940 260 1000 Z" fill="#000000" opacity="0.08"/>
<rect x="345" y="600" width="110" height="200" rx="40" fill="${skinShadow}"/>
${neckline(look)}
<ellipse cx="254" cy="505" rx="26" ry="42" fill="${skinShadow}"/><ellipse cx="546" cy="505" rx="26" ry="42" fill="${skinShadow}"/>
<ellipse cx="400" cy="480" rx="150" ry="185" fill="${look.skin}"/>
<ellipse cx="330" cy="560" rx="34" ry="20" fill="#e8797a" opacity="0.22"/><ellipse cx="470" cy="560" rx="34" ry="20" fill="#e8797a" opacity="0.22"/>
${hairFront}${beard}
<g fill="${shade(look.hair, -0.2)}"><path d="M312 448 Q345 430 378 446 L376 454 Q345 442 314 456 Z"/><path d="M422 446 Q455 430 488 448 L486 456 Q455 442 424 454 Z"/></g>
<g fill="#1c1c28"><ellipse cx="346" cy="492" rx="13" ry="15"/><ellipse cx="454" cy="492" rx="13" ry="15"/></g>
<g fill="#ffffff"><circle cx="350" cy="487" r="4"/><circle cx="458" cy="487" r="4"/></g>
<path d="M400 505 Q392 545 388 552 Q400 560 414 552" fill="none" stroke="${skinShadow}" stroke-width="7" stroke-linecap="round"/>
<path d="M356 595 Q400 630 444 595" fill="none" stroke="#8c3b3b" stroke-width="9" stroke-linecap="round"/>
${glasses}${earrings}
</svg>`;
  return svg;
}

/** Portraits use the whole 800×1000 canvas; square avatars zoom on the face. */
function VIEWBOX(width: number, height: number): string {
  return width === height ? '130 200 540 540' : '0 0 800 1000';
}
