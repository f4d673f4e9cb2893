/**
 * What the site server does with each request, in order, in one place: the order of each list below is the
 * order its stages run in.
 *
 * `requestStages`, before Next.js: the visitor's address as the trusted proxies say it, the refusal of requests
 * no browser sends, the image optimiser's one address per picture, then a request may be answered at once by a
 * static file of the build in the coding it was compressed in at build time (./static-files.ts), an upload
 * streamed from the content system (./uploads.ts) or a warm page (./page-cache.ts).
 *
 * Otherwise Next.js renders the answer into the one interception of the response (./response-interception.ts).
 * A request for a page is handed to it with `Accept-Encoding: identity`, so the page comes as it is (never
 * compressed, so never decoded), and a HEAD for a page is rendered as its GET (Node sends no body for it).
 * Everything else (`/_next/` files, `/api/` routes, client-side navigation payloads) keeps the visitor's header:
 * Next.js compresses it as it chooses, and it streams.
 *
 * As the head is about to leave, the response hooks run in the order the site server lists them
 * (./response-hooks.ts): a page that cannot render during an outage answers 503, an unknown address the readable
 * not-found page, a redirect's Location gets the visitor's query. An HTML document with a body is then held until
 * it is complete, and passes `pageStages`; any other answer leaves as Next.js writes it, streaming.
 *
 * Addresses that moved are answered before all of this can replay them: proxy.ts redirects them from the redirect
 * map inside Next.js, after the page cache's stage, and that stage only ever replays a 200 page. An address starts
 * redirecting only when the map changes, and the map empties this process's page cache whenever it does
 * (../lib/redirects/redirect-map.ts): a replay never answers for an address the map redirects.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withRequestDeadline } from '../lib/cms/breaker';
import { deferBootScripts } from './html/boot-scripts';
import { mergeFlightScripts } from './html/flight-scripts';
import { CACHE_STATUS_HEADER } from '../lib/next-documented.mjs';
import { ROUTER_REQUEST_HEADERS } from '../lib/next-internals.mjs';
import { cspSourcesFromEnv, type CspSources } from './security/csp';
import {
  documentPolicy,
  isHtml,
  setDocumentPolicy,
  setNonDocumentPolicy,
  type DocumentPolicy,
} from './security/csp-response';
import { canonicalImageTarget } from './security/request-guard';
import { allowFramingBy, isPreviewPath, wordpressAdminOrigin } from './security/preview-framing';
import { clientAddress, trustedProxies } from '../lib/client-address';
import { DOCUMENT_SECURITY_HEADERS, RESPONSE_SECURITY_HEADERS } from './security/headers';
import { siteSecurity } from './security/site-security';
import { withRequestNotes, type RequestNotes } from '../lib/site-server-bridge';
import { createPageEncoder, decodeBody, preferredCoding } from './encoding';
import { pageCacheKey, type PageCache } from './page-cache';
import type { ContentCoding } from './encoding';
import { mapStatus, requestFacts, type RequestFacts, type ResponseHook } from './response-hooks';
import { interceptResponse } from './response-interception';

export interface PipelineOptions {
  /** The project folder (public/ and the build folder are found from it). */
  dir: string;
  /** Development server: the policy allows React's development build, scripts load as Next.js writes them. */
  dev: boolean;
  /** The policy's sources; default from the environment. */
  sources?: CspSources;
  /** Next.js's request handler. */
  render(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The response hooks, in order (./response-hooks.ts). */
  hooks: readonly ResponseHook[];
  /** The warm pages answered before Next.js, and kept after it. */
  pageCache: PageCache;
  /** The build's precompressed static files, answered before Next.js (./static-files.ts): true when it took the request. */
  staticFiles?(req: IncomingMessage, res: ServerResponse): boolean;
  /** Uploads answered before Next.js (./uploads.ts): true when it took the request. */
  uploads?(req: IncomingMessage, res: ServerResponse): boolean;
  /** A render's content reads share one deadline, this long (lib/cms/breaker.ts, withRequestDeadline); default 5 s. */
  readDeadlineMs?: number;
  /** Proxies whose `X-Forwarded-For` is believed (lib/client-address.ts); default `TRUSTED_PROXIES`. */
  trustedProxies?: string;
  /**
   * Keep Next's `x-nextjs-cache` on answers (tests that watch the cache; never for visitors: it names the
   * framework); default `CACHE_STATUS_HEADER=1`.
   */
  exposeCacheStatus?: boolean;
  /** The origin that may frame previews (./security/preview-framing.ts); default from the environment. */
  previewFrameOrigin?: string;
}

/** Where the security headers next.config.ts gives documents do not go (server/security/headers.ts). */
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

/** How many pages' finished markup and policy are remembered. */
const RECENT_PAGES = 256;

/** A request whose answer is a page: a page address, not a client-side navigation, prefetch or server action. */
const asksForPage = (facts: RequestFacts) =>
  facts.isPageAddress && ROUTER_REQUEST_HEADERS.every((name) => facts.req.headers[name] === undefined);

const hasBody = (method: string | undefined, res: ServerResponse) =>
  method !== 'HEAD' && res.statusCode !== 304 && res.statusCode !== 204;

