/**
 * The content system's uploads as the site serves them. Every upload URL the site emits is its own
 * `/wp-content/uploads/…` (answered by app/wp-content/uploads, which streams the file from the content
 * system): visitors never see the content system's host, so WordPress can stay on a private network and the
 * demo content server on loopback works from any device.
 */

/** WordPress's uploads folder; the site serves it at the same path. */
export const UPLOADS_PATH = '/wp-content/uploads/';

/** Absolute or protocol-relative; browsers read a backslash as a slash in http(s) URLs. */
const NETWORK_URL = /^(?:https?:)?[/\\]{2}/i;

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * An upload on the content system as the site serves it:
 * `https://cms.example.com/wp-content/uploads/2024/05/a.jpg?v=2` → `/wp-content/uploads/2024/05/a.jpg?v=2`.
 * `cmsUrl` is any URL of the content system (its GraphQL endpoint will do). The content system is known by its
 * host whatever the scheme: WordPress keeps the `http://` URLs written before a site moved to https. URLs on
 * other hosts, the content system's other files, relative URLs and anything unreadable come back unchanged.
 */
export function siteUploadUrl(url: string, cmsUrl: string | undefined): string {
  const cmsHost = hostOf(cmsUrl);
  const raw = url.trim();
  if (!cmsHost || !NETWORK_URL.test(raw)) return url;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://site.invalid');
  } catch {
    return url;
  }
  if (parsed.host !== cmsHost || !parsed.pathname.startsWith(UPLOADS_PATH)) return url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * A `srcset` with each candidate's URL mapped by `siteUploadUrl` and its descriptors kept. Parsed as browsers
 * do: a URL runs to the next whitespace (a comma inside it belongs to it; trailing commas end the candidate),
 * and descriptors run to the next comma outside parentheses.
 */
export function siteSrcset(srcset: string, cmsUrl: string | undefined): string {
  let out = '';
  let at = 0;
  while (at < srcset.length) {
    const separator = /^[\s,]*/.exec(srcset.slice(at))![0];
    out += separator;
    at += separator.length;
    if (at >= srcset.length) break;
    const token = /^\S+/.exec(srcset.slice(at))![0];
    const url = token.replace(/,+$/, '');
    out += siteUploadUrl(url, cmsUrl) + token.slice(url.length);
    at += token.length;
    if (url.length < token.length) continue;
    let depth = 0;
    let end = at;
    for (; end < srcset.length; end++) {
      const char = srcset[end];
      if (char === '(') depth++;
      else if (char === ')') depth = Math.max(0, depth - 1);
      else if (char === ',' && depth === 0) break;
    }
    out += srcset.slice(at, end);
    at = end;
  }
  return out;
}

/**
 * A stylesheet (the editor's theme CSS) with each `url(…)` on the content system's uploads mapped by
 * `siteUploadUrl`, quoted or not; everything else is left byte for byte.
 */
export function siteCssUrls(css: string, cmsUrl: string | undefined): string {
  return css.replace(
    /url\(\s*(?:"([^"]*)"|'([^']*)'|([^'"()\s]*))\s*\)/gi,
    (match: string, double?: string, single?: string, bare?: string) => {
      const url = double ?? single ?? bare ?? '';
      const mapped = siteUploadUrl(url, cmsUrl);
      return mapped === url ? match : match.replace(url, mapped);
    },
  );
}

/** Whether a URL the site emits is one of its own uploads (and so can go through the image optimiser). */
export function isSiteUpload(url: string): boolean {
  return url.startsWith(UPLOADS_PATH);
}

/**
 * A URL as it must be written where no page is there to resolve it (Open Graph, JSON-LD, feeds): absolute,
 * on the site's own origin when it is a site path.
 */
export function absoluteUrl(url: string, siteUrl: string): string {
  try {
    return new URL(url, `${siteUrl.replace(/\/+$/, '')}/`).href;
  } catch {
    return url;
  }
}

/**
 * Why a request path cannot be served as an upload: `outside` (not a file in the uploads folder: 404) or
 * `unsafe` (a segment that is empty, a dot segment, or hides a separator or control character once decoded:
 * 400); undefined when it names a file there.
 */
export function uploadPathProblem(pathname: string): 'outside' | 'unsafe' | undefined {
  if (!pathname.startsWith(UPLOADS_PATH)) return 'outside';
  const rest = pathname.slice(UPLOADS_PATH.length);
  if (rest === '' || rest.endsWith('/')) return 'outside';
  for (const segment of rest.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'unsafe';
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\\u0000-\u001f\u007f]/.test(decoded)) {
      return 'unsafe';
    }
  }
  return undefined;
}
