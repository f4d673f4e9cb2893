/**
 * Each face is a core (the characters English copy uses) and the rest of its Latin (lib/fonts/subsets.ts): a
 * page fetches the rest only when its text uses one of those characters, and then shows them in the face, not
 * in a fallback.
 */
import type { Request } from '@playwright/test';
import { coreCodePoints } from '../../lib/fonts/subsets';
import { expect, test, type Page } from './fixtures';

/** The face files a page fetched, by kind: `core` or `rest`. */
function recordFaces(page: Page) {
  const faces = { core: [] as string[], rest: [] as string[] };
  page.on('request', (request: Request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (!name.endsWith('.woff2')) return;
    if (/_rest\b/.test(name)) faces.rest.push(name);
    else faces.core.push(name);
  });
  return faces;
}

/**
 * The characters of the page's text that a rest face has (by the `unicode-range` its @font-face declares),
 * once the fonts have settled.
 */
async function charactersOfTheRest(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { text, ranges } = await page.evaluate(() => ({
    text: document.body.innerText,
    ranges: [...document.fonts].filter((face) => face.family.endsWith('Rest')).map((face) => face.unicodeRange),
  }));
  expect(ranges).toHaveLength(2);
  const intervals = ranges.flatMap((range) =>
    range.split(',').map((part) => {
      const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)] as const;
    }),
  );
  const inRest = (character: string) => {
    const codePoint = character.codePointAt(0)!;
    return intervals.some(([first, last]) => codePoint >= first && codePoint <= last);
  };
  // The two ranges never overlap the core, which every page loads.
  expect(
    coreCodePoints().filter((codePoint) => intervals.some(([first, last]) => codePoint >= first && codePoint <= last)),
  ).toEqual([]);
  return [...new Set([...text].filter(inRest))];
}

test('a page in plain English fetches the two cores and neither rest', async ({ page }) => {
  const faces = recordFaces(page);
  await page.goto('/contact/');
  await page.waitForLoadState('networkidle');
  // The premise: nothing on this page is in either rest (were an editor to add "café" here, pick another page).
  expect(await charactersOfTheRest(page)).toEqual([]);
  expect(faces.core.some((name) => name.startsWith('fraunces'))).toBe(true);
  expect(faces.core.some((name) => name.startsWith('inter_tight'))).toBe(true);
  expect(faces.rest).toEqual([]);
});

test('a page with accented names fetches the rest and shows them in the face', async ({ page }) => {
  const faces = recordFaces(page);
  await page.goto('/thin-air-walking-away-from-paid-social/');
  await page.waitForLoadState('networkidle');
  expect(await charactersOfTheRest(page)).toContain('á');
  expect(faces.rest.some((name) => name.startsWith('inter_tight'))).toBe(true);

  // "Tomás" in the running text: its á is drawn by the text face's rest, not by a fallback font.
  const paragraph = page.locator('main p', { hasText: 'Tomás' }).first();
  await expect(paragraph).toBeVisible();
  const family = await paragraph.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(family).toMatch(/^textFont, textFontRest,/);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((face) => face.family === 'textFontRest' && face.status === 'loaded'),
    ),
  ).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px textFontRest', 'á'))).toBe(true);
});

/**
 * The fallback faces (lib/fonts/fallbacks.css) stand in until the faces arrive, which on a slow phone is after
 * the first paint: each must set the page's own text as wide as the face it stands in for, at every weight the
 * page uses, or a headline takes a line more or less when the face swaps in and the hero moves.
 */
test('each fallback sets the page’s text as wide as its face, at every weight the page uses', async ({ page }) => {
  for (const path of ['/', '/what-we-do/', '/the-case-for-boring-consistency/', '/team/rosa-delgado/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const ratios = await page.evaluate(async () => {
      const fallbackOf: Record<string, string> = {
        displayFont: "'Altitude Display Fallback'",
        textFont: "'Altitude Text Fallback'",
      };
      // The page's visible text, by the face, weight and case it is set in.
      const texts = new Map<string, string[]>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const element = node.parentElement;
        if (!text || !element || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        const face = style.fontFamily.split(',')[0]!.trim();
        if (!fallbackOf[face]) continue;
        const key = `${face} ${style.fontWeight} ${style.textTransform}`;
        texts.set(key, [...(texts.get(key) ?? []), text]);
      }
      const width = (text: string, family: string, weight: string, textTransform: string) => {
        let total = 0;
        // In pieces: one very long line would run past the layout's largest coordinate.
        for (let at = 0; at < text.length; at += 300) {
          const span = document.createElement('span');
          span.textContent = text.slice(at, at + 300);
          Object.assign(span.style, {
            fontFamily: `${family}, monospace`,
            fontWeight: weight,
            textTransform,
            fontSize: '10px',
            whiteSpace: 'nowrap',
            position: 'absolute',
            fontSynthesis: 'none',
          });
          document.body.append(span);
          total += span.getBoundingClientRect().width;
          span.remove();
        }
        return total;
      };
      const result: { key: string; characters: number; ratio: number }[] = [];
      for (const [key, parts] of texts) {
        const text = parts.join(' ');
        // A few words say little about a face's width.
        if (text.length < 200) continue;
        const [face, weight, textTransform] = key.split(' ') as [string, string, string];
        await document.fonts.load(`${weight} 10px ${face}`, text);
        await document.fonts.load(`${weight} 10px ${fallbackOf[face]}`, text);
        result.push({
          key,
          characters: text.length,
          ratio: width(text, fallbackOf[face]!, weight, textTransform) / width(text, face, weight, textTransform),
        });
      }
      return result;
    });
    // Body text and headlines at least, in both faces.
    expect(ratios.some((entry) => entry.key.startsWith('textFont'))).toBe(true);
    expect(ratios.some((entry) => entry.key.startsWith('displayFont'))).toBe(true);
    for (const { key, ratio } of ratios)
      expect(Math.abs(ratio - 1), `${path}: ${key} fallback/face width ${ratio.toFixed(4)}`).toBeLessThanOrEqual(0.015);
  }
});