/** A stage before Next.js: true when it answered the request itself. It may rewrite the request. */
type RequestStage = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A complete page on its way out. */
interface Page {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The coding negotiated with the visitor's own `Accept-Encoding`. */
  readonly coding: ContentCoding;
  readonly cacheKey: string | undefined;
  /** The markup; once encoded, the bytes that leave. */
  body: Buffer;
  policy?: DocumentPolicy;
}
type PageStage = (page: Page) => void;

/** The site server's request listener. */
export function createPipeline(options: PipelineOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { render, hooks, pageCache, dev, readDeadlineMs = 5000 } = options;
  const sources = options.sources ?? cspSourcesFromEnv();
  const previewFrameOrigin = 'previewFrameOrigin' in options ? options.previewFrameOrigin : wordpressAdminOrigin();
  const security = siteSecurity({ dir: options.dir, sources: dev ? { ...sources, development: true } : sources });
  const encodePage = createPageEncoder();
  const trusted = trustedProxies(options.trustedProxies ?? process.env.TRUSTED_PROXIES);
  const exposeCacheStatus = options.exposeCacheStatus ?? process.env.CACHE_STATUS_HEADER === '1';
  // Scripts after the first paint (./html/boot-scripts.ts, production only) and the policy from the hashes of
  // the final markup (./security/csp-response.ts), remembered for the pages seen lately by their bytes.
  const finishMarkup = rememberRecentPages((url, html) => {
    const final = dev ? html : deferBootScripts(mergeFlightScripts(html));
    return { html: final, policy: security.pagePolicy(url, final) };
  });

  const requestStages: readonly RequestStage[] = [
    // The visitor's address, as the trusted proxies in front say (../lib/client-address.ts), is the one Next.js
    // and the app see: whatever the visitor wrote into these headers themselves is gone.
    (req) => {
      req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
      delete req.headers['x-real-ip'];
      return false;
    },
    // Requests no browser sends (./security/request-guard.ts, docs/security.md).
    (req, res) => security.refuse(req, res),
    // An upload asked of the image optimiser under any other address of it is encoded once, under its own.
    (req) => {
      req.url = canonicalImageTarget(req.url) ?? req.url;
      return false;
    },
    ...(options.staticFiles ? [options.staticFiles] : []),
    ...(options.uploads ? [options.uploads] : []),
    (req, res) => pageCache.serve(req, res),
  ];

  const pageStages: readonly PageStage[] = [
    (page) => {
      const { html, policy } = finishMarkup(page.req.url ?? '', page.body);
      page.body = html;
      page.policy = policy;
      setDocumentPolicy(page.res, policy);
      if (previewFrameOrigin && isPreviewPath(requestFacts(page.req).pathname))
        allowFramingBy(page.res, previewFrameOrigin);
    },
    // Compressed once, in the visitor's coding, with its length (./encoding.ts).
    (page) => {
      page.body = encodePage(page.res, page.body, page.coding);
    },
    // The final bytes of a shareable page, for a moment (./page-cache.ts).
    ({ res, cacheKey, body }) => {
      if (cacheKey !== undefined) pageCache.keep(cacheKey, res, body);
    },
  ];

  return (req, res) => {
    for (const stage of requestStages) if (stage(req, res)) return;

    const facts = requestFacts(req);
    const wantedHooks = hooks.filter((hook) => hook.wants(facts));
    const coding = preferredCoding(req.headers);
    const cacheKey = req.method === 'GET' ? pageCacheKey(req) : undefined;
    const page = asksForPage(facts);
    if (page) req.headers['accept-encoding'] = 'identity';
    // Node decided when the response was made that a HEAD answer carries no body: Next.js may render one.
    if (page && req.method === 'HEAD') req.method = 'GET';
    let replacement: Buffer | undefined;
    const notes: RequestNotes = {};
    const framedBy = previewFrameOrigin && isPreviewPath(facts.pathname) ? previewFrameOrigin : undefined;

    interceptResponse(res, {
      head() {
        replacement = mapStatus(facts, res, wantedHooks);
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
        if (framedBy) allowFramingBy(res, framedBy);
        if (cacheKey !== undefined) pageCache.keep(cacheKey, res);
        return false;
      },
      finish(written) {
        let body: Buffer;
        try {
          body = replacement ?? decodeBody(res, written);
        } catch (error) {
          console.error('site server: could not read the page; it is sent as written, with the base policy', error);
          setDocumentPolicy(res, documentPolicy('', sources));
          if (cacheKey !== undefined) pageCache.keep(cacheKey, res);
          return written;
        }
        const finished: Page = { req, res, coding, cacheKey, body };
        for (const stage of pageStages) stage(finished);
        return finished.body;
      },
    });

    // Every content read of this render shares one deadline; reads after the answer has left are the background's.
    const rendered = withRequestDeadline(readDeadlineMs, (reads) => {
      res.once('close', () => (reads.done = true));
      return withRequestNotes(notes, () => render(req, res));
    });
    rendered.catch((error: unknown) => {
      // The render failed outside Next's own error handling.
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
 * The finished markup and policy (`finish`, which must be pure), remembered by a digest of the page's bytes: a cached page goes
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
