/**
 * Follows every link of every page a visitor can reach from the front page, by HTTP (no browser): each distinct
 * address on the site is fetched once, its redirects followed, and its links read in turn. Used on both backends
 * (tests/e2e/links.spec.ts, tests/wordpress/links.spec.ts).
 *
 * A link is broken when the site answers its address with an error, when the fragment it names is not an `id` of
 * the page it lands on, when it points at the content system's own host, or when it is a `tel:`, `mailto:` or
 * outside address that is not well formed (`/tel:+1…/`, a path made of an outside address, is the site's 404).
 */
import type { APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';

export interface Link {
  /** The page the link is on. */
  from: string;
  href: string;
}

export interface Crawl {
  /** Every page of the site reached, by path. */
  pages: string[];
  /** The headings of each page's <main>, in order, and the text of its pull quotes: its display type. */
  display: Map<string, { headings: { level: number; text: string }[]; pullQuotes: string[] }>;
  /** The links of each page, as written. */
  links: Map<string, string[]>;
  /** What is wrong with each broken link. */
  broken: { link: Link; problem: string }[];
}

interface Fetched {
  status: number;
  html?: string;
  /** Where the redirects ended. */
  path: string;
}

const TEL = /^tel:\+?[0-9][0-9-]{5,}$/;
const MAILTO = /^mailto:[^@\s/]+@[^@\s/]+\.[a-z]{2,}(\?.*)?$/i;

type Document = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.findAll>[number];

/** An element's text as read, without code (kept as written) or what is hidden from everyone. */
function readText(element: Element): string {
  return element.children
    .map((child) =>
      child.type === 'text'
        ? child.data
        : 'attribs' in child &&
            !/^(code|kbd|samp|pre|script|style|template)$/.test(child.name) &&
            child.attribs.hidden === undefined
          ? readText(child)
          : '',
    )
    .join('');
}

function displayOf(document: Document) {
  const main = DomUtils.findOne((element) => element.name === 'main', document.children);
  const within = main ? main.children : [];
  const headings = DomUtils.findAll((element) => /^h[1-6]$/.test(element.name), within).map((heading) => ({
    level: Number(heading.name[1]),
    text: readText(heading).replace(/\s+/g, ' ').trim(),
  }));
  const pullQuotes = DomUtils.findAll(
    (element) => (element.attribs.class ?? '').split(/\s+/).includes('wp-block-pullquote'),
    within,
  ).map((quote) => readText(quote).replace(/\s+/g, ' ').trim());
  return { headings, pullQuotes };
}

function linksOf(document: Document): { hrefs: string[]; ids: Set<string> } {
  const hrefs = DomUtils.findAll(
    (element) => (element.name === 'a' || element.name === 'area') && typeof element.attribs.href === 'string',
    document.children,
  ).map((element) => element.attribs.href!.trim());
  const ids = new Set(
    DomUtils.findAll((element) => typeof element.attribs.id === 'string', document.children).map(
      (element) => element.attribs.id!,
    ),
  );
  return { hrefs, ids };
}

/**
 * Crawls the site at `origin` from `start`. `contentHosts` are hosts no link may lead to (the content system's).
 * Pages are HTML answers on the site's own origin; other files (uploads, feeds) are fetched but not read.
 */
export async function crawlSite(
  request: APIRequestContext,
  origin: string,
  {
    start = ['/'],
    contentHosts = [],
    concurrency = 4,
  }: {
    start?: string[];
    contentHosts?: string[];
    /** Requests at a time: a real WordPress renders each page slower than the embedded server. */
    concurrency?: number;
  } = {},
): Promise<Crawl> {
  const fetched = new Map<string, Promise<Fetched>>();
  const ids = new Map<string, Set<string>>();
  const crawl: Crawl = { pages: [], display: new Map(), links: new Map(), broken: [] };
  const queue: string[] = [...start];
  const pending: Promise<void>[] = [];

  const fetchOnce = (path: string): Promise<Fetched> => {
    let answer = fetched.get(path);
    if (!answer) {
      answer = (async () => {
        let response = await request.get(path, { maxRedirects: 10, failOnStatusCode: false });
        // 503 is the site saying the content system is slow or down for now (with Retry-After), not a broken
        // link: asked again once it says to, twice at most, a link is broken only if it stays so.
        for (let retry = 0; retry < 2 && response.status() === 503; retry++) {
          const wait = Math.min(Number(response.headers()['retry-after']) || 5, 30);
          await response.dispose();
          await new Promise((done) => setTimeout(done, wait * 1000));
          response = await request.get(path, { maxRedirects: 10, failOnStatusCode: false });
        }
        const landed = new URL(response.url());
        const type = response.headers()['content-type'] ?? '';
        const own = landed.origin === origin;
        const html = own && type.startsWith('text/html') && response.status() < 400 ? await response.text() : undefined;
        if (html) {
          const document = parseDocument(html);
          const read = linksOf(document);
          ids.set(landed.pathname, read.ids);
          if (!crawl.links.has(landed.pathname)) {
            crawl.links.set(landed.pathname, read.hrefs);
            crawl.display.set(landed.pathname, displayOf(document));
            crawl.pages.push(landed.pathname);
            for (const href of read.hrefs) queue.push(`${landed.pathname}\n${href}`);
          }
        } else {
          await response.dispose();
        }
        return { status: response.status(), html, path: landed.pathname };
      })();
      fetched.set(path, answer);
    }
    return answer;
  };

  const check = async (item: string) => {
    const [from, href] = item.includes('\n') ? (item.split('\n') as [string, string]) : ['(start)', item];
    const link = { from, href };
    const fail = (problem: string) => crawl.broken.push({ link, problem });
    if (href === '' || href.startsWith('javascript:')) return fail('no address');
    if (/^tel:/i.test(href)) return TEL.test(href) ? undefined : fail('not a telephone number');
    if (/^mailto:/i.test(href)) return MAILTO.test(href) ? undefined : fail('not an e-mail address');
    let url: URL;
    try {
      url = new URL(href, `${origin}${from === '(start)' ? '/' : from}`);
    } catch {
      return fail('not an address');
    }
    if (contentHosts.includes(url.host)) return fail('leads to the content system’s host');
    if (url.origin !== origin) {
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.') ? undefined : fail('not an outside address');
    }
    // A path that holds a scheme or an outside address is a link the site mangled (e.g. `/tel:+1…/`).
    if (/^\/[a-z][a-z0-9+.-]*:/i.test(url.pathname) || /^\/(https?|\/)/.test(url.pathname)) {
      return fail('an outside address or scheme written as a path');
    }
    const answer = await fetchOnce(url.pathname + url.search);
    if (answer.status >= 400) return fail(`answers ${answer.status}`);
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && answer.html && !ids.get(answer.path)?.has(fragment)) {
      return fail(`#${fragment} is not on ${answer.path}`);
    }
  };

  const seen = new Set<string>();
  while (queue.length || pending.length) {
    while (queue.length && pending.length < concurrency) {
      const item = queue.shift()!;
      // Each distinct link of each page is checked once; the address behind it is fetched once for all.
      if (seen.has(item)) continue;
      seen.add(item);
      const task: Promise<void> = check(item).then(() => {
        pending.splice(pending.indexOf(task), 1);
      });
      pending.push(task);
    }
    if (pending.length) await Promise.race(pending);
  }

  // A page answered while it refreshes in the background (stale-while-revalidate, docs/caching.md) may still link
  // to an entry deleted a moment before, or be that entry: such a link is broken only if its page, asked again once
  // the refresh has had time, still holds it.
  const gone = crawl.broken.filter(({ link, problem }) => problem === 'answers 404' && link.from !== '(start)');
  const stillLinked = new Map<string, boolean>();
  for (const from of new Set(gone.map(({ link }) => link.from))) {
    const hrefs = new Set(gone.filter(({ link }) => link.from === from).map(({ link }) => link.href));
    let holds = true;
    for (let attempt = 0; attempt < 4 && holds; attempt++) {
      await new Promise((done) => setTimeout(done, 2000));
      const response = await request.get(from, { failOnStatusCode: false });
      if (response.status() === 404 || response.status() === 410) holds = false;
      else if (response.ok()) {
        const now = new Set(linksOf(parseDocument(await response.text())).hrefs);
        holds = [...hrefs].some((href) => now.has(href));
      }
    }
    stillLinked.set(from, holds);
  }
  crawl.broken = crawl.broken.filter((broken) => !gone.includes(broken) || stillLinked.get(broken.link.from));
  return crawl;
}

