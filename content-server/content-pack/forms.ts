import type { PackForm, PackFormField } from './types';

/**
 * A Gravity Forms field as the pack stores it: optional, visible, with no placeholder, default value or class
 * unless it says otherwise. Extra facts (maxLength, inputs, choices) follow in the order given.
 */
/** The email field every form asks for: required, with a work address as its example. */
export const emailField = (id: number, cssClass = ''): PackFormField =>
  formField({ id, type: 'email', label: 'Email', isRequired: true, placeholder: 'you@company.com', cssClass });

export const formField = ({
  id,
  type,
  label,
  isRequired = false,
  placeholder = '',
  visibility = 'VISIBLE',
  value = '',
  cssClass = '',
  ...extra
}: Pick<PackFormField, 'id' | 'type' | 'label'> & Partial<PackFormField>): PackFormField => ({
  id,
  type,
  label,
  isRequired,
  placeholder,
  visibility,
  value,
  cssClass,
  ...extra,
});

/**
 * A Gravity Forms Name field, required, showing first and last name with these examples. `allParts` adds the
 * prefix, middle name and suffix, hidden, as Gravity Forms' editor creates a Name field. Each part's id is the
 * field's id and Gravity Forms' number for the part (1.3 for the first name of field 1).
 */
export const nameField = (
  id: number,
  label: string,
  cssClass: string,
  [first, last]: [first: string, last: string],
  allParts = false,
): PackFormField => {
  const part = (number: number, key: string, label: string, placeholder = '', isHidden = false) => ({
    id: Number(`${id}.${number}`),
    key,
    label,
    placeholder,
    isHidden,
  });
  const firstName = part(3, 'first', 'First', first);
  const lastName = part(6, 'last', 'Last', last);
  const inputs = allParts
    ? [
        part(2, 'prefix', 'Prefix', '', true),
        firstName,
        part(4, 'middle', 'Middle', '', true),
        lastName,
        part(8, 'suffix', 'Suffix', '', true),
      ]
    : [firstName, lastName];
  return formField({ id, type: 'name', label, isRequired: true, cssClass, inputs });
};

/** A select field's choices, each its text and value; none is selected but the one whose value is `selected`. */
export const selectChoices = (
  choices: [text: string, value: string][],
  selected?: string,
): NonNullable<PackFormField['choices']> =>
  choices.map(([text, value]) => ({ text, value, isSelected: value === selected }));

const contact: PackForm = {
  databaseId: 1,
  title: 'Get In Touch',
  description:
    'Tell us a little about what you are working on. A strategist reads every message and replies within one business day.',
  cssClass: 'form-contact',
  isActive: true,
  submitButtonText: 'Send it skyward',
  lastPageButton: { text: 'Previous', type: 'TEXT' },
  confirmationMessage:
    'Thanks, your message is airborne. One of our strategists will reply within one business day, usually sooner.',
  fields: [
    nameField(1, 'Your name', 'field-name', ['Amelia', 'Earhart'], true),
    emailField(2, 'field-half'),
    formField({ id: 3, type: 'phone', label: 'Phone', placeholder: '(407) 555-0100', cssClass: 'field-half' }),
    formField({
      id: 4,
      type: 'text',
      label: 'Company',
      placeholder: 'Where you work',
      cssClass: 'field-half',
      maxLength: 120,
    }),
    formField({
      id: 5,
      type: 'select',
      label: 'How can we help?',
      isRequired: true,
      placeholder: 'Choose one',
      cssClass: 'field-half',
      choices: selectChoices([
        ['Brand strategy & positioning', 'brand-strategy'],
        ['Website design & development', 'website'],
        ['Paid media & performance', 'paid-media'],
        ['Content, SEO & social', 'content'],
        ['Video & podcast production', 'video'],
        ['Something else', 'other'],
      ]),
    }),
    formField({
      id: 6,
      type: 'textarea',
      label: 'What are you working on?',
      isRequired: true,
      placeholder: 'Goals, timing, budget range, anything that helps us prepare.',
      cssClass: 'field-full',
      maxLength: 2000,
    }),
    formField({
      id: 7,
      type: 'text',
      label: 'Source page',
      visibility: 'HIDDEN',
      value: '/contact/',
      cssClass: 'field-source',
    }),
    formField({
      id: 8,
      type: 'text',
      label: 'Lead score',
      visibility: 'ADMINISTRATIVE',
      value: '0',
      cssClass: 'field-admin',
    }),
  ],
};

const hotAir: PackForm = {
  databaseId: 2,
  title: 'Hot Air Newsletter',
  description: 'One big idea, three useful links and a chart, every other Thursday.',
  cssClass: 'form-newsletter',
  isActive: true,
  submitButtonText: 'Inflate my inbox',
  lastPageButton: { text: 'Previous', type: 'TEXT' },
  confirmationMessage: 'You are on the manifest. The next issue of Hot Air lifts off on Thursday morning.',
  fields: [
    formField({
      id: 1,
      type: 'text',
      label: 'First name',
      placeholder: 'First name',
      cssClass: 'field-half',
      maxLength: 60,
    }),
    emailField(2, 'field-half'),
    formField({
      id: 3,
      type: 'select',
      label: 'What would you like to hear about?',
      value: 'everything',
      cssClass: 'field-full',
      choices: selectChoices(
        [
          ['Everything (every other Thursday)', 'everything'],
          ['Strategy & brand only', 'strategy'],
          ['Media & measurement only', 'media'],
          ['Monthly digest', 'monthly'],
        ],
        'everything',
      ),
    }),
  ],
};

export const forms: PackForm[] = [contact, hotAir];
