import { expect, test, type APIRequestContext } from '@playwright/test';
import { corporaWordPress, mainLinks, mapLimit, publishedEntries, wordpressPath } from '../support/corpora';

/**
 * Every published post and page of the imported corpora, by request (no browser): each answers 200 at the
 * address WordPress links it (Greek and emoji slugs percent-encoded as `get_permalink()` writes them, and as a
 * browser encodes a typed address), and the links in its main content lead somewhere on the site: none at the
 * WordPress host, none to a page that does not exist.
 */

const CONCURRENCY = 4;

interface Fetched {
  /** The address, or for an entry WordPress gives none, what it is. */
  path: string;
  status: number;
  html: string;
}

let pages: Promise<Fetched[]> | undefined;

/** Each entry once, at the address WordPress gives it. */
function fetchEntries(request: APIRequestContext): Promise<Fetched[]> {
  pages ??= publishedEntries().then((entries) =>
    mapLimit(entries, CONCURRENCY, async (entry): Promise<Fetched> => {
      if (!entry.uri)
        return { path: `${entry.type} ${entry.databaseId} "${entry.title}" (no address)`, status: 0, html: '' };
      const path = wordpressPath(entry.uri);
      const response = await request.get(path, { maxRedirects: 0, timeout: 60_000 });
      return { path, status: response.status(), html: response.status() === 200 ? await response.text() : '' };
    }),
  );
  return pages;
}

test.describe('the corpora WordPress entries on the site', () => {
  // One after another in one worker (the fetched pages are shared), beside the browser tests in the other.
  test.describe.configure({ mode: 'default', timeout: 15 * 60_000 });

  test('WordPress lists the corpora entries', async () => {
    const entries = await publishedEntries();
    // The four files hold 141 published posts and pages between them once duplicates are skipped; the fresh
    // install adds its own two. Read, not assumed: the checks below take whatever WordPress lists.
    expect(entries.length).toBeGreaterThan(140);
    expect(entries.some((entry) => /[^\x00-\x7f]/.test(entry.uri ?? ''))).toBe(true);
  });

  test('every published post and page answers 200 at the address WordPress links it', async ({ request }) => {
    const fetched = await fetchEntries(request);
    const failing = fetched.filter((page) => page.status !== 200).map((page) => `${page.status} ${page.path}`);
    expect(failing, `${failing.length} of ${fetched.length} entries`).toEqual([]);
  });

  test('an address with non-ASCII characters answers 200 as a browser encodes it too', async ({ request }) => {
    const entries = (await publishedEntries()).filter((entry) => /[^\x00-\x7f]/.test(entry.uri ?? ''));
    expect(entries.length).toBeGreaterThan(0);
    const failing: string[] = [];
    for (const entry of entries) {
      // A browser sends what is typed in upper-case hex; WordPress's links are lower-case.
      const path = encodeURI(entry.uri!);
      const status = (await request.get(path, { maxRedirects: 0 })).status();
      if (status !== 200) failing.push(`${status} ${path} (${entry.uri})`);
    }
    expect(failing).toEqual([]);
  });

  test('no link in the content points at the WordPress host', async ({ request }) => {
    const wordpressHost = new URL(corporaWordPress().origin).host;
    const fetched = await fetchEntries(request);
    const base = test.info().project.use.baseURL!;
    const atWordPress: string[] = [];
    for (const page of fetched) {
      for (const href of mainLinks(page.html)) {
        const url = resolveHref(href, new URL(page.path, base));
        if (url?.host === wordpressHost) atWordPress.push(`${page.path}: ${href}`);
      }
    }
    expect(atWordPress, `${atWordPress.length} links`).toEqual([]);
  });

  test('no link in the content to the site leads to a missing page', async ({ request }) => {
    const fetched = await fetchEntries(request);
    const base = new URL(test.info().project.use.baseURL!);
    // Each distinct address once, with the first page that links it.
    const linked = new Map<string, string>();
    for (const page of fetched) {
      for (const href of mainLinks(page.html)) {
        const url = resolveHref(href, new URL(page.path, base));
        if (!url || url.host !== base.host) continue;
        url.hash = '';
        const address = `${url.pathname}${url.search}`;
        if (!linked.has(address)) linked.set(address, page.path);
      }
    }
    expect(linked.size).toBeGreaterThan(100);
    const addresses = [...linked.keys()];
    const statusOf = async (address: string) => {
      // HEAD first; a server that does not answer HEAD gets a GET.
      let response = await request.head(address, { timeout: 60_000 });
      if (response.status() === 405) response = await request.get(address, { timeout: 60_000 });
      return response.status();
    };
    const statuses = await mapLimit(addresses, CONCURRENCY, statusOf);
    // A 5xx while four pages render at once on a busy machine (WordPress too slow to answer) is asked again, alone.
    for (const [index, status] of statuses.entries()) {
      if (status >= 500) statuses[index] = await statusOf(addresses[index]!);
    }
    const broken = addresses
      .map((address, index) => ({ address, status: statuses[index]! }))
      .filter(({ status }) => status >= 400)
      .map(({ address, status }) => `${status} ${address} (linked from ${linked.get(address)})`);
    expect(broken, `${broken.length} of ${addresses.length} linked addresses`).toEqual([]);
  });
});

/** The address a link leads to, or nothing for links that are not web addresses (mailto:, tel:, javascript:). */
function resolveHref(href: string, page: URL): URL | undefined {
  try {
    const url = new URL(href.trim(), page);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
