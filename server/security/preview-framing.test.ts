import { describe, expect, it } from 'vitest';
import { isPreviewPath, wordpressAdminOrigin } from './preview-framing';

describe('preview framing', () => {
  it('names the WordPress admin by WORDPRESS_ADMIN_URL, else by the GraphQL address, else nobody', () => {
    expect(
      wordpressAdminOrigin({
        WORDPRESS_ADMIN_URL: 'https://cms.example.com/wp-admin/',
        WORDPRESS_GRAPHQL_URL: 'http://wordpress:8080/graphql',
      }),
    ).toBe('https://cms.example.com');
    expect(wordpressAdminOrigin({ WORDPRESS_GRAPHQL_URL: 'http://127.0.0.1:8080/graphql' })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(wordpressAdminOrigin({ WORDPRESS_ADMIN_URL: 'not a url', WORDPRESS_GRAPHQL_URL: ' ' })).toBeUndefined();
    expect(wordpressAdminOrigin({ WORDPRESS_ADMIN_URL: 'javascript:alert(1)' })).toBeUndefined();
    expect(wordpressAdminOrigin({})).toBeUndefined();
  });

  it('frames only the preview link’s answer and the preview pages', () => {
    expect(['/api/preview', '/api/preview/', '/_preview/12/'].every(isPreviewPath)).toBe(true);
    expect(
      ['/', '/about-us/', '/api/preview/exit', '/api/previews', '/_previews/', '/x/_preview/1/'].some(isPreviewPath),
    ).toBe(false);
  });
});
