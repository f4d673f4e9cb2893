import { describe, expect, it } from 'vitest';
import {
  canonicalImageTarget,
  MAX_FORM_BYTES,
  refuseCrossOriginPost,
  refuseImageRequest,
  refuseMethod,
  refusePagePost,
  refuseRequestTarget,
} from './request-guard';
import { MAX_API_BODY_BYTES } from '../../lib/site-server-bridge';

describe('request targets', () => {
  it.each([
    ['/', undefined],
    ['/about-us/', undefined],
    ['/insights/page/2/?utm_source=x%ff', undefined],
    ['/caf%C3%A9/', undefined],
    ['/%ff%fe/', 400],
    ['/about-us/%E0%A4%A/', 400],
    ['/%c0%ae%c0%ae/', 400],
    ['/%00/', 400],
    ['/a%00b/', 400],
    ['/a%0d%0aSet-Cookie:%20x=1/', 400],
    [`/${'a'.repeat(300)}/`, 414],
    [`/${'a/'.repeat(1100)}`, 414],
  ])('%s → %s', (target, status) => {
    expect(refuseRequestTarget(target)?.status).toBe(status);
  });
});

describe('posts to pages', () => {
  const form = { 'content-type': 'multipart/form-data; boundary=----x', 'content-length': '512' };
  it.each([
    ['a browser form post', 'POST', '/contact/', form, undefined],
    [
      'a server-action call',
      'POST',
      '/contact/',
      { 'content-type': 'text/plain;charset=UTF-8', 'content-length': '40' },
      undefined,
    ],
    ['an API route (checks its own body type)', 'POST', '/api/revalidate/', { 'content-length': '100' }, undefined],
    ['an API route without a length (chunked)', 'POST', '/api/revalidate/', {}, 411],
    ['a GET', 'GET', '/contact/', {}, undefined],
    ['no length (chunked)', 'POST', '/contact/', { 'content-type': form['content-type'] }, 411],
    ['a length that is not a number', 'POST', '/contact/', { ...form, 'content-length': '1e3' }, 400],
    ['more than the form limit', 'POST', '/contact/', { ...form, 'content-length': String(MAX_FORM_BYTES + 1) }, 413],
    ['JSON', 'POST', '/contact/', { ...form, 'content-type': 'application/json' }, 415],
    ['multipart without a boundary', 'POST', '/contact/', { ...form, 'content-type': 'multipart/form-data' }, 415],
    ['XML', 'POST', '/', { ...form, 'content-type': 'application/xml' }, 415],
  ])('%s → %s', (_name, method, target, headers, status) => {
    expect(refusePagePost(method, target, headers)?.status).toBe(status);
  });
});

describe('local pictures for the image optimiser', () => {
  const exists = (path: string) => path === '/icon.svg';
  it.each([
    ['/_next/image/?url=%2Ficon.svg&w=640&q=75', undefined],
    ['/_next/image/?url=https%3A%2F%2Fcms.example.com%2Fwp-content%2Fuploads%2Fa.jpg&w=640&q=75', undefined],
    ['/about-us/?url=%2F..%2Fx', undefined],
    ['/_next/image/?url=%2F..%2F..%2Fetc%2Fpasswd&w=640&q=75', 400],
    ['/_next/image?url=%2Fnope.png&w=640&q=75', 400],
    ['/_next/image/?url=%2F%255c..%255cx&w=640&q=75', 400],
    ['/_next/image/?url=%2Fwp-content%2Fuploads%2F2024%2Fteam.jpg&w=640&q=75', undefined],
    ['/_next/image/?url=%2Fwp-content%2Fuploads%2F..%2F..%2Fpackage.json&w=640&q=75', 400],
  ])('%s → %s', (target, status) => {
    expect(refuseImageRequest(target, exists)?.status).toBe(status);
  });
});

describe('methods no browser sends', () => {
  it.each([
    ['TRACE', '/api/health', 'GET, HEAD'],
    ['TRACE', '/api/health/', 'GET, HEAD'],
    ['OPTIONS', '/api/revalidate/', 'POST'],
    ['TRACE', '/theme.css?v=abc', 'GET, HEAD'],
    ['TRACE', '/wp-content/uploads/2024/01/a.jpg', 'GET, HEAD'],
    ['PUT', '/_next/static/chunks/main.js', 'GET, HEAD'],
    ['DELETE', '/_next/static/chunks/main.js', 'GET, HEAD'],
    ['PATCH', '/icon.svg', 'GET, HEAD'],
    ['PROPFIND', '/wp-content/uploads/', 'GET, HEAD'],
    ['OPTIONS', '/_next/static/css/a.css', 'GET, HEAD'],
    ['POST', '/_next/static/chunks/main.js', 'GET, HEAD'],
    ['POST', '/feeds/insights.xml', 'GET, HEAD'],
    ['TRACE', '/about-us/', 'GET, HEAD, POST'],
    ['PUT', '/contact/', 'GET, HEAD, POST'],
  ])('%s %s → 405, Allow: %s', (method, target, allow) => {
    expect(refuseMethod(method, target)).toMatchObject({ status: 405, allow });
  });

  it.each([
    ['GET', '/about-us/'],
    ['HEAD', '/_next/static/chunks/main.js'],
    ['POST', '/contact/'],
    ['POST', '/api/revalidate/'],
    // An API route answers the methods it lacks with its own 405.
    ['PUT', '/api/health'],
  ])('%s %s passes', (method, target) => {
    expect(refuseMethod(method, target)).toBeUndefined();
  });
});

