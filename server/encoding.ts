/**
 * Content codings for the site server, in one place: which coding a visitor's page is sent in, whether a stored
 * answer's coding is one a request accepts, and the page's one encoding (stage 5 of ./pipeline.ts). Parsing
 * `Accept-Encoding` (q-values, `*`, `identity;q=0`, case) is `negotiator`'s job.
 */
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';

/**
 * The codings pages are sent in, best first, and `identity`: the bytes as they are. Brotli comes first: every
 * current browser accepts it, and its text dictionary makes HTML smaller than gzip does. On a phone's first
 * connection that can decide how many round trips a page takes, since TCP's first window carries about 14 KB.
 * Next.js's own compression (the site's scripts and stylesheets) knows only gzip and deflate.
 */
const CODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
export type ContentCoding = (typeof CODINGS)[number];

/**
 * Brotli's quality for pages: 5 of 11, the range meant for compressing as the answer is made. The top
 * qualities save a little more at many times the CPU time; each page is encoded once per coding and then kept
 * in the page cache (./page-cache.ts).
 */
const BROTLI_QUALITY = 5;

/** A body under this size goes as it is: compressing it saves less than it costs (Next.js's threshold too). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

const negotiator = (headers: IncomingHttpHeaders) => new Negotiator({ headers });

/**
 * The client's acceptable codings among `available`, best first; among those it rates alike, in `available`'s
 * order. negotiator 1.x takes that order as its `preferred` option, which @types/negotiator does not declare yet.
 */
function acceptableCodings(accepted: Negotiator, available: readonly ContentCoding[]): ContentCoding[] {
  const encodings = accepted.encodings.bind(accepted) as unknown as (
    available: readonly string[],
    options: { preferred: readonly string[] },
  ) => string[];
  return encodings(available, { preferred: available }) as ContentCoding[];
}

/**
 * The coding a page goes to a visitor with these request headers in: the client's preferred of brotli, gzip,
 * deflate and identity (by its q-values; where it rates several alike, in that order), gzip whenever deflate
 * was picked but gzip is also accepted (as Next.js's compression does); `identity` when the client accepts none
 * of them (the bytes then go as they are).
 */
export function preferredCoding(headers: IncomingHttpHeaders): ContentCoding {
  const accepted = negotiator(headers);
  let coding: ContentCoding | undefined = acceptableCodings(accepted, CODINGS)[0];
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
  if (coding === 'br')
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  return coding === 'gzip' ? gzipSync(body) : deflateSync(body);
}
