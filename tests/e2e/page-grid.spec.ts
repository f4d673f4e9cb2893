import { expect, test, type Page } from '../support/fixtures';

/**
 * The page grid (app/globals.css, components/templates/blocks.css): from 1024 px up the designed sections of a page
 * span the wrap while its reading text keeps the measure on the same left edge; no grid of cards ends on one card
 * alone; no word of a heading or an e-mail address is split across two lines. Sets its own window sizes (desktop
 * project only).
 */

const WRAP = 1192;
/** The designed sections of the demo's pages, each drawn by the editor's blocks. */
const DESIGNED = [
  '.wp-block-columns.is-style-cards',
  '.wp-block-columns.is-style-stats',
  '.wp-block-media-text',
  'ol.is-style-steps',
  '.testimonials-splide',
  '.wp-block-gallery',
  '.wp-block-pullquote',
].map((selector) => `.entry-content > ${selector}`);

/** A post, a case study, an opening and a team member: text-only stretches beside a designed aside. */
const ENTRIES = [
  '/the-case-for-boring-consistency/',
  '/work/orange-blossom-credit-union/',
  '/careers/senior-brand-designer/',
  '/team/aaliyah-jordan/',
];
/** The height of a band of the page measured at once, and the longest run of them that may leave a third empty. */
const BAND = 40;
const STRETCH = 320;

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/** The window at another width: the page is laid out again, without loading it again. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The wrap at this window: 1192 px, or the page's width less its gutters (2.5rem from 1000 px up). */
const wrapOf = (page: Page) => page.evaluate((wrap) => Math.min(wrap, document.documentElement.clientWidth - 80), WRAP);

