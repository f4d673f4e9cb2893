import { describe, expect, it } from 'vitest';
import { withVisitorQuery } from './visitor-query';

describe('withVisitorQuery', () => {
  it('adds the visitor’s query to a destination without one', () => {
    expect(withVisitorQuery('/new-page/', '/old-page/?utm_source=x')).toBe('/new-page/?utm_source=x');
    expect(withVisitorQuery('/new-page/', '/old-page/?utm_source=x&utm_medium=mail')).toBe(
      '/new-page/?utm_source=x&utm_medium=mail',
    );
  });

  it('leaves the destination alone when the visitor brought no query', () => {
    expect(withVisitorQuery('/new-page/', '/old-page/')).toBe('/new-page/');
    expect(withVisitorQuery('/new-page/', '/old-page/?')).toBe('/new-page/');
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site#top', '/offer/')).toBe(
      'https://shop.example.com/spring?ref=site#top',
    );
  });

  it('keeps the destination’s parameters, as written, and adds the visitor’s after them', () => {
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site', '/offer/?utm_source=x')).toBe(
      'https://shop.example.com/spring?ref=site&utm_source=x',
    );
    // Encoded and valueless parameters are passed on exactly as they were written.
    expect(withVisitorQuery('/search/?q=a%20b&flag', '/find/?page=2&name=J%C3%BCrgen+M')).toBe(
      '/search/?q=a%20b&flag&page=2&name=J%C3%BCrgen+M',
    );
  });

  it('lets the destination’s value win when both name a parameter, however it is spelled', () => {
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site', '/offer/?ref=mine&utm_source=x')).toBe(
      'https://shop.example.com/spring?ref=site&utm_source=x',
    );
    expect(withVisitorQuery('/new/?utm_source=editor', '/old/?utm%5Fsource=x')).toBe('/new/?utm_source=editor');
    // A redirect Next.js built from the request (the trailing slash) already carries the query: nothing doubles.
    expect(withVisitorQuery('/about-us/?utm_source=x&a=1&a=2', '/about-us?utm_source=x&a=1&a=2')).toBe(
      '/about-us/?utm_source=x&a=1&a=2',
    );
  });

  it('keeps repeated visitor parameters in order', () => {
    expect(withVisitorQuery('/new/', '/old/?tag=a&tag=b')).toBe('/new/?tag=a&tag=b');
  });

  it('keeps the destination’s fragment last', () => {
    expect(withVisitorQuery('/contact/#form', '/get-in-touch/?utm_source=x')).toBe('/contact/?utm_source=x#form');
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site#top', '/offer/?utm_source=x')).toBe(
      'https://shop.example.com/spring?ref=site&utm_source=x#top',
    );
    expect(withVisitorQuery('/contact/?#form', '/old/?a=1')).toBe('/contact/?a=1#form');
  });

  it('drops empty pairs and Next.js’s router parameter', () => {
    expect(withVisitorQuery('/new/', '/old/?&a=1&&_rsc=abc12&b')).toBe('/new/?a=1&b');
    expect(withVisitorQuery('/new/', '/old/?_rsc=abc12')).toBe('/new/');
  });

  it('never lets a visitor’s query add anything a header cannot carry, or a fragment', () => {
    expect(withVisitorQuery('/new/', '/old/?q=caf\u00e9 x')).toBe('/new/?q=caf%C3%A9%20x');
    expect(withVisitorQuery('/new/', '/old/?q=a#b')).toBe('/new/?q=a%23b');
  });
});
