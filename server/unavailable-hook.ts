/**
 * A page that cannot be rendered because the content system is failing answers 503, not 500.
 *
 * Next.js answers 500 when a page it has never rendered throws while fetching its content (pages it has
 * rendered before keep being served from the cache). When that 500 coincides with a content outage — the
 * breaker is not closed, or a content read failed while this request was being handled — the visitor gets
 * `503 Service Unavailable`, `Retry-After` (seconds until the breaker's next trial) and `Cache-Control:
 * no-store`, with the designed "temporarily unavailable" page built from `app/%5Fstatus/unavailable/`.
 * Any other 500 (a bug) stays a 500.
 * Delete when the app router lets a render choose its status: https://github.com/vercel/next.js/discussions/53225.
 */
import { contentSystemState, isFailing, secondsUntilTrial } from '../lib/cms/breaker';
import { readPrerenderedPage } from './prerendered-page';
import type { ResponseHook } from './response-hooks';

/** The route of the designed page (`app/%5Fstatus/unavailable/page.tsx`), prerendered by `next build`. */
const UNAVAILABLE_ROUTE = '/_status/unavailable/';

/** Retry-After when the breaker has no trial scheduled (a single failed read, or refused operations). */
const DEFAULT_RETRY_AFTER_SECONDS = 10;

/** Used only when the build has no prerendered page (e.g. a development server). */
const FALLBACK_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Temporarily unavailable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>This page is temporarily unavailable</h1>
<p>Our content system is not answering just now. Please try again in a minute.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;

let pageHtml: string = FALLBACK_HTML;

/** Reads the prerendered page from the build folder; the plain fallback stays when it is missing. */
export function loadUnavailablePage(distDir: string): boolean {
  const built = readPrerenderedPage(distDir, UNAVAILABLE_ROUTE);
  if (built === undefined) return false;
  pageHtml = built;
  return true;
}

export const unavailableHook: ResponseHook = {
  name: 'unavailable',
  wants: (facts) => facts.isPage,
  beforeHead(context) {
    const { res } = context;
    if (res.statusCode !== 500) return;
    const state = contentSystemState();
    if (!isFailing(state, context.receivedAt)) return;
    res.statusCode = 503;
    res.setHeader('Retry-After', String(secondsUntilTrial(state, Date.now(), DEFAULT_RETRY_AFTER_SECONDS)));
    res.setHeader('Cache-Control', 'no-store');
    // A client-side navigation (RSC request) gets the status only; the router then loads the page itself.
    if (context.req.headers.rsc === undefined) context.replaceBody(pageHtml, 'text/html; charset=utf-8');
  },
};
