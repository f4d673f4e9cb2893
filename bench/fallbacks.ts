/**
 * `npm run bench:fallbacks -- <origin>`: how many of a running site's headings would take a different number of
 * lines in their fallback face than in their face.
 *
 * Until a face arrives the browser sets its text in the fallback (lib/fonts/fallbacks.css); on a phone whose
 * faces arrive after the first paint, a heading that then gains or loses a line moves what follows it (and, in a
 * hero whose text sits at its foot, everything above). For every visible h1–h3 of the budget pages and the main
 * listings, at the widths the README's screenshots use, this sets the heading in its fallback and counts its lines
 * both ways. It prints the headings that differ and the total.
 */
import { chromium } from '@playwright/test';
import { launchOptions } from '../tests/support/chromium';

const WIDTHS: [number, number][] = [
  [320, 700],
  [360, 740],
  [390, 844],
  [412, 823],
  [768, 1024],
  [1024, 768],
  [1280, 800],
  [1920, 1080],
];

const PATHS = [
  '/',
  '/what-we-do/',
  '/about-us/',
  '/about/',
  '/mission/',
  '/marketing-frameworks/',
  '/work/',
  '/insights/',
  '/careers/',
  '/team/',
  '/contact/',
  '/the-case-for-boring-consistency/',
  '/team/rosa-delgado/',
  '/thin-air-season-two-finale/',
];

/** Which fallback each face's stack falls back to (app/globals.css, lib/fonts.ts). */
const FALLBACK_OF: Record<string, string> = {
  displayFont: "'Altitude Display Fallback'",
  textFont: "'Altitude Text Fallback'",
};

async function main() {
  const origin = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!origin) throw new Error('Usage: npm run bench:fallbacks -- <origin>');
  const browser = await chromium.launch(launchOptions);
  let total = 0;
  let differ = 0;
  try {
    for (const [width, height] of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height } });
      for (const path of PATHS) {
        const response = await page.goto(new URL(path, origin).href);
        if (response?.status() !== 200) {
          console.log(`${path} answered ${response?.status() ?? 'nothing'}: left out`);
          continue;
        }
        await page.waitForLoadState('networkidle');
        const headings = await page.evaluate(async (fallbackOf) => {
          await document.fonts.ready;
          const out: { tag: string; face: number; fallback: number; text: string }[] = [];
          for (const element of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
            if (!element.checkVisibility()) continue;
            const style = getComputedStyle(element);
            const fallback = fallbackOf[style.fontFamily.split(',')[0]!.trim()];
            if (!fallback) continue;
            const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
            // (No helper functions in here: the page runs this text as it is, without tsx's helpers.)
            const face = Math.round(element.getBoundingClientRect().height / lineHeight);
            await document.fonts.load(`${style.fontWeight} ${style.fontSize} ${fallback}`, element.textContent ?? '');
            element.style.fontFamily = fallback;
            const inFallback = Math.round(element.getBoundingClientRect().height / lineHeight);
            element.style.fontFamily = '';
            out.push({ tag: element.tagName, face, fallback: inFallback, text: (element.textContent ?? '').trim() });
          }
          return out;
        }, FALLBACK_OF);
        for (const heading of headings) {
          total++;
          if (heading.face === heading.fallback) continue;
          differ++;
          console.log(
            `${width} px ${path} ${heading.tag}: ${heading.face} lines in the face, ${heading.fallback} in the fallback: ${heading.text.slice(0, 60)}`,
          );
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${differ} of ${total} headings take a different number of lines in their fallback.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
