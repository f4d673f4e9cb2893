/**
 * Content codings for the site server, in one place: which coding a visitor's page is sent in, whether a stored
 * answer's coding is one a request accepts, and the page's one encoding (a page stage of ./pipeline.ts). Parsing
 * `Accept-Encoding` (q-values, `*`, `identity;q=0`, case) is `negotiator`'s job.
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

/**
 * The codings pages are sent in, best first, and `identity`: the bytes as they are. Brotli comes first: every
 * current browser accepts it, and its text dictionary makes HTML smaller than gzip does. On a phone's first
 * connection that can decide how many round trips a page takes, since TCP's first window carries about 14 KB.
 * Next.js's own compression (the site's scripts and stylesheets) knows only gzip and deflate.
 */
const CODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
export type ContentCoding = (typeof CODINGS)[number];

/**
 * Brotli's quality for an answer made now: 5 of 11, the range meant for compressing as the answer is made.
 */
const BROTLI_QUALITY = 5;

/**
 * Brotli's top quality, for a page whose bytes have been sent before (createPageEncoder). Measured on home's
 * document (84 KB of HTML): 13,389 bytes at quality 5, 12,021 at 10, 11,726 at 11. With its 2.5 KB of headers,
 * quality 5 left it over the ~14.6 KB (ten 1,460-byte segments) that TCP's first window carries, so a phone
 * waited one more round trip for the end of the page: Lighthouse's phone profile put its largest paint about
 * 150 ms later for it. Quality 11 took 50–280 ms per page on this machine (the five budget templates), too
 * long to make a visitor wait for.
 */
const BEST_BROTLI_QUALITY = 11;

/** How many pages' top-quality encodings a page encoder keeps (about 10–15 KB each). */
const BEST_ENCODINGS = 256;

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
 * The finished page in `coding` (the visitor's `preferredCoding`) when it is 1 KB or more and its
 * `Cache-Control` allows transforming it, else as it is; `Vary: Accept-Encoding` either way.
 */
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

const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/**
 * For finished pages: `encodeBody`, except that a page whose bytes this encoder has sent in brotli
 * before goes at brotli's top quality (BEST_BROTLI_QUALITY). The first answer with those bytes is encoded at the
 * usual quality and sent at once; meanwhile the top-quality encoding is made in zlib's thread pool, off the
 * event loop, and kept by a digest of the bytes. A warm page is finished again each time the page cache's entry
 * expires (every second under load), with the same bytes, so nearly every visitor gets the smaller page.
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
