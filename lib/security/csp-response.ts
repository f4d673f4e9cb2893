/**
 * Adds the Content Security Policy to a Node.js response as it leaves the server. An HTML page is held
 * back until it is complete (a cached page is a few tens of KB), optionally rewritten (`rewriteHtml`: the
 * server's one whole-page rewrite, done here because the policy must hash the final markup), its inline
 * code hashed, and the policy header set before the first byte goes out (with the Location a replayed redirect
 * page lacks: ../html/cached-redirect.ts). Everything else passes through
 * untouched and unbuffered: RSC payloads (text/x-component) and files keep streaming, and get the strict
 * non-document policy.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { cachedRedirect, type CachedRedirect } from '../html/cached-redirect';
import { chunkBytes } from '../http-chunk';
import { NON_DOCUMENT_POLICY, pagePolicy, type CspSources } from './csp';

const CSP_HEADER = 'Content-Security-Policy';

export interface CspResponseOptions {
  sources: CspSources;
  /** Told about inline scripts a page carries that the policy refuses (they would not run). */
  onRefusedScript?: (url: string, script: string) => void;
  /** Applied to each complete HTML page before its inline code is hashed; must be pure (results are memoised). */
  rewriteHtml?: (html: string) => string;
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Buffer | Uint8Array;

/** The content codings a page may leave Next.js in: how to read one, and how to write it back. */
const CODINGS: Record<string, { read: (body: Buffer) => Buffer; write: (body: Buffer) => Buffer }> = {
  gzip: { read: gunzipSync, write: gzipSync },
  'x-gzip': { read: gunzipSync, write: gzipSync },
  br: { read: brotliDecompressSync, write: brotliCompressSync },
  deflate: { read: inflateSync, write: deflateSync },
};

const coding = (contentEncoding: string) => CODINGS[contentEncoding.trim().toLowerCase()];
const decode = (body: Buffer, contentEncoding: string) => coding(contentEncoding)?.read(body) ?? body;
const encode = (body: Buffer, contentEncoding: string) => coding(contentEncoding)?.write(body) ?? body;

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

/**
 * Final bodies and policies of pages seen lately, by a digest of the bytes as Next.js wrote them: a cached
 * page goes out unchanged many times, and rewriting it and finding its inline code is most of the work.
 * Keyed per options object (one per server).
 */
const MEMO_SIZE = 256;
interface FinishedPage {
  body: Buffer;
  policy: string;
  refusedScripts: string[];
  /** Where the page leads, if it is a redirect document (../html/cached-redirect.ts). */
  redirect: CachedRedirect | undefined;
}
const memos = new WeakMap<CspResponseOptions, Map<string, FinishedPage>>();

function finishPage(written: Buffer, contentEncoding: string, options: CspResponseOptions) {
  let memo = memos.get(options);
  if (!memo) memos.set(options, (memo = new Map()));
  const key = `${contentEncoding} ${createHash('sha256').update(written).digest('base64')}`;
  const known = memo.get(key);
  if (known) return { ...known, fresh: false };
  const html = decode(written, contentEncoding).toString('utf8');
  const final = options.rewriteHtml ? options.rewriteHtml(html) : html;
  const body = final === html ? written : encode(Buffer.from(final, 'utf8'), contentEncoding);
  const finished = { body, redirect: cachedRedirect(final), ...pagePolicy(final, options.sources) };
  memo.set(key, finished);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return { ...finished, fresh: true };
}

/** Applies `writeHead`'s header argument the way Node would, so it can be inspected before sending. */
function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | readonly unknown[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
    if (value !== undefined) res.setHeader(name, value);
}

/**
 * Wraps `res` so that its HTML gets the page policy and every other response the non-document policy
 * (unless the handler set its own, as the image optimiser does for SVG). Call before handing `res` on.
 */
