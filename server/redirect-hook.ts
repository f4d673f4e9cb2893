/**
 * A redirect leads on with the query string the visitor came with, and says where once.
 *
 * **The query.** `/old-page/?utm_source=x` that redirects (an editor's redirect, a renamed entry's old address)
 * answers `Location: /new-page/?utm_source=x`. The destination's own query and fragment stay as they are; the
 * visitor's parameters are added after it, except those the destination already names (its value wins).
 *
 * Why here, after Next.js, and not in the page: the content route (`app/[[...uri]]/page.tsx`) would have to read
 * `searchParams`, which makes the route dynamic — every page of the site rendered on every visit instead of
 * once and kept (ISR; docs/caching.md), and a redirect cached per query string. A proxy (`proxy.ts`) runs
 * before the cache but cannot know an address redirects without asking WordPress on every request. So the
 * page renders, and is cached, for the path alone, and the site server adds each visitor's query to the
 * `Location` of whatever redirect it sends: one Next.js renders on a first visit, one it replays from its cache,
 * and one whose `Location` the site server restores from the page's data once the page is complete
 * (`restoreRedirectLocation` below, a stage of its own in ./pipeline.ts, after the policy).
 * Redirects Next.js builds from the request itself (the trailing slash, next.config.ts) already carry the query:
 * the parameters they name are not added twice. A client-side navigation (a link the router follows) gets its
 * redirect in the page's data instead, and the router goes where the data says: `followWithVisitorQuery` below
 * gives that destination the query too.
 *
 * **Once.** On a redirect's first render Next.js 16.4 sends `Location` twice: the render sets it on the response
 * (app-render's `setHeader('location', …)`, also noted in the page's cache metadata), and the page handler then
 * appends every header of that fresh cache entry to the same response (`res.appendHeader`), Location included.
 * `next start` alone does it too; a replay from the cache does not (the response starts empty). Here the
 * response keeps one.
 */
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { REDIRECT_DIGEST, RSC_QUERY } from '../lib/next-internals.mjs';
import type { ResponseHook } from './response-hooks';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Query parameters that belong to Next.js's router requests, never passed on. */
const INTERNAL_PARAMETERS = new Set([RSC_QUERY]);

