import { describe, expect, it } from 'vitest';
import { uriFromSegments } from './uri';

describe('uriFromSegments', () => {
  it('maps the root and nested paths to WordPress URIs', () => {
    expect(uriFromSegments(undefined)).toBe('/');
    expect(uriFromSegments(['about-us'])).toBe('/about-us/');
    expect(uriFromSegments(['team', 'maya-ortiz'])).toBe('/team/maya-ortiz/');
  });

  it('decodes percent-encoded segments', () => {
    expect(uriFromSegments(['caf%C3%A9'])).toBe('/café/');
  });

  it('refuses path tricks', () => {
    expect(uriFromSegments(['..', 'etc'])).toBeUndefined();
    expect(uriFromSegments(['a%2F..%2Fb'])).toBeUndefined();
    expect(uriFromSegments(['%E0%A4%A'])).toBeUndefined();
    expect(uriFromSegments(['a%00b'])).toBeUndefined();
  });
});
