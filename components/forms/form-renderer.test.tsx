import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shownFields } from '@/lib/forms/field-names';
import type { FormState } from '@/lib/forms/state';
import { contactForm } from '@/lib/forms/test-support/contact-form';
import { FormRenderer, FormView, type RenderedForm } from './form-renderer.client';

const rendered: RenderedForm = { ...contactForm, fields: shownFields(contactForm.fields) };

const view = (state: FormState) =>
  renderToStaticMarkup(
    <FormView form={rendered} state={state} pending={false} started="123.abc" renderKey="render-key-1" />,
  );

/** The opening tag of the element with this attribute value. */
function tag(markup: string, attribute: string, value: string): string {
  const match = new RegExp(`<[a-z]+[^>]*\\s${attribute}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(
    markup,
  );
  if (!match) throw new Error(`no element with ${attribute}="${value}"`);
  return match[0];
}
// HTML attribute names are case-insensitive (React writes `autoComplete` as given).
const attr = (openingTag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(openingTag)?.[1];

describe('FormRenderer', () => {
  const markup = renderToStaticMarkup(
    <FormRenderer form={rendered} action={async (state) => state} started="123.abc" renderKey="render-key-1" />,
  );

  it('renders the title, the CSS class, the submit text and the site controls', () => {
    expect(markup).toMatch(/<h2[^>]*>Get In Touch<\/h2>/);
    expect(attr(tag(markup, 'aria-labelledby', 'gform-1-title'), 'class')).toContain('contact-form');
    expect(markup).toMatch(/<button type="submit"[^>]*>Send message<\/button>/);
    expect(attr(tag(markup, 'name', '_form'), 'value')).toBe('1');
    expect(attr(tag(markup, 'name', '_key'), 'value')).toBe('render-key-1');
    expect(attr(tag(markup, 'name', 'contact_me_by_fax_only'), 'tabindex')).toBe('-1');
  });

  it('labels every control and gives it the right type and autocomplete', () => {
    const ids = [...markup.matchAll(/<(?:input|select|textarea)\s[^>]*\bid="([^"]+)"/g)].map((match) => match[1]!);
    expect(ids.length).toBe(7);
    for (const id of ids) expect(markup).toContain(`for="${id}"`);
    expect(attr(tag(markup, 'name', 'field_1_first'), 'autocomplete')).toBe('given-name');
    expect(attr(tag(markup, 'name', 'field_1_last'), 'autocomplete')).toBe('family-name');
    expect(markup).not.toContain('field_1_prefix');
    expect(attr(tag(markup, 'name', 'field_2'), 'type')).toBe('email');
    expect(attr(tag(markup, 'name', 'field_2'), 'autocomplete')).toBe('email');
    expect(attr(tag(markup, 'name', 'field_3'), 'type')).toBe('tel');
    expect(tag(markup, 'name', 'field_4')).toMatch(/^<select/);
    expect(tag(markup, 'name', 'field_5')).toMatch(/^<textarea/);
    expect(attr(tag(markup, 'name', 'field_5'), 'aria-required')).toBe('true');
    expect(markup).toMatch(/<legend[^>]*>Name/);
  });

  it('never sends hidden or administrative fields to the browser', () => {
    expect(markup).not.toContain('field_6');
    expect(markup).not.toContain('field_7');
    expect(markup).not.toContain('secret');
  });

  it('leaves validation to the server', () => {
    expect(markup).toMatch(/<form[^>]*noValidate=""|<form[^>]*novalidate=""/i);
    expect(markup).not.toMatch(/\srequired=""/);
    expect(markup).not.toContain('data-error-summary');
  });
});

describe('FormView', () => {
  it('ties each error to its control and lists it in the summary', () => {
    const markup = view({
      status: 'error',
      errors: { field_2: 'Enter an email address like name@example.com.', field_1_last: 'Last name is required.' },
      message: 'Please correct the highlighted fields.',
      values: { field_2: 'ada@', field_5: 'Hello <there>' },
      attempt: 1,
    });
    const email = tag(markup, 'name', 'field_2');
    expect(attr(email, 'aria-invalid')).toBe('true');
    expect(attr(email, 'value')).toBe('ada@');
    expect(tag(markup, 'id', attr(email, 'aria-describedby')!)).toMatch(/^<p/);
    expect(markup).toContain('Enter an email address like name@example.com.</p>');
    expect(attr(tag(markup, 'name', 'field_1_last'), 'aria-describedby')).toBe('gform-1-field_1_last-error');
    expect(attr(tag(markup, 'name', 'field_1_first'), 'aria-invalid')).toBeUndefined();
    expect(markup).toContain('Hello &lt;there&gt;</textarea>');
    const summary = tag(markup, 'data-error-summary', 'true');
    expect(attr(summary, 'tabindex')).toBe('-1');
    expect(markup).toContain('href="#gform-1-field_2"');
    expect(markup).toContain('href="#gform-1-field_1_last"');
  });

  it('replaces the form with the confirmation inside a live region', () => {
    const markup = view({ status: 'success', message: '<p>Thanks, we will call you.</p>', queued: false });
    expect(markup).not.toContain('<form');
    expect(markup).toMatch(
      /role="status" aria-live="polite"[^>]*><div[^>]*data-form-confirmation[^>]*>.*Thanks, we will call you/,
    );
  });
});