/** The broken links, one line each, for a failure message. */
export function describeBroken(crawl: Crawl): string {
  return crawl.broken.map(({ link, problem }) => `${link.from} → ${link.href}: ${problem}`).join('\n');
}

/**
 * What is wrong with each page's headings, one line each: not exactly one H1 first, a level skipped on the way
 * down (H2 to H4), or a heading that repeats the one above it one level down ("Agency News" over "Agency news").
 */
export function headingProblems(crawl: Crawl): string {
  const problems: string[] = [];
  const same = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');
  for (const [path, { headings }] of crawl.display) {
    const ones = headings.filter((heading) => heading.level === 1).length;
    if (ones !== 1 || headings[0]?.level !== 1)
      problems.push(`${path}: ${ones} H1, first heading H${headings[0]?.level}`);
    headings.forEach((heading, index) => {
      const above = headings[index - 1];
      if (!above) return;
      if (heading.level > above.level + 1) {
        problems.push(`${path}: H${above.level} "${above.text}" then H${heading.level} "${heading.text}"`);
      }
      if (heading.level > above.level && same(heading.text, above.text)) {
        problems.push(`${path}: H${heading.level} "${heading.text}" repeats H${above.level} "${above.text}"`);
      }
    });
  }
  return problems.join('\n');
}
