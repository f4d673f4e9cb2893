/**
 * The response hooks of ./pipeline.ts: the hooks that may change a page's status, headers or body.
 *
 * Every request is offered to each hook's `wants` (cheap, synchronous, no I/O: a hook that declines costs
 * nothing more on that request). For the hooks that want it, `beforeHead` runs once, just before the status
 * line and headers leave. At that point a hook may change `res.statusCode`, set or remove headers, or replace
 * the whole body; the later stages (script loading, policy, encoding, page cache) then work on what it leaves.
 *
 * To add post-processing (headers, a body rewrite), write a hook and list it where the site server lists its
 * hooks (./site-server.ts); order matters: later hooks see what earlier ones did.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NEXT_PATH_PREFIX } from '../lib/next-documented.mjs';

export interface RequestFacts {
  readonly req: IncomingMessage;
  /** The path without the query string, e.g. `/about-us/`. */
  readonly pathname: string;
  /** An address of the site's pages, whatever the method: not a `/_next/` asset, not an `/api/` route. */
  readonly isPageAddress: boolean;
  /** A document or page-data request: GET or HEAD to a page address. */
  readonly isPage: boolean;
  /** When the site server received the request (ms since epoch). */
  readonly receivedAt: number;
}

interface ResponseContext extends RequestFacts {
  readonly res: ServerResponse;
  /**
   * Sends `body` instead of whatever Next writes: Next's writes are discarded, its content headers
   * (type, length, encoding, ETag) are replaced. Status and other headers stay as the hooks leave them.
   * The body then passes the later stages like any page (encoding: compressed from 1 KB when the client accepts it).
   */
  replaceBody(body: string | Buffer, contentType: string): void;
}

export interface ResponseHook {
  readonly name: string;
  /** Whether this hook looks at this response at all. Runs on every request: keep it trivial. */
  wants(facts: RequestFacts): boolean;
  /** Runs once, before the head is sent. */
  beforeHead(context: ResponseContext): void;
}

export function requestFacts(req: IncomingMessage, receivedAt = Date.now()): RequestFacts {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const isPageAddress = !pathname.startsWith(NEXT_PATH_PREFIX) && !pathname.startsWith('/api/');
  const isPage = (req.method === 'GET' || req.method === 'HEAD') && isPageAddress;
  return { req, pathname, isPageAddress, isPage, receivedAt };
}

/**
 * Runs `hooks` (the ones that wanted this request) on the response whose head is about to leave. Returns the
 * body a hook chose instead of Next's, if one did.
 */
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
