import { expect, test, type Page } from '@playwright/test';
import { auditAddress } from '../../harness/pages';
import { entriesOf, publishedEntries, wordpressPath } from '../support/corpora';

/**
 * In Chromium, the entries most likely to break the layout: every page of the 64-block test data at a phone's
 * width, and axe (the project's rules, harness/pages.ts) on the blocks and classic markup that carry the
 * hardest cases.
 */

const BLOCKS_FILE = '64-block-test-data.xml';
const THEME_UNIT_FILE = 'themeunittestdata.wordpress.xml';

/** 64-block posts whose blocks draw media, scrolling text or controls: the likeliest to fail axe. */
const AXE_BLOCKS = ['cover', 'media-text', 'verse', 'preformatted', 'buttons', 'gallery', 'table', 'code'];
/** Theme Unit Test posts: classic aligned images with captions, a title with markup, 45 tags. */
const AXE_THEME_UNIT = ['markup-image-alignment', 'markup-title-with-markup', 'edge-case-many-tags'];

/** The site's address of a post or page WordPress holds, by its ID; undefined when WordPress does not list it. */
async function addressOf(id: number): Promise<string | undefined> {
  const entry = (await publishedEntries()).find((listed) => listed.databaseId === id);
  return entry?.uri ? wordpressPath(entry.uri) : undefined;
}

/** What sticks out past the right edge of the viewport: a few elements, by tag, class and width. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right edge ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });
}

const PHONE_WIDTH = 390;

test.describe(`the 64-block test data at ${PHONE_WIDTH} px`, () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });
  const published = entriesOf(BLOCKS_FILE).filter((entry) => entry.status === 'publish');

  for (const entry of published) {
    test(`"${entry.title}" (/${entry.slug}/) does not scroll sideways`, async ({ page }) => {
      const path = await addressOf(entry.id);
      expect(path, `WordPress lists entry ${entry.id}`).toBeDefined();
      const response = await page.goto(path!, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      const wider = `${path} is ${scrollWidth} px wide in a ${innerWidth} px window: ${(await overflowing(page)).join('; ')}`;
      expect(scrollWidth, wider).toBeLessThanOrEqual(innerWidth);
      // A phone's browser zooms a page out to fit what sticks out, which widens the window as well.
      expect(innerWidth, wider).toBe(PHONE_WIDTH);
    });
  }
});

test.describe('axe on the hardest blocks and classic markup', () => {
  const chosen = [
    ...entriesOf(BLOCKS_FILE).filter((entry) => AXE_BLOCKS.includes(entry.slug)),
    ...entriesOf(THEME_UNIT_FILE).filter((entry) => AXE_THEME_UNIT.includes(entry.slug)),
  ];

  test('every chosen entry was imported', () => {
    expect(chosen.map((entry) => entry.slug).sort()).toEqual([...AXE_BLOCKS, ...AXE_THEME_UNIT].sort());
  });

  for (const entry of chosen) {
    test(`axe: "${entry.title}" (/${entry.slug}/)`, async ({ page }) => {
      const path = await addressOf(entry.id);
      expect(path, `WordPress lists entry ${entry.id}`).toBeDefined();
      const summary = await auditAddress(page, path!);
      expect(summary.violations, `axe on ${path}`).toEqual([]);
      expect(summary.passes).toBeGreaterThan(10);
    });
  }
});

test('a short post with 45 tags: at 1280 px its aside runs across the wrap after the text, the tags in rows', async ({
  page,
}) => {
  const entry = entriesOf(THEME_UNIT_FILE).find((listed) => listed.slug === 'edge-case-many-tags');
  const path = await addressOf(entry!.id);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path!, { waitUntil: 'load' });
  const tags = page.getByRole('list', { name: 'Tagged' });
  await expect(tags.getByRole('listitem')).toHaveCount(45);
  const box = (await tags.boundingBox())!;
  // Across the wrap (1,192 px less nothing), and so a few rows of tags rather than a column of them.
  expect(box.width).toBeGreaterThan(1000);
  expect(box.height).toBeLessThan(400);
});
