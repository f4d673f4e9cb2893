/**
 * A stand-in WordPress on a free local port for the site's unit tests: for the whole test file it serves
 * `WORDPRESS_GRAPHQL_URL` (and, when given, `CMS_TIMEOUT_MS`), then closes with every connection.
 */
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Serves every request to the site's WordPress address with `handler`, from before the first test to after the last. */
export function serveAsWordPress(handler: RequestListener, options: { cmsTimeoutMs?: number } = {}): void {
  let server: Server;
  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    process.env.WORDPRESS_GRAPHQL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    if (options.cmsTimeoutMs !== undefined) process.env.CMS_TIMEOUT_MS = String(options.cmsTimeoutMs);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
}

/** A GraphQL request as the site sends it: the operation text and its variables. */
export interface GraphQLRequest<V = Record<string, unknown>> {
  query: string;
  variables: V;
}

/** A WordPress GraphQL endpoint: each request's JSON body, once read whole, goes to `answer`. */
export function serveGraphQL<V = Record<string, unknown>>(
  answer: (request: GraphQLRequest<V>, res: ServerResponse) => void,
  options: { cmsTimeoutMs?: number } = {},
): void {
  serveAsWordPress((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(JSON.parse(body) as GraphQLRequest<V>, res));
  }, options);
}

/** A page as WPGraphQL answers `nodeByUri` with it: the fields the site reads, published at 09:00 UTC. */
export function wpPage(uri: string, title: string, content: string) {
  return {
    __typename: 'Page',
    id: 'cG9zdDo5',
    databaseId: 5,
    slug: uri.replaceAll('/', ''),
    uri,
    date: '2026-01-05T09:00:00',
    dateGmt: '2026-01-05T09:00:00',
    modifiedGmt: '2026-01-05T09:00:00',
    contentTypeName: 'page',
    title,
    content,
    isFrontPage: false,
    heroSettings: null,
    pageMetadata: null,
  };
}

/** Answers with `value` as JSON. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}