test.describe('the page grid', () => {
  for (const path of ['/', '/what-we-do/', '/contact/', '/work/orange-blossom-credit-union/']) {
    test(`${path}: from 1024 px designed sections span the wrap beside text that keeps its measure`, async ({
      page,
    }) => {
      await visit(page, path);
      for (const width of [1024, 1280, 1920]) {
        await resize(page, width);
        const boxes = await page.evaluate(
          ([designed]) => {
            const box = (element: Element) => {
              const rect = element.getBoundingClientRect();
              return { left: Math.round(rect.left), width: Math.round(rect.width), name: element.className };
            };
            return {
              designed: [...document.querySelectorAll(designed!)].map(box),
              text: [...document.querySelectorAll('.entry-content > p:not([class])')].map(box),
            };
          },
          [DESIGNED.join(', ')],
        );
        expect(boxes.designed.length, `${path}: designed sections`).toBeGreaterThan(0);
        const wrap = await wrapOf(page);
        const edge = boxes.text[0]?.left ?? boxes.designed[0]!.left;
        for (const section of boxes.designed) {
          expect(section.width, `${path} at ${width} px: ${section.name}`).toBeGreaterThanOrEqual(
            Math.floor((wrap * 2) / 3),
          );
          expect(section.left, `${path} at ${width} px: ${section.name} on the left edge`).toBe(edge);
        }
        for (const paragraph of boxes.text) {
          expect(paragraph.width, `${path} at ${width} px: a paragraph keeps its measure`).toBeLessThanOrEqual(640);
          expect(paragraph.left, `${path} at ${width} px: a paragraph on the left edge`).toBe(edge);
        }
      }
    });
  }

  for (const path of ENTRIES) {
    test(`${path}: at 1280 and 1920 px text-only stretches sit beside the entry's aside, which no block runs into`, async ({
      page,
    }) => {
      await visit(page, path);
      for (const width of [1280, 1920]) {
        await resize(page, width);
        const wrap = await wrapOf(page);
        const measured = await page.evaluate(
          ({ wrap, band }) => {
            const left = (document.documentElement.clientWidth - wrap) / 2;
            const rail = document.querySelector('[data-entry-aside]');
            const railBox = rail?.getBoundingClientRect();
            const asideBox = rail?.querySelector('aside')?.getBoundingClientRect();
            // Beside the text, the aside holds its column across the rail's rows: it stays in view while they
            // scroll by. Above content that opens wide, it is a band of its own.
            const side =
              railBox && asideBox
                ? rail!.getAttribute('data-entry-aside') === 'beside'
                  ? { top: railBox.top, bottom: railBox.bottom, left: asideBox.left, right: asideBox.right }
                  : asideBox
                : null;
            const blocks = [...document.querySelectorAll('[data-entry-content] > *')]
              .map((block) => ({
                name: `${block.tagName} ${block.className}`.trim(),
                box: block.getBoundingClientRect(),
              }))
              .filter(({ box }) => box.height > 0);
            const boxes = [...blocks.map(({ box }) => box), ...(side ? [side] : [])];
            const top = Math.min(...blocks.map(({ box }) => box.top));
            const bottom = Math.max(...blocks.map(({ box }) => box.bottom));
            // Each band of the content's height: the share of the wrap that nothing drawn in it covers.
            const empty: { top: number; share: number }[] = [];
            for (let y = top; y < bottom; y += band) {
              const spans = boxes
                .filter((box) => box.top < y + band && box.bottom > y)
                .map((box) => [Math.max(left, box.left), Math.min(left + wrap, box.right)] as const)
                .filter(([from, to]) => to > from)
                .sort(([a], [b]) => a - b);
              if (!spans.length) continue; // the space between two blocks
              let covered = 0;
              let reach = left;
              for (const [from, to] of spans) {
                covered += Math.max(0, to - Math.max(from, reach));
                reach = Math.max(reach, to);
              }
              empty.push({ top: Math.round(y - top), share: 1 - covered / wrap });
            }
            const overlaps = side
              ? blocks
                  .filter(
                    ({ box }) =>
                      box.left < side.right && box.right > side.left && box.top < side.bottom && box.bottom > side.top,
                  )
                  .map(({ name }) => name)
              : [];
            return { empty, overlaps, aside: rail?.getAttribute('data-entry-aside') ?? null };
          },
          { wrap, band: BAND },
        );
        expect(measured.aside, `${path} at ${width} px: the entry's aside`).not.toBeNull();
        expect(measured.overlaps, `${path} at ${width} px: blocks running into the aside`).toEqual([]);
        // A stretch: consecutive bands that leave more than about a third of the wrap empty.
        let stretch = 0;
        let longest = { from: 0, height: 0 };
        for (const [index, band] of measured.empty.entries()) {
          stretch = band.share > 0.36 ? stretch + BAND : 0;
          if (stretch > longest.height)
            longest = { from: measured.empty[index]!.top - stretch + BAND, height: stretch };
        }
        expect(
          longest.height,
          `${path} at ${width} px: ${longest.height} px from ${longest.from} px leave over a third of the wrap empty`,
        ).toBeLessThanOrEqual(STRETCH);
      }
    });
  }

  for (const path of ['/', '/about-us/', '/team/']) {
    test(`${path}: no grid of cards, stats or people ends on one alone`, async ({ page }) => {
      const grids = [
        '.entry-content .is-style-cards',
        '.entry-content .is-style-stats',
        'main ul[role="list"]:has(> li[data-entry-uri])',
      ].join(', ');
      await visit(page, path);
      for (const width of [768, 1024, 1280]) {
        await resize(page, width);
        const lone = await page.evaluate((selector) => {
          const found: string[] = [];
          for (const grid of document.querySelectorAll(selector)) {
            const items = [...grid.children].filter((child) => child.getClientRects().length);
            if (items.length < 2) continue;
            const rows = new Map<number, DOMRect[]>();
            for (const item of items) {
              const rect = item.getBoundingClientRect();
              const top = Math.round(rect.top);
              rows.set(top, [...(rows.get(top) ?? []), rect]);
            }
            if (rows.size < 2) continue;
            const last = [...rows.entries()].sort(([a], [b]) => a - b).at(-1)![1];
            const gridWidth = grid.getBoundingClientRect().width;
            // One card on the last row is alone unless it takes the row (a grid that stacks its cards).
            if (last.length === 1 && last[0]!.width < gridWidth * 0.9) {
              found.push(`${grid.className || grid.tagName}: ${items.length} items`);
            }
          }
          return found;
        }, grids);
        expect(lone, `${path} at ${width} px`).toEqual([]);
      }
    });
  }

  test('the footer keeps its wordmark and menu labels on one line at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/');
    const wrapped = await page.evaluate(() =>
      [...document.querySelectorAll('.site-footer .brand-name, .footer-group a')]
        .filter((element) => {
          const lines = new Set([...element.getClientRects()].map((rect) => Math.round(rect.top)));
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width).map((r) => Math.round(r.top)));
          return lines.size > 1 || tops.size > 1;
        })
        .map((element) => element.textContent),
    );
    expect(wrapped).toEqual([]);
  });

  test('every picture is sharp on a 2× screen: its file has a pixel for each of the screen’s', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const soft: string[] = [];
    for (const path of ['/', '/work/', '/work/orange-blossom-credit-union/', '/about-us/', '/team/']) {
      await visit(page, path);
      // Down the page, so that every lazy picture loads, then back.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      soft.push(
        ...(await page.evaluate(async (path) => {
          const found: string[] = [];
          for (const image of document.querySelectorAll<HTMLImageElement>('main img')) {
            const box = image.getBoundingClientRect();
            if (box.width < 200 || !image.currentSrc || image.currentSrc.endsWith('.svg')) continue;
            // The file the browser chose, at its own size (naturalWidth would be divided by the candidate's density).
            const file = new Image();
            file.src = image.currentSrc;
            await file.decode();
            // The picture as drawn: covering its box (object-fit: cover) or filling it.
            const cover = getComputedStyle(image).objectFit === 'cover';
            const scale = cover
              ? Math.max(box.width / file.naturalWidth, box.height / file.naturalHeight)
              : box.width / file.naturalWidth;
            const drawn = file.naturalWidth * scale * devicePixelRatio;
            // A tenth short of the screen's pixels is not visible; more is a soft picture.
            if (file.naturalWidth < drawn * 0.9)
              found.push(
                `${path} ${new URL(image.currentSrc).searchParams.get('url') ?? image.currentSrc}: ${file.naturalWidth} px for ${Math.round(drawn)}`,
              );
          }
          return found;
        }, path)),
      );
    }
    await context.close();
    expect(soft).toEqual([]);
  });

  test('no word of a heading or an e-mail address is split across two lines, from 320 to 2560 px', async ({ page }) => {
    for (const path of ['/hot-air/', '/contact/']) {
      await visit(page, path);
      for (const width of [320, 390, 1024, 1280, 1920, 2560]) {
        await resize(page, width);
        const split = await page.evaluate(() => {
          const found: string[] = [];
          for (const element of document.querySelectorAll('main :is(h1, h2, h3, h4, a[href^="mailto:"])')) {
            if (!element.getClientRects().length) continue;
            // A word's letters are one run of text between spaces; its pieces after an @, a dot, a hyphen, a dash or a
            // slash may part.
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node as Text;
              for (const word of text.data.matchAll(/[^\s@.\-–—/]+[@.\-–—/]?/g)) {
                const range = document.createRange();
                range.setStart(text, word.index);
                range.setEnd(text, word.index + word[0].length);
                const tops = new Set(
                  [...range.getClientRects()].filter((rect) => rect.width).map((rect) => Math.round(rect.top)),
                );
                if (tops.size > 1) found.push(`${element.tagName} “${word[0]}”`);
              }
            }
          }
          return found;
        });
        expect(split, `${path} at ${width} px`).toEqual([]);
      }
    }
  });
});
