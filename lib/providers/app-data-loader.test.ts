import { describe, expect, it } from 'vitest';
import { FORMS_STORAGE_KEY, FORMS_VISIT_MAX_AGE_MS, loadForms, loadFormsOncePerVisit } from './app-data-loader';

const answer = (status: number, body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

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

describe('loadFormsOncePerVisit', () => {
  const forms = [{ id: 'f1', databaseId: 1, title: 'Contact' }];
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    };
  };
  const counting = () => {
    let calls = 0;
    const fetcher = (async () => {
      calls += 1;
      return new Response(JSON.stringify({ forms }), { status: 200 });
    }) as typeof fetch;
    return { fetcher, calls: () => calls };
  };

  it('asks once per visit: later page loads within ten minutes reuse the stored list', async () => {
    const storage = memory();
    const { fetcher, calls } = counting();
    await expect(loadFormsOncePerVisit(fetcher, storage, 1_000)).resolves.toEqual(forms);
    await expect(loadFormsOncePerVisit(fetcher, storage, 1_000 + FORMS_VISIT_MAX_AGE_MS - 1)).resolves.toEqual(forms);
    expect(calls()).toBe(1);
    await loadFormsOncePerVisit(fetcher, storage, 1_000 + FORMS_VISIT_MAX_AGE_MS);
    expect(calls()).toBe(2);
  });

  it('asks again when the stored copy is unreadable, and works without storage or when storage refuses', async () => {
    const storage = memory();
    storage.items.set(FORMS_STORAGE_KEY, '{not json');
    const { fetcher, calls } = counting();
    await expect(loadFormsOncePerVisit(fetcher, storage, 5)).resolves.toEqual(forms);
    await expect(loadFormsOncePerVisit(fetcher, undefined, 5)).resolves.toEqual(forms);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    await expect(loadFormsOncePerVisit(fetcher, refusing, 5)).resolves.toEqual(forms);
    expect(calls()).toBe(3);
  });

  it('keeps nothing when loading fails', async () => {
    const storage = memory();
    await expect(loadFormsOncePerVisit(answer(502, {}), storage, 5)).rejects.toThrow(/^AppDataProvider: /);
    expect(storage.items.size).toBe(0);
  });
});
