import { GraphQLError } from 'graphql';
import { storeEntry, type StoredEntry } from '../store/entries';
import type { FormFieldRow } from '../store/rows';
import type { RequestContext } from './context';
import { databaseIdFrom, toGlobalId } from './ids';

interface FieldValueInput {
  id: number;
  value?: string | null;
  values?: (string | null)[] | null;
  nameValues?: {
    prefix?: string | null;
    first?: string | null;
    middle?: string | null;
    last?: string | null;
    suffix?: string | null;
  } | null;
  emailValues?: { value?: string | null; confirmationValue?: string | null } | null;
}

export interface SubmitInput {
  id: string;
  idType?: string | null;
  fieldValues: (FieldValueInput | null)[];
  clientMutationId?: string | null;
}

// Gravity Forms' own validation messages, so a client shows the same text either way.
export const MESSAGES = {
  required: 'This field is required.',
  nameRequired: 'This field is required. Please enter the first and last name.',
  email: 'The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
  choice: 'Invalid selection. Please select one of the available choices.',
  tooLong: 'The text entered exceeds the maximum number of characters.',
  unknownField: 'This field does not exist in the form.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldError = { id: number; message: string };

/** Checks one field's submitted value and adds what the entry stores for it (GF keys: `1`, `1.3`, …). */
function checkField(
  field: FormFieldRow,
  input: FieldValueInput | undefined,
  values: Record<string, string>,
): string | null {
  const visible = field.visibility === 'VISIBLE';
  if (field.type === 'name') {
    const inputs = JSON.parse(field.inputs) as { id: number; key: string; isHidden: boolean }[];
    const parts = input?.nameValues ?? {};
    for (const part of inputs) {
      const text = (parts[part.key as keyof typeof parts] ?? '').trim();
      if (text) values[String(part.id)] = text;
    }
    if (!visible || field.is_required !== 1) return null;
    const needed = inputs.filter((part) => !part.isHidden && (part.key === 'first' || part.key === 'last'));
    return needed.some((part) => !values[String(part.id)]) ? MESSAGES.nameRequired : null;
  }
  const raw = field.type === 'email' ? (input?.emailValues?.value ?? input?.value) : input?.value;
  const text = (raw ?? (visible ? '' : field.value)).trim();
  if (text) values[String(field.id)] = text;
  if (!visible) return null;
  if (!text) return field.is_required === 1 ? MESSAGES.required : null;
  if (field.max_length > 0 && [...text].length > field.max_length) return MESSAGES.tooLong;
  if (field.type === 'email' && !EMAIL.test(text)) return MESSAGES.email;
  if (field.type === 'select') {
    const choices = JSON.parse(field.choices) as { value: string }[];
    if (!choices.some((choice) => choice.value === text)) return MESSAGES.choice;
  }
  return null;
}

function entryModel(entry: StoredEntry) {
  return {
    __typename: 'GfSubmittedEntry',
    id: toGlobalId('gf_entry', entry.id),
    databaseId: entry.id,
    dateCreated: entry.dateCreatedGmt,
    dateCreatedGmt: entry.dateCreatedGmt,
    formDatabaseId: entry.formId,
    formId: toGlobalId('gf_form', entry.formId),
    isDraft: false,
    isSubmitted: true,
    resumeToken: null,
    sourceUrl: null,
  };
}

/**
 * submitGfForm: only with the bearer token; validates as Gravity Forms does and stores nothing when a field
 * fails; a retry with the same clientMutationId gets the first attempt's answer instead of a second entry.
 */
export function submitGfForm({ input }: { input: SubmitInput }, ctx: RequestContext) {
  if (!ctx.authorized) throw new GraphQLError('Sorry, you are not allowed to submit forms.');
  const formId =
    databaseIdFrom(input.id, (input.idType ?? 'ID') === 'DATABASE_ID' ? null : 'gf_form') ??
    databaseIdFrom(input.id, null);
  const form = formId === null ? undefined : ctx.repo.form(formId);
  if (!form) throw new GraphQLError(`A valid form ID must be provided: form ${input.id} does not exist.`);
  if (form.is_active !== 1) throw new GraphQLError(`The form ${form.id} is not active.`);

  const fields = ctx.repo.formFields(form.id);
  const byId = new Map<number, FieldValueInput>();
  const errors: FieldError[] = [];
  for (const value of input.fieldValues) {
    if (!value) continue;
    if (!fields.some((field) => field.id === value.id)) errors.push({ id: value.id, message: MESSAGES.unknownField });
    else byId.set(value.id, value);
  }
  const values: Record<string, string> = {};
  for (const field of fields) {
    const message = checkField(field, byId.get(field.id), values);
    if (message) errors.push({ id: field.id, message });
  }
  const clientMutationId = input.clientMutationId ?? null;
  if (errors.length > 0) {
    return { clientMutationId, errors, confirmation: null, entry: null, resumeUrl: null, resumeToken: null };
  }
  const { entry } = storeEntry(ctx.db, form.id, clientMutationId, values);
  return {
    clientMutationId,
    errors: [],
    confirmation: { type: 'MESSAGE', message: form.confirmation_message, url: null, pageId: null, queryString: null },
    entry: entryModel(entry),
    resumeUrl: null,
    resumeToken: null,
  };
}
