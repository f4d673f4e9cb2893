/**
 * Content codings, in one place: which coding a visitor's page is sent in, whether a stored answer's coding is one
 * a request accepts, and the page's one encoding (a page stage of ./pipeline.ts). `negotiator` parses
 * `Accept-Encoding`. Brotli first: every current browser takes it, and its text dictionary makes HTML smaller than
 * gzip does (docs/performance.md, "Pages in brotli, at its top quality once seen").
 */
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';

/** The codings pages are sent in, best first, and `identity`: the bytes as they are. */
const CODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
export type ContentCoding = (typeof CODINGS)[number];

/**
 * Brotli's quality for an answer made now (5 of 11, the range meant for that), and for a page whose bytes were
 * sent before (11: 11–13 % smaller, which kept home's document in a phone's first round trip, but 50–280 ms a page).
 */
const BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;

/** How many pages' top-quality encodings a page encoder keeps (about 10–15 KB each). */
const BEST_ENCODINGS = 256;

/** A body under this size goes as it is: compressing it saves less than it costs (Next.js's threshold too). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const negotiator = (headers: IncomingHttpHeaders) => new Negotiator({ headers });

/** The client's codings among `available`, best first, ties in `available`'s order (negotiator's `preferred`, undeclared in its types). */
function acceptableCodings(accepted: Negotiator, available: readonly ContentCoding[]): ContentCoding[] {
  const encodings = accepted.encodings.bind(accepted) as unknown as (
    available: readonly string[],
    options: { preferred: readonly string[] },
  ) => string[];
  return encodings(available, { preferred: available }) as ContentCoding[];
}

/** The coding a page goes to this visitor in: gzip over deflate when both are taken (as Next.js does), else identity. */
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

/** A held answer's bytes as they are: a page comes so, but Next's HTML for another address may come compressed. */
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

/** The page in `coding` when 1 KB or more and `Cache-Control` allows it, else as it is; `Vary` either way. */
export function encodeBody(res: ServerResponse, body: Buffer, coding: ContentCoding): Buffer {
  const vary = [res.getHeader('vary') ?? []].flat().join(', ');
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const noTransform = /\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''));
  if (coding === 'identity' || body.length < COMPRESSION_THRESHOLD_BYTES || noTransform) return body;
  res.setHeader('Content-Encoding', coding);
  if (coding === 'br') return brotliCompressSync(body, brotliOptions(body, BROTLI_QUALITY));
  return coding === 'gzip' ? gzipSync(body) : deflateSync(body);
}

export const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/**
 * `encodeBody`, except that bytes this encoder has sent in brotli before go at its top quality: the first answer is
 * sent at the usual one while zlib's thread pool makes the best, kept by digest. A warm page is finished again
 * each time the page cache's entry expires, with the same bytes, so nearly every visitor gets the smaller page.
 */
export function createPageEncoder(maxEntries = BEST_ENCODINGS) {
  const best = new Map<string, Buffer>();
  const underWay = new Set<string>();
  return (res: ServerResponse, body: Buffer, coding: ContentCoding): Buffer => {
    const encoded = encodeBody(res, body, coding);
    if (res.getHeader('content-encoding') !== 'br') return encoded;
    const key = createHash('sha256').update(body).digest('base64');
    const kept = best.get(key);
    if (kept) return kept;
    if (!underWay.has(key)) {
      underWay.add(key);
      brotliCompress(body, brotliOptions(body, BEST_BROTLI_QUALITY), (error, result) => {
        underWay.delete(key);
        // Should it fail, the page simply keeps going at the usual quality.
        if (error) return console.error('site server: could not encode a page at brotli’s top quality', error);
        best.set(key, result);
        while (best.size > maxEntries) best.delete(best.keys().next().value!);
      });
    }
    return encoded;
  };
}
