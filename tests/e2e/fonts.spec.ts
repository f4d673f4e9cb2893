/**
 * Each face is a core (the characters English copy uses) and the rest of its Latin (lib/fonts/subsets.ts): a
 * page fetches the rest only when its text uses one of those characters, and then shows them in the face, not
 * in a fallback.
 */
import type { Request } from '@playwright/test';
import { coreCodePoints } from '../../lib/fonts/subsets';
import { DISPLAY_FAMILY, TEXT_FAMILY } from '../../server/html/boot-scripts';
import { expect, test, type Page } from '../support/fixtures';

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
 * Everything the site draws around an editor's words (menus, buttons, arrows, the marquee's stars, the footer)
 * is in its two faces or drawn. A character neither face has is set in whatever font the visitor's system
 * offers for it, looks different on every platform, and makes Chromium search the system's fonts while it lays
 * the page out. Chromium names the fonts it drew each element's text in (including its ::before and ::after);
 * on every page of the demo content these must be the faces alone, the menu panel's included.
 */
test('the site draws all its text in its two faces, nothing in a system font', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  // Home (hero, marquee, sections), a form, a post, a listing with pages and one of openings; each with the menu
  // panel and the footer.
  for (const path of ['/', '/contact/', '/the-case-for-boring-consistency/', '/insights/', '/careers/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // A first visit switches to the faces region by region after the largest paint; read the page once it has.
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-faces'));
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body, body *' });
    const faces = new Set<string>();
    const strays: string[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) {
        faces.add(font.familyName);
        if (font.isCustomFont) continue;
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        strays.push(`${font.familyName} (${font.glyphCount} glyphs): ${outerHTML.slice(0, 160)}`);
      }
    }
    await cdp.send('CSS.disable');
    await cdp.send('DOM.disable');
    // The premise: the page has text in both faces.
    expect([...faces], path).toEqual(expect.arrayContaining(['Fraunces', 'Inter Tight']));
    expect(strays, path).toEqual([]);
  }
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

/**
 * A browser's first visit (server/html/boot-scripts.ts): the page first paints in the faces' metric-matched
 * fallbacks, and no face or app script is requested before its largest paint, so on a phone the priority
 * picture has the first round trips to itself. Then both faces load and the page switches to them a region at a
 * time, each in a task of its own. A later visit finds them in the HTTP cache and uses them from its first layout.
 */
test.describe('the faces on a first visit', () => {
  interface Timeline {
    lcp: { time: number; tag: string }[];
    facesAtStart: string | null;
    /** The headline's and the first paragraph's families at the first paint. */
    familiesAtStart: string[];
    /** Each task's switches: the tags of the elements that took `data-faces` in it. */
    switches: string[][];
  }

  /** Records, in the page, the largest paints, the state at the first paint and each task's region switches. */
  async function recordTimeline(page: Page) {
    await page.addInitScript(() => {
      const record: Timeline = { lcp: [], facesAtStart: null, familiesAtStart: [], switches: [] };
      (window as unknown as { __timeline: Timeline }).__timeline = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          record.lcp.push({ time: entry.startTime, tag: entry.element?.tagName ?? '' });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // A mutation observer's callback runs once at the end of each task, with that task's changes.
      new MutationObserver((mutations) => {
        const switched = mutations
          .map((mutation) => mutation.target as Element)
          .filter((element) => element !== document.documentElement && element.hasAttribute('data-faces'))
          .map((element) => element.tagName);
        if (switched.length) record.switches.push(switched);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-faces'] });
      // At the first paint, when the page has its stylesheets.
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        record.facesAtStart = document.documentElement.getAttribute('data-faces');
        record.familiesAtStart = [document.querySelector('h1'), document.querySelector('main p')].map((element) =>
          element ? getComputedStyle(element).fontFamily : '',
        );
      }).observe({ type: 'paint', buffered: true });
    });
  }

  async function readTimeline(page: Page) {
    return page.evaluate(() => ({
      ...(window as unknown as { __timeline: Timeline }).__timeline,
      faces: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      // Visible text still set in a fallback once the switch is over (none should be).
      inFallback: [...document.querySelectorAll('body *')]
        .filter(
          (element) =>
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
            element.checkVisibility() &&
            /Fallback/.test(getComputedStyle(element).fontFamily.split(',')[0]!),
        )
        .map((element) => element.tagName),
    }));
  }

  test('the priority picture paints before any face or app script is asked for; then the faces, a region per task', async ({
    page,
  }) => {
    await recordTimeline(page);
    await page.goto('/the-case-for-boring-consistency/');
    await page.waitForLoadState('networkidle');
    const timeline = await readTimeline(page);
    // Painted first in the fallbacks…
    expect(timeline.facesAtStart).toBe('later');
    // …with the featured picture as the largest paint, before any face or script was asked for.
    const picture = timeline.lcp.find((entry) => entry.tag === 'IMG');
    expect(picture).toBeDefined();
    expect(timeline.faces.length).toBeGreaterThanOrEqual(2);
    for (const start of timeline.faces) expect(start).toBeGreaterThan(picture!.time);
    expect(timeline.scripts.length).toBeGreaterThan(0);
    for (const start of timeline.scripts) expect(start).toBeGreaterThan(picture!.time);
    // The switch went a region at a time, one per task: the header, the entry's figure and blocks, the footer's parts.
    expect(timeline.switches.length).toBeGreaterThanOrEqual(8);
    for (const task of timeline.switches) expect(task).toHaveLength(1);
    expect(timeline.switches.flat()).toEqual(expect.arrayContaining(['HEADER', 'FIGURE', 'P', 'H2']));
    // Then the page is in both faces, with nothing left on any element and no text in a fallback.
    expect(await page.locator('[data-faces]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-faces'))).toBe(false);
    expect(timeline.inFallback).toEqual([]);
    const families = [
      await page
        .locator('h1')
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily),
      await page
        .locator('main p')
        .first()
        .evaluate((p) => getComputedStyle(p).fontFamily),
    ];
    // The loader loads the faces by these names (server/html/boot-scripts.ts): they must stay next/font's.
    expect(families[0]!.startsWith(`${DISPLAY_FAMILY}, ${DISPLAY_FAMILY}Rest, `)).toBe(true);
    expect(families[1]!.startsWith(`${TEXT_FAMILY}, ${TEXT_FAMILY}Rest, `)).toBe(true);
    // What stood in until then were exactly the fallbacks each face's stack lists after it (lib/fonts.ts).
    expect(timeline.familiesAtStart).toEqual(families.map((family) => family.split(', ').slice(2).join(', ')));
    expect(
      await page.evaluate(() => document.fonts.check('16px displayFont') && document.fonts.check('16px textFont')),
    ).toBe(true);
  });

  test('a later visit asks for the faces from the head, before the body, and is never switched', async ({ page }) => {
    await page.goto('/what-we-do/');
    await page.waitForLoadState('networkidle');
    // Later, in a new tab: a renderer of its own, with the faces in the HTTP cache but not in its memory.
    const later = await page.context().newPage();
    await recordTimeline(later);
    await later.addInitScript(
      (families) => {
        const record = { askedBeforeTheBody: null as boolean | null };
        (window as unknown as { __faces: typeof record }).__faces = record;
        // When the body begins, whether both faces are already asked for: the head's loader asks before it, a
        // stylesheet only at the first layout, which comes later (nothing is laid out before the main element).
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          observer.disconnect();
          const faces = [...document.fonts].filter((face) => families.includes(face.family.replace(/^"|"$/g, '')));
          record.askedBeforeTheBody = faces.length === 2 && faces.every((face) => face.status !== 'unloaded');
        }).observe(document, { childList: true, subtree: true });
      },
      [DISPLAY_FAMILY, TEXT_FAMILY],
    );
    // A page in plain English (the test above): no rest face, which loads only when text needs it, is asked for.
    await later.goto('/contact/');
    await later.waitForLoadState('networkidle');
    // Chromium holds the first paint for fonts asked for before the body, up to 50 ms (its render-blocking font
    // loads), so from a warm cache the first layout is in the faces. How many look-ups of local fonts that saves
    // is measured, not asserted (docs/performance.md, "Fewer look-ups of the
    // system's fonts").
    expect(
      await later.evaluate(() => (window as unknown as { __faces: { askedBeforeTheBody: boolean } }).__faces),
    ).toEqual({ askedBeforeTheBody: true });
    const timeline = await readTimeline(later);
    expect(timeline.facesAtStart).toBeNull();
    expect(timeline.switches).toEqual([]);
    expect(
      await later
        .locator('h1')
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily),
    ).toMatch(/^displayFont,/);
    expect(
      await later.evaluate(() => document.fonts.check('16px displayFont') && document.fonts.check('16px textFont')),
    ).toBe(true);
  });

  test('without JavaScript the page is set in the faces from the start', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const faces = recordFaces(page);
    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-faces'))).toBe(false);
    expect(faces.core.some((name) => name.startsWith('fraunces'))).toBe(true);
    expect(faces.core.some((name) => name.startsWith('inter_tight'))).toBe(true);
    await context.close();
  });
});
