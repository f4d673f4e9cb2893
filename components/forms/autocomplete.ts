import type { FormField } from '@/lib/cms/types';

const NAME_PART: Record<string, string> = {
  prefix: 'honorific-prefix',
  first: 'given-name',
  middle: 'additional-name',
  last: 'family-name',
  suffix: 'honorific-suffix',
};

/** The browser hints for a control: its input type and the autofill token that fits its purpose. */
export function controlHints(
  field: FormField,
  part?: string,
): { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' } {
  switch (field.type) {
    case 'name':
      return { type: 'text', autoComplete: part ? NAME_PART[part] : 'name' };
    case 'email':
      return { type: 'email', autoComplete: 'email', inputMode: 'email' };
    case 'phone':
      return { type: 'tel', autoComplete: 'tel', inputMode: 'tel' };
    case 'text':
      return { type: 'text', autoComplete: textAutocomplete(field.label) };
    default:
      return {};
  }
}

// Text fields are free-form in Gravity Forms; their label says what they hold.
function textAutocomplete(label: string): string | undefined {
  const text = label.toLowerCase();
  if (/compan|organi[sz]ation|business name/.test(text)) return 'organization';
  if (/job title|position|your role/.test(text)) return 'organization-title';
  if (/web ?site|url/.test(text)) return 'url';
  if (/zip|postal/.test(text)) return 'postal-code';
  if (/city|town/.test(text)) return 'address-level2';
  return undefined;
}
