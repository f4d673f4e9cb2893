import { CONTENT_TYPES, contentListQuery, type ContentTypeKey } from './content-list';
import { FORMS_QUERY, SUBMIT_FORM_MUTATION } from './forms';
import { MENUS_QUERY } from './menus';
import { NODE_BY_URI_QUERY } from './node-by-uri';
import { THEME_CSS_QUERY } from './theme';

/** Every operation the site sends, for the contract tests. */
export const ALL_OPERATIONS: Record<string, string> = {
  Menus: MENUS_QUERY,
  NodeByUri: NODE_BY_URI_QUERY,
  ThemeCss: THEME_CSS_QUERY,
  Forms: FORMS_QUERY,
  SubmitForm: SUBMIT_FORM_MUTATION,
  ...Object.fromEntries(
    (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).map((type) => [`ContentList:${type}`, contentListQuery(type)]),
  ),
};
