import type { FormField } from '@/lib/cms/types';

/**
 * Names of the posted controls. Shared by the renderer and the server so that a field's control and its
 * error meet under one name. Name fields post one control per part (`field_1_first`, `field_1_last`).
 */
export const FIELD_PREFIX = 'field_';
export const CONTROL = {
  formId: '_form',
  renderKey: '_key',
  started: '_started',
  botCheck: '_botcheck',
  /** Left empty by people; filled by bots that fill every input. */
  honeypot: 'contact_me_by_fax_only',
} as const;

export function fieldName(field: Pick<FormField, 'id'>, part?: string): string {
  return part ? `${FIELD_PREFIX}${field.id}_${part}` : `${FIELD_PREFIX}${field.id}`;
}

/** A form's visible parts of a name field, in display order. */
export function visibleNameInputs(field: FormField): FormField['inputs'] {
  return field.inputs.filter((input) => !input.isHidden && input.key !== '');
}

/** Fields the visitor sees and fills. */
export function shownFields(fields: FormField[]): FormField[] {
  return fields.filter((field) => field.visibility === 'VISIBLE');
}

/** The control names a field posts. */
export function controlNames(field: FormField): string[] {
  if (field.type !== 'name') return [fieldName(field)];
  const parts = visibleNameInputs(field);
  return parts.length
    ? parts.map((input) => fieldName(field, input.key))
    : [fieldName(field, 'first'), fieldName(field, 'last')];
}
