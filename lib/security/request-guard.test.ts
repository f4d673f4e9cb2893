import { describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES, refuseImageRequest, refusePagePost, refuseRequestTarget } from './request-guard';

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
    ['an API route (checks its own body)', 'POST', '/api/revalidate/', {}, undefined],
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
