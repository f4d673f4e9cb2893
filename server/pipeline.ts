/**
 * What the site server does with each request, in order, in one place.
 *
 * Before Next.js, a request may be answered at once: refused (no browser sends it), a static file of the build
 * in the coding it was compressed in at build time (./static-files.ts), an upload streamed from the content
 * system, or a warm page from the page cache.
 *
 * Otherwise Next.js writes its answer into the one interception of the response (./response-interception.ts)
 * and the stages run over it in this order, each a plain function call below:
 *
 *   1. render           Next.js renders the answer. A request for a page is handed to it with
 *                       `Accept-Encoding: identity`, so the page comes as it is (never compressed, so never
 *                       decoded); the visitor's own header is kept for stage 6. A HEAD request for a page is
 *                       rendered as its GET: the head is the GET's, to the Location a replayed redirect gets in
 *                       stage 5, and Node sends no body for it. Everything else (`/_next/` files, `/api/` routes,
 *                       client-side navigation payloads) keeps the visitor's header: Next.js compresses it as it
 *                       chooses, and it streams.
 *   2. status mapping   ./response-hooks.ts, as the head is about to leave: a page that cannot render during a
 *                       content outage answers 503 (./unavailable-hook.ts), an unknown address the readable
 *                       not-found page (./not-found-hook.ts), a redirect's Location gets the visitor's query
 *                       (./redirect-hook.ts). Then an HTML document with a body is held until it is complete; so is
 *                       the page data a client-side navigation gets for an address that redirects, when the link
 *                       carried a query: its destination gets that query (./redirect-hook.ts), and it leaves in the
 *                       coding negotiated in stage 6. Any other answer leaves as Next.js writes it, streaming, with
 *                       the non-document policy.
 *   3. script loading   lib/html/boot-scripts.ts: the app's scripts load after the first paint (production only).
 *   4. policy           lib/security/csp-response.ts: the Content Security Policy from the hashes of the final
 *                       markup. Stages 3 and 4 are remembered for the pages seen lately, by their bytes. The
 *                       headers only the client router reads on page data it fetches leave the document.
 *   5. location         ./redirect-hook.ts: a redirect page Next.js replayed from its cache without its Location
 *                       gets the one its data names (found while reading the page in stage 4).
 *   6. encoding         ./encoding.ts: the page is compressed once, in the coding negotiated with the visitor's
 *                       `Accept-Encoding` (brotli for browsers, else gzip or deflate; from 1 KB), and leaves with
 *                       its length. A page sent in brotli before goes at brotli's top quality, made off the event
 *                       loop after its first answer (`createPageEncoder`).
 *   7. page cache       ./page-cache.ts keeps the final bytes of a shareable page for a moment, keyed by that coding.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withRequestDeadline } from '../lib/cms/breaker';
import { deferBootScripts } from '../lib/html/boot-scripts';
import { mergeFlightScripts } from '../lib/html/flight-scripts';
import { ROUTER_REQUEST_HEADERS, ROUTER_RESPONSE_HEADERS } from '../lib/next-internals.mjs';
import { cspSourcesFromEnv, type CspSources } from '../lib/security/csp';
import {
  documentPolicy,
  isHtml,
  setDocumentPolicy,
  setNonDocumentPolicy,
  type DocumentPolicy,
} from '../lib/security/csp-response';
import { canonicalImageTarget } from '../lib/security/request-guard';
import { clientAddress, trustedProxies } from '../lib/security/client-address';
import { DOCUMENT_SECURITY_HEADERS, RESPONSE_SECURITY_HEADERS } from '../lib/security/headers';
import { siteSecurity } from '../lib/security/site-security';
import { withRequestNotes, type RequestNotes } from '../lib/site-server-bridge';
import { createPageEncoder, decodeBody, encodeBody, preferredCoding } from './encoding';
import { pageCacheKey, type PageCache } from './page-cache';
import { followWithVisitorQuery, hasVisitorQuery, restoreRedirectLocation } from './redirect-hook';
import { mapStatus, requestFacts, type RequestFacts, type ResponseHook } from './response-hooks';
import { interceptResponse } from './response-interception';

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
  /** Stage 7, and the warm pages answered before Next.js. */
  pageCache: PageCache;
  /** The build's precompressed static files, answered before Next.js (./static-files.ts): true when it took the request. */
  staticFiles?(req: IncomingMessage, res: ServerResponse): boolean;
  /** Uploads answered before Next.js (./uploads.ts): true when it took the request. */
  uploads?(req: IncomingMessage, res: ServerResponse): boolean;
  /** Stage 1's content reads share one deadline, this long (lib/cms/breaker.ts, withRequestDeadline); default 5 s. */
  readDeadlineMs?: number;
  /** Proxies whose `X-Forwarded-For` is believed (lib/security/client-address.ts); default `TRUSTED_PROXIES`. */
  trustedProxies?: string;
  /** Keep Next's `x-nextjs-cache` on answers (tests that watch the cache); default `CACHE_STATUS_HEADER=1`. */
  exposeCacheStatus?: boolean;
}

