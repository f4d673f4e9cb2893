import type { Form } from '@/lib/cms/types';

const APP_DATA_PROVIDER = 'AppDataProvider';

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
    throw new Error(
      `${APP_DATA_PROVIDER}: could not load the forms (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!response.ok) throw new Error(`${APP_DATA_PROVIDER}: could not load the forms (HTTP ${response.status})`);
  const body = (await response.json().catch(() => null)) as { forms?: unknown } | null;
  if (!body || !Array.isArray(body.forms))
    throw new Error(`${APP_DATA_PROVIDER}: the forms answer has no list of forms`);
  return body.forms as Form[];
}

/** Where a visit keeps the forms list: the tab's session storage, so later page loads of the visit reuse it. */
export const FORMS_STORAGE_KEY = 'altitude:forms';
/** How long a visit reuses its copy before asking again (an editor's change reaches a long visit too). */
export const FORMS_VISIT_MAX_AGE_MS = 10 * 60_000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The forms list once per visit: the copy this tab stored within the last ten minutes, or one request through
 * the site, then stored for the rest of the visit. Storage that is full, disabled or holds something unreadable
 * only costs the request.
 */
export async function loadFormsOncePerVisit(
  fetcher: typeof fetch,
  storage: SessionStore | undefined,
  now = Date.now(),
): Promise<Form[]> {
  try {
    const kept = JSON.parse(storage?.getItem(FORMS_STORAGE_KEY) ?? 'null') as { at?: unknown; forms?: unknown } | null;
    if (
      kept &&
      typeof kept.at === 'number' &&
      now - kept.at >= 0 &&
      now - kept.at < FORMS_VISIT_MAX_AGE_MS &&
      Array.isArray(kept.forms)
    ) {
      return kept.forms as Form[];
    }
  } catch {
    // Unreadable: asked for again below.
  }
  const forms = await loadForms(fetcher);
  try {
    storage?.setItem(FORMS_STORAGE_KEY, JSON.stringify({ at: now, forms }));
  } catch {
    // Storage full or refused: the next page load of the visit asks again.
  }
  return forms;
}
