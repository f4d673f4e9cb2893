/**
 * A redirect leads on with the query string the visitor came with: `/old-page/?utm_source=x` that redirects answers
 * `Location: /new-page/?utm_source=x`. The destination's own query and fragment stay as they are; the visitor's
 * parameters are added after it, except those the destination already names (its value wins). Used by proxy.ts
 * for the redirect map and by the site server for the redirects a page renders (server/response-hooks.ts).
 */
import { RSC_QUERY } from '../next-internals.mjs';

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
