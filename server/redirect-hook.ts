/**
 * A redirect a page renders leads on with the visitor's query (../lib/redirects/visitor-query.ts), in one Location.
 *
 * Addresses that moved (an editor's redirect, a renamed entry's old address) never get here: proxy.ts answers them
 * from the redirect map before anything renders or is replayed. What is left are the redirects the content route
 * decides from the address's own shape (a date or author archive, part 1 of a paginated entry): the page renders,
 * and is cached, for its path alone (reading `searchParams` would make every page of the site dynamic), so each
 * visitor's query is added here as the answer leaves.
 *
 * **Once.** On a redirect's first render Next.js 16.4 sends `Location` twice: the render sets it on the response
 * (app-render's `setHeader('location', …)`), and the page handler then appends every header of that fresh cache
 * entry to the same response (`res.appendHeader`), Location included. `next start` alone does it too; a replay
 * from the cache does not. Here the response keeps one: this half goes once
 * [vercel/next.js#82117](https://github.com/vercel/next.js/issues/82117) is fixed (pull request #95913).
 */
import type { OutgoingHttpHeader } from 'node:http';
import { withVisitorQuery } from '../lib/redirects/visitor-query';
import type { ResponseHook } from './response-hooks';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

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
