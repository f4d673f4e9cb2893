import { env } from '@/lib/env';
import { proxyUpload, type UploadProxyOptions } from '@/lib/uploads/proxy';

/*
 * The content system's uploads on the site's own address (lib/uploads/proxy.ts). A route rather than a rewrite
 * to the content system in next.config.ts: rewrites are fixed when the site is built (this reads
 * WORDPRESS_GRAPHQL_URL when it runs), they hand the content system's redirects, cookies and error pages to
 * the visitor (its host included), and a content system that is down becomes a 500 page. The image optimiser
 * reads local pictures through Next.js's own handler, so it is answered here. Visitors of the production
 * server are answered before Next.js, by the same proxy (server/uploads.ts), to keep each file's length.
 */
export const dynamic = 'force-dynamic';

function options(): UploadProxyOptions {
  const { graphqlUrl, cmsTimeoutMs } = env();
  return { upstream: new URL(graphqlUrl).origin, timeoutMs: cmsTimeoutMs };
}

export function GET(request: Request): Promise<Response> {
  return proxyUpload(request, options());
}

// Declared so that a HEAD asks the content system for headers only, not for the whole file.
export function HEAD(request: Request): Promise<Response> {
  return proxyUpload(request, options());
}
