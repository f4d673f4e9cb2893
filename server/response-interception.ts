/**
 * The one interception of a response. Next.js writes as usual; just before the head would leave (`writeHead`, the
 * implicit head of the first `write` or `end`, `flushHeaders`) `head` runs once, may change status and headers, and
 * says whether the body is held. Otherwise it streams as written; a held body goes to `finish` whole, and what that
 * returns leaves with its length. Not a library: those that rewrite a body (`compression`, `on-headers`,
 * `express-interceptor`) each wrap `res.write`/`res.end` for one purpose, layered in an order only their call sites
 * imply, and Next.js's handler is not an Express app.
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { chunkBytes } from '../lib/http-chunk';

export interface Interception {
  /** Once, before the head leaves: true to hold the body until the response ends. */
  head(): boolean;
  /** The held body, complete: returns the bytes to send (the head may still be changed here). */
  finish(body: Buffer): Buffer;
}

type Method = (...args: unknown[]) => unknown;

/** Folds `writeHead`'s header argument (an object, or Node's flat name/value list) into the response. */
function setHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | readonly unknown[] | undefined): void {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      res.setHeader(String(headers[i]), headers[i + 1] as OutgoingHttpHeader);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (value !== undefined) res.setHeader(name, value);
  }
}

export function interceptResponse(res: ServerResponse, interception: Interception): void {
  // Node's own methods: called only with the arguments Next passed, or their plain forms.
  const original = {
    writeHead: res.writeHead.bind(res) as Method,
    write: res.write.bind(res) as Method,
    end: res.end.bind(res) as Method,
    flushHeaders: res.flushHeaders.bind(res),
  };
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  /** The reason phrase Next gave with its status: kept while the status stays the one it came with. */
  let reason: { status: number; text: string } | undefined;
  const chunks: Buffer[] = [];

  const decide = () => {
    if (mode === 'undecided') mode = interception.head() ? 'hold' : 'pass';
  };
  const sendHead = () => {
    if (res.headersSent) return;
    if (reason?.status === res.statusCode) original.writeHead(res.statusCode, reason.text);
    else original.writeHead(res.statusCode);
  };

  res.writeHead = function interceptedWriteHead(status: number, ...rest: unknown[]) {
    if (typeof rest[0] === 'string') reason = { status, text: rest[0] };
    res.statusCode = status;
    setHeaders(res, rest.find((arg) => typeof arg === 'object' && arg !== null) as OutgoingHttpHeaders | undefined);
    decide();
    if (mode === 'pass') sendHead();
    return res;
  } as ServerResponse['writeHead'];

  res.flushHeaders = function interceptedFlushHeaders() {
    decide();
    // Node sends the head through `res.writeHead`, so that wrappers installed after this one (Next's compression,
    // which attaches its `drain` listeners then) see it too.
    if (mode === 'pass') original.flushHeaders();
  };

  res.write = function interceptedWrite(...args: unknown[]) {
    decide();
    if (mode === 'pass') return original.write(...args);
    const bytes = chunkBytes(args[0], args[1]);
    // A copy: the caller may reuse its buffer once the write returns.
    if (bytes) chunks.push(Buffer.from(bytes));
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function interceptedEnd(...args: unknown[]) {
    decide();
    if (mode === 'pass') return original.end(...args);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (res.writableEnded) {
      if (callback) process.nextTick(callback);
      return res;
    }
    const bytes = typeof args[0] === 'function' ? undefined : chunkBytes(args[0], args[1]);
    if (bytes) chunks.push(bytes);
    const body = interception.finish(Buffer.concat(chunks));
    res.removeHeader('transfer-encoding');
    res.setHeader('Content-Length', body.length);
    sendHead();
    // A HEAD response carries the head only: Node sends no body for it.
    return original.end(body, callback);
  } as ServerResponse['end'];
}