/** Says which cache an answer came from: for tests only, never for visitors (it names the framework too). */
const CACHE_STATUS_HEADER = 'x-nextjs-cache';

/** Where the security headers next.config.ts gives documents do not go (lib/security/headers.ts). */
const NON_DOCUMENT_PATH = /^\/_next\/(?:static\/|image(?:\/|$))/;

/**
 * The security headers of next.config.ts on an answer Next.js wrote without them (its redirects: the trailing
 * slash's 308 among them).
 */
function addMissingSecurityHeaders(pathname: string, res: ServerResponse): void {
  const headers = NON_DOCUMENT_PATH.test(pathname)
    ? RESPONSE_SECURITY_HEADERS
    : [...RESPONSE_SECURITY_HEADERS, ...DOCUMENT_SECURITY_HEADERS];
  for (const { key, value } of headers) if (!res.hasHeader(key)) res.setHeader(key, value);
}

/** How many pages' stages 3 and 4 are remembered. */
const RECENT_PAGES = 256;

/** A request whose answer is a page: a page address, not a client-side navigation, prefetch or server action. */
const asksForPage = (facts: RequestFacts) =>
  facts.isPageAddress && ROUTER_REQUEST_HEADERS.every((name) => facts.req.headers[name] === undefined);

/**
 * A client-side navigation to a page (a router request: Next.js removes its headers from the request while it
 * renders, so this is asked before) with a query the destination of a redirect should keep.
 */
const isNavigationWithQuery = (facts: RequestFacts) =>
  facts.isPage && facts.req.headers.rsc !== undefined && hasVisitorQuery(facts.req.url ?? '/');

/** The page data such a navigation gets for an address that redirects: status 200, with the redirect's Location. */
const isRedirectData = (req: IncomingMessage, res: ServerResponse) =>
  res.hasHeader('location') &&
  /^\s*text\/x-component\b/i.test(String(res.getHeader('content-type') ?? '')) &&
  hasBody(req.method, res);

const hasBody = (method: string | undefined, res: ServerResponse) =>
  method !== 'HEAD' && res.statusCode !== 304 && res.statusCode !== 204;

