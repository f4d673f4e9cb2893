import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextConfig } from 'next';
import type { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { beforeAll, describe, expect, it } from 'vitest';
import siteConfig from '../next.config';
import { TRAILING_SLASH_REDIRECTS } from './trailing-slash';

let routeRequest: typeof unstable_getResponseFromNextConfig;

beforeAll(async () => {
  // Next's servers install this global before loading the router; its config-testing helper expects it too.
  Object.assign(globalThis, { AsyncLocalStorage });
  ({ unstable_getResponseFromNextConfig: routeRequest } = await import('next/experimental/testing/server'));
});

/** What Next's router does with a request before any route runs: `308 /target/`, or undefined (no redirect). */
async function redirectOf(config: NextConfig, path: string): Promise<string | undefined> {
  const response = await routeRequest({ url: `https://site.test${path}`, nextConfig: config });
  const location = response.headers.get('location');
  if (location === null) return undefined;
  const target = new URL(location);
  return `${response.status} ${target.pathname}${target.search}`;
}

const NEXT_BUILT_IN: NextConfig = { trailingSlash: true };
const SITE_RULES: NextConfig = {
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  redirects: async () => TRAILING_SLASH_REDIRECTS,
};

const PAGES_AND_FILES = [
  '/',
  '/about-us',
  '/about-us/',
  '/about-us?utm_source=mail',
  '/insights/page/2',
  '/insights/page/2/',
  '/category/podcast',
  '/team/jordan-lee',
  '/apiary',
  '/apis/x',
  '/robots.txt',
  '/robots.txt/',
  '/sitemap.xml/',
  '/feeds/insights.xml',
  '/feeds/insights.xml/',
  '/theme.css/?v=3',
  '/wp-content/uploads/2024/05/hero.jpg',
  '/wp-content/uploads/2024/05/hero.jpg/',
  '/version/1.2.3/',
  '/version/1.2.3/my-page',
  '/.well-known/security.txt',
  '/.well-known/change-password',
  '/.well-known/thing/',
];

const ENDPOINTS = [
  '/api/revalidate',
  '/api/health',
  '/api/forms',
  '/api/forms/session?form=1',
  '/api/revalidate/',
  '/api/health/',
  '/api/forms/',
  '/api/forms/session/?form=1',
];

describe('trailing-slash redirects', () => {
  it('redirect pages and files exactly as Next.js’s built-in rules do', async () => {
    for (const path of PAGES_AND_FILES) {
      expect(await redirectOf(SITE_RULES, path), path).toBe(await redirectOf(NEXT_BUILT_IN, path));
    }
    expect(await redirectOf(SITE_RULES, '/about-us')).toBe('308 /about-us/');
    expect(await redirectOf(SITE_RULES, '/about-us?utm_source=mail')).toBe('308 /about-us/?utm_source=mail');
    expect(await redirectOf(SITE_RULES, '/robots.txt/')).toBe('308 /robots.txt');
  });

  it('leave every /api/ endpoint answering where it is called, with or without the slash', async () => {
    for (const path of ENDPOINTS) expect(await redirectOf(SITE_RULES, path), path).toBeUndefined();
    // What the built-in rule did to the documented webhook address: a redirect WordPress never follows.
    expect(await redirectOf(NEXT_BUILT_IN, '/api/revalidate')).toBe('308 /api/revalidate/');
  });

  it('are the ones the site runs with, after the archive’s first-page redirect', async () => {
    expect(siteConfig.trailingSlash).toBe(true);
    expect(siteConfig.skipTrailingSlashRedirect).toBe(true);
    expect(await redirectOf(siteConfig, '/api/revalidate')).toBeUndefined();
    expect(await redirectOf(siteConfig, '/api/health')).toBeUndefined();
    expect(await redirectOf(siteConfig, '/about-us')).toBe('308 /about-us/');
    expect(await redirectOf(siteConfig, '/about-us/')).toBeUndefined();
    expect(await redirectOf(siteConfig, '/insights/page/1/')).toBe('308 /insights/');
    expect(await redirectOf(siteConfig, '/insights/page/1')).toBe('308 /insights/');
  });
});
