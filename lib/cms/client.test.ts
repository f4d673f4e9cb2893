import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler = (_req, _body, res) => res.end('{}');
let server: Server;
let endpoint = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  process.env.WORDPRESS_GRAPHQL_URL = endpoint;
  process.env.WORDPRESS_REFRESH_TOKEN = 'server-side-secret';
  process.env.CMS_TIMEOUT_MS = '300';
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

afterEach(() => vi.restoreAllMocks());

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
};

async function load() {
  return import('./client');
}

describe('fetchAPI', () => {
  it('POSTs the query and variables as JSON and returns data', async () => {
    let seen: { method?: string; type?: string; body?: unknown; auth?: string } = {};
    handler = (req, body, res) => {
      seen = { method: req.method, type: req.headers['content-type'], body: JSON.parse(body), auth: req.headers.authorization };
      json(res, 200, { data: { posts: { nodes: [] } }, extensions: { debug: [] } });
    };
    const { fetchAPI } = await load();
    const data = await fetchAPI<{ posts: unknown }>('query Posts($first: Int) { posts(first: $first) { nodes { id } } }', {
      variables: { first: 2 },
    });
    expect(data).toEqual({ posts: { nodes: [] } });
    expect(seen.method).toBe('POST');
    expect(seen.type).toBe('application/json');
    expect(seen.body).toEqual({ query: expect.stringContaining('query Posts'), variables: { first: 2 } });
    expect(seen.auth).toBeUndefined();
  });

  it('sends the bearer token only for authenticated calls', async () => {
    let auth: string | undefined;
    handler = (req, _body, res) => {
      auth = req.headers.authorization;
      json(res, 200, { data: { submitGfForm: { errors: [] } } });
    };
    const { fetchAPI } = await load();
    await fetchAPI('mutation SubmitForm { submitGfForm { errors { id } } }', { authenticated: true });
    expect(auth).toBe('Bearer server-side-secret');
  });

  it('logs GraphQL errors and throws Failed to fetch API', async () => {
    handler = (_req, _body, res) => json(res, 200, { errors: [{ message: 'Cannot query field "nope" on type "Post".' }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    await expect(fetchAPI('query Broken { posts { nodes { nope } } }')).rejects.toThrow('Failed to fetch API');
    expect(JSON.stringify(logged.mock.calls)).toContain('Cannot query field');
  });

  it.each([
    ['an HTTP 500 with WPGraphQL errors', (res: ServerResponse) => json(res, 500, { errors: [{ message: 'Syntax Error' }] })],
    ['a body that is not JSON', (res: ServerResponse) => res.end('<html>Bad gateway</html>')],
    ['an answer without data', (res: ServerResponse) => json(res, 200, { data: null })],
    ['a timeout', (res: ServerResponse) => setTimeout(() => json(res, 200, { data: {} }), 1500)],
  ])('fails cleanly on %s', async (_name, respond) => {
    handler = (_req, _body, res) => respond(res);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    await expect(fetchAPI('query Any { __typename }')).rejects.toThrow('Failed to fetch API');
  });

  it('fails cleanly when nothing listens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved = process.env.WORDPRESS_GRAPHQL_URL;
    vi.resetModules();
    process.env.WORDPRESS_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    const fresh = await import('./client');
    await expect(fresh.fetchAPI('query Any { __typename }')).rejects.toThrow('Failed to fetch API');
    process.env.WORDPRESS_GRAPHQL_URL = saved;
    vi.resetModules();
  });
});
