import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverForFile } from './support';

const PARSE_FAILURE =
  'Expected JSON object or array for "application/json" request, but failed to parse because: Syntax error';

const server = serverForFile();

type Body = { data?: unknown; errors?: { message: string; locations?: unknown }[] };

describe('bad input is answered in WPGraphQL shape and never crashes the server', () => {
  it.each([
    ['malformed JSON', '{"query": "{ posts { nodes { title } } }"'],
    ['an empty body', ''],
    ['plain text', 'hello'],
    ['a JSON string', '"query"'],
  ])('%s → 400', async (_name, raw) => {
    const { status, body } = await server.post(raw);
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: PARSE_FAILURE }] });
  });

  it('a missing query → the WPGraphQL message', async () => {
    const { status, body } = await server.post(JSON.stringify({ variables: {} }));
    expect(status).toBe(200);
    expect(body).toEqual({
      errors: [{ message: 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"' }],
    });
  });

  it('a syntax error → 400 with the graphql-js message and location', async () => {
    const { status, body } = await server.post(JSON.stringify({ query: '{ posts { nodes { title }' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 26 }] }],
    });
  });

  it('an unknown field → 200 with the validation error', async () => {
    const { status, body } = await server.post(JSON.stringify({ query: '{ posts { nodes { notAField } } }' }));
    expect(status).toBe(200);
    expect((body as Body).errors?.[0]?.message).toMatch(/^Cannot query field "notAField" on type "Post"\./);
    expect((body as Body).data).toBeUndefined();
  });

  it('a wrongly typed variable → the same message as WPGraphQL', async () => {
    const { status, body } = await server.post(
      JSON.stringify({ query: 'query Q($n:Int){ posts(first:$n){ nodes { title } } }', variables: { n: 'abc' } }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      errors: [
        {
          message: 'Variable "$n" got invalid value "abc"; Int cannot represent non-integer value: "abc"',
          locations: [{ line: 1, column: 9 }],
        },
      ],
    });
  });

  it('variables that are not an object, and a non-string query → 400', async () => {
    expect((await server.post(JSON.stringify({ query: '{ __typename }', variables: [1] }))).status).toBe(400);
    expect((await server.post(JSON.stringify({ query: 42 }))).status).toBe(400);
  });

  it('a body over 1 MB → 413 with an errors body', async () => {
    const big = JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(1024 * 1024 + 10) } });
    const { status, body } = await server.post(big);
    expect(status).toBe(413);
    expect((body as Body).errors?.[0]?.message).toMatch(/larger than/);
  });

  it('a body over 1 MB without a Content-Length (chunked) → 413', async () => {
    const url = new URL(server.graphqlUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 20; i += 1) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });

  it('a query deeper than the limit is rejected', async () => {
    let selection = 'id';
    for (let i = 0; i < 8; i += 1)
      selection = `node { childItems { nodes { ${selection} } } }`.replace(/^node \{ /, '').replace(/ \}$/, '');
    const deep = `{ menuItems { nodes { childItems { nodes { childItems { nodes { childItems { nodes { childItems { nodes { childItems { nodes { childItems { nodes { id } } } } } } } } } } } } } } }`;
    const { status, body } = await server.post(JSON.stringify({ query: deep }));
    expect(status).toBe(200);
    expect((body as Body).errors?.[0]?.message).toMatch(/maximum depth of 12/);
    expect((body as Body).data).toBeUndefined();
  });

  it('too many aliases, or too many fields, are rejected', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: __typename`).join(' ');
    const aliased = await server.post(JSON.stringify({ query: `{ ${aliases} }` }));
    expect((aliased.body as Body).errors?.[0]?.message).toMatch(/aliases/);
    // A fragment spread many times multiplies fields without aliases.
    const spreads = Array.from({ length: 30 }, () => '...F').join(' ');
    const fields = Array.from({ length: 40 }, () => 'databaseId').join(' ');
    const wide = `query { posts { nodes { ${spreads} } } } fragment F on Post { ${fields} }`;
    const widened = await server.post(JSON.stringify({ query: wide }));
    expect((widened.body as Body).errors?.[0]?.message).toMatch(/fields; at most/);
  });

  it('introspection is allowed on this development server', async () => {
    const { body } = await server.post(JSON.stringify({ query: '{ __schema { queryType { name } } }' }));
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'RootQuery' } } } });
  });

  it('batched requests are answered in order', async () => {
    const { status, body } = await server.post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ nope }' }]));
    expect(status).toBe(200);
    expect((body as Body[])[0]).toEqual({ data: { __typename: 'RootQuery' } });
    expect((body as Body[])[1]?.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
  });

  it('keeps answering after all of that', async () => {
    const { status, body } = await server.gql('{ posts(first: 1) { nodes { title } } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('options', () => {
  it('introspection off gives the WPGraphQL message; query explorer off gives 404', async () => {
    const { startContentServer } = await import('../src/server');
    const { fixturePack, FIXTURE_UPLOADS } = await import('../src/test-fixtures/fixture-pack');
    const other = await startContentServer({
      port: 0,
      dbPath: `${server.dir}/other.sqlite`,
      pack: fixturePack,
      uploadsDir: FIXTURE_UPLOADS,
      token: 't',
      graphiql: false,
      introspection: false,
    });
    try {
      const response = await fetch(other.graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      const body = (await response.json()) as Body;
      expect(body.errors?.[0]?.message).toMatch(/GraphQL introspection is not allowed/);
      expect((await fetch(other.graphqlUrl)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
