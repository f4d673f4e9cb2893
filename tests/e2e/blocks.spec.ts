import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { AXE_TAGS } from '../../harness/pages';
import { expect, test, type Page } from '../support/fixtures';
import { expectNoViolations, watchPolicy } from '../support/secured-site';

/**
 * The core blocks as a visitor sees them, on the page that holds one of each (/block-library/, content pack
 * pages/block-library.ts; docs/blocks.md). Runs at 1280×800 and 390×844, on the embedded server and on a real
 * WordPress (playwright.wordpress.config.ts).
 */
const PATH = '/block-library/';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 782;

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not drawn`);
  return found;
};

/** WCAG relative luminance and contrast ratio of two sRGB colours. */
const luminance = ([r, g, b]: number[]) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

test.describe('blocks: the block library page', () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  });

  test('text reads in a measure, wide blocks are wider from the same left edge, full ones span the viewport, nothing scrolls sideways', async ({
    page,
  }) => {
    // The viewport less the scrollbar's reserved strip (the root reserves it: scrollbar-gutter: stable).
    const viewport = await page.evaluate(() => document.body.getBoundingClientRect().width);
    const paragraph = await box(page, '[data-entry-content] > p');
    const wide = await box(page, '[data-entry-content] > .wp-block-columns.alignwide');
    const band = await box(page, '[data-entry-content] > .is-style-band');
    const cover = await box(page, '[data-entry-content] > .wp-block-cover.alignfull');

    // About 65–72 characters a line on a desktop: the paragraph's width over its average character width.
    const perLine = await page
      .locator('[data-entry-content] > p')
      .first()
      .evaluate((p) => {
        const style = getComputedStyle(p);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = p.textContent ?? '';
        return p.clientWidth / (context.measureText(text).width / text.length);
      });
    if (isPhone(page)) {
      expect(perLine).toBeLessThan(60);
      expect(paragraph.x).toBeGreaterThanOrEqual(12);
      expect(wide.width).toBeGreaterThanOrEqual(paragraph.width - 1);
    } else {
      expect(perLine).toBeGreaterThan(62);
      expect(perLine).toBeLessThan(76);
      expect(wide.width).toBeGreaterThan(paragraph.width + 200);
      // On the text's left edge (the page's one left edge), growing to the right.
      expect(Math.abs(wide.x - paragraph.x)).toBeLessThan(1);
    }
    for (const full of [band, cover]) {
      expect(full.x).toBeCloseTo(0, 0);
      expect(full.width).toBeCloseTo(viewport, 0);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('columns sit side by side on a desktop and stack on a phone, at the widths the editor chose', async ({
    page,
  }) => {
    const columns = page.locator(
      '[data-entry-content] > .wp-block-columns.alignwide:not(.is-style-cards) > .wp-block-column',
    );
    await expect(columns).toHaveCount(2);
    const [first, second] = [(await columns.nth(0).boundingBox())!, (await columns.nth(1).boundingBox())!];
    if (isPhone(page)) {
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      expect(Math.abs(second.width - first.width)).toBeLessThan(2);
    } else {
      expect(Math.abs(second.y - first.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThan(first.x + first.width);
      // 33.33% and 66.66%, less the gap between them.
      expect(second.width / first.width).toBeGreaterThan(1.8);
      expect(second.width / first.width).toBeLessThan(2.2);
    }
  });

  test('a file block shows its name as a link and its download as a button beside it, served from the site', async ({
    page,
  }) => {
    const file = page.locator('[data-entry-content] .wp-block-file');
    const name = file.locator('a:not(.wp-block-file__button)');
    const button = file.locator('.wp-block-file__button');
    await expect(name).toContainText('The headquarters at dusk');
    await expect(button).toHaveText('Download');
    expect(await button.getAttribute('href')).toMatch(/^\/wp-content\/uploads\/.*hero-headquarters-dusk/);
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        height: el.getBoundingClientRect().height,
        decoration: style.textDecorationLine,
        radius: parseFloat(style.borderTopLeftRadius),
        background: style.backgroundColor,
      };
    });
    expect(look.height).toBeGreaterThanOrEqual(44);
    expect(look.decoration).toBe('none');
    expect(look.radius).toBeGreaterThan(8);
    expect(look.background).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
    // Apart from the name: beside it with a gap, or on the next line.
    const [n, b] = [(await name.boundingBox())!, (await button.boundingBox())!];
    expect(b.x >= n.x + n.width + 8 || b.y >= n.y + n.height).toBe(true);
  });

  test("the editor's layouts: a row spread to both ends, a centred stack, a grid of columns", async ({ page }) => {
    const content = '[data-entry-content]';
    // A row justified space-between that does not wrap: the text at the block's left edge, the button at its right,
    // on one line.
    const row = `${content} .wp-block-group.is-layout-flex.is-content-justification-space-between.is-nowrap`;
    const rowBox = await box(page, row);
    const text = await box(page, `${row} > p`);
    const button = await box(page, `${row} .wp-block-button__link`);
    expect(Math.abs(text.x - rowBox.x)).toBeLessThan(2);
    expect(Math.abs(button.x + button.width - (rowBox.x + rowBox.width))).toBeLessThan(2);
    expect(button.y).toBeLessThan(text.y + text.height);
    expect(text.y).toBeLessThan(button.y + button.height);

    // A vertical stack of buttons, centred across.
    const stack = `${content} .wp-block-buttons.is-vertical.is-content-justification-center`;
    const stackBox = await box(page, stack);
    const stacked = await box(page, `${stack} .wp-block-button__link`);
    expect(Math.abs(stacked.x + stacked.width / 2 - (stackBox.x + stackBox.width / 2))).toBeLessThan(2);

    // A grid: columns of at least 12rem across the measure (two on a desktop), one column on a phone.
    const cells = page.locator(`${content} .wp-block-group.is-layout-grid > *`);
    await expect(cells).toHaveCount(3);
    const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await cells.nth(i).boundingBox())!));
    if (isPhone(page)) {
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
      expect(third!.y).toBeGreaterThanOrEqual(second!.y + second!.height);
    } else {
      expect(Math.abs(second!.y - first!.y)).toBeLessThan(2);
      expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      expect(third!.y).toBeGreaterThan(first!.y);
    }
  });

  test("buttons have a button's box: padding, a fill or a border, no underline, a 44 px target and a visible focus ring", async ({
    page,
  }) => {
    // Every button but the square one the editor chose (its own corners: "the editor's variants" below).
    const buttons = page.locator('[data-entry-content] .wp-block-button__link').filter({ hasNotText: 'Square' });
    expect(await buttons.count()).toBeGreaterThanOrEqual(4);
    for (const button of await buttons.all()) {
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return {
          width: rect.width,
          height: rect.height,
          paddingX: parseFloat(style.paddingLeft),
          paddingY: parseFloat(style.paddingTop),
          decoration: style.textDecorationLine,
          background: style.backgroundColor,
          border: parseFloat(style.borderTopWidth),
          borderColor: style.borderTopColor,
          radius: parseFloat(style.borderTopLeftRadius),
        };
      });
      expect(look.height).toBeGreaterThanOrEqual(44);
      expect(look.width).toBeGreaterThanOrEqual(44);
      expect(look.paddingX).toBeGreaterThanOrEqual(16);
      expect(look.paddingY).toBeGreaterThanOrEqual(8);
      expect(look.decoration).toBe('none');
      expect(look.radius).toBeGreaterThan(8);
      const filled = !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(look.background);
      const outlined = look.border >= 1 && !/rgba\(\d+, \d+, \d+, 0\)/.test(look.borderColor);
      expect(filled || outlined).toBe(true);
    }
    // Primary is filled, outline is not.
    const primary = page.locator(
      '#buttons + .wp-block-buttons .wp-block-button:not(.is-style-outline) .wp-block-button__link',
    );
    const outline = page.locator('#buttons + .wp-block-buttons .is-style-outline .wp-block-button__link');
    expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
      /rgba\(\d+, \d+, \d+, 0\)/,
    );
    expect(await outline.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/rgba\(\d+, \d+, \d+, 0\)/);
    // Side by side, not indented: the first starts at the text's left edge.
    const paragraph = await box(page, '[data-entry-content] > p');
    expect((await primary.boundingBox())!.x).toBeCloseTo(paragraph.x, 0);

    await primary.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(primary).toBeFocused();
    const ring = await primary.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  test('the cover sets its text over the picture, contrasting at least 4.5:1 with what lies behind it', async ({
    page,
  }) => {
    const cover = page.locator('[data-entry-content] > .wp-block-cover').first();
    await cover.scrollIntoViewIfNeeded();
    const image = await box(page, '.wp-block-cover .wp-block-cover__image-background');
    const text = cover.locator('.wp-block-cover__inner-container p').first();
    const textBox = (await text.boundingBox())!;
    expect(textBox.x).toBeGreaterThanOrEqual(image.x);
    expect(textBox.y).toBeGreaterThanOrEqual(image.y);
    expect(textBox.x + textBox.width).toBeLessThanOrEqual(image.x + image.width);
    expect(textBox.y + textBox.height).toBeLessThanOrEqual(image.y + image.height);
    expect(image.height).toBeGreaterThanOrEqual(400);
    await expect(cover.locator('.wp-block-cover__image-background')).toHaveJSProperty('complete', true);

    // What lies behind the text: the picture under its overlay, photographed with the text hidden.
    const colour = rgb(await text.evaluate((el) => getComputedStyle(el).color));
    await cover
      .locator('.wp-block-cover__inner-container')
      .evaluate((el) => el.style.setProperty('visibility', 'hidden'));
    const shot = await page.screenshot({ clip: textBox, animations: 'disabled' });
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const ratios: number[] = [];
    for (let i = 0; i < info.width * info.height; i += 1) {
      ratios.push(contrast(colour, [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!]));
    }
    ratios.sort((a, b) => a - b);
    // The least contrasting 2 % of the background may be specks; everything else must read.
    expect(ratios[Math.floor(ratios.length * 0.02)]).toBeGreaterThanOrEqual(4.5);
  });

  test('every background colour offered gives its text at least 4.5:1', async ({ page }) => {
    const ratios = await page.locator('[data-entry-content]').evaluate((content) => {
      const slugs = ['ink', 'dusk', 'meadow', 'sunset-deep', 'ink-soft', 'sunset', 'sky', 'sky-deep', 'mist', 'paper'];
      return slugs.map((slug) => {
        const group = document.createElement('div');
        group.className = `wp-block-group has-${slug}-background-color has-background`;
        const p = document.createElement('p');
        p.textContent = slug;
        group.append(p);
        content.append(group);
        const result = { slug, color: getComputedStyle(p).color, background: getComputedStyle(group).backgroundColor };
        group.remove();
        return result;
      });
    });
    for (const { slug, color, background } of ratios) {
      expect(background, slug).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)/);
      expect(contrast(rgb(color), rgb(background)), slug).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the gallery is a grid: three across on a desktop, two on a phone', async ({ page }) => {
    const images = page.locator('[data-entry-content] .wp-block-gallery > .wp-block-image');
    await expect(images).toHaveCount(6);
    const boxes = await Promise.all((await images.all()).map(async (image) => (await image.boundingBox())!));
    const across = boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 2).length;
    expect(across).toBe(isPhone(page) ? 2 : 3);
    // One shape for every picture, and a gap between them.
    for (const b of boxes) expect(Math.abs(b.width - boxes[0]!.width)).toBeLessThan(2);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
  });

  test('the table is readable and, on a phone, scrolls within itself', async ({ page }) => {
    const figure = page.locator('[data-entry-content] .wp-block-table');
    const look = await figure.evaluate((el) => {
      const cell = el.querySelector('td')!;
      return {
        scrolls: el.scrollWidth > el.clientWidth + 1,
        cellWidth: cell.getBoundingClientRect().width,
        fontSize: parseFloat(getComputedStyle(cell).fontSize),
        figureRight: el.getBoundingClientRect().right,
      };
    });
    expect(look.fontSize).toBeGreaterThanOrEqual(13);
    expect(look.cellWidth).toBeGreaterThanOrEqual(100);
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    expect(look.figureRight).toBeLessThanOrEqual(viewport);
    if (isPhone(page)) {
      expect(look.scrolls).toBe(true);
      // A keyboard reaches it to scroll it.
      await expect(figure).toHaveAttribute('tabindex', '0');
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('code keeps its lines as written, in the code face; a long line scrolls within the block, by keyboard too', async ({
    page,
  }) => {
    const block = page.locator('[data-entry-content] pre.wp-block-code');
    const inline = page.locator('[data-entry-content] p > code').first();
    // A first visit switches to the faces after the largest paint (server/html/boot-scripts.ts); read the page after.
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-faces'));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const look = await block.evaluate((el) => ({
      lines: (el.textContent ?? '').split('\n').length,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      height: el.clientHeight,
      scrolls: el.scrollWidth > el.clientWidth + 1,
      right: el.getBoundingClientRect().right,
      whiteSpace: getComputedStyle(el).whiteSpace,
    }));
    // Three lines as written, each on one line of its own: the block is not taller than three lines and its padding.
    expect(look.lines).toBe(3);
    expect(look.whiteSpace).toBe('pre');
    expect(look.height).toBeLessThan(look.lineHeight * 4 + 48);
    expect(look.scrolls).toBe(true);
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    expect(look.right).toBeLessThanOrEqual(viewport);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // Set in the self-hosted code face, the block and code in running text alike.
    const faces = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/['"]/g, '')),
    );
    expect(faces).toContain('codeFont');
    for (const code of [block, inline])
      expect(await code.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^['"]?codeFont/);
    // A keyboard reaches the block and scrolls it.
    await expect(block).toHaveAttribute('tabindex', '0');
    await block.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => block.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('a link written inside code reads on the dark panel, at least 4.5:1, and is still seen as a link', async ({
    page,
  }) => {
    const link = page.locator('[data-entry-content] pre.wp-block-code a');
    await expect(link).toHaveAttribute('href', '/contact/');
    const look = await link.evaluate((el) => {
      const panel = el.closest('pre')!;
      return {
        color: getComputedStyle(el).color,
        background: getComputedStyle(panel).backgroundColor,
        underline: getComputedStyle(el).textDecorationLine,
      };
    });
    expect(contrast(rgb(look.color), rgb(look.background))).toBeGreaterThanOrEqual(4.5);
    expect(look.underline).toContain('underline');
  });

  test('a row that does not wrap shares its line: its pictures and captions give way rather than run off the page', async ({
    page,
  }) => {
    const row = '[data-entry-content] .wp-block-group.is-layout-flex.is-nowrap:has(figure)';
    const rowBox = await box(page, row);
    const figures = await page.locator(`${row} > figure`).evaluateAll((found) =>
      found.map((figure) => {
        const edges = (element: Element | null) => {
          const { x, y, width, height, right } = element!.getBoundingClientRect();
          return { x, y, width, height, right };
        };
        return {
          figure: edges(figure),
          picture: edges(figure.querySelector('img')),
          caption: edges(figure.querySelector('figcaption')),
          // Its words inside its own box, none running into the next figure.
          captionFits:
            figure.querySelector('figcaption')!.scrollWidth <= figure.querySelector('figcaption')!.clientWidth + 1,
        };
      }),
    );
    expect(figures).toHaveLength(5);
    // One line, inside the row, each picture and caption after the one before it, within its own figure.
    for (const [index, { figure, picture, caption, captionFits }] of figures.entries()) {
      const first = figures[0]!.figure;
      expect(figure.y).toBeLessThan(first.y + first.height);
      expect(first.y).toBeLessThan(figure.y + figure.height);
      expect(figure.right).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);
      expect(picture.right).toBeLessThanOrEqual(figure.right + 1);
      expect(caption.right).toBeLessThanOrEqual(figure.right + 1);
      expect(captionFits).toBe(true);
      if (index > 0) expect(figure.x).toBeGreaterThanOrEqual(figures[index - 1]!.figure.right);
    }
    // Five pictures the editor set at 128 px are wider than the measure together: each gives way.
    expect(figures[0]!.picture.width).toBeLessThan(128);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('details open and close', async ({ page }) => {
    const details = page.locator('[data-entry-content] .wp-block-details');
    const answer = details.locator('p');
    await expect(answer).toBeHidden();
    const summary = details.locator('summary');
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await summary.click();
    await expect(answer).toBeHidden();
  });

  test('block styles: cards in a grid, numbered steps, big figures', async ({ page }) => {
    const cards = await Promise.all(
      (await page.locator('[data-entry-content] .is-style-cards > .wp-block-column').all()).map((card) =>
        card.evaluate((el) => {
          const rect = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const icon = el.querySelector('img')!.getBoundingClientRect();
          return {
            x: rect.x,
            y: rect.y,
            border: parseFloat(style.borderTopWidth),
            radius: parseFloat(style.borderTopLeftRadius),
            icon: icon.width,
            iconTop: icon.y - rect.y,
          };
        }),
      ),
    );
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.border).toBeGreaterThanOrEqual(1);
      expect(card.radius).toBeGreaterThan(4);
      expect(card.icon).toBeLessThanOrEqual(64);
      expect(card.iconTop).toBeLessThan(40);
    }
    const cardRows = cards.filter((card, i) => i === 0 || Math.abs(card.y - cards[i - 1]!.y) > 2).length;
    expect(cardRows).toBe(isPhone(page) ? 3 : 1);

    const steps = page.locator('[data-entry-content] ol.is-style-steps > li');
    await expect(steps).toHaveCount(4);
    const number = await steps.nth(2).evaluate((li) => {
      const marker = getComputedStyle(li, '::before');
      return { content: marker.content, width: parseFloat(marker.width), background: marker.backgroundColor };
    });
    expect(number.content).toContain('counter(list-item)');
    expect(number.width).toBeGreaterThanOrEqual(40);
    expect(number.background).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)/);
    const stepTops = await Promise.all((await steps.all()).map(async (step) => (await step.boundingBox())!.y));
    const rows = stepTops.filter((top, i) => i === 0 || Math.abs(top - stepTops[i - 1]!) > 2).length;
    expect(rows, `step tops ${stepTops.join(', ')}`).toBe(isPhone(page) ? 4 : 1);

    const figure = page.locator('[data-entry-content] .is-style-stats h3').first();
    const label = page.locator('[data-entry-content] .is-style-stats h3 + p').first();
    const [figureSize, labelSize] = await Promise.all([
      figure.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ]);
    expect(figureSize).toBeGreaterThan(labelSize * 2.5);
  });

  test('a heading with an anchor shows a link to itself on hover and keyboard focus', async ({ page }) => {
    const heading = page.locator('[data-entry-content] h2#columns');
    const anchor = heading.getByRole('link', { name: 'Link to this section' });
    await expect(anchor).toHaveAttribute('href', '#columns');
    const opacity = () => anchor.evaluate((el) => Number(getComputedStyle(el).opacity));
    if (!isPhone(page)) {
      await page.mouse.move(0, 0);
      await expect.poll(opacity).toBe(0);
      await heading.hover();
      await expect.poll(opacity).toBe(1);
      await page.mouse.move(0, 0);
    }
    await anchor.focus();
    await expect.poll(opacity).toBeGreaterThan(0.7);
  });

  test("a block the site has no design for keeps its saved HTML and the content's type", async ({ page }) => {
    const unknown = page.locator('[data-entry-content] .wp-block-acme-callout');
    // WordPress curls the apostrophe (wptexturize).
    await expect(unknown).toContainText(/A plugin.s block\./);
    const [size, bodySize] = await Promise.all([
      unknown.locator('p').evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      page
        .locator('[data-entry-content] > p')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ]);
    expect(size).toBe(bodySize);
    const paragraph = await box(page, '[data-entry-content] > p');
    expect((await unknown.boundingBox())!.width).toBeCloseTo(paragraph.width, 0);
  });

  test("the editor's variants: outline, rounded and square buttons, colours and sizes of their own, WordPress's palette", async ({
    page,
  }) => {
    const variants = page.locator('#variants ~ .wp-block-buttons').first();
    const look = async (name: string) =>
      variants.getByRole('link', { name: new RegExp(`^${name}$`) }).evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          background: style.backgroundColor,
          color: style.color,
          border: parseFloat(style.borderTopWidth),
          borderColor: style.borderTopColor,
          radius: parseFloat(style.borderTopLeftRadius),
          height: el.getBoundingClientRect().height,
        };
      });
    const outline = await look('Outline');
    expect(outline.background).toMatch(/rgba\(\d+, \d+, \d+, 0\)/);
    expect(outline.border).toBeGreaterThanOrEqual(1);
    expect(outline.borderColor).toBe(outline.color);
    expect((await look('Rounded')).radius).toBe(20);
    const square = await look('Square, in colours of its own');
    expect(square).toMatchObject({ radius: 0, background: 'rgb(122, 31, 61)', color: 'rgb(255, 255, 255)', border: 2 });
    expect(square.height).toBeGreaterThanOrEqual(44);
    const palette = await look('WordPress.s palette');
    expect(palette).toMatchObject({ background: 'rgb(155, 81, 224)', color: 'rgb(255, 255, 255)' });
    // Width presets: a half and a quarter of the row, side by side.
    const row = (await variants.boundingBox())!.width;
    const widths = page.locator('#variants ~ .wp-block-buttons').nth(1);
    const half = (await widths.getByRole('link', { name: 'Half the row' }).boundingBox())!;
    const quarter = (await widths.getByRole('link', { name: 'A quarter' }).boundingBox())!;
    expect(half.width / row).toBeGreaterThan(0.45);
    expect(half.width / row).toBeLessThanOrEqual(0.5);
    expect(quarter.width / row).toBeGreaterThan(0.2);
    expect(quarter.width / row).toBeLessThanOrEqual(0.25);
    expect(quarter.y).toBeLessThan(half.y + half.height);
    expect(half.y).toBeLessThan(quarter.y + quarter.height);

    const own = page.locator('[data-entry-content] p').filter({ hasText: 'in a colour and a size of its own' });
    const [ownColour, ownSize] = await own.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el).fontSize,
    ]);
    expect(ownColour).toBe('rgb(122, 31, 61)');
    // 22 px as saved; WordPress writes it as a fluid size up to 22 px, larger than the body text's.
    expect(parseFloat(ownSize!)).toBeGreaterThan(19);
    expect(parseFloat(ownSize!)).toBeLessThanOrEqual(22);
    const defaults = page.locator('[data-entry-content] p.has-pale-cyan-blue-background-color');
    expect(await defaults.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual(
      ['rgb(0, 0, 0)', 'rgb(142, 209, 252)'],
    );

    // A fixed-background cover shows its picture behind its text.
    const cover = page.locator('[data-entry-content] .wp-block-cover.has-parallax');
    const picture = cover.locator('img.wp-block-cover__image-background');
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [coverBox, pictureBox] = [(await cover.boundingBox())!, (await picture.boundingBox())!];
    expect(pictureBox.width).toBeCloseTo(coverBox.width, 0);
    expect(pictureBox.height).toBeCloseTo(coverBox.height, 0);

    // A linked picture without alternative text is a link with a name; preformatted text takes keyboard focus.
    await expect(page.getByRole('link', { name: 'View the full-size picture' })).toHaveAttribute(
      'href',
      /case-cypress-coffee-roasters\.jpg$/,
    );
    const preformatted = page.locator('[data-entry-content] pre.wp-block-preformatted');
    await preformatted.focus();
    await expect(preformatted).toBeFocused();
  });

  test("the classic editor's captioned pictures sit left, right and centred, their captions below them", async ({
    page,
  }) => {
    const paragraph = await box(page, '[data-entry-content] > p');
    const figure = (side: string) => page.locator(`[data-entry-content] > figure.wp-caption.align${side}`);
    const [left, right, centre] = (await Promise.all(
      ['left', 'right', 'center'].map(async (side) => (await figure(side).boundingBox())!),
    )) as [Box, Box, Box];
    expect(left.x).toBeCloseTo(paragraph.x, 0);
    expect(right.x + right.width).toBeCloseTo(paragraph.x + paragraph.width, 0);
    expect(Math.abs(centre.x + centre.width / 2 - (paragraph.x + paragraph.width / 2))).toBeLessThan(2);
    for (const side of [left, right]) expect(side.width).toBeLessThanOrEqual(paragraph.width / 2 + 1);
    // As wide as its picture (300 px), within half the measure.
    expect(left.width).toBeCloseTo(Math.min(300, paragraph.width / 2), 0);
    for (const side of ['left', 'right', 'center']) {
      const picture = (await figure(side).locator('img').boundingBox())!;
      const caption = (await figure(side).locator('figcaption').boundingBox())!;
      expect(caption.y).toBeGreaterThanOrEqual(picture.y + picture.height);
      expect(picture.width).toBeLessThanOrEqual((await figure(side).boundingBox())!.width + 1);
    }
  });

  for (const width of [320, 390]) {
    test(`at ${width} px nothing scrolls the page sideways, a long button label wraps within its button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      const long = page.getByRole('link', { name: /^Request the complete/ });
      const button = (await long.boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      const wide = await page.locator('[data-entry-content] *').evaluateAll((els, limit) => {
        return els
          .filter((el) => !el.closest('.wp-block-table, pre, .alignfull'))
          .filter((el) => el.getBoundingClientRect().right > limit + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      }, viewport);
      expect(wide).toEqual([]);
    });
  }

  test('axe finds nothing on the variants: the fixed-background cover, a linked picture, preformatted text, buttons', async ({
    page,
  }) => {
    const results = await new AxeBuilder({ page })
      .include('[data-entry-content] .wp-block-cover.has-parallax')
      .include('[data-entry-content] .wp-block-media-text:not(.alignwide)')
      .include('[data-entry-content] pre.wp-block-preformatted')
      .include('[data-entry-content] pre.wp-block-verse')
      .include('#variants ~ .wp-block-buttons')
      .include('[data-entry-content] .wp-caption')
      .withTags(AXE_TAGS)
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The rules that found these blocks wanting ran on them.
    const ran = [...results.passes, ...results.inapplicable].map((rule) => rule.id);
    expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['link-name', 'color-contrast']));
    expect(ran).toEqual(expect.arrayContaining(['role-img-alt', 'scrollable-region-focusable']));
  });

  test('axe finds nothing on the page', async ({ page }) => {
    // A long page: axe needs more than the default time on a busy machine.
    test.setTimeout(180_000);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('blocks: video embeds', () => {
  test('nothing is asked of YouTube or Vimeo until the visitor presses play; then the privacy-enhanced player loads', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    await page.route(/youtube|youtu\.be|ytimg|googlevideo|vimeo/, async (route) => {
      thirdParty.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto(PATH);
    const play = page.getByRole('button', { name: 'Play video: Big Buck Bunny, an open film' });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play video: The New Vimeo Player' })).toBeVisible();
    // The placeholder is the video's shape, and a real target.
    const shape = (await page.locator('.embed-facade').first().boundingBox())!;
    expect(shape.width / shape.height).toBeCloseTo(16 / 9, 1);
    expect(thirdParty).toEqual([]);

    await play.click();
    const player = page.locator('.wp-block-embed.is-provider-youtube iframe');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    await expect(player).toHaveAttribute('title', 'Big Buck Bunny, an open film');
    // The page's Permissions-Policy leaves the player what it plays with, and nothing it never needs.
    const allowed = await player.evaluate(
      (frame: HTMLIFrameElement & { featurePolicy: { allowedFeatures(): string[] } }) =>
        frame.featurePolicy.allowedFeatures(),
    );
    expect(allowed).toEqual(
      expect.arrayContaining(['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']),
    );
    expect(allowed).not.toContain('camera');
    expect(allowed).not.toContain('microphone');
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    // The other video is still a placeholder.
    expect(thirdParty.some((url) => url.includes('vimeo'))).toBe(false);
  });

  test('without JavaScript each video is a plain link to it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    await expect(page.getByRole('link', { name: 'Watch on YouTube: Big Buck Bunny, an open film' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
    await expect(page.getByRole('link', { name: 'Watch on Vimeo: The New Vimeo Player' })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    expect(await page.locator('[data-entry-content] iframe').count()).toBe(0);
    await context.close();
  });
});

test('blocks keep their saved layout after a client-side navigation back to the page', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto(PATH);
  const spacer = page.locator('[data-entry-content] .wp-block-spacer');
  await expect.poll(async () => (await spacer.boundingBox())?.height).toBe(64);
  await page.locator('#buttons + .wp-block-buttons').getByRole('link', { name: 'Get in touch' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.locator('[data-entry-content] .wp-block-spacer')).toHaveCount(1);
  await expect
    .poll(async () => (await page.locator('[data-entry-content] .wp-block-spacer').boundingBox())?.height)
    .toBe(64);
  const cover = await page.locator('[data-entry-content] > .wp-block-cover').first().boundingBox();
  expect(cover!.height).toBeGreaterThanOrEqual(420);
  // The editor's column widths (inline styles in the saved markup) hold after the page came in through the router.
  if (!isPhone(page)) {
    const columns = page.locator(
      '[data-entry-content] > .wp-block-columns.alignwide:not(.is-style-cards) > .wp-block-column',
    );
    const [first, second] = [(await columns.nth(0).boundingBox())!, (await columns.nth(1).boundingBox())!];
    expect(second.width / first.width).toBeGreaterThan(1.8);
  }
  await expectNoViolations(violations, 'after a client-side navigation');
});
