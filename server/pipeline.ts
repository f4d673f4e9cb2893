/**
 * What the site server does with each request, in order, in one place.
 *
 * Before Next.js, a request may be answered at once: refused (no browser sends it), an upload streamed from
 * the content system, or a warm page from the page cache.
 *
 * Otherwise the response passes these stages, in this order (each is one step over the response Next.js
 * writes; installed from the last to the first, because the step installed last sees Next's writes first):
 *
 *   1. render           Next.js renders the page and compresses it (next/dist/compiled/compression; which
 *                       coding it picks: ./encoding.ts).
 *   2. status mapping   ./response-hooks.ts: a page that cannot render during a content outage answers 503
 *                       (./unavailable-hook.ts), an unknown address the readable not-found page (./not-found-hook.ts).
 *   3. script loading   lib/html/boot-scripts.ts: the app's scripts load after the first paint (production only).
 *   4. policy           lib/security/csp-response.ts: the Content Security Policy from the hashes of the final
 *                       markup. Stages 3 and 4 share one buffer: the complete page is decoded once, rewritten,
 *                       hashed, and encoded again in the coding it came in.
 *   5. encoding         the page leaves in the coding Next.js's compression chose in stage 1, with its length;
 *                       a body stage 2 writes itself, and the page cache's keys, follow the same choice
 *                       (./encoding.ts, the one place it is negotiated).
 *   6. page cache       ./page-cache.ts keeps the final bytes of a shareable page for a moment.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deferBootScripts } from '../lib/html/boot-scripts';
import { cspSourcesFromEnv, type CspSources } from '../lib/security/csp';
import { siteSecurity } from '../lib/security/site-security';
import type { PageCache } from './page-cache';
import { applyResponseHooks, type ResponseHook } from './response-hooks';

export interface PipelineOptions {
  /** The project folder (public/ and the build folder are found from it). */
  dir: string;
  /** Development server: the policy allows React's development build, scripts load as Next.js writes them. */
  dev: boolean;
  /** The policy's sources; default from the environment. */
  sources?: CspSources;
  /** Stage 1: Next.js's request handler. */
  render(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Stage 2, in order. */
  hooks: readonly ResponseHook[];
  /** Stage 6, and the warm pages answered before Next.js. */
  pageCache: PageCache;
  /** Uploads answered before Next.js (./uploads.ts): true when it took the request. */
  uploads?(req: IncomingMessage, res: ServerResponse): boolean;
}

/** The site server's request listener. */
export function createPipeline(options: PipelineOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { render, hooks, pageCache, uploads } = options;
  // Stages 3 and 4 (docs/security.md). Requests no browser sends are refused by the same module.
  const sources = options.sources ?? cspSourcesFromEnv();
  const security = options.dev
    ? siteSecurity({ dir: options.dir, sources: { ...sources, development: true } })
    : siteSecurity({ dir: options.dir, sources, rewriteHtml: deferBootScripts });

  return (req, res) => {
    // Answered before Next.js.
    if (security.refuse(req, res)) return;
    if (uploads?.(req, res)) return;
    if (pageCache.serve(req, res)) return;
    // The stages, from the last to the first.
    pageCache.capture(req, res); // 6 (and 5: it keeps the bytes in the coding they leave in)
    security.protect(req, res); // 4, with 3 inside it
    applyResponseHooks(req, res, hooks); // 2
    render(req, res).catch((error: unknown) => {
      // 1 failed outside Next's own error handling.
      console.error('site server: request failed', req.method, req.url, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal Server Error');
      } else {
        res.destroy();
      }
    });
  };
}
