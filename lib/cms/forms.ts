import 'server-only';
import { fetchAPI } from './client';
import { FORMS_QUERY } from './queries/forms';
import { reshapeForm } from './reshape';
import { tags } from './tags';
import type { Form } from './types';
import type { WpForm } from './wp-types';

export async function getForms(): Promise<Form[]> {
  const data = await fetchAPI<{ gfForms: { nodes: WpForm[] } | null }>(FORMS_QUERY, { tags: [tags.forms] });
  return (data.gfForms?.nodes ?? []).map(reshapeForm);
}
