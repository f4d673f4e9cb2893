/**
 * The response hooks: what may change a page's status, headers or body just before its head leaves, run by the
 * one interception of ./pipeline.ts in the order the site server lists them (later hooks see what earlier ones
 * did). `wants` runs on every request, so it stays trivial; `beforeHead` runs once for the hooks that want it.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { contentSystemState, isFailing, secondsUntilTrial } from '../lib/cms/breaker';
import { NEXT_PATH_PREFIX } from '../lib/next-documented.mjs';
import { ERROR_SHELL_START, NOT_FOUND_ROUTE, PRERENDERED_APP_DIR } from '../lib/next-internals.mjs';
import { withVisitorQuery } from '../lib/redirects/visitor-query';
import { isHtml } from './security/csp';

export interface RequestFacts {
  readonly req: IncomingMessage;
  /** The path without the query string, e.g. `/about-us/`. */
  readonly pathname: string;
  /** An address of the site's pages, whatever the method: not a `/_next/` asset, not an `/api/` route. */
  readonly isPageAddress: boolean;
  /** GET or HEAD to a page address. */
  readonly isPage: boolean;
  /** When the site server received it (ms since epoch). */
  readonly receivedAt: number;
}

interface ResponseContext extends RequestFacts {
  readonly res: ServerResponse;
  /** Sends `body` instead of Next's, with its own content headers, through the page stages like any page. */
  replaceBody(body: string | Buffer, contentType: string): void;
}

export interface ResponseHook {
  readonly name: string;
  wants(facts: RequestFacts): boolean;
  beforeHead(context: ResponseContext): void;
}

export function requestFacts(req: IncomingMessage): RequestFacts {
  const pathname = (req.url ?? '/').split('?', 1)[0]!;
  const isPageAddress = !pathname.startsWith(NEXT_PATH_PREFIX) && !pathname.startsWith('/api/');
  const isPage = (req.method === 'GET' || req.method === 'HEAD') && isPageAddress;
  return { req, pathname, isPageAddress, isPage, receivedAt: Date.now() };
}

/** Runs the hooks that wanted this request; returns the body one of them chose instead of Next's, if any. */
export function mapStatus(
  facts: RequestFacts,
  res: ServerResponse,
  hooks: readonly ResponseHook[],
): Buffer | undefined {
  let replacement: Buffer | undefined;
  const context: ResponseContext = {
    ...facts,
    res,
    replaceBody(body, contentType) {
      replacement = typeof body === 'string' ? Buffer.from(body) : body;
      for (const name of ['content-encoding', 'content-length', 'etag', 'transfer-encoding', 'vary'])
        res.removeHeader(name);
      res.setHeader('Content-Type', contentType);
    },
  };
  for (const hook of hooks) {
    try {
      hook.beforeHead(context);
    } catch (error) {
      console.error(`response hook ${hook.name} failed:`, error);
    }
  }
  return replacement;
}

