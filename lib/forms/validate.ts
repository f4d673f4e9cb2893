import type { Form, FormField } from '@/lib/cms/types';
import { FIELD_PREFIX, controlNames, fieldName, visibleNameInputs } from './field-names';

/** One entry of `submitGfForm`'s `fieldValues`, in the input its field type needs. */
export type FieldValueInput =
  | { id: number; value: string }
  | { id: number; emailValues: { value: string } }
  | { id: number; nameValues: Partial<Record<NameKey, string>> };

type NameKey = 'prefix' | 'first' | 'middle' | 'last' | 'suffix';
const NAME_KEYS: readonly string[] = ['prefix', 'first', 'middle', 'last', 'suffix'];

export type Validation =
  | { ok: true; fieldValues: FieldValueInput[]; values: Record<string, string> }
  | { ok: false; errors: Record<string, string>; formErrors: string[]; values: Record<string, string> };

const DEFAULT_MAX = { text: 255, name: 100, email: 254, phone: 40, select: 255, textarea: 5000 } as const;
// A practical address check: one @, a dot in the domain, no spaces. The content system applies its own.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE_CHARACTERS = /^[+]?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Checks posted values against the form definition and, when they pass, builds the values Gravity Forms
 * receives. Hidden fields take their value from the definition (never from the browser); administrative
 * fields are not sent. Errors are keyed by control name so each lands on its own input.
 */
export function validateSubmission(form: Form, posted: Record<string, string>): Validation {
  const errors: Record<string, string> = {};
  const formErrors: string[] = [];
  const values: Record<string, string> = {};
  const fieldValues: FieldValueInput[] = [];
  const known = new Set<string>();

  for (const field of form.fields) {
    if (field.visibility === 'ADMINISTRATIVE') continue;
    if (field.visibility === 'HIDDEN') {
      if (field.value !== '') fieldValues.push(valueInput(field, field.value));
      continue;
    }
    for (const name of controlNames(field)) {
      known.add(name);
      values[name] = (posted[name] ?? '').trim();
    }
    const fieldErrors = checkField(field, values);
    if (Object.keys(fieldErrors).length) {
      Object.assign(errors, fieldErrors);
      continue;
    }
    const input = buildInput(field, values);
    if (input) fieldValues.push(input);
  }

  const unknown = Object.keys(posted).filter((name) => name.startsWith(FIELD_PREFIX) && !known.has(name));
  if (unknown.length) formErrors.push('The form sent fields it does not have. Please reload the page and try again.');

  if (Object.keys(errors).length || formErrors.length) return { ok: false, errors, formErrors, values };
  return { ok: true, fieldValues, values };
}

function checkField(field: FormField, values: Record<string, string>): Record<string, string> {
  const label = field.label || 'This field';
  if (field.type === 'name') return checkName(field, values);

  const name = fieldName(field);
  const value = values[name] ?? '';
  const max = field.maxLength ?? DEFAULT_MAX[field.type];
  if (value === '') return field.isRequired ? { [name]: `${label} is required.` } : {};
  if (CONTROL_CHARACTERS.test(value)) return { [name]: `${label} contains characters that cannot be sent.` };
  if (value.length > max) return { [name]: `${label} must be at most ${max} characters.` };
  if (field.type === 'email' && !EMAIL.test(value)) {
    return { [name]: 'Enter an email address like name@example.com.' };
  }
  if (field.type === 'phone' && !isPhone(value)) {
    return { [name]: 'Enter a phone number using digits, spaces, brackets, + or -.' };
  }
  if (field.type === 'select' && !field.choices.some((choice) => choice.value === value)) {
    return { [name]: `Choose one of the options for ${label.toLowerCase()}.` };
  }
  return {};
}

function checkName(field: FormField, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const parts = visibleNameInputs(field);
  const keys = parts.length ? parts.map((input) => input.key) : ['first', 'last'];
  // Gravity Forms requires the first and last name of a required name field; the other parts stay optional.
  const required: string[] = keys.filter((key) => key === 'first' || key === 'last');
  for (const key of keys) {
    const name = fieldName(field, key);
    const value = values[name] ?? '';
    const partLabel = parts.find((input) => input.key === key)?.label || (key === 'first' ? 'First' : 'Last');
    // "First" reads as "First name"; a part already labelled "First name" stays as it is.
    const part = /name/i.test(partLabel) ? partLabel : `${partLabel} name`;
    const isRequired = field.isRequired && (required.length ? required.includes(key) : true);
    if (value === '') {
      if (isRequired) errors[name] = `${part} is required.`;
    } else if (CONTROL_CHARACTERS.test(value)) {
      errors[name] = `${part} contains characters that cannot be sent.`;
    } else if (value.length > DEFAULT_MAX.name) {
      errors[name] = `${part} must be at most ${DEFAULT_MAX.name} characters.`;
    }
  }
  return errors;
}

function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 20;
}

function buildInput(field: FormField, values: Record<string, string>): FieldValueInput | undefined {
  if (field.type === 'name') {
    const nameValues: Partial<Record<NameKey, string>> = {};
    for (const name of controlNames(field)) {
      const key = name.slice(fieldName(field).length + 1);
      const value = values[name];
      if (NAME_KEYS.includes(key) && value) nameValues[key as NameKey] = value;
    }
    return Object.keys(nameValues).length ? { id: field.id, nameValues } : undefined;
  }
  const value = values[fieldName(field)] ?? '';
  return value === '' ? undefined : valueInput(field, value);
}

function valueInput(field: FormField, value: string): FieldValueInput {
  return field.type === 'email' ? { id: field.id, emailValues: { value } } : { id: field.id, value };
}
