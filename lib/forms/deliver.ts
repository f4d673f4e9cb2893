import { postGraphQL } from '@/lib/cms/client';
import { SUBMIT_FORM_MUTATION } from '@/lib/cms/queries/forms';
import type { SubmitFormMutation } from '@/lib/cms/generated/operations';
import type { FieldValueInput } from './validate';

export interface Submission {
  /** The idempotency key, carried as `clientMutationId`: a repeat with the same key makes no second entry. */
  key: string;
  formId: number;
  fieldValues: FieldValueInput[];
}

export type DeliveryResult =
  | { kind: 'accepted'; confirmation: string | null }
  /** Gravity Forms' validation refused the values. */
  | { kind: 'rejected'; errors: { id: number; message: string }[] }
  /** WordPress answered but refused the request itself (authorisation, schema): retrying will not help. */
  | { kind: 'refused'; reason: string }
  | { kind: 'unavailable'; reason: string };

export type Deliver = (submission: Submission) => Promise<DeliveryResult>;

/** Sends one submission to WordPress with the server-side bearer token. */
export const deliverSubmission: Deliver = async ({ key, formId, fieldValues }) => {
  const result = await postGraphQL<SubmitFormMutation>(SUBMIT_FORM_MUTATION, {
    authenticated: true,
    variables: { input: { id: formId, fieldValues, clientMutationId: key } },
  });
  if (result.kind === 'unavailable') return result;
  if (result.kind === 'graphql-errors') {
    return {
      kind: 'refused',
      reason: result.errors.map((error) => error.message).join('; ') || `HTTP ${result.status}`,
    };
  }
  const payload = result.data.submitGfForm;
  if (!payload) return { kind: 'refused', reason: 'submitGfForm answered null' };
  const errors = (payload.errors ?? []).map((error) => ({
    id: Number(error?.id ?? 0),
    message: error?.message?.trim() || 'This field is not valid.',
  }));
  if (errors.length) return { kind: 'rejected', errors };
  return { kind: 'accepted', confirmation: payload.confirmation?.message?.trim() || null };
};
