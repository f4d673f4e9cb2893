import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { isConfigurationError, optionalPluginNoted } from './configuration';
import { getNode, nodeDataOf, type NodeData } from './nodes';
import { FORMS_QUERY } from './queries/forms';
import { NODE_WITH_FORM_QUERY } from './queries/node-by-uri';
import { reshapeForm } from './reshape';
import { FORM_BY_URI } from '@/lib/forms/page-forms';
import { tags } from './tags';
import type { Form } from './types';
import type { FormsQuery, NodeWithFormQuery } from './generated/operations';

/*
 * Forms come from an optional plugin (WPGraphQL for Gravity Forms). A WordPress without it refuses any query
 * that mentions them, so forms are read by operations of their own, and its absence means "no forms": noted
 * once in the log and in /api/health (./configuration.ts), never an outage. While that note is fresh (one
 * content refresh interval), form reads are not even sent, so a page with a form still costs one request.
 */

/** True while the forms plugin is known to be missing: the note is younger than a content refresh interval. */
function formsPluginMissing(): boolean {
  return optionalPluginNoted(Date.now() - env().contentRevalidateSeconds * 1000);
}

/** A read failed only because the forms plugin is missing. */
const formsOff = (error: unknown) => isConfigurationError(error) && error.onlyOptional;

/**
 * Every form definition; none without the forms plugin. Throws `Failed to fetch API` when the content system
 * fails, so the app-data provider can say so under its own name.
 */
export const getForms = cache(async (): Promise<Form[]> => {
  if (formsPluginMissing()) return [];
  try {
    const data = await fetchAPI<FormsQuery>(FORMS_QUERY, cached([tags.forms]));
    return (data.gfForms?.nodes ?? []).map(reshapeForm);
  } catch (error) {
    if (formsOff(error)) return [];
    throw error;
  }
});

/**
 * One form by its database id, or `undefined`: from the forms list or, when that cannot be read, from the read
 * of the page that carries it. A submission checks its fields against this; while WordPress is down the forms list may never have been
 * read (pages bring their own form), but the page the visitor filled in was, and its read is in the data cache.
 */
export async function getForm(databaseId: number): Promise<Form | undefined> {
  const listed = await getForms().then(
    (forms) => forms.find((form) => form.databaseId === databaseId),
    (error: unknown) => ({ error }),
  );
  if (!listed || !('error' in listed)) return listed;
  const uri = Object.keys(FORM_BY_URI).find((candidate) => FORM_BY_URI[candidate] === databaseId);
  const page = uri ? await getNodeWithForm(uri, databaseId).catch(() => undefined) : undefined;
  const form = page?.lists.form;
  if (form) return form;
  throw listed.error;
}

/**
 * A page that carries a form, with the form, in one request (the page's own: a form page costs no more than
 * any other). Without the forms plugin, the page alone, its form `null`; `undefined` when nothing lives there.
 */
export const getNodeWithForm = cache(async (uri: string, formId: number): Promise<NodeData | undefined> => {
  if (!formsPluginMissing()) {
    try {
      const data = await fetchAPI<NodeWithFormQuery>(NODE_WITH_FORM_QUERY, {
        variables: { uri, formId: String(formId) },
        ...cached([tags.node(uri), tags.forms]),
      });
      const result = nodeDataOf(data.nodeByUri);
      if (!result) return result;
      return { ...result, lists: { ...result.lists, form: data.form ? reshapeForm(data.form) : null } };
    } catch (error) {
      if (!formsOff(error)) throw error;
    }
  }
  const result = await getNode(uri);
  if (!result) return result;
  return { ...result, lists: { ...result.lists, form: null } };
});
