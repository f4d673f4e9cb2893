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
