import type { PackForm } from './types';

const contact: PackForm = {
  databaseId: 1,
  title: 'Get In Touch',
  description: 'Tell us a little about what you are working on. A strategist reads every message and replies within one business day.',
  cssClass: 'form-contact',
  isActive: true,
  submitButtonText: 'Send it skyward',
  lastPageButton: { text: 'Previous', type: 'TEXT' },
  confirmationMessage: 'Thanks, your message is airborne. One of our strategists will reply within one business day, usually sooner.',
  fields: [
    {
      id: 1, type: 'name', label: 'Your name', isRequired: true, placeholder: '', visibility: 'VISIBLE', value: '', cssClass: 'field-name',
      inputs: [
        { id: 1.2, key: 'prefix', label: 'Prefix', placeholder: '', isHidden: true },
        { id: 1.3, key: 'first', label: 'First', placeholder: 'Amelia', isHidden: false },
        { id: 1.4, key: 'middle', label: 'Middle', placeholder: '', isHidden: true },
        { id: 1.6, key: 'last', label: 'Last', placeholder: 'Earhart', isHidden: false },
        { id: 1.8, key: 'suffix', label: 'Suffix', placeholder: '', isHidden: true },
      ],
    },
    { id: 2, type: 'email', label: 'Email', isRequired: true, placeholder: 'you@company.com', visibility: 'VISIBLE', value: '', cssClass: 'field-half' },
    { id: 3, type: 'phone', label: 'Phone', isRequired: false, placeholder: '(407) 555-0100', visibility: 'VISIBLE', value: '', cssClass: 'field-half' },
    { id: 4, type: 'text', label: 'Company', isRequired: false, placeholder: 'Where you work', visibility: 'VISIBLE', value: '', cssClass: 'field-half', maxLength: 120 },
    {
      id: 5, type: 'select', label: 'How can we help?', isRequired: true, placeholder: 'Choose one', visibility: 'VISIBLE', value: '', cssClass: 'field-half',
      choices: [
        { text: 'Brand strategy & positioning', value: 'brand-strategy', isSelected: false },
        { text: 'Website design & development', value: 'website', isSelected: false },
        { text: 'Paid media & performance', value: 'paid-media', isSelected: false },
        { text: 'Content, SEO & social', value: 'content', isSelected: false },
        { text: 'Video & podcast production', value: 'video', isSelected: false },
        { text: 'Something else', value: 'other', isSelected: false },
      ],
    },
    { id: 6, type: 'textarea', label: 'What are you working on?', isRequired: true, placeholder: 'Goals, timing, budget range, anything that helps us prepare.', visibility: 'VISIBLE', value: '', cssClass: 'field-full', maxLength: 2000 },
    { id: 7, type: 'text', label: 'Source page', isRequired: false, placeholder: '', visibility: 'HIDDEN', value: '/contact/', cssClass: 'field-source' },
    { id: 8, type: 'text', label: 'Lead score', isRequired: false, placeholder: '', visibility: 'ADMINISTRATIVE', value: '0', cssClass: 'field-admin' },
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
    { id: 1, type: 'text', label: 'First name', isRequired: false, placeholder: 'First name', visibility: 'VISIBLE', value: '', cssClass: 'field-half', maxLength: 60 },
    { id: 2, type: 'email', label: 'Email', isRequired: true, placeholder: 'you@company.com', visibility: 'VISIBLE', value: '', cssClass: 'field-half' },
    {
      id: 3, type: 'select', label: 'What would you like to hear about?', isRequired: false, placeholder: '', visibility: 'VISIBLE', value: 'everything', cssClass: 'field-full',
      choices: [
        { text: 'Everything (every other Thursday)', value: 'everything', isSelected: true },
        { text: 'Strategy & brand only', value: 'strategy', isSelected: false },
        { text: 'Media & measurement only', value: 'media', isSelected: false },
        { text: 'Monthly digest', value: 'monthly', isSelected: false },
      ],
    },
  ],
};

export const forms: PackForm[] = [contact, hotAir];