/** The site server's request listener. */
export function createPipeline(options: PipelineOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { render, hooks, pageCache, staticFiles, uploads, dev, readDeadlineMs = 5000 } = options;
  // Requests no browser sends are refused by the same module that gives pages their policy (docs/security.md).
  const sources = options.sources ?? cspSourcesFromEnv();
  const security = siteSecurity({ dir: options.dir, sources: dev ? { ...sources, development: true } : sources });
  const encodePage = createPageEncoder();
  const trusted = trustedProxies(options.trustedProxies ?? process.env.TRUSTED_PROXIES);
  const exposeCacheStatus = options.exposeCacheStatus ?? process.env.CACHE_STATUS_HEADER === '1';
  const finishMarkup = rememberRecentPages((url, html) => {
    const final = dev ? html : deferBootScripts(mergeFlightScripts(html)); // 3. script loading
    return { html: final, policy: security.pagePolicy(url, final) }; // 4. policy
  });

  return (req, res) => {
    // The visitor's address, as the trusted proxies in front say (lib/security/client-address.ts), is the one
    // Next.js and the app see: whatever the visitor wrote into these headers themselves is gone.
    req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
    delete req.headers['x-real-ip'];
    // Answered before Next.js.
    if (security.refuse(req, res)) return;
    // An upload asked of the image optimiser under any other address of it is encoded once, under its own.
    const image = canonicalImageTarget(req.url);
    if (image !== undefined) req.url = image;
    if (staticFiles?.(req, res)) return;
    if (uploads?.(req, res)) return;
    if (pageCache.serve(req, res)) return;

    const facts = requestFacts(req);
    const wantedHooks = hooks.filter((hook) => hook.wants(facts));
    const coding = preferredCoding(req.headers);
    const cacheKey = req.method === 'GET' ? pageCacheKey(req) : undefined;
    const page = asksForPage(facts);
    if (page) req.headers['accept-encoding'] = 'identity';
    // Node decided when the response was made that a HEAD answer carries no body: Next.js may render one.
    if (page && req.method === 'HEAD') req.method = 'GET';
    let replacement: Buffer | undefined;
    const navigationWithQuery = isNavigationWithQuery(facts);
    let routerRedirect = false;
    const notes: RequestNotes = {};

    interceptResponse(res, {
      head() {
        replacement = mapStatus(facts, res, wantedHooks); // 2. status mapping
        // A submission refused by the rate limit: the page or the action's answer says so, with its status.
        if (notes.status !== undefined) {
          // A page that explains its own 404 or 503 (the search): its status, never cached.
          res.statusCode = notes.status.code;
          if (notes.status.retryAfterSeconds !== undefined)
            res.setHeader('Retry-After', String(notes.status.retryAfterSeconds));
          res.setHeader('Cache-Control', 'no-store');
        }
        if (notes.retryAfterSeconds !== undefined) {
          res.statusCode = 429;
          res.setHeader('Retry-After', String(notes.retryAfterSeconds));
          res.setHeader('Cache-Control', 'no-store');
        }
        addMissingSecurityHeaders(facts.pathname, res);
        if (!exposeCacheStatus) res.removeHeader(CACHE_STATUS_HEADER);
        if (replacement !== undefined || (isHtml(res.getHeader('content-type')) && hasBody(req.method, res)))
          return true;
        setNonDocumentPolicy(res, req.method);
        routerRedirect = navigationWithQuery && isRedirectData(req, res);
        if (routerRedirect) return true;
        if (cacheKey !== undefined) pageCache.keep(cacheKey, res);
        return false;
      },
      finish(written) {
        if (routerRedirect) {
          const writtenCoding = res.getHeader('content-encoding');
          try {
            const data = decodeBody(res, written).toString('utf8');
            return encodeBody(res, Buffer.from(followWithVisitorQuery(res, data, req.url ?? '/')), coding); // 6
          } catch (error) {
            console.error('site server: could not read a redirect’s page data; it is sent as written', error);
            if (writtenCoding === undefined) res.removeHeader('content-encoding');
            else res.setHeader('Content-Encoding', writtenCoding);
            return written;
          }
        }
        let document: Buffer;
        try {
          document = replacement ?? decodeBody(res, written);
        } catch (error) {
          console.error('site server: could not read the page; it is sent as written, with the base policy', error);
          setDocumentPolicy(res, documentPolicy('', sources));
          if (cacheKey !== undefined) pageCache.keep(cacheKey, res);
          return written;
        }
        const { html, policy } = finishMarkup(req.url ?? '', document); // 3 and 4
        setDocumentPolicy(res, policy);
        // What the client router reads only on page data it fetches: about 50 bytes of each document's head.
        for (const name of ROUTER_RESPONSE_HEADERS) res.removeHeader(name);
        restoreRedirectLocation(req, res, policy.redirect); // 5. location
        const body = encodePage(res, html, coding); // 6. encoding
        if (cacheKey !== undefined) pageCache.keep(cacheKey, res, body); // 7. page cache
        return body;
      },
    });

    // Every content read of this render shares one deadline; reads after the answer has left are the background's.
    const rendered = withRequestDeadline(readDeadlineMs, (reads) => {
      res.once('close', () => (reads.done = true));
      return withRequestNotes(notes, () => render(req, res));
    });
    rendered.catch((error: unknown) => {
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

interface FinishedMarkup {
  html: Buffer;
  policy: DocumentPolicy;
}

/**
 * Stages 3 and 4 (`finish`, which must be pure), remembered by a digest of the page's bytes: a cached page goes
 * out unchanged many times, and rewriting it and finding its inline code is most of the work.
 */
function rememberRecentPages(
  finish: (url: string, html: string) => { html: string; policy: DocumentPolicy },
): (url: string, page: Buffer) => FinishedMarkup {
  const recent = new Map<string, FinishedMarkup>();
  return (url, page) => {
    const key = createHash('sha256').update(page).digest('base64');
    const known = recent.get(key);
    if (known) return known;
    const html = page.toString('utf8');
    const finished = finish(url, html);
    const result = { html: finished.html === html ? page : Buffer.from(finished.html), policy: finished.policy };
    recent.set(key, result);
    if (recent.size > RECENT_PAGES) recent.delete(recent.keys().next().value!);
    return result;
  };
}
