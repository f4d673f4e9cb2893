import { describe, expect, it } from 'vitest';
import { DEMO_REFRESH_TOKEN, EnvError, mediaOriginsFromEnv, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the embedded content server with the demo token', () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.cmsPort).toBe(4000);
    expect(env.cmsDb).toBe('.data/cms.sqlite');
    expect(env.embeddedCms).toBe(true);
    expect(env.graphqlUrl).toBe('http://127.0.0.1:4000/graphql');
    expect(env.refreshToken).toBe(DEMO_REFRESH_TOKEN);
    expect(env.siteAbbreviation).toBe('AMG');
  });

  it('follows CMS_PORT for the embedded endpoint', () => {
    expect(parseEnv({ CMS_PORT: '4555' }).graphqlUrl).toBe('http://127.0.0.1:4555/graphql');
  });

  it('never lends the demo token to a real WordPress', () => {
    const env = parseEnv({ WORDPRESS_GRAPHQL_URL: 'https://cms.example.com/graphql' });
    expect(env.embeddedCms).toBe(false);
    expect(env.refreshToken).toBeUndefined();
  });

  it('lists every bad value in one clear error', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', CMS_PORT: '70000', WORDPRESS_GRAPHQL_URL: 'ftp://x', SITE_ABBREVIATION: 'A M G' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT: must be a number/);
    expect(message).toMatch(/CMS_PORT: must be between 1 and 65535/);
    expect(message).toMatch(/WORDPRESS_GRAPHQL_URL: must be an http\(s\) URL/);
    expect(message).toMatch(/SITE_ABBREVIATION/);
  });

  it("takes the site server's page cache time in milliseconds, 0 turning it off", () => {
    expect(parseEnv({}).pageCacheTtlMs).toBe(1000);
    expect(parseEnv({ PAGE_CACHE_TTL_MS: '0' }).pageCacheTtlMs).toBe(0);
    expect(parseEnv({ PAGE_CACHE_TTL_MS: '2500' }).pageCacheTtlMs).toBe(2500);
    expect(() => parseEnv({ PAGE_CACHE_TTL_MS: 'soon' })).toThrow(/PAGE_CACHE_TTL_MS: must be a number/);
    expect(() => parseEnv({ PAGE_CACHE_TTL_MS: '-1' })).toThrow(/PAGE_CACHE_TTL_MS: must be between 0/);
    expect(() => parseEnv({ PAGE_CACHE_TTL_MS: '90000' })).toThrow(/PAGE_CACHE_TTL_MS/);
  });

  it('takes MEDIA_ORIGINS as a list of http(s) origins, and names a bad entry', () => {
    expect(parseEnv({}).mediaOrigins).toEqual([]);
    const list = 'https://media.example.net/path, http://audio.example.org https://media.example.net';
    expect(parseEnv({ MEDIA_ORIGINS: list }).mediaOrigins).toEqual([
      'https://media.example.net',
      'http://audio.example.org',
    ]);
    expect(mediaOriginsFromEnv({ MEDIA_ORIGINS: list })).toEqual([
      'https://media.example.net',
      'http://audio.example.org',
    ]);
    expect(() => parseEnv({ MEDIA_ORIGINS: 'ftp://files.example.org' })).toThrow(
      /MEDIA_ORIGINS: "ftp:\/\/files\.example\.org" is not an http\(s\) origin/,
    );
    expect(() => mediaOriginsFromEnv({ MEDIA_ORIGINS: 'nope' })).toThrow(/MEDIA_ORIGINS: "nope"/);
  });

  it('stops a start that still names CSP_CONTENT_ORIGINS, with its new name', () => {
    expect(() => parseEnv({ CSP_CONTENT_ORIGINS: 'https://media.example.net' })).toThrow(
      /CSP_CONTENT_ORIGINS: is now MEDIA_ORIGINS/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ WORDPRESS_GRAPHQL_URL: '', SITE_URL: '' }).embeddedCms).toBe(true);
  });
  it('takes REDIS_URL for the shared cache only as a redis:// URL', () => {
    expect(parseEnv({}).redisUrl).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it("checks the shared cache's key prefix and command timeout", () => {
    expect(parseEnv({}).redisKeyPrefix).toBe('altitude:');
    expect(parseEnv({ REDIS_COMMAND_TIMEOUT_MS: '250' }).redisCommandTimeoutMs).toBe(250);
    expect(() => parseEnv({ REDIS_COMMAND_TIMEOUT_MS: 'soon' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS: must be a number/);
    expect(() => parseEnv({ REDIS_KEY_PREFIX: 'my site' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('takes the searches a visitor may make a minute, 30 unless set', () => {
    expect(parseEnv({}).searchRateLimit).toBe(30);
    expect(parseEnv({ SEARCH_RATE_LIMIT: ' 120 ' }).searchRateLimit).toBe(120);
    expect(() => parseEnv({ SEARCH_RATE_LIMIT: 'lots' })).toThrow(/SEARCH_RATE_LIMIT: must be a number of searches/);
    expect(() => parseEnv({ SEARCH_RATE_LIMIT: '0' })).toThrow(/SEARCH_RATE_LIMIT: must be between 1 and 10000/);
    expect(() => parseEnv({ SEARCH_RATE_LIMIT: '2.5' })).toThrow(/SEARCH_RATE_LIMIT: must be a whole number/);
  });
});
