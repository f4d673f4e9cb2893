import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../lib/env';
import { contentSourceIdentity, contentSourceKey, contentSourceUrl } from './content-source.mjs';

describe('the content source', () => {
  it('is the endpoint the site reads, as the environment settles it', () => {
    const environments = [
      {},
      { CMS_PORT: '4310' },
      { WORDPRESS_GRAPHQL_URL: 'https://cms.example.com/graphql' },
      { WORDPRESS_GRAPHQL_URL: ' https://cms.example.com:8443/wp/graphql ', CMS_PORT: '4310' },
      { WORDPRESS_GRAPHQL_URL: '', CMS_PORT: '4001' },
    ];
    for (const env of environments) {
      expect(contentSourceIdentity(contentSourceUrl(env)), JSON.stringify(env)).toBe(
        contentSourceIdentity(parseEnv(env).graphqlUrl),
      );
    }
    expect(contentSourceUrl({})).toBe('http://127.0.0.1:4000/graphql');
  });

  it('tells apart the embedded server, a WordPress, and the same WordPress on another port, path or protocol', () => {
    const sources = [
      'http://127.0.0.1:4000/graphql',
      'http://127.0.0.1:4001/graphql',
      'https://cms.example.com/graphql',
      'http://cms.example.com/graphql',
      'https://cms.example.com:8443/graphql',
      'https://cms.example.com/wp/graphql',
      'https://cms2.example.com/graphql',
    ].map(contentSourceIdentity);
    expect(new Set(sources).size).toBe(sources.length);
    expect(new Set(sources.map(contentSourceKey)).size).toBe(sources.length);
  });

  it('names one WordPress one way, however its address is written', () => {
    const same = [
      'https://cms.example.com/graphql',
      'https://CMS.example.com/graphql/',
      'https://cms.example.com:443/graphql',
      'https://editor:secret@cms.example.com/graphql',
      'https://cms.example.com/graphql?debug=1#x',
    ].map(contentSourceIdentity);
    expect(new Set(same)).toEqual(new Set(['https://cms.example.com/graphql']));
    expect(contentSourceIdentity('http://[::1]:4000/graphql')).toBe('http://[::1]:4000/graphql');
  });

  it('has a short key fit for Redis keys and file names', () => {
    const key = contentSourceKey('https://cms.example.com/graphql');
    expect(key).toMatch(/^[0-9a-f]{12}$/);
    expect(contentSourceKey('https://cms.example.com/graphql')).toBe(key);
  });
});