describe('bodies of unstated or excessive length', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['a chunked webhook notice', { ...json, 'transfer-encoding': 'chunked' }, 411],
    ['a 100 MB webhook notice', { ...json, 'content-length': String(100 * 1024 * 1024) }, 413],
    ['one byte over the API limit', { ...json, 'content-length': String(MAX_API_BODY_BYTES + 1) }, 413],
    ['a notice within the limit', { ...json, 'content-length': '120' }, undefined],
  ])('%s → %s', (_name, headers, status) => {
    expect(refusePagePost('POST', '/api/revalidate/', headers)?.status).toBe(status);
  });
});

describe('form posts from other sites', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10', host: 'site.example' };
  it.each([
    ['another origin', { ...form, origin: 'https://evil.example' }, 403],
    ['a look-alike port', { ...form, origin: 'https://site.example:8443' }, 403],
    ['an unreadable origin', { ...form, origin: 'not a url' }, 403],
    ['this site', { ...form, origin: 'https://site.example' }, undefined],
    [
      'this site behind a proxy',
      { ...form, host: '127.0.0.1:3000', 'x-forwarded-host': 'site.example', origin: 'https://site.example' },
      undefined,
    ],
    ['no origin (older browsers)', form, undefined],
    ['Origin: null (left to Next.js)', { ...form, origin: 'null' }, undefined],
  ])('%s → %s', (_name, headers, status) => {
    expect(refuseCrossOriginPost('POST', '/contact/', headers)?.status).toBe(status);
  });
});

describe('an upload asked of the image optimiser', () => {
  const canonical = '/_next/image?url=%2Fwp-content%2Fuploads%2F2024%2Fteam.jpg&w=640&q=75';
  it.each([
    [
      'with a query on the picture',
      '/_next/image?url=%2Fwp-content%2Fuploads%2F2024%2Fteam.jpg%3Fv%3D81237&w=640&q=75',
    ],
    ['with a fragment', '/_next/image?url=%2Fwp-content%2Fuploads%2F2024%2Fteam.jpg%23x&w=640&q=75'],
    [
      'with a parameter the optimiser does not read',
      '/_next/image?url=%2Fwp-content%2Fuploads%2F2024%2Fteam.jpg&w=640&q=75&v=9',
    ],
    ['with the parameters in another order', '/_next/image?q=75&w=640&url=%2Fwp-content%2Fuploads%2F2024%2Fteam.jpg'],
    ['with a letter percent-encoded', '/_next/image?url=%2Fwp-content%2Fuploads%2F2024%2Ft%2565am.jpg&w=640&q=75'],
    ['unencoded', '/_next/image?url=/wp-content/uploads/2024/team.jpg?v=2&w=640&q=75'],
  ])('%s is the one address of that picture', (_name, target) => {
    expect(canonicalImageTarget(target)).toBe(canonical);
  });

  it('leaves the one address, other pictures and other requests alone', () => {
    expect(canonicalImageTarget(canonical)).toBeUndefined();
    expect(canonicalImageTarget('/_next/image?url=%2Ficon.svg%3Fv%3D1&w=640&q=75')).toBeUndefined();
    expect(
      canonicalImageTarget('/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg%3Fv%3D1&w=640&q=75'),
    ).toBeUndefined();
    expect(canonicalImageTarget('/about-us/?url=%2Fwp-content%2Fuploads%2Fa.jpg%3Fv%3D1')).toBeUndefined();
  });

  it('keeps a name with spaces and other scripts one address too', () => {
    const a = canonicalImageTarget('/_next/image?url=%2Fwp-content%2Fuploads%2Fcaf%C3%A9%20menu.jpg%3Fx&w=640&q=75');
    const b = '/_next/image?url=%2Fwp-content%2Fuploads%2Fcaf%25C3%25A9%2520menu.jpg&w=640&q=75';
    expect(a).toBe(b);
    expect(canonicalImageTarget(b)).toBeUndefined();
    expect(new URL(a!, 'http://x').searchParams.get('url')).toBe('/wp-content/uploads/caf%C3%A9%20menu.jpg');
  });
});
