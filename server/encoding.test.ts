import { describe, expect, it } from 'vitest';
import { acceptsCoding, nextCompressionCoding } from './encoding';

const headers = (acceptEncoding?: string) =>
  acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };

describe('content-coding negotiation', () => {
  it('picks what Next.js compression sends: gzip first, deflate when gzip is refused, else the bytes as they are', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip', 'gzip'],
      ['GZIP;Q=0.5', 'gzip'],
      ['deflate', 'deflate'],
      ['br', 'identity'],
      ['identity', 'identity'],
      ['gzip, deflate, br', 'gzip'],
      ['br;q=1.0, gzip;q=0.5', 'gzip'],
      ['deflate, gzip;q=0.1', 'gzip'],
      ['gzip;q=0, deflate', 'deflate'],
      ['gzip;q=0, *', 'deflate'],
      ['*', 'gzip'],
      ['*;q=0', 'identity'],
      ['gzip;q=0, deflate;q=0', 'identity'],
      ['identity;q=0, deflate', 'deflate'],
    ];
    for (const [acceptEncoding, coding] of cases) {
      expect(nextCompressionCoding(headers(acceptEncoding)), String(acceptEncoding)).toBe(coding);
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
});
