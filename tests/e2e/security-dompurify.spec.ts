import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '../support/fixtures';
import { expectNoViolations, watchPolicy } from '../support/secured-site';
import { probePages } from '../support/probe-pages';

/**
 * DOMPurify's own test corpus (../shared/corpora/dompurify-fixtures/expect.mjs, 223 cases, 141 of them XSS
 * payloads), each saved as a page's content as an editor with unfiltered HTML could, then rendered by the site:
 * its sanitiser (lib/sanitize.ts) and its templates, in Chromium. Whatever the case, nothing runs: no dialog, no
 * script of the payload, no Content Security Policy violation (which would mean the sanitiser let something
 * through that only the policy stopped), no event handler, script URL or script element left in the page; and the
 * sanitised markup written into a page without any policy runs nothing either. DOMPurify's expected outputs are
 * not compared: the site's sanitiser keeps less. Desktop only: nothing here depends on the viewport.
 */

interface Case {
  title?: string;
  payload: string;
}

const CORPUS = resolve(
  process.env.DOMPURIFY_FIXTURES || resolve(process.cwd(), '../shared/corpora/dompurify-fixtures'),
  'expect.mjs',
);
const cases = ((await import(pathToFileURL(CORPUS).href)) as { default: Case[] }).default;

const saveProbe = probePages(test);

/** A probe page holding `html`, named after `name`. */
const savePage = (name: string, html: string) => saveProbe(`dompurify-${name}-${Date.now().toString(36)}`, html);

/** What a payload that ran would leave: a dialog (`alert`, `confirm`, `prompt`), or a call to `print`. */
async function watchExecution(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__ran', (what: string) => ran.push(what));
  await page.addInitScript(() => {
    window.print = () => (window as unknown as { __ran(what: string): void }).__ran('print()');
  });
  return ran;
}

/** Elements and attributes that run or load code, left in the rendered markup (run in the page). */
function dangersIn(root: Element): { el: Element; what: string }[] {
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'srcset',
    'action',
    'formaction',
    'data',
    'xlink:href',
    'poster',
    'background',
    'cite',
    'ping',
    'lowsrc',
    'dynsrc',
    'codebase',
  ]);
  const found: { el: Element; what: string }[] = [];
  const push = (el: Element, what: string) => found.push({ el, what });
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'object', 'embed', 'base', 'meta', 'form', 'link', 'frame', 'frameset', 'applet'].includes(tag))
      push(el, `<${tag}>`);
    for (const attribute of el.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) push(el, `${tag}[${name}]`);
      if (name === 'srcdoc') push(el, `${tag}[srcdoc]`);
      if (!URL_ATTRIBUTES.has(name)) continue;
      const url = attribute.value.replace(/[\u0000-\u0020]/g, '');
      let decoded = url;
      try {
        decoded = decodeURIComponent(url);
      } catch {
        // left as written
      }
      if (/^(javascript|vbscript|data:text\/html)/i.test(url) || /^(javascript|vbscript):/i.test(decoded))
        push(el, `${tag}[${name}=${attribute.value.slice(0, 80)}]`);
    }
    if (
      tag === 'iframe' &&
      el.hasAttribute('src') &&
      !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(el.getAttribute('src')!)
    )
      push(el, `<iframe src=${el.getAttribute('src')}>`);
  }
  return found;
}

/** Clicks what a visitor could click in `scope` (a few per case at most), then gives any handler a moment. */
async function clickEverything(page: Page, scope: string, most: number): Promise<void> {
  const targets = await page.locator(scope).locator('a, button, summary, area, label').all();
  for (const target of targets.slice(0, most))
    await target.click({ force: true, noWaitAfter: true, timeout: 500 }).catch(() => {});
  await page.waitForTimeout(200);
}

/** The cases that share one page: a first render of a page is what costs time, not its length. */
const GROUP = 16;
const marker = (index: number) => `Case ${index + 1} begins.`;
const groups: { first: number; items: Case[] }[] = [];
for (let first = 0; first < cases.length; first += GROUP)
  groups.push({ first, items: cases.slice(first, first + GROUP) });

