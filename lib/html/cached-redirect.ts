/**
 * Where a redirect page Next.js replays from its cache leads.
 *
 * A page that redirects on its first render (`permanentRedirect()` in a server component) goes out as 307/308
 * with a Location header. A page that starts redirecting only when it is regenerated in the background (a
 * post an editor renamed: its old address was a cached 200 page) is stored, and then replayed, as a 307/308
 * whose Location header Next.js 16.4 drops; the destination survives only in the error document's data, as the
 * redirect's digest (`NEXT_REDIRECT;replace;/new-name/;308;`). Browsers with JavaScript follow it, crawlers and
 * everything else see a redirect to nowhere. Checked against a built site by tests/wordpress/site.spec.ts (the
 * renamed post) and by the unit test beside this file; if Next's digest changes, nothing is found and the
 * response goes out as Next wrote it.
 */
import { REDIRECT_DIGEST } from '../next-internals.mjs';

export interface CachedRedirect {
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
