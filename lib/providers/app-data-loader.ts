import type { Form } from '@/lib/cms/types';

export const APP_DATA_PROVIDER = 'AppDataProvider';

export interface AppData {
  forms: Form[];
}

export const emptyAppData: AppData = { forms: [] };

/**
 * Every form definition, read through the site (the browser never talks to the content system).
 * Any failure raises an error named after the provider, so the console says where it came from.
 */
export async function loadForms(fetcher: typeof fetch, url = '/api/forms/'): Promise<Form[]> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new Error(`${APP_DATA_PROVIDER}: could not load the forms (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw new Error(`${APP_DATA_PROVIDER}: could not load the forms (HTTP ${response.status})`);
  const body = (await response.json().catch(() => null)) as { forms?: unknown } | null;
  if (!body || !Array.isArray(body.forms)) throw new Error(`${APP_DATA_PROVIDER}: the forms answer has no list of forms`);
  return body.forms as Form[];
}
