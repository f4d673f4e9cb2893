/**
 * Content codings for the site server, in one place: which coding a visitor's page is sent in, whether a stored
 * answer's coding is one a request accepts, and the page's one encoding (stage 5 of ./pipeline.ts). Parsing
 * `Accept-Encoding` (q-values, `*`, `identity;q=0`, case) is `negotiator`'s job.
 */
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** The codings pages are sent in (the ones Next.js's own compression uses), and `identity`: the bytes as they are. */
const CODINGS = ['gzip', 'deflate', 'identity'] as const;
export type ContentCoding = (typeof CODINGS)[number];

/** A body under this size goes as it is: compressing it saves less than it costs (Next.js's threshold too). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

const negotiator = (headers: IncomingHttpHeaders) => new Negotiator({ headers });

/**
 * The coding a page goes to a visitor with these request headers in: the client's preferred of gzip, deflate
 * and identity, gzip whenever deflate was picked but gzip is also accepted; `identity` when the client accepts
 * none of them (the bytes then go as they are). The choice Next.js's compression makes for its other answers.
 */
export function preferredCoding(headers: IncomingHttpHeaders): ContentCoding {
  const accepted = negotiator(headers);
  let coding = accepted.encodings([...CODINGS])[0] as ContentCoding | undefined;
  if (coding === 'deflate' && accepted.encodings(['gzip']).length > 0) {
    coding = accepted.encodings(['gzip', 'identity'])[0] as ContentCoding | undefined;
  }
  return coding ?? 'identity';
}

/** Whether a response in `coding` may be sent to a request with these headers. */
export function acceptsCoding(headers: IncomingHttpHeaders, coding: ContentCoding): boolean {
  return negotiator(headers).encodings([coding]).length > 0;
}

/**
 * The bytes of a held answer as they are. A page comes from Next.js as it is (it was asked for `identity`); an
 * HTML answer to another address (Next's not-found document for an unknown `/_next/` or `/api/` address) may
 * come compressed by Next.js, and is read here once.
 */
export function decodeBody(res: ServerResponse, body: Buffer): Buffer {
  const coding = String(res.getHeader('content-encoding') ?? 'identity')
    .trim()
    .toLowerCase();
  if (coding === 'identity') return body;
  const decode = DECODERS[coding];
  if (!decode) throw new Error(`unknown content coding ${coding}`);
  const decoded = decode(body);
  res.removeHeader('content-encoding');
  return decoded;
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * Stage 5: the finished page in `coding` (the visitor's `preferredCoding`) when it is 1 KB or more and its
 * `Cache-Control` allows transforming it, else as it is; `Vary: Accept-Encoding` either way.
 */
export function encodeBody(res: ServerResponse, body: Buffer, coding: ContentCoding): Buffer {
  const vary = [res.getHeader('vary') ?? []].flat().join(', ');
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const noTransform = /\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''));
  if (coding === 'identity' || body.length < COMPRESSION_THRESHOLD_BYTES || noTransform) return body;
  res.setHeader('Content-Encoding', coding);
  return coding === 'gzip' ? gzipSync(body) : deflateSync(body);
}
