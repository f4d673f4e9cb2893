/**
 * The site server's request listener: what it does with each request, in order. `requestStages` run before
 * Next.js and may answer at once; otherwise Next.js renders into the one interception of the response
 * (./response-interception.ts), the response hooks run as its head is about to leave (./response-hooks.ts), and an
 * HTML document with a body is held until complete and passes `pageStages`. Anything else streams as Next.js writes
 * it. Position in each list is order; docs/architecture.md follows a request through them.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withRequestDeadline } from '../lib/cms/breaker';
import { clientAddress, trustedProxies } from '../lib/client-address';
import { CACHE_STATUS_HEADER } from '../lib/next-documented.mjs';
import { ROUTER_REQUEST_HEADERS } from '../lib/next-internals.mjs';
import { withRequestNotes, type RequestNotes } from '../lib/site-server-bridge';
import { createPageEncoder, decodeBody, preferredCoding, type ContentCoding } from './encoding';
import { deferBootScripts } from './html/boot-scripts';
import { mergeFlightScripts } from './html/flight-scripts';
import { pageCacheKey, type PageCache } from './page-cache';
import { mapStatus, requestFacts, type RequestFacts, type ResponseHook } from './response-hooks';
import { interceptResponse } from './response-interception';
import {
  allowFramingBy,
  cspSourcesFromEnv,
  documentPolicy,
  hasBody,
  isHtml,
  isPreviewPath,
  reportingPolicy,
  setDocumentPolicy,
  setNonDocumentPolicy,
  wordpressAdminOrigin,
  type CspSources,
  type DocumentPolicy,
} from './security/csp';
import { addMissingSecurityHeaders } from './security/headers';
import { canonicalImageTarget, createRequestGuard } from './security/request-guard';

export interface PipelineOptions {
  /** The project folder (public/ and the build folder are found from it). */
  dir: string;
  /** Development server: the policy allows React's development build, scripts load as Next.js writes them. */
  dev: boolean;
  /** The policy's sources; default from the environment. */
  sources?: CspSources;
  render(req: IncomingMessage, res: ServerResponse): Promise<void>;
  hooks: readonly ResponseHook[];
  pageCache: PageCache;
  /** Request stages for the build's precompressed files and for uploads: true when they took the request. */
  staticFiles?(req: IncomingMessage, res: ServerResponse): boolean;
  uploads?(req: IncomingMessage, res: ServerResponse): boolean;
  /** A render's content reads share one deadline, this long (lib/cms/breaker.ts); default 5 s. */
  readDeadlineMs?: number;
  /** Proxies whose `X-Forwarded-For` is believed (lib/client-address.ts); default `TRUSTED_PROXIES`. */
  trustedProxies?: string;
  /** Keep Next's `x-nextjs-cache` (tests; it names the framework to visitors); default `CACHE_STATUS_HEADER=1`. */
  exposeCacheStatus?: boolean;
  /** The origin that may frame previews; default the WordPress admin's (./security/csp.ts). */
  previewFrameOrigin?: string;
}

/** How many pages' finished markup and policy are remembered. */
const RECENT_PAGES = 256;

/** A request whose answer is a page: a page address, not a client-side navigation, prefetch or server action. */
const asksForPage = (facts: RequestFacts) =>
  facts.isPageAddress && ROUTER_REQUEST_HEADERS.every((name) => facts.req.headers[name] === undefined);

/** Before Next.js: true when it answered the request itself. It may rewrite the request. */
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
}
type PageStage = (page: Page) => void;

export function createPipeline(options: PipelineOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { render, hooks, pageCache, dev, readDeadlineMs = 5000 } = options;
  const sources = options.sources ?? cspSourcesFromEnv();
  const previewFrameOrigin = 'previewFrameOrigin' in options ? options.previewFrameOrigin : wordpressAdminOrigin();
  const pagePolicy = reportingPolicy(dev ? { ...sources, development: true } : sources);
  const encodePage = createPageEncoder();
  const trusted = trustedProxies(options.trustedProxies ?? process.env.TRUSTED_PROXIES);
  const exposeCacheStatus = options.exposeCacheStatus ?? process.env.CACHE_STATUS_HEADER === '1';
  const finishMarkup = rememberRecentPages((url, html) => {
    const final = dev ? html : deferBootScripts(mergeFlightScripts(html));
    return { html: final, policy: pagePolicy(url, final) };
  });
  const framedBy = (pathname: string) =>
    previewFrameOrigin && isPreviewPath(pathname) ? previewFrameOrigin : undefined;

  const requestStages: readonly RequestStage[] = [
    // The visitor's address as the trusted proxies in front say it: what the visitor wrote into these is gone.
    (req) => {
      req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
      delete req.headers['x-real-ip'];
      return false;
    },
    createRequestGuard(options.dir),
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
    // Scripts after the first paint (./html/boot-scripts.ts) and the policy from the final markup's hashes.
    (page) => {
      const { html, policy } = finishMarkup(page.req.url ?? '', page.body);
      page.body = html;
      setDocumentPolicy(page.res, policy);
      const framer = framedBy(requestFacts(page.req).pathname);
      if (framer) allowFramingBy(page.res, framer);
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

    interceptResponse(res, {
      head() {
        replacement = mapStatus(facts, res, wantedHooks);
        // A status the page noted for itself (a rate limit's 429, the search's 404 or 503), never cached.
        const noted =
          notes.retryAfterSeconds !== undefined
            ? { code: 429, retryAfterSeconds: notes.retryAfterSeconds }
            : notes.status;
        if (noted) {
          res.statusCode = noted.code;
          if (noted.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(noted.retryAfterSeconds));
          res.setHeader('Cache-Control', 'no-store');
        }
        addMissingSecurityHeaders(facts.pathname, res);
        if (!exposeCacheStatus) res.removeHeader(CACHE_STATUS_HEADER);
        if (replacement !== undefined || (isHtml(res.getHeader('content-type')) && hasBody(req.method, res)))
          return true;
        setNonDocumentPolicy(res, req.method);
        const framer = framedBy(facts.pathname);
        if (framer) allowFramingBy(res, framer);
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
      console.error('site server: request failed', req.method, req.url, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
    });
  };
}

type FinishedMarkup = { html: Buffer; policy: DocumentPolicy };

/**
 * The finished markup and policy (`finish` must be pure), remembered by a digest of the page's bytes: a cached
 * page goes out unchanged many times, and rewriting it and finding its inline code is most of the work.
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