/**
 * Each case of a group, what the page shows of it: whether its marker paragraph is a paragraph of the content (not
 * swallowed as text by the case before it), and the dangers found between its marker and the next.
 */
function casesOnPage(root: Element, labels: string[]): { rendered: boolean; dangers: string[] }[] {
  const paragraphs = [...root.querySelectorAll('p')];
  const markers = labels.map((label) => paragraphs.find((p) => p.textContent === label));
  const found = labels.map(() => [] as string[]);
  const owner = (el: Element) => {
    let at = -1;
    markers.forEach((m, i) => {
      if (m && m.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) at = i;
    });
    return Math.max(at, 0);
  };
  const all = (window as unknown as { __dangers(root: Element): { el: Element; what: string }[] }).__dangers(root);
  for (const { el, what } of all) found[owner(el)]!.push(what);
  return labels.map((_, i) => ({ rendered: markers[i] !== undefined, dangers: found[i]! }));
}

for (const group of groups) {
  const last = group.first + group.items.length;
  test(`DOMPurify cases ${group.first + 1}–${last}`, async ({ page }) => {
    test.setTimeout(90_000);
    const ran = await watchExecution(page);
    const violations = await watchPolicy(page);
    await page.addInitScript(`window.__dangers = ${dangersIn.toString()}`);
    // Nothing leaves the site: a link to another host is followed nowhere (and proves nothing either way).
    const site = new URL(test.info().project.use.baseURL!).origin;
    await page.route('**/*', (route) =>
      new URL(route.request().url()).origin === site ? route.continue() : route.abort(),
    );
    const labels = group.items.map((_, i) => marker(group.first + i));
    const html = group.items.map((item, i) => `<p>${labels[i]}</p>${item.payload}`).join('') + '<p>The end.</p>';
    const uri = savePage(`${group.first + 1}`, html);

    const response = await page.goto(uri, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    const content = page.locator('[data-entry-content]');
    await expect(content).toContainText(labels[0]!);
    let seen = await content.evaluate(casesOnPage, labels);
    const markup = await content.evaluate((root) => root.innerHTML);
    await clickEverything(page, '[data-entry-content]', 4 * GROUP);

    // A case whose marker the one before swallowed is rendered again on a page of its own.
    const alone = new Map<number, { rendered: boolean; dangers: string[] }>();
    for (const [i, state] of seen.entries()) {
      if (state.rendered) continue;
      const index = group.first + i;
      const own = savePage(`${index + 1}-alone`, `<p>${labels[i]}</p>${group.items[i]!.payload}<p>The end.</p>`);
      expect((await page.goto(own, { waitUntil: 'domcontentloaded' }))?.status()).toBe(200);
      alone.set(i, (await content.evaluate(casesOnPage, [labels[i]!]))[0]!);
      await clickEverything(page, '[data-entry-content]', 6);
    }
    seen = seen.map((state, i) => alone.get(i) ?? state);

    for (const [i, item] of group.items.entries()) {
      await test.step(`case ${group.first + i + 1}: ${(item.title ?? item.payload).replace(/\s+/g, ' ').slice(0, 80)}`, () => {
        expect.soft(seen[i]!.rendered, 'its marker is a paragraph of the page').toBe(true);
        expect.soft(seen[i]!.dangers, item.payload).toEqual([]);
      });
    }
    expect(ran, 'dialogs or print() while the cases were shown').toEqual([]);
    await expectNoViolations(violations, `cases ${group.first + 1}–${last}`);

    // The sanitised markup by itself, in a page without the site's policy: still nothing runs.
    // A link clicked above may still be on its way (the router falls back to loading it): blank once it has come.
    await expect(async () => {
      await page.goto('about:blank');
    }).toPass({ timeout: 15_000 });
    await page.setContent(`<!doctype html><html><body><main>${markup}</main></body></html>`);
    await clickEverything(page, 'main', 4 * GROUP);
    expect(ran, 'dialogs or print() from the sanitised markup without the policy').toEqual([]);
  });
}
