import sharp from 'sharp';
import { expect, test, type Page } from '../support/fixtures';

/**
 * Hero text as a visitor reads it: the contrast of every piece of hero text against the pixels really behind
 * it (picture, overlay, scrim, clouds, pill), clouds clear of the text at every width, and the hero's text on
 * the page's one left edge. Runs at the phone (390×844) and desktop (1280×800) sizes of the two projects.
 */

interface TextBox {
  label: string;
  /** The text's colour as the page paints it, `[r, g, b, a]`. */
  color: [number, number, number, number];
  rects: { x: number; y: number; width: number; height: number }[];
}

/** Opens a page and waits until it has loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
}

/** Every page the menus lead to (primary and footer), as site paths. */
async function menuPages(page: Page): Promise<string[]> {
  await open(page, '/');
  const hrefs = await page
    .locator('nav[aria-label="Primary"] a[href], nav[aria-label="Footer"] a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin === new URL(page.url()).origin) paths.add(url.pathname);
  }
  return [...paths].sort();
}

/** The first entry of each listing on the menus' pages (the team, the work, the openings, the categories), as paths. */
async function listedEntries(page: Page, menu: string[]): Promise<string[]> {
  const entries = new Set<string>();
  for (const path of menu) {
    await open(page, path);
    const first = await page
      .locator('#listing [data-entry-uri]')
      .first()
      .getAttribute('data-entry-uri', { timeout: 1000 })
      .catch(() => null);
    if (first) entries.add(new URL(first, page.url()).pathname);
  }
  return [...entries].sort();
}

/** The left edge (x, in px) of the first element each selector finds, or null where it finds none. */
async function leftEdges(page: Page, selectors: Record<string, string>): Promise<Record<string, number | null>> {
  return page.evaluate(
    (wanted) =>
      Object.fromEntries(
        Object.entries(wanted).map(([name, selector]) => {
          // The first one drawn: a page's own band hides the footer's invitation (display: none).
          const found = [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length);
          return [name, found ? found.getBoundingClientRect().x : null];
        }),
      ),
    selectors,
  );
}

/** What starts more than 1 px off the logo's edge, as messages. */
function offTheLogosEdge(where: string, edges: Record<string, number | null>): string[] {
  const reference = edges.logo;
  if (reference === null || reference === undefined) return [`${where}: no logo`];
  return Object.entries(edges)
    .filter(([, x]) => x !== null && Math.abs(x - reference) > 1)
    .map(([name, x]) => `${where}: the logo starts at ${reference.toFixed(1)} px, the ${name} at ${x!.toFixed(1)} px`);
}

/** The hero's text pieces: each element with text of its own, its colour, and the boxes of its lines. */
async function heroText(page: Page): Promise<TextBox[]> {
  return page.locator('[data-hero]').evaluate((hero) => {
    const parse = (value: string) => {
      const parts = value.match(/[\d.]+/g)!.map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1] as [number, number, number, number];
    };
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    const byElement = new Map<Element, TextBox>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden text (the pill's label on phones) sits in a 1 px box clipped to nothing; the text's own
      // line boxes ignore that clipping, so the element's box decides.
      const own = element.getBoundingClientRect();
      if (own.width < 2 || own.height < 2 || style.clipPath.startsWith('inset(50%')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width >= 2 && rect.height >= 2)
        .map((rect) => ({ x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height }));
      if (!rects.length) continue;
      const box = byElement.get(element) ?? {
        label: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${text.slice(0, 40)}"`,
        color: parse(style.color),
        rects: [],
      };
      box.rects.push(...rects);
      byElement.set(element, box);
    }
    return [...byElement.values()];
  });
}

