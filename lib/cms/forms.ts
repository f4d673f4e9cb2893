import 'server-only';
import { reshapeForm } from './reshape';
import { getShellData } from './shell';
import type { Form } from './types';

/** Every form definition. Throws `Failed to fetch API` when the content system fails. */
export async function getForms(): Promise<Form[]> {
  const data = await getShellData();
  return (data.gfForms?.nodes ?? []).map(reshapeForm);
}

/** One form by its database id, or `undefined`. */
export async function getForm(databaseId: number): Promise<Form | undefined> {
  return (await getForms()).find((form) => form.databaseId === databaseId);
}
