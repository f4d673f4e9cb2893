import { ServerResponse, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptsCoding, createPageEncoder, decodeBody, encodeBody, preferredCoding } from './encoding';

const headers = (acceptEncoding?: string) =>
  acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };

describe('content-coding negotiation', () => {
  it('picks brotli where the client takes it as readily as any, then gzip, deflate when gzip is refused, else the bytes as they are', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip', 'gzip'],
      ['GZIP;Q=0.5', 'gzip'],
      ['deflate', 'deflate'],
      ['br', 'br'],
      ['identity', 'identity'],
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=1.0, gzip;q=0.5', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip, deflate', 'gzip'],
      ['deflate, gzip;q=0.1', 'gzip'],
      ['gzip;q=0, deflate', 'deflate'],
      ['gzip;q=0, *', 'br'],
      ['gzip;q=0, br;q=0, *', 'deflate'],
      ['*', 'br'],
      ['*;q=0', 'identity'],
      ['gzip;q=0, deflate;q=0', 'identity'],
      ['identity;q=0, deflate', 'deflate'],
    ];
    for (const [acceptEncoding, coding] of cases) {
      expect(preferredCoding(headers(acceptEncoding)), String(acceptEncoding)).toBe(coding);
    }
  });

  it('says whether a stored answer may go to a client', () => {
    expect(acceptsCoding(headers('identity'), 'deflate')).toBe(false);
    expect(acceptsCoding(headers('identity'), 'identity')).toBe(true);
    expect(acceptsCoding(headers(undefined), 'identity')).toBe(true);
    expect(acceptsCoding(headers('deflate'), 'identity')).toBe(true);
    expect(acceptsCoding(headers('deflate'), 'gzip')).toBe(false);
    expect(acceptsCoding(headers('gzip;q=0, *'), 'gzip')).toBe(false);
    expect(acceptsCoding(headers('identity;q=0, gzip'), 'identity')).toBe(false);
    expect(acceptsCoding(headers('*'), 'deflate')).toBe(true);
  });

  const response = (headers: Record<string, string> = {}) => {
    const res = new ServerResponse({ method: 'GET' } as IncomingMessage);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return res;
  };
  const page = Buffer.from('<p>words</p>'.repeat(100));

  it('encodes a page of 1 KB or more once, in the coding given, and says it varies with Accept-Encoding', () => {
    const zipped = response({ vary: 'rsc, next-router-state-tree' });
    expect(gunzipSync(encodeBody(zipped, page, 'gzip'))).toEqual(page);
    expect(zipped.getHeader('content-encoding')).toBe('gzip');
    expect(zipped.getHeader('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    const brotli = response();
    const compressed = encodeBody(brotli, page, 'br');
    expect(brotliDecompressSync(compressed)).toEqual(page);
    expect(brotli.getHeader('content-encoding')).toBe('br');
    expect(compressed.length).toBeLessThan(gzipSync(page).length);
    const deflated = response({ vary: 'Accept-Encoding' });
    expect(inflateSync(encodeBody(deflated, page, 'deflate'))).toEqual(page);
    expect(deflated.getHeader('vary')).toBe('Accept-Encoding');
    for (const [res, body] of [
      [response(), page.subarray(0, 1023)],
      [response({ 'cache-control': 'no-transform' }), page],
    ] as const) {
      expect(encodeBody(res, body, 'gzip')).toBe(body);
      expect(res.getHeader('content-encoding')).toBeUndefined();
      expect(res.getHeader('vary')).toBe('Accept-Encoding');
    }
  });

  it('reads an answer Next.js compressed, and leaves one it sent as it is', () => {
    const zipped = response({ 'content-encoding': 'gzip' });
    expect(decodeBody(zipped, gzipSync(page))).toEqual(page);
    expect(zipped.getHeader('content-encoding')).toBeUndefined();
    expect(decodeBody(response(), page)).toBe(page);
  });
});

describe('the page encoder', () => {
  const response = () => new ServerResponse({ method: 'GET' } as IncomingMessage);
  // A page with as much repetition as a real one (its markup and its data block say much the same twice).
  const words = 'altitude marketing group brand strategy websites paid media content video'.split(' ');
  const page = Buffer.from(
    Array.from(
      { length: 4000 },
      (_, index) => `<p class="c${index % 37}">${words[(index * 7) % words.length]}</p>`,
    ).join(''),
  );

  it('sends a page’s first brotli answer at once, and later ones at the top quality, smaller and the same page', async () => {
    const encode = createPageEncoder();
    const first = encode(response(), page, 'br');
    expect(brotliDecompressSync(first)).toEqual(page);
    let later = first;
    await vi.waitFor(() => {
      const res = response();
      later = encode(res, page, 'br');
      expect(res.getHeader('content-encoding')).toBe('br');
      expect(later.length).toBeLessThan(first.length);
    });
    expect(brotliDecompressSync(later)).toEqual(page);
    // Another page's bytes start again at the usual quality.
    const other = Buffer.concat([page, Buffer.from('<p>one more line</p>')]);
    expect(encode(response(), other, 'br').length).toBeGreaterThan(later.length);
  });

  it('leaves other codings, small pages and pages that may not be transformed as encodeBody makes them', async () => {
    const encode = createPageEncoder();
    for (let round = 0; round < 2; round++) {
      expect(gunzipSync(encode(response(), page, 'gzip'))).toEqual(page);
      const small = page.subarray(0, 1000);
      expect(encode(response(), small, 'br')).toBe(small);
      const kept = response();
      kept.setHeader('cache-control', 'no-transform');
      expect(encode(kept, page, 'br')).toBe(page);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('keeps at most the number of pages it is given', async () => {
    const encode = createPageEncoder(1);
    const pages = [page, Buffer.concat([page, Buffer.from('<p>two</p>')])];
    const sizes: number[] = [];
    for (const [index, bytes] of pages.entries()) {
      sizes.push(encode(response(), bytes, 'br').length);
      await vi.waitFor(() => expect(encode(response(), bytes, 'br').length).toBeLessThan(sizes[index]!));
    }
    // The second page's top-quality encoding took the first's place.
    expect(encode(response(), pages[0]!, 'br').length).toBe(sizes[0]);
  });
});
