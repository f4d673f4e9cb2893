/**
 * Content-coding negotiation for the site server, in one place: what Next.js's compression sends a request,
 * and whether a stored answer's coding is one the request accepts. Parsing `Accept-Encoding` (q-values,
 * `*`, `identity;q=0`, case) is `negotiator`'s job, the library Next's own compression middleware uses.
 */
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { COMPRESSION_CODINGS } from '../lib/next-internals.mjs';

/** The codings Next.js's compression produces (it has no Brotli), and `identity`: the bytes as they are. */
export type ContentCoding = (typeof COMPRESSION_CODINGS)[number];

const negotiator = (headers: IncomingHttpHeaders) => new Negotiator({ headers });

/**
 * The coding Next.js's compression (next/dist/compiled/compression) gives a page for these request headers: the
 * client's preferred of gzip, deflate and identity, gzip whenever deflate was picked but gzip is also accepted;
 * `identity` when the client accepts none of them (compression then sends the bytes as they are).
 */
export function nextCompressionCoding(headers: IncomingHttpHeaders): ContentCoding {
  const accepted = negotiator(headers);
  let coding = accepted.encodings([...COMPRESSION_CODINGS])[0] as ContentCoding | undefined;
  if (coding === 'deflate' && accepted.encodings(['gzip']).length > 0) {
    coding = accepted.encodings(['gzip', 'identity'])[0] as ContentCoding | undefined;
  }
  return coding ?? 'identity';
}

/** Whether a response in `coding` may be sent to a request with these headers. */
export function acceptsCoding(headers: IncomingHttpHeaders, coding: ContentCoding): boolean {
  return negotiator(headers).encodings([coding]).length > 0;
}
