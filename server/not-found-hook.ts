/**
 * An unknown address answers 404 with the designed not-found page in HTML, readable without JavaScript.
 *
 * When the catch-all content route calls `notFound()`, Next.js 16 sends status 404 with an empty document
 * (`<html id="__next_error__">`, a bare body) and the not-found UI only inside its script data: the page is
 * blank until the framework has loaded and run, and blank for good without JavaScript or for a crawler that
 * reads HTML. Next's own `/_not-found/` route, by contrast, is rendered on the server in the site's shell
 * (header with the live menus, footer, theme stylesheet) and cached and revalidated like any page.
 *
 * So the site server answers such a 404 document with that page's HTML, under the status and headers Next
 * chose. The copy starts as the one `next build` prerendered and is refreshed from the server itself, in
 * the background, when a 404 finds it older than `maxAgeMs` (menus an editor changed reach it that way).
 * The app router hydrates it at the visitor's address, as it does for any unmatched route. Client-side
 * navigations (RSC requests) are left alone: the router renders the not-found UI from the data itself.
 * Delete when `notFound()` renders in the shell: https://github.com/vercel/next.js/issues/62228.
 */
import { ERROR_SHELL_START, NOT_FOUND_ROUTE } from '../lib/next-internals.mjs';
import { readPrerenderedPage } from './prerendered-page';
import type { ResponseHook } from './response-hooks';

/** How long a copy is used before a 404 asks for a fresh one (it is still served meanwhile), and how long a
 * failed attempt waits before the next. */
const NOT_FOUND_MAX_AGE_MS = 60_000;

export interface NotFoundHookOptions {
  /** The build folder: its prerendered `server/app/_not-found.html` is the first copy. */
  distDir: string;
  /** Where this server answers (e.g. `http://127.0.0.1:3000`): fresh copies are asked from it. */
  origin?: () => string | undefined;
  maxAgeMs?: number;
  now?: () => number;
}

export interface NotFoundHook extends ResponseHook {
  /** The copy in use, if any. */
  page(): string | undefined;
  /** Asks the server for a fresh copy now (one request at a time); resolves when it has been tried. */
  refresh(): Promise<void>;
}

/** A usable copy: a whole server-rendered document, not another error shell. */
export function isRenderedPage(html: string): boolean {
  return html.includes('<html') && html.includes('</body>') && !html.includes(ERROR_SHELL_START);
}

export function createNotFoundHook(options: NotFoundHookOptions): NotFoundHook {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? NOT_FOUND_MAX_AGE_MS;
  const built = readPrerenderedPage(options.distDir, NOT_FOUND_ROUTE);
  let html = built !== undefined && isRenderedPage(built) ? built : undefined;
  // When a 404 next asks for a fresh copy. The build's copy is due at once: the first 404 serves it and asks
  // for one with today's menus. Failed attempts wait as long as successful ones.
  let dueAt = -Infinity;
  let inFlight: Promise<void> | undefined;

  const refresh = (): Promise<void> => {
    const origin = options.origin?.();
    if (!origin) return Promise.resolve();
    inFlight ??= (async () => {
      dueAt = now() + maxAgeMs;
      try {
        const response = await fetch(new URL(NOT_FOUND_ROUTE, origin), {
          headers: { accept: 'text/html' },
          signal: AbortSignal.timeout(10_000),
        });
        const body = await response.text();
        if (
          response.status === 404 &&
          /^text\/html/.test(response.headers.get('content-type') ?? '') &&
          isRenderedPage(body)
        ) {
          html = body;
        } else {
          console.warn(`not-found page: ${NOT_FOUND_ROUTE} answered ${response.status}; the previous copy stays`);
        }
      } catch (error) {
        console.warn('not-found page: refresh failed, the previous copy stays:', (error as Error).message);
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  };

  return {
    name: 'not-found',
    page: () => html,
    refresh,
    wants: (facts) => facts.isPage && facts.pathname !== NOT_FOUND_ROUTE && facts.req.headers.rsc === undefined,
    beforeHead(context) {
      if (context.res.statusCode !== 404) return;
      const type = context.res.getHeader('content-type');
      if (type !== undefined && !/^text\/html/.test(String(type))) return;
      if (html === undefined) {
        void refresh();
        return;
      }
      context.replaceBody(html, 'text/html; charset=utf-8');
      if (now() >= dueAt) void refresh();
    },
  };
}
