import { describe, expect, it } from 'vitest';
import { loadForms } from './app-data-loader';

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

describe('loadForms', () => {
  it('returns the forms list', async () => {
    const forms = [{ id: 'f1', databaseId: 1, title: 'Contact' }];
    await expect(loadForms(answer(200, { forms }))).resolves.toEqual(forms);
  });

  it('raises an error prefixed with the provider name on an HTTP failure', async () => {
    await expect(loadForms(answer(502, {}))).rejects.toThrow(/^AppDataProvider: could not load the forms \(HTTP 502\)/);
  });

  it('raises an error prefixed with the provider name when the network fails', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(loadForms(failing)).rejects.toThrow('AppDataProvider: could not load the forms (fetch failed)');
  });

  it('raises an error when the answer has no list', async () => {
    await expect(loadForms(answer(200, { nope: true }))).rejects.toThrow(/^AppDataProvider: /);
  });
});
