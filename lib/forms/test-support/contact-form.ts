import type { Form, FormField } from '@/lib/cms/types';

const base = {
  isRequired: false,
  placeholder: '',
  visibility: 'VISIBLE',
  value: '',
  cssClass: '',
  maxLength: null,
  inputs: [],
  choices: [],
} as const;

const field = (overrides: Partial<FormField> & Pick<FormField, 'id' | 'type' | 'label'>): FormField => ({
  ...base,
  inputs: [],
  choices: [],
  ...overrides,
});

/** A contact form shaped like the demo's "Get In Touch": every field type and visibility. */
export const contactForm: Form = {
  id: 'Z2Zfb3JtOjE=',
  databaseId: 1,
  title: 'Get In Touch',
  description: 'Tell us where you want to go.',
  isActive: true,
  cssClass: 'contact-form',
  submitButtonText: 'Send message',
  lastPageButton: { text: 'Previous', type: 'text' },
  fields: [
    field({
      id: 1,
      type: 'name',
      label: 'Name',
      isRequired: true,
      inputs: [
        { id: '1.2', key: 'prefix', label: 'Prefix', placeholder: '', isHidden: true },
        { id: '1.3', key: 'first', label: 'First', placeholder: '', isHidden: false },
        { id: '1.6', key: 'last', label: 'Last', placeholder: '', isHidden: false },
      ],
    }),
    field({ id: 2, type: 'email', label: 'Email', isRequired: true }),
    field({ id: 3, type: 'phone', label: 'Phone' }),
    field({
      id: 4,
      type: 'select',
      label: 'Budget',
      choices: [
        { text: 'Under $10k', value: 'under-10k', isSelected: false },
        { text: '$10k and up', value: '10k-plus', isSelected: false },
      ],
    }),
    field({ id: 5, type: 'textarea', label: 'Message', isRequired: true, maxLength: 500 }),
    field({ id: 6, type: 'text', label: 'Source', visibility: 'HIDDEN', value: 'website' }),
    field({ id: 7, type: 'text', label: 'Internal notes', visibility: 'ADMINISTRATIVE', value: 'secret' }),
  ],
};

export const validContact: Record<string, string> = {
  field_1_first: 'Ada',
  field_1_last: 'Lovelace',
  field_2: 'ada@example.com',
  field_3: '+1 (407) 555-0100',
  field_4: '10k-plus',
  field_5: 'We would like a new brand.',
};
