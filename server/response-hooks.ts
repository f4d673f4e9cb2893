/**
 * The one place where the site server post-processes Next.js responses.
 *
 * Every request is offered to each hook's `wants` (cheap, synchronous, no I/O: a hook that declines costs
 * nothing more on that request). For the hooks that want it, `beforeHead` runs once, just before the status
 * line and headers leave — when Next calls `res.writeHead`, or implicitly on its first write or `end`. At that
 * point a hook may change `res.statusCode`, set or remove headers, or replace the whole body.
 *
 * To add post-processing (headers, a body rewrite), write a hook and list it in `RESPONSE_HOOKS` below;
 * order matters: later hooks see what earlier ones did.
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES, NEXT_PATH_PREFIX } from '../lib/next-internals.mjs';
import { nextCompressionCoding } from './encoding';
import { unavailableHook } from './unavailable-hook';

export interface RequestFacts {
  readonly req: IncomingMessage;
  /** The path without the query string, e.g. `/about-us/`. */
  readonly pathname: string;
  /** A document or page-data request: GET or HEAD, not a `/_next/` asset, not an `/api/` route. */
  readonly isPage: boolean;
  /** When the site server received the request (ms since epoch). */
  readonly receivedAt: number;
}

interface ResponseContext extends RequestFacts {
  readonly res: ServerResponse;
  /**
   * Sends `body` instead of whatever Next writes: Next's writes are discarded, its content headers
   * (type, length, encoding, ETag) are replaced. Status and other headers stay as the hooks leave them.
   * Like Next's own pages, a body of 1 KB or more (Next's compression threshold) goes compressed (gzip, else deflate) to a client that accepts it.
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

/**
 * The hooks every site server runs, in order. The server adds its own not-found hook after these
 * (./not-found-hook.ts): it needs the build folder and the server's address.
 */
export const RESPONSE_HOOKS: readonly ResponseHook[] = [unavailableHook];

export function requestFacts(req: IncomingMessage, receivedAt = Date.now()): RequestFacts {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const isPage =
    (req.method === 'GET' || req.method === 'HEAD') &&
    !pathname.startsWith(NEXT_PATH_PREFIX) &&
    !pathname.startsWith('/api/');
  return { req, pathname, isPage, receivedAt };
}

/**
 * Arms the hooks that want this response, before Next sees it: wraps this one response's `writeHead`
 * (Node calls it for the implicit head too), `write` and `end`. Next's compression wraps them again on top,
 * so a replaced body also swallows compressed output.
 */
export function applyResponseHooks(req: IncomingMessage, res: ServerResponse, hooks: readonly ResponseHook[]): void {
  if (hooks.length === 0) return;
  const facts = requestFacts(req);
  const wanted = hooks.filter((hook) => hook.wants(facts));
  if (wanted.length === 0) return;

  // Node's own methods, untyped: they are only ever called with the arguments Next passed or their plain forms.
  const { writeHead, write, end } = res as unknown as Record<
    'writeHead' | 'write' | 'end',
    (...args: unknown[]) => unknown
  >;
  let headDone = false;
  let replacement: Buffer | undefined;

  const context: ResponseContext = {
    ...facts,
    res,
    replaceBody(body, contentType) {
      replacement = typeof body === 'string' ? Buffer.from(body) : body;
      for (const name of ['content-encoding', 'content-length', 'etag', 'transfer-encoding', 'vary'])
        res.removeHeader(name);
      res.setHeader('Content-Type', contentType);
      res.setHeader('Vary', 'Accept-Encoding');
      const coding =
        replacement.length >= COMPRESSION_THRESHOLD_BYTES ? nextCompressionCoding(req.headers) : 'identity';
      if (coding !== 'identity') {
        replacement = coding === 'gzip' ? gzipSync(replacement) : deflateSync(replacement);
        res.setHeader('Content-Encoding', coding);
      }
      res.setHeader('Content-Length', replacement.length);
    },
  };

  res.writeHead = function hookedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (headDone) return writeHead.call(this, statusCode, ...rest);
    headDone = true;
    // writeHead(status, [reason], [headers]): fold the headers into the response so hooks see and can change them.
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as
      OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        res.setHeader(String(headers[i]), headers[i + 1] as OutgoingHttpHeader);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = statusCode;
    for (const hook of wanted) {
      try {
        hook.beforeHead(context);
      } catch (error) {
        console.error(`response hook ${hook.name} failed:`, error);
      }
    }
    const reason = typeof rest[0] === 'string' && res.statusCode === statusCode ? rest[0] : undefined;
    return reason === undefined ? writeHead.call(this, res.statusCode) : writeHead.call(this, res.statusCode, reason);
  } as ServerResponse['writeHead'];

  // Node would send the head inside write/end, after deciding about this very chunk; sending it first lets a
  // hook's replacement apply to every byte. Node's automatic Content-Length for a one-shot `end` is kept.
  const sendHead = (self: ServerResponse, chunk?: unknown, encoding?: unknown) => {
    if (headDone || self.headersSent) return;
    if ((typeof chunk === 'string' || chunk instanceof Uint8Array) && !self.hasHeader('content-length')) {
      if (!self.hasHeader('transfer-encoding')) {
        const length =
          typeof chunk === 'string'
            ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : chunk.byteLength;
        self.setHeader('Content-Length', length);
      }
    }
    self.writeHead(self.statusCode);
  };

  res.write = function hookedWrite(this: ServerResponse, ...args: unknown[]) {
    if (!headDone && !this.headersSent) this.writeHead(this.statusCode);
    if (replacement === undefined) return write.apply(this, args);
    // The head has gone out with the replacement's length; Next's bytes go nowhere.
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function hookedEnd(this: ServerResponse, ...args: unknown[]) {
    sendHead(this, typeof args[0] === 'function' ? undefined : args[0], args[1]);
    if (replacement === undefined) return end.apply(this, args);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (this.writableEnded) {
      if (callback) process.nextTick(callback);
      return this;
    }
    return req.method === 'HEAD' ? end.call(this, callback) : end.call(this, replacement, callback);
  } as ServerResponse['end'];
}