export function withContentSecurityPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  options: CspResponseOptions,
): void {
  const original = {
    writeHead: res.writeHead.bind(res) as (status: number, reason?: string) => ServerResponse,
    write: res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, cb?: Callback) => boolean,
    end: res.end.bind(res) as {
      (cb?: () => void): ServerResponse;
      (chunk: Chunk, encoding?: BufferEncoding, cb?: () => void): ServerResponse;
    },
    flushHeaders: res.flushHeaders.bind(res),
  };
  let mode: 'undecided' | 'buffer' | 'pass' = 'undecided';
  let deferredHead: { status: number; reason?: string } | undefined;
  /** Set once the held-back page is going out: Node's own implicit writeHead must then go straight through. */
  let releasing = false;
  const chunks: Buffer[] = [];

  /** Decides once, from the status and the headers set so far, whether this response is held back. */
  const decide = () => {
    if (mode !== 'undecided') return;
    const noBody = req.method === 'HEAD' || res.statusCode === 304 || res.statusCode === 204;
    if (isHtml(res.getHeader('content-type'))) {
      // A 304 must not carry a policy: the browser would merge it into the cached page it belongs to.
      mode = noBody ? 'pass' : 'buffer';
      return;
    }
    mode = 'pass';
    if (!noBody && !res.hasHeader(CSP_HEADER)) res.setHeader(CSP_HEADER, NON_DOCUMENT_POLICY);
  };

  const sendHead = () => {
    if (deferredHead && !res.headersSent) original.writeHead(deferredHead.status, deferredHead.reason);
    deferredHead = undefined;
  };

  res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
    if (releasing) return original.writeHead(status, ...(rest as [string]));
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined;
    res.statusCode = status;
    applyHeaders(res, headers);
    decide();
    deferredHead = { status, reason };
    if (mode === 'pass') sendHead();
    return res;
  } as typeof res.writeHead;

  res.flushHeaders = function flushHeaders() {
    decide();
    if (mode === 'pass') {
      sendHead();
      original.flushHeaders();
    }
  };

  res.write = function write(chunk: Chunk, encodingOrCb?: BufferEncoding | Callback, cb?: Callback) {
    decide();
    if (mode === 'pass') {
      sendHead();
      return original.write(chunk, encodingOrCb as BufferEncoding, cb);
    }
    const callback = typeof encodingOrCb === 'function' ? encodingOrCb : cb;
    chunks.push(chunkBytes(chunk, encodingOrCb)!);
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;

  res.end = function end(chunk?: Chunk | (() => void), encodingOrCb?: BufferEncoding | (() => void), cb?: () => void) {
    const callback = [chunk, encodingOrCb, cb].find((arg): arg is () => void => typeof arg === 'function');
    const data = typeof chunk === 'function' ? undefined : chunk;
    const encoding = typeof encodingOrCb === 'string' ? encodingOrCb : undefined;
    decide();
    if (mode === 'pass') {
      sendHead();
      return data === undefined ? original.end(callback) : original.end(data, encoding as BufferEncoding, callback);
    }
    if (data !== undefined && data !== null) chunks.push(chunkBytes(data, encoding)!);
    let body: Buffer = Buffer.concat(chunks);
    try {
      const finished = finishPage(body, String(res.getHeader('content-encoding') ?? ''), options);
      body = finished.body;
      res.setHeader(CSP_HEADER, finished.policy);
      if (finished.redirect?.status === res.statusCode && !res.hasHeader('location')) {
        res.setHeader('Location', finished.redirect.location);
      }
      if (finished.fresh)
        for (const script of finished.refusedScripts) options.onRefusedScript?.(req.url ?? '', script);
    } catch (error) {
      // Fail closed: without hashes the page's inline code does not run, but nothing else does either.
      console.error('csp: could not hash the page; it is sent with the base policy', error);
      res.setHeader(CSP_HEADER, pagePolicy('', options.sources).policy);
    }
    // The whole page is here: it goes out with its length, not chunked (a cache in front stores and serves it
    // as one piece).
    if (!res.headersSent) {
      res.removeHeader('transfer-encoding');
      res.setHeader('Content-Length', body.length);
    }
    releasing = true;
    sendHead();
    return original.end(body, undefined, callback);
  } as typeof res.end;
}
