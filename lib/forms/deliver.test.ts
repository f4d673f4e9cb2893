import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startStub } from './test-support/http-stub';

let stub: Awaited<ReturnType<typeof startStub>>;

beforeAll(async () => {
  stub = await startStub();
  process.env.WORDPRESS_GRAPHQL_URL = `${stub.url}/graphql`;
  process.env.WORDPRESS_REFRESH_TOKEN = 'server-side-secret';
  process.env.CMS_TIMEOUT_MS = '300';
});
afterAll(() => stub.close());

const submission = { key: 'k-1', formId: 1, fieldValues: [{ id: 2, emailValues: { value: 'a@example.com' } }] };

describe('deliverSubmission', () => {
  it('sends submitGfForm with the bearer token and the key as clientMutationId', async () => {
    let seen: { auth?: string; body?: { query: string; variables: unknown } } = {};
    stub.handle((req, body, res) => {
      seen = { auth: req.headers.authorization, body: JSON.parse(body) };
      sendJson(res, 200, {
        data: { submitGfForm: { clientMutationId: 'k-1', errors: [], confirmation: { message: '<p>Thanks!</p>' } } },
      });
    });
    const { deliverSubmission } = await import('./deliver');
    expect(await deliverSubmission(submission)).toEqual({ kind: 'accepted', confirmation: '<p>Thanks!</p>' });
    expect(seen.auth).toBe('Bearer server-side-secret');
    expect(seen.body?.query).toContain('submitGfForm');
    expect(seen.body?.variables).toEqual({
      input: { id: 1, fieldValues: submission.fieldValues, clientMutationId: 'k-1' },
    });
  });

  it('returns Gravity Forms validation errors as a rejection', async () => {
    stub.handle((_req, _body, res) =>
      sendJson(res, 200, {
        data: { submitGfForm: { errors: [{ id: 2, message: 'The email address entered is invalid.' }] } },
      }),
    );
    const { deliverSubmission } = await import('./deliver');
    expect(await deliverSubmission(submission)).toEqual({
      kind: 'rejected',
      errors: [{ id: 2, message: 'The email address entered is invalid.' }],
    });
  });

  it('treats GraphQL errors on a 4xx/2xx answer as refused', async () => {
    stub.handle((_req, _body, res) =>
      sendJson(res, 403, { errors: [{ message: 'Sorry, you are not allowed to submit.' }] }),
    );
    const { deliverSubmission } = await import('./deliver');
    expect(await deliverSubmission(submission)).toEqual({
      kind: 'refused',
      reason: 'Sorry, you are not allowed to submit.',
    });
  });

  it.each<[string, (res: ServerResponse) => void]>([
    ['an HTTP 503', (res) => sendJson(res, 503, { errors: [{ message: 'down for maintenance' }] })],
    ['an HTTP 500 page', (res) => res.writeHead(500).end('<html>fatal error</html>')],
    ['a 429', (res) => sendJson(res, 429, {})],
    ['a timeout', (res) => setTimeout(() => sendJson(res, 200, { data: {} }), 1000)],
    ['a dropped connection', (res) => res.socket?.destroy()],
  ])('classifies %s as unavailable', async (_name, respond) => {
    stub.handle((_req, _body, res) => respond(res));
    const { deliverSubmission } = await import('./deliver');
    expect((await deliverSubmission(submission)).kind).toBe('unavailable');
  });
});