/** Hides the hero's text (and only the text) so a screenshot shows what is behind it. */
async function hideHeroText(page: Page) {
  await page.locator('[data-hero]').evaluate((hero) => {
    for (const element of hero.querySelectorAll<HTMLElement | SVGElement>('*')) {
      // Through the CSSOM: the page's Content Security Policy admits no injected style sheet.
      element.style.setProperty('color', 'transparent', 'important');
      element.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
      element.style.setProperty('text-shadow', 'none', 'important');
    }
  });
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Waits until the hero is painted as a visitor sees it: fonts loaded, its picture decoded, nothing moving. */
async function heroReady(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page
        .locator('[data-hero] img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
}

/** The first screens a hero's headline and call to action must fit on: phones upright and sideways, desktops. */
const FIRST_SCREENS = [
  [320, 568],
  [844, 390],
  [1024, 768],
  [1280, 800],
  [1920, 1080],
] as const;

/** Each of `parts` (a headline, a button: its text and where its box ends) that ends outside a window of that size. */
function outsideTheWindow(
  path: string,
  width: number,
  height: number,
  parts: { text: string; bottom: number; right: number }[],
): string[] {
  return parts
    .filter((part) => part.bottom > height || part.right > width)
    .map((part) => `${path} at ${width}×${height}: "${part.text}" ends at ${Math.round(part.bottom)} px`);
}

test.describe('hero: text, decorations and edges', () => {
  // The hero is drawn entirely by the server and its stylesheet: the app's scripts change nothing in it (the
  // headline's fade runs only after client-side page changes, see shell-transitions.spec.ts). Without them each
  // of the ~20 pages opens in a fraction of the time, which keeps these checks within bounds on a busy machine.
  test.use({ javaScriptEnabled: false });

  // Static clouds (their drift stays within their zone; the zones are what is checked), same layout.
  test.beforeEach(async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('every piece of hero text keeps 4.5:1 against what is really behind it, on every page of the menus', async ({
    page,
  }, testInfo) => {
    const failures: string[] = [];
    const measured: string[] = [];
    const size = `${page.viewportSize()!.width}×${page.viewportSize()!.height}`;
    for (const path of await menuPages(page)) {
      await open(page, path);
      if ((await page.locator('[data-hero]').count()) === 0) continue;
      await heroReady(page);
      const texts = await heroText(page);
      const hero = await page.locator('[data-hero]').evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
      });
      await hideHeroText(page);
      await heroReady(page);
      // Only the hero, in CSS pixels (whatever the device's pixel ratio), in page coordinates.
      const clip = {
        x: 0,
        y: Math.floor(hero.y),
        width: Math.ceil(hero.x + hero.width),
        height: Math.ceil(hero.height),
      };
      const shot = await page.screenshot({ fullPage: true, clip, scale: 'css', animations: 'disabled' });
      const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
      for (const text of texts) {
        const ratios: number[] = [];
        const [tr, tg, tb, ta] = text.color;
        for (const rect of text.rects) {
          const x0 = Math.max(0, Math.floor(rect.x));
          const y0 = Math.max(0, Math.floor(rect.y - clip.y));
          const x1 = Math.min(info.width, Math.ceil(rect.x + rect.width));
          const y1 = Math.min(info.height, Math.ceil(rect.y + rect.height - clip.y));
          for (let y = y0; y < y1; y += 1) {
            for (let x = x0; x < x1; x += 1) {
              const i = (y * info.width + x) * info.channels;
              const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
              // Text painted with some transparency is what its colour over this pixel makes.
              const fg = luminance(tr * ta + r * (1 - ta), tg * ta + g * (1 - ta), tb * ta + b * (1 - ta));
              ratios.push(contrast(fg, luminance(r, g, b)));
            }
          }
        }
        if (!ratios.length) continue;
        ratios.sort((a, b) => a - b);
        // The worst case, short of single stray pixels: 95 % of the pixels under the text do at least this well.
        const worst = ratios[Math.floor(ratios.length * 0.05)]!;
        measured.push(`${path} ${text.label}: ${worst.toFixed(2)}`);
        if (worst < 4.5)
          failures.push(`${path} at ${size}: ${text.label} reads at ${worst.toFixed(2)}:1 (needs 4.5:1)`);
      }
    }
    await testInfo.attach('hero-contrast.txt', { body: measured.join('\n'), contentType: 'text/plain' });
    expect(measured.length).toBeGreaterThan(10);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('no cloud sits under hero text, at any width from 320 to 1920 px', async ({ page }, testInfo) => {
    const failures: string[] = [];
    // The phone project covers the narrow widths, the desktop project the wide ones.
    const widths = testInfo.project.name === 'phone' ? [320, 600, 768] : [1024, 1100, 1920];
    for (const path of await menuPages(page)) {
      await open(page, path);
      if ((await page.locator('[data-hero]').count()) === 0) continue;
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // A window just resized is measured once it has drawn a frame at its new size (a screenshot waits for
        // one; these pages run without JavaScript, so no animation frame callback would): read straight after
        // the resize, Chromium has at times answered with a cloud's box that fits neither the old width nor the
        // new one, a place no visitor's window ever shows.
        await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
        const crossings = await page.locator('[data-hero]').evaluate((hero) => {
          const clouds = [...hero.querySelectorAll('[data-cloud-style]')].map((cloud) => cloud.getBoundingClientRect());
          const found: string[] = [];
          const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              if (rect.width < 2 || rect.height < 2) continue;
              for (const cloud of clouds) {
                const overlaps =
                  rect.left < cloud.right &&
                  cloud.left < rect.right &&
                  rect.top < cloud.bottom &&
                  cloud.top < rect.bottom;
                // The boxes and the window's width go into the message: what a rare failure looked like.
                const box = (r: DOMRect) => [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
                if (overlaps)
                  found.push(
                    `"${node.textContent.trim().slice(0, 40)}" (text ${box(rect)}, cloud ${box(cloud)}, window ${window.innerWidth} px)`,
                  );
              }
            }
          }
          return found;
        });
        for (const text of crossings) failures.push(`${path} at ${width} px: a cloud lies under ${text}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('one left edge: the logo, the hero text, the content, a listing and the footer start together', async ({
    page,
  }) => {
    const failures: string[] = [];
    let compared = 0;
    for (const path of await menuPages(page)) {
      await open(page, path);
      const edges = await leftEdges(page, {
        logo: 'header .brand',
        headline: '[data-hero-headline]',
        content: '[data-entry-content] > :is(h2, h3, p)',
        listing: '#listing-heading',
        footer: '.footer-top > *',
      });
      if (edges.logo === null || edges.headline === null) continue;
      compared += 1;
      failures.push(...offTheLogosEdge(path, edges));
    }
    expect(compared).toBeGreaterThan(3);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('one left edge on entries: the logo, the header, the picture, the aside above the content and the content start together', async ({
    page,
  }) => {
    const failures: string[] = [];
    const templates = new Set<string>();
    for (const path of await listedEntries(page, await menuPages(page))) {
      await open(page, path);
      const template = await page.evaluate(
        () => document.querySelector('article[data-template]')?.getAttribute('data-template') ?? null,
      );
      if (!template) continue;
      templates.add(template);
      const edges = await leftEdges(page, {
        logo: 'header .brand',
        header: 'article[data-template] > header > *',
        picture: 'article[data-template] > figure',
        // The entry's aside (facts, byline, filing) where it is a band of its own: beside the text from 1024 px.
        aside:
          (page.viewportSize()?.width ?? 0) < 1024
            ? '[data-entry-aside] > aside'
            : '[data-entry-aside="above"] > aside',
        content: '[data-entry-content] > :is(h2, h3, p)',
        footer: '.footer-top > *',
      });
      failures.push(...offTheLogosEdge(`${path} (${template})`, edges));
    }
    expect([...templates].sort()).toEqual(expect.arrayContaining(['career', 'case-study', 'post', 'team-member']));
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test.describe('at window sizes of their own', () => {
    // Each sets its own window sizes, a phone's among them: once is enough.
    test.skip(({ isMobile }) => isMobile, 'sets its own window sizes');

    test('the first screen holds each hero’s headline and its call to action, from 320×568 to 1920×1080', async ({
      page,
    }) => {
      const paths = await menuPages(page);
      const failures: string[] = [];
      let checked = 0;
      for (const [width, height] of FIRST_SCREENS) {
        await page.setViewportSize({ width, height });
        for (const path of paths) {
          await open(page, path);
          if ((await page.locator('[data-hero]').count()) === 0) continue;
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const parts = await page.locator('[data-hero]').evaluate((hero) =>
            [hero.querySelector('[data-hero-headline]'), hero.querySelector('[data-hero-cta]')]
              .filter((element) => element !== null)
              .map((element) => ({
                text: element.textContent!.trim().slice(0, 30),
                bottom: element.getBoundingClientRect().bottom,
                right: element.getBoundingClientRect().right,
              })),
          );
          checked += parts.length;
          failures.push(...outsideTheWindow(path, width, height, parts));
        }
      }
      expect(checked).toBeGreaterThan(5 * paths.length);
      expect(failures, failures.join('\n')).toEqual([]);
    });

    test('the first screen holds an entry’s title and its action on every entry template and the 404 page, from 320×568 to 1920×1080', async ({
      page,
    }) => {
      const menu = await menuPages(page);
      // The first entry of each listing on the menus' pages (a post, a podcast episode, a case study, an opening, a
      // team member) and the page a wrong address shows; the menus' own pages and their heroes are the test above.
      const paths = [...(await listedEntries(page, menu)), '/this-address-leads-nowhere/'];
      const failures: string[] = [];
      const templates = new Set<string>();
      let checked = 0;
      for (const path of paths) {
        await page.setViewportSize({ width: 320, height: 568 });
        await open(page, path);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        for (const [width, height] of FIRST_SCREENS) {
          await page.setViewportSize({ width, height });
          // Read at once: reading the boxes lays the page out at the new size.
          const found = await page.evaluate(() => {
            const template = document.querySelector('[data-template]');
            const episode = document.querySelector('main audio') ? ' (episode)' : '';
            // A hero's headline and button; an entry's title and the action its header offers.
            const parts = [
              document.querySelector('main [data-hero-headline]'),
              document.querySelector('main [data-hero-cta]'),
            ].filter((element) => element !== null && element.getClientRects().length > 0);
            return {
              template: `${template?.getAttribute('data-template') ?? 'none'}${episode}`,
              parts: parts.map((element) => ({
                text: element!.textContent!.trim().slice(0, 30),
                bottom: element!.getBoundingClientRect().bottom,
                right: element!.getBoundingClientRect().right,
              })),
            };
          });
          templates.add(found.template);
          if (!found.parts.length) failures.push(`${path} at ${width}×${height}: no headline`);
          checked += found.parts.length;
          failures.push(...outsideTheWindow(path, width, height, found.parts));
        }
      }
      expect([...templates]).toEqual(
        expect.arrayContaining(['post', 'post (episode)', 'case-study', 'career', 'team-member', 'not-found']),
      );
      expect(checked).toBeGreaterThan(5 * paths.length);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  test('a case study shows each of its pictures once, none cropped beside its text', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same page at any size');
    await open(page, '/work/');
    const studies = await page
      .locator('#listing [data-entry-uri]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-entry-uri')!));
    expect(studies.length).toBeGreaterThan(1);
    for (const study of studies) {
      await open(page, new URL(study, page.url()).pathname);
      // The picture each <img> shows, whatever size the optimiser was asked for.
      const pictures = await page.locator('main img').evaluateAll((images) =>
        images.map((image) => {
          const src = new URL((image as HTMLImageElement).src, location.href);
          return src.searchParams.get('url') ?? src.pathname;
        }),
      );
      expect(pictures.length, study).toBeGreaterThan(1);
      const repeated = pictures.filter((picture, index) => pictures.indexOf(picture) !== index);
      expect(repeated, `${study} shows ${repeated.join(', ')} more than once`).toEqual([]);
      // Beside its text, the picture keeps its own proportions: nothing of it (a mock-up's words) is cropped away.
      const beside = page.locator('.wp-block-media-text__media img').first();
      await beside.scrollIntoViewIfNeeded();
      await expect.poll(() => beside.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const shape = await beside.evaluate((image) => {
        const { naturalWidth, naturalHeight } = image as HTMLImageElement;
        const box = image.getBoundingClientRect();
        return { shown: box.width / box.height, own: naturalWidth / naturalHeight };
      });
      expect(Math.abs(shape.shown - shape.own), `${study}: ${JSON.stringify(shape)}`).toBeLessThan(0.02);
    }
  });

  test('on a 320 px phone every headline stays inside the window, on the menus’ pages and their entries', async ({
    page,
  }) => {
    const menu = await menuPages(page);
    const paths = [...menu, ...(await listedEntries(page, menu))];
    await page.setViewportSize({ width: 320, height: 640 });
    const failures: string[] = [];
    for (const path of paths) {
      await open(page, path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const overflowing = await page.evaluate(() => {
        const found: string[] = [];
        for (const heading of document.querySelectorAll('main :is(h1, h2)')) {
          const range = document.createRange();
          range.selectNodeContents(heading);
          const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
          if (right > document.documentElement.clientWidth + 1)
            found.push(`"${heading.textContent?.trim().slice(0, 40)}" reaches ${Math.round(right)} px`);
        }
        return found;
      });
      for (const text of overflowing) failures.push(`${path}: ${text} (window 320 px)`);
    }
    expect(paths.length).toBeGreaterThan(10);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
