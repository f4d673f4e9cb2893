import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSystemState, initialState, isFailing } from './breaker';
import {
  configurationProblems,
  isConfigurationError,
  resetConfigurationProblems,
  type ContentConfigurationError,
} from './configuration';

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
// The circuit breaker's record is process-wide: every test starts with a closed breaker.
beforeEach(() => {
  Object.assign(contentSystemState(), initialState());
  resetConfigurationProblems();
});

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
      seen = {
        method: req.method,
        type: req.headers['content-type'],
        body: JSON.parse(body),
        auth: req.headers.authorization,
      };
      json(res, 200, { data: { posts: { nodes: [] } }, extensions: { debug: [] } });
    };
    const { fetchAPI } = await load();
    const data = await fetchAPI<{ posts: unknown }>(
      'query Posts($first: Int) { posts(first: $first) { nodes { id } } }',
      {
        variables: { first: 2 },
      },
    );
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
    handler = (_req, _body, res) =>
      json(res, 200, { errors: [{ message: 'Cannot query field "nope" on type "Post".' }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    await expect(fetchAPI('query Broken { posts { nodes { nope } } }')).rejects.toThrow('Failed to fetch API');
    expect(JSON.stringify(logged.mock.calls)).toContain('Cannot query field');
  });

  it.each([
    [
      'an HTTP 500 with WPGraphQL errors',
      (res: ServerResponse) => json(res, 500, { errors: [{ message: 'Syntax Error' }] }),
    ],
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

describe('a query WordPress refuses for what its schema lacks', () => {
  const missingHero = (_req: IncomingMessage, _body: string, res: ServerResponse) =>
    json(res, 200, {
      errors: [{ message: 'Cannot query field "heroSettings" on type "Page".', locations: [{ line: 9, column: 7 }] }],
      extensions: { debug: [] },
    });

  it('is a configuration error naming what is missing and what provides it, logged in full once', async () => {
    handler = missingHero;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    const started = Date.now();
    const failure = await fetchAPI('query NodeByUri { nodeByUri(uri: "/") { __typename } }').catch((error) => error);
    expect(isConfigurationError(failure)).toBe(true);
    expect(failure).toMatchObject({ message: 'Failed to fetch API', operation: 'NodeByUri', onlyOptional: false });
    expect((failure as ContentConfigurationError).pieces.map((piece) => piece.missing)).toEqual(['Page.heroSettings']);
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Content configuration problem \(NodeByUri\): Page\.heroSettings is missing .* the ACF field group 'Hero settings'/,
      ),
    );
    expect(lines.join('\n')).not.toContain('did not answer');

    // Not an outage: nothing on the outage record (no "temporarily unavailable" page), the breaker stays closed.
    const state = contentSystemState();
    expect(state).toMatchObject({ phase: 'closed', consecutiveFailures: 0, lastFailure: null });
    expect(isFailing(state, started)).toBe(false);

    logged.mockClear();
    for (let i = 0; i < 6; i += 1) await expect(fetchAPI('query NodeByUri { __typename }')).rejects.toThrow();
    expect(contentSystemState().phase).toBe('closed');
    // Each refused read says why in one line; the full explanation is not repeated.
    expect(logged).toHaveBeenCalledTimes(6);
    expect(String(logged.mock.calls[0]?.[0])).toBe(
      'fetchAPI: NodeByUri refused by WordPress, Page.heroSettings missing: a configuration problem, not an outage (GET /api/health)',
    );
    expect(configurationProblems()).toHaveLength(1);
  });

  it('is forgotten once the same operation succeeds', async () => {
    handler = missingHero;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    await expect(fetchAPI('query NodeByUri { __typename }')).rejects.toThrow();
    expect(configurationProblems()).toHaveLength(1);
    handler = (_req, _body, res) => json(res, 200, { data: { __typename: 'RootQuery' } });
    await fetchAPI('query NodeByUri { __typename }');
    expect(configurationProblems()).toEqual([]);
  });

  it('leaves other refusals what they were: a failed read', async () => {
    handler = (_req, _body, res) =>
      json(res, 200, { errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    const started = Date.now();
    const failure = await fetchAPI('query NodeByUri { __typename }').catch((error) => error);
    expect(isConfigurationError(failure)).toBe(false);
    expect(isFailing(contentSystemState(), started)).toBe(true);
    expect(configurationProblems()).toEqual([]);
  });
});

describe('the circuit breaker in front of the content system', () => {
  let requests = 0;
  const failing = (_req: IncomingMessage, _body: string, res: ServerResponse) => {
    requests += 1;
    json(res, 502, { errors: [{ message: 'Bad gateway' }] });
  };
  beforeEach(() => {
    requests = 0;
  });

  it('stops calling after five unavailable answers; fetchAPI then fails at once with the same logged error', async () => {
    handler = failing;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    for (let i = 0; i < 5; i += 1)
      await expect(fetchAPI('query Page { __typename }')).rejects.toThrow('Failed to fetch API');
    expect(requests).toBe(5);
    logged.mockClear();
    for (let i = 0; i < 20; i += 1)
      await expect(fetchAPI('query Page { __typename }')).rejects.toThrow('Failed to fetch API');
    expect(requests).toBe(5);
    expect(logged).toHaveBeenCalledTimes(20);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /Page not sent: the content system failed repeatedly; next attempt after \d{4}-/,
    );
  });

  it('answers the outbox "unavailable" while open, so submissions stay queued for a retry', async () => {
    handler = failing;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { postGraphQL } = await load();
    for (let i = 0; i < 5; i += 1) await postGraphQL('mutation SubmitForm { __typename }', { authenticated: true });
    const result = await postGraphQL('mutation SubmitForm { __typename }', { authenticated: true });
    expect(result).toMatchObject({ kind: 'unavailable', reason: expect.stringContaining('not sent') });
    expect(requests).toBe(5);
  });

  it('is not tripped by GraphQL errors: WordPress refusing an operation is WordPress answering', async () => {
    handler = (_req, _body, res) => {
      requests += 1;
      json(res, 200, { errors: [{ message: 'Cannot query field "nope" on type "Post".' }] });
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    for (let i = 0; i < 12; i += 1)
      await expect(fetchAPI('query Broken { __typename }')).rejects.toThrow('Failed to fetch API');
    expect(requests).toBe(12);
    expect(contentSystemState().phase).toBe('closed');
  });

  it('lets one trial through after the cooldown and resumes when it succeeds', async () => {
    handler = failing;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await load();
    for (let i = 0; i < 5; i += 1)
      await expect(fetchAPI('query Page { __typename }')).rejects.toThrow('Failed to fetch API');
    expect(contentSystemState().phase).toBe('open');

    handler = (_req, _body, res) => {
      requests += 1;
      json(res, 200, { data: { __typename: 'RootQuery' } });
    };
    await expect(fetchAPI('query Page { __typename }')).rejects.toThrow('Failed to fetch API');
    expect(requests).toBe(5);

    const later = Date.now() + 30_001;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await expect(fetchAPI('query Page { __typename }')).resolves.toEqual({ __typename: 'RootQuery' });
    expect(requests).toBe(6);
    expect(contentSystemState()).toMatchObject({ phase: 'closed', consecutiveFailures: 0, lastSuccessAt: later });
    await expect(fetchAPI('query Page { __typename }')).resolves.toEqual({ __typename: 'RootQuery' });
    expect(requests).toBe(7);
  });
});

describe('one deadline for every read of a request', () => {
  it('answers a request whose reads find the content system silent within one timeout, sending only the first', async () => {
    let requests = 0;
    handler = () => {
      requests += 1; // and never answers
    };
    const { fetchAPI } = await load();
    const { withRequestDeadline } = await import('./breaker');
    const started = Date.now();
    await withRequestDeadline(300, async () => {
      await expect(fetchAPI('query Page { page { id } }', { revalidate: false })).rejects.toThrow(
        'Failed to fetch API',
      );
      await expect(fetchAPI('query Menus { menus { id } }', { revalidate: false })).rejects.toThrow();
      await expect(fetchAPI('query Forms { forms { id } }', { revalidate: false })).rejects.toThrow();
    });
    expect(Date.now() - started).toBeLessThan(550);
    expect(requests).toBe(1);
  });

  it('gives a later read only what the earlier ones left of the deadline', async () => {
    handler = (_req, body, res) => {
      const slow = body.includes('Slow');
      setTimeout(() => json(res, 200, { data: { ok: true } }), slow ? 200 : 1000);
    };
    const { fetchAPI } = await load();
    const { withRequestDeadline } = await import('./breaker');
    const started = Date.now();
    await withRequestDeadline(300, async () => {
      await expect(fetchAPI('query Slow { ok }', { revalidate: false })).resolves.toEqual({ ok: true });
      await expect(fetchAPI('query Slower { ok }', { revalidate: false })).rejects.toThrow('Failed to fetch API');
    });
    expect(Date.now() - started).toBeLessThan(550);
  });

  it('does not bind a read made after the answer has left (a background refresh)', async () => {
    handler = (_req, _body, res) => setTimeout(() => json(res, 200, { data: { ok: true } }), 150);
    const { fetchAPI } = await load();
    const { withRequestDeadline } = await import('./breaker');
    await withRequestDeadline(100, async (reads) => {
      reads.done = true;
      await expect(fetchAPI('query Later { ok }', { revalidate: false })).resolves.toEqual({ ok: true });
    });
  });
});