/** The HTML `next build` prerendered for a static route (`/_status/unavailable/`), if the build has it. */
function readPrerenderedPage(distDir: string, route: string): string | undefined {
  const file = join(distDir, PRERENDERED_APP_DIR, `${route.replace(/\/$/, '')}.html`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

const HTML = 'text/html; charset=utf-8';

/** Used only when the build has no prerendered `app/%5Fstatus/unavailable/` page (a development server). */
const UNAVAILABLE_FALLBACK = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Temporarily unavailable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>This page is temporarily unavailable</h1>
<p>Our content system is not answering just now. Please try again in a minute.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;

/**
 * A page Next.js answers with 500 during a content outage (the breaker not closed, or a read of this request
 * failed) answers 503 with `Retry-After` (the breaker's next trial, else 10 s), `no-store` and the designed page;
 * any other 500 (a bug) stays a 500. Delete when the app router lets a render choose its status:
 * https://github.com/vercel/next.js/discussions/53225.
 */
export function createUnavailableHook(distDir?: string): ResponseHook {
  const page = (distDir && readPrerenderedPage(distDir, '/_status/unavailable/')) || UNAVAILABLE_FALLBACK;
  return {
    name: 'unavailable',
    wants: (facts) => facts.isPage,
    beforeHead(context) {
      const { res } = context;
      if (res.statusCode !== 500) return;
      const state = contentSystemState();
      if (!isFailing(state, context.receivedAt)) return;
      res.statusCode = 503;
      res.setHeader('Retry-After', String(secondsUntilTrial(state, Date.now(), 10)));
      res.setHeader('Cache-Control', 'no-store');
      // A client-side navigation gets the status only; the router then loads the page itself.
      if (context.req.headers.rsc === undefined) context.replaceBody(page, HTML);
    },
  };
}

/**
 * A redirect a page renders (a date or author archive, part 1 of a paginated entry: cached for its path alone)
 * leads on with the visitor's query, in one Location: on a first render Next.js 16.4 sends Location twice, and
 * should two ever differ the render's (first) stays. Addresses that moved never get here (proxy.ts). The
 * single Location goes once [vercel/next.js#82117](https://github.com/vercel/next.js/issues/82117) is fixed.
 */
export const redirectHook: ResponseHook = {
  name: 'redirect',
  // Router requests (RSC) carry a redirect in their data with status 200; the router follows it itself.
  wants: (facts) => facts.isPage && facts.req.headers.rsc === undefined,
  beforeHead({ req, res }) {
    if (![301, 302, 303, 307, 308].includes(res.statusCode)) return;
    const value = res.getHeader('location');
    const location = Array.isArray(value) ? value[0] : value === undefined ? undefined : String(value);
    if (location !== undefined) res.setHeader('Location', withVisitorQuery(location, req.url ?? '/'));
  },
};

export interface NotFoundHookOptions {
  /** The build folder: its prerendered not-found page is the first copy. */
  distDir: string;
  /** Where this server answers (`http://127.0.0.1:3000`): fresh copies are asked from it. */
  origin?: () => string | undefined;
  /** How long a copy is used before a 404 asks for a fresh one, and a failed attempt waits. */
  maxAgeMs?: number;
  now?: () => number;
}

export interface NotFoundHook extends ResponseHook {
  page(): string | undefined;
  /** Asks the server for a fresh copy now (one request at a time); resolves when it has been tried. */
  refresh(): Promise<void>;
}

/** A usable copy: a whole server-rendered document, not another error shell. */
export function isRenderedPage(html: string): boolean {
  return html.includes('<html') && html.includes('</body>') && !html.includes(ERROR_SHELL_START);
}

/**
 * A 404 document answers with the not-found page in the site's shell, readable without JavaScript: `notFound()`
 * sends an empty error document whose UI is only in its script data. The copy starts as the build's and is
 * refreshed from this server in the background when a 404 finds it due (menus an editor changed reach it so).
 * Client-side navigations are left alone. Delete when `notFound()` renders in the shell:
 * https://github.com/vercel/next.js/issues/62228.
 */
export function createNotFoundHook(options: NotFoundHookOptions): NotFoundHook {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const built = readPrerenderedPage(options.distDir, NOT_FOUND_ROUTE);
  let html = built !== undefined && isRenderedPage(built) ? built : undefined;
  // The build's copy is due at once: the first 404 serves it and asks for one with today's menus.
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
        if (response.status === 404 && isHtml(response.headers.get('content-type')) && isRenderedPage(body))
          html = body;
        else console.warn(`not-found page: ${NOT_FOUND_ROUTE} answered ${response.status}; the previous copy stays`);
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
      if (type !== undefined && !isHtml(type)) return;
      if (html === undefined) return void refresh();
      context.replaceBody(html, HTML);
      if (now() >= dueAt) void refresh();
    },
  };
}
