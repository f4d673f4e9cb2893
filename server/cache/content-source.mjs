/**
 * Which content system the site reads, as one comparable name: pages, reads and pictures are cached by address only,
 * so the build folder (./adopt-content-source.ts) and Redis (./cache-handler.mjs) keep each source's apart. Plain
 * JavaScript: the cache handler imports it at run time.
 */
import { createHash } from 'node:crypto';

/** The GraphQL endpoint the site reads, as lib/env.ts settles it: WORDPRESS_GRAPHQL_URL or the embedded server. */
export function contentSourceUrl(env = process.env) {
  const configured = env.WORDPRESS_GRAPHQL_URL?.trim();
  return configured || `http://127.0.0.1:${env.CMS_PORT?.trim() || 4000}/graphql`;
}

/** Protocol, host, port and path: credentials, query and a trailing slash name the same content system. */
export function contentSourceIdentity(graphqlUrl) {
  const url = new URL(graphqlUrl);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '') || '/'}`;
}

/** A short fixed-length name for a source, for keys and file names. */
export function contentSourceKey(identity) {
  return createHash('sha256').update(identity).digest('hex').slice(0, 12);
}
