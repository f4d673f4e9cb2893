import { CATEGORIES_QUERY, contentIndexQuery } from './content-index';
import { CONTENT_TYPES, contentListQuery, type ContentTypeKey } from './content-list';
import { FORMS_QUERY, SUBMIT_FORM_MUTATION } from './forms';
import { HEALTH_QUERY } from './health';
import { FRONT_PAGE_QUERY, listingQuery, NODE_BY_URI_QUERY, NODE_WITH_FORM_QUERY, siblingsQuery } from './node-by-uri';
import { SHELL_QUERY } from './shell';

const LISTED = ['post', 'teamMember', 'caseStudy', 'career'] as const;
const WITH_SIBLINGS = ['teamMember', 'caseStudy', 'career'] as const;

/** Every operation the site sends, for the contract tests. */
export const ALL_OPERATIONS: Record<string, string> = {
  Shell: SHELL_QUERY,
  NodeByUri: NODE_BY_URI_QUERY,
  NodeWithForm: NODE_WITH_FORM_QUERY,
  Forms: FORMS_QUERY,
  FrontPage: FRONT_PAGE_QUERY,
  SubmitForm: SUBMIT_FORM_MUTATION,
  Health: HEALTH_QUERY,
  Categories: CATEGORIES_QUERY,
  ...Object.fromEntries(LISTED.map((type) => [`Listing:${type}`, listingQuery(type)])),
  ...Object.fromEntries(WITH_SIBLINGS.map((type) => [`NodeWithSiblings:${type}`, siblingsQuery(type)])),
  ...Object.fromEntries(
    (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).map((type) => [`ContentList:${type}`, contentListQuery(type)]),
  ),
  ...Object.fromEntries(
    (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).map((type) => [`ContentIndex:${type}`, contentIndexQuery(type)]),
  ),
};
