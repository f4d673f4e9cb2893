/**
 * The site's preview, framed beside the block editor (the companion plugin's preview pane, docs/wordpress.md): the
 * answers of a preview link and the preview pages themselves may be framed by the WordPress admin's origin, and by
 * nothing else. Every other answer keeps refusing any frame (`frame-ancestors 'none'`, `X-Frame-Options: DENY`).
 */
import type { ServerResponse } from 'node:http';

/** `/api/preview/` (where the editor's link leads) and `/_preview/<id>/` (where it redirects). */
const PREVIEW_PATH = /^\/(?:api\/preview\/?|_preview\/.*)$/;

export const isPreviewPath = (pathname: string): boolean => PREVIEW_PATH.test(pathname);

/**
 * The WordPress admin's origin: `WORDPRESS_ADMIN_URL`, else the origin of `WORDPRESS_GRAPHQL_URL` (the same
 * WordPress). Undefined with the embedded content server, or when neither is an http(s) URL: previews refuse frames.
 */
export function wordpressAdminOrigin(source: Record<string, string | undefined> = process.env): string | undefined {
  for (const value of [source.WORDPRESS_ADMIN_URL, source.WORDPRESS_GRAPHQL_URL]) {
    const text = value?.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: the next one, or none.
    }
  }
  return undefined;
}

const CSP = 'Content-Security-Policy';

/**
 * Lets `origin` frame this answer: its policy's `frame-ancestors 'none'` becomes `frame-ancestors <origin>`, and
 * `X-Frame-Options` (which can only deny or allow the same origin) goes. An answer without a policy is left as it is.
 */
export function allowFramingBy(res: ServerResponse, origin: string): void {
  const policy = res.getHeader(CSP);
  if (typeof policy !== 'string') return;
  res.setHeader(CSP, policy.replace(/frame-ancestors 'none'/, `frame-ancestors ${origin}`));
  res.removeHeader('X-Frame-Options');
}
