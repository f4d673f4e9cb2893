import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { listEntries } from '../src/store/entries';
import { MESSAGES } from '../src/graphql/submit-form';
import { serverForFile, startTestServer } from './support';
import Database from 'better-sqlite3';

const SUBMIT = `mutation S($input: SubmitGfFormInput!) {
  submitGfForm(input: $input) { clientMutationId resumeUrl errors { id message } confirmation { type message url } entry { id ... on GfSubmittedEntry { databaseId } } }
}`;

type Payload = {
  clientMutationId: string | null;
  resumeUrl: string | null;
  errors: { id: number; message: string }[];
  confirmation: { type: string; message: string } | null;
  entry: { id: string; databaseId: number } | null;
};

const valid = (overrides: Record<number, object> = {}) =>
  [
    { id: 1, nameValues: { first: 'Ada', last: 'Lovelace' } },
    { id: 2, emailValues: { value: 'ada@example.com' } },
    { id: 3, value: '(407) 555-0100' },
    { id: 4, value: '10k-50k' },
    { id: 5, value: 'Analytical Engines' },
    { id: 6, value: 'We need a brand.' },
  ].map((field) => ({ ...field, ...overrides[field.id] }));

const server = serverForFile();

function storedCount(): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return listEntries(db).length;
  } finally {
    db.close();
  }
}

async function submit(input: Record<string, unknown>, auth = true) {
  return server.gql<{ submitGfForm: Payload | null }>(SUBMIT, { input }, { auth });
}

describe('submitGfForm', () => {
  it('refuses a request without the bearer token, in WPGraphQL shape, and stores nothing', async () => {
    const before = storedCount();
    const { status, body } = await submit({ id: 1, fieldValues: valid() }, false);
    expect(status).toBe(200);
    expect(body.data).toEqual({ submitGfForm: null });
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Sorry, you are not allowed to /),
      path: ['submitGfForm'],
    });
    const wrong = await server.post(
      JSON.stringify({ query: SUBMIT, variables: { input: { id: 1, fieldValues: valid() } } }),
      { Authorization: 'Bearer wrong' },
    );
    expect((wrong.body as { data: unknown }).data).toEqual({ submitGfForm: null });
    expect(storedCount()).toBe(before);
  });

  it('answers failed validation in errors, as Gravity Forms does, and stores nothing', async () => {
    const before = storedCount();
    const cases: [object[], { id: number; message: string }[]][] = [
      [valid({ 1: { nameValues: { first: 'Ada', last: '' } } }), [{ id: 1, message: MESSAGES.nameRequired }]],
      [valid({ 2: { emailValues: { value: 'not-an-email' } } }), [{ id: 2, message: MESSAGES.email }]],
      [valid({ 4: { value: 'a-million' } }), [{ id: 4, message: MESSAGES.choice }]],
      [valid({ 5: { value: 'x'.repeat(41) } }), [{ id: 5, message: MESSAGES.tooLong }]],
      [valid({ 6: { value: '   ' } }), [{ id: 6, message: MESSAGES.required }]],
      [[...valid(), { id: 99, value: 'extra' }], [{ id: 99, message: MESSAGES.unknownField }]],
      [
        [],
        [
          { id: 1, message: MESSAGES.nameRequired },
          { id: 2, message: MESSAGES.required },
          { id: 4, message: MESSAGES.required },
          { id: 6, message: MESSAGES.required },
        ],
      ],
    ];
    for (const [fieldValues, errors] of cases) {
      const { body } = await submit({ id: 1, fieldValues, clientMutationId: 'invalid-attempt' });
      expect(body.errors).toBeUndefined();
      expect(body.data!.submitGfForm).toMatchObject({
        errors,
        confirmation: null,
        entry: null,
        clientMutationId: 'invalid-attempt',
      });
    }
    expect(storedCount()).toBe(before);
  });

  it('stores a valid entry, answers its confirmation, and the entry survives a restart', async () => {
    const { body } = await submit({ id: 1, fieldValues: valid(), clientMutationId: 'first-try' });
    const payload = body.data!.submitGfForm!;
    expect(payload).toMatchObject({
      errors: [],
      resumeUrl: null,
      clientMutationId: 'first-try',
      confirmation: { type: 'MESSAGE', message: 'Thanks! We will be in touch within one business day.' },
    });
    expect(payload.entry?.databaseId).toBeGreaterThan(0);

    await server.stop();
    Object.assign(server, await startTestServer(undefined, server.dir));
    const db = new Database(server.dbPath, { readonly: true });
    const stored = listEntries(db).find((entry) => entry.id === payload.entry!.databaseId);
    db.close();
    // Gravity Forms keys: name parts by input id, the hidden field with its default.
    expect(stored?.values).toEqual({
      '1.3': 'Ada',
      '1.6': 'Lovelace',
      '2': 'ada@example.com',
      '3': '(407) 555-0100',
      '4': '10k-50k',
      '5': 'Analytical Engines',
      '6': 'We need a brand.',
      '7': 'website',
    });
  });

  it('returns the same success for a retried clientMutationId without a second entry', async () => {
    const first = await submit({
      id: 2,
      fieldValues: [{ id: 1, emailValues: { value: 'retry@example.com' } }],
      clientMutationId: 'retry-key',
    });
    const before = storedCount();
    const again = await submit({
      id: 2,
      fieldValues: [{ id: 1, emailValues: { value: 'retry@example.com' } }],
      clientMutationId: 'retry-key',
    });
    expect(again.body.data!.submitGfForm).toEqual(first.body.data!.submitGfForm);
    expect(storedCount()).toBe(before);
    // The same key on another form is another submission.
    const other = await submit({ id: 1, fieldValues: valid(), clientMutationId: 'retry-key' });
    expect(other.body.data!.submitGfForm!.entry!.databaseId).not.toBe(first.body.data!.submitGfForm!.entry!.databaseId);
  });

  it('answers an unknown form with a GraphQL error', async () => {
    const { body } = await submit({ id: 404, fieldValues: [] });
    expect(body.data).toEqual({ submitGfForm: null });
    expect(body.errors?.[0]?.message).toMatch(/form 404 does not exist/);
  });

  it('prints stored entries from the command line', () => {
    const run = (args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'content-server/src/cli.ts', 'entries', ...args], {
        env: { ...process.env, CMS_DB: server.dbPath },
        encoding: 'utf8',
      });
    expect(run([])).toContain('retry@example.com');
    const json = JSON.parse(run(['--form', '2', '--json'])) as { formId: number }[];
    expect(json.length).toBeGreaterThan(0);
    expect(json.every((entry) => entry.formId === 2)).toBe(true);
  });
});
