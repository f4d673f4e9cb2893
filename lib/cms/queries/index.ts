import { CATEGORIES_QUERY, contentIndexQuery } from './content-index';
import { CONTENT_TYPES, contentListQuery, type ContentTypeKey } from './content-list';
import { SUBMIT_FORM_MUTATION } from './forms';
import { NODE_BY_URI_QUERY } from './node-by-uri';
import { SHELL_QUERY } from './shell';

/** Every operation the site sends, for the contract tests. */
export const ALL_OPERATIONS: Record<string, string> = {
  Shell: SHELL_QUERY,
  NodeByUri: NODE_BY_URI_QUERY,
  SubmitForm: SUBMIT_FORM_MUTATION,
  Categories: CATEGORIES_QUERY,
  ...Object.fromEntries(
    (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).map((type) => [`ContentList:${type}`, contentListQuery(type)]),
  ),
  ...Object.fromEntries(
    (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).map((type) => [`ContentIndex:${type}`, contentIndexQuery(type)]),
  ),
};
