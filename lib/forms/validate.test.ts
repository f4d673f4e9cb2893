import { describe, expect, it } from 'vitest';
import { contactForm, validContact } from './test-support/contact-form';
import { validateSubmission } from './validate';

describe('validateSubmission', () => {
  it('builds each value in the input its field type needs, hidden from the definition, administrative not at all', () => {
    const result = validateSubmission(contactForm, { ...validContact, field_2: '  ada@example.com ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fieldValues).toEqual([
      { id: 1, nameValues: { first: 'Ada', last: 'Lovelace' } },
      { id: 2, emailValues: { value: 'ada@example.com' } },
      { id: 3, value: '+1 (407) 555-0100' },
      { id: 4, value: '10k-plus' },
      { id: 5, value: 'We would like a new brand.' },
      { id: 6, value: 'website' },
    ]);
  });

  it('ignores a hidden field value posted by the browser', () => {
    const result = validateSubmission(contactForm, { ...validContact, field_6: 'spoofed' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.formErrors[0]).toMatch(/fields it does not have/);
  });

  it('reports every required field on its own control', () => {
    const result = validateSubmission(contactForm, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['field_1_first', 'field_1_last', 'field_2', 'field_5']);
    expect(result.errors.field_2).toBe('Email is required.');
    expect(result.errors.field_1_first).toBe('First name is required.');
  });

  it.each([
    ['field_2', 'not-an-email', /email address like/],
    ['field_2', 'a@b', /email address like/],
    ['field_3', 'call me', /phone number/],
    ['field_3', '12', /phone number/],
    ['field_4', 'a-million', /Choose one of the options/],
    ['field_5', 'x'.repeat(501), /at most 500 characters/],
    ['field_1_first', 'A\u0000da', /cannot be sent/],
  ])('rejects %s = %j', (name, value, message) => {
    const result = validateSubmission(contactForm, { ...validContact, [name]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[name]).toMatch(message);
    expect(Object.keys(result.errors)).toEqual([name]);
  });

  it('leaves optional fields out when empty and echoes trimmed values', () => {
    const result = validateSubmission(contactForm, { ...validContact, field_3: '', field_4: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fieldValues.map((value) => value.id)).toEqual([1, 2, 5, 6]);
    expect(result.values.field_3).toBe('');
  });

  it('refuses controls the form does not have', () => {
    const result = validateSubmission(contactForm, { ...validContact, field_99: 'x' });
    expect(result.ok).toBe(false);
  });
});
