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
    formField({
      id: 1,
      type: 'name',
      label: 'Your name',
      isRequired: true,
      cssClass: 'field-name',
      inputs: [
        { id: 1.2, key: 'prefix', label: 'Prefix', placeholder: '', isHidden: true },
        { id: 1.3, key: 'first', label: 'First', placeholder: 'Amelia', isHidden: false },
        { id: 1.4, key: 'middle', label: 'Middle', placeholder: '', isHidden: true },
        { id: 1.6, key: 'last', label: 'Last', placeholder: 'Earhart', isHidden: false },
        { id: 1.8, key: 'suffix', label: 'Suffix', placeholder: '', isHidden: true },
      ],
    }),
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
      choices: [
        { text: 'Brand strategy & positioning', value: 'brand-strategy', isSelected: false },
        { text: 'Website design & development', value: 'website', isSelected: false },
        { text: 'Paid media & performance', value: 'paid-media', isSelected: false },
        { text: 'Content, SEO & social', value: 'content', isSelected: false },
        { text: 'Video & podcast production', value: 'video', isSelected: false },
        { text: 'Something else', value: 'other', isSelected: false },
      ],
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
      choices: [
        { text: 'Everything (every other Thursday)', value: 'everything', isSelected: true },
        { text: 'Strategy & brand only', value: 'strategy', isSelected: false },
        { text: 'Media & measurement only', value: 'media', isSelected: false },
        { text: 'Monthly digest', value: 'monthly', isSelected: false },
      ],
    }),
  ],
};

export const forms: PackForm[] = [contact, hotAir];