/** A parameter's name as a visitor or a destination wrote it, decoded for comparison (`utm%5Fsource` = `utm_source`). */
function parameterName(pair: string): string {
  const equals = pair.indexOf('=');
  const raw = (equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A pair as it may stand in a header: anything but printable ASCII, and `#`, percent-encoded. */
const headerSafe = (pair: string) => pair.replace(/[^\x21-\x7e]|#/g, (char) => encodeURIComponent(char));

/**
 * Hand-written rather than `URLSearchParams`/`URL`: they decode and re-encode every pair (`%20` becomes `+`,
 * `flag` becomes `flag=`, `%5F` becomes `_`), and a redirect must pass on the visitor's parameters and the
 * destination's exactly as they were written.
 *
 * `location` with the query string of `requestUrl` (a request target such as `/old/?utm_source=x`) merged into it:
 * the destination's parameters first, unchanged, then the visitor's whose names the destination does not use, in
 * the visitor's order and spelling; a fragment stays last. Unchanged when there is nothing to add.
 */
export function withVisitorQuery(location: string, requestUrl: string): string {
  const queryStart = requestUrl.indexOf('?');
  if (queryStart === -1) return location;
  const hashStart = location.indexOf('#');
  const fragment = hashStart === -1 ? '' : location.slice(hashStart);
  const beforeFragment = hashStart === -1 ? location : location.slice(0, hashStart);
  const ownQueryStart = beforeFragment.indexOf('?');
  const path = ownQueryStart === -1 ? beforeFragment : beforeFragment.slice(0, ownQueryStart);
  const own =
    ownQueryStart === -1
      ? []
      : beforeFragment
          .slice(ownQueryStart + 1)
          .split('&')
          .filter(Boolean);
  const named = new Set(own.map(parameterName));
  const added = requestUrl
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '' && !named.has(parameterName(pair)) && !INTERNAL_PARAMETERS.has(parameterName(pair)))
    .map(headerSafe);
  if (added.length === 0) return location;
  return `${path}?${[...own, ...added].join('&')}${fragment}`;
}

/** One Location: Next.js's repeated one collapses; should two ever differ, the first (the render's) stays. */
function oneLocation(value: OutgoingHttpHeader | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value[0] : String(value);
}

export const redirectHook: ResponseHook = {
  name: 'redirect',
  // Router requests (RSC) carry a redirect in their data with status 200; the router follows it itself.
  wants: (facts) => facts.isPage && facts.req.headers.rsc === undefined,
  beforeHead({ req, res }) {
    if (!REDIRECT_STATUSES.has(res.statusCode)) return;
    const location = oneLocation(res.getHeader('location'));
    if (location !== undefined) res.setHeader('Location', withVisitorQuery(location, req.url ?? '/'));
  },
};

/**
 * **Replayed.** Where a redirect page Next.js replays from its cache leads.
 *
 * A page that redirects on its first render (`permanentRedirect()` in a server component) goes out as 307/308
 * with a Location header. A page that starts redirecting only when it is regenerated in the background (a
 * post an editor renamed: its old address was a cached 200 page) is stored, and then replayed, as a 307/308
 * whose Location header Next.js 16.4 drops; the destination survives only in the error document's data, as the
 * redirect's digest (`NEXT_REDIRECT;replace;/new-name/;308;`). Browsers with JavaScript follow it, crawlers and
 * everything else see a redirect to nowhere. Checked against a built site by tests/wordpress/site.spec.ts (the
 * renamed post) and by lib/next-internals.test.ts; if Next's digest changes, nothing is found and the
 * response goes out as Next wrote it.
 */
interface CachedRedirect {
  /** A path on this site, or the whole http(s) address of a redirect an editor chose. */
  location: string;
  status: 307 | 308;
}

/** Where a redirect document leads, or undefined (no digest, or a destination that is neither a path nor http(s)). */
export function cachedRedirect(html: string): CachedRedirect | undefined {
  // No HTML parser: the digest is a fixed marker Next.js writes inside its script data, not markup.
  const match = REDIRECT_DIGEST.exec(html);
  if (!match) return undefined;
  // `&`, `<`, `>` arrive escaped as in the page's script data (`\u0026`…).
  const location = match[1]!.replace(/\\u([0-9a-fA-F]{4})/g, (_escape, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const status = Number(match[2]) as 307 | 308;
  if (/[\s\\]/.test(location)) return undefined;
  if (location.startsWith('/') && !location.startsWith('//')) return { location, status };
  // A whole http(s) address on another site: only a redirect an editor chose leads there (lib/cms/reshape.ts).
  if (/^https?:\/\/[^/?#]/i.test(location) && URL.canParse(location)) return { location, status };
  return undefined;
}

/**
 * A redirect page replayed without its Location leaves with the one its data names, with the visitor's query.
 * Only when its status is the one the data names and no Location was sent: Next's own, when present, stays.
 */
export function restoreRedirectLocation(req: IncomingMessage, res: ServerResponse, page: Buffer): void {
  if ((res.statusCode !== 307 && res.statusCode !== 308) || res.hasHeader('location')) return;
  const redirect = cachedRedirect(page.toString('utf8'));
  if (redirect === undefined || redirect.status !== res.statusCode) return;
  res.setHeader('Location', withVisitorQuery(redirect.location, req.url ?? '/'));
}

/** Whether `requestUrl` carries a query of the visitor's (anything but the router's own parameter). */
export function hasVisitorQuery(requestUrl: string): boolean {
  return withVisitorQuery('/', requestUrl) !== '/';
}

/**
 * A router request (RSC) for an address that redirects is answered with the page's data, status 200, and the
 * redirect's digest in it (`NEXT_REDIRECT;replace;/new/;308;`, lib/next-internals.mjs); the router then goes
 * there without the query the link carried. Here the digest's destination gets the visitor's query, as the
 * Location of a document request does, and so does the Location header Next.js sends with that data (twice, as
 * on a first render). The data's rows are JSON: the destination is written back JSON-escaped, with `;` (the
 * digest's separator) percent-encoded.
 */
export function followWithVisitorQuery(res: ServerResponse, payload: string, requestUrl: string): string {
  const location = oneLocation(res.getHeader('location'));
  if (location !== undefined) res.setHeader('Location', withVisitorQuery(location, requestUrl));
  const digests = new RegExp(REDIRECT_DIGEST.source, 'g');
  return payload.replace(digests, (digest: string, written: string) => {
    const destination = written.replace(/\\u([0-9a-fA-F]{4})/g, (_escape, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    const merged = withVisitorQuery(destination, requestUrl).replace(/;/g, '%3B');
    return digest.replace(written, () => JSON.stringify(merged).slice(1, -1));
  });
}
