import { CATEGORIES_QUERY, contentIndexQuery, TAGS_QUERY } from './content-index';
import { CONTENT_TYPE_KEYS, LISTED_TYPES, SIBLING_TYPES } from '../content-types';
import { contentListQuery } from './content-list';
import { FORMS_QUERY, SUBMIT_FORM_MUTATION } from './forms';
import { HEALTH_QUERY } from './health';
import { FRONT_PAGE_QUERY, listingQuery, NODE_BY_URI_QUERY, NODE_WITH_FORM_QUERY, siblingsQuery } from './node-by-uri';
import { REDIRECT_MAP_QUERY } from './redirect-map';
import { SEARCH_QUERY } from './search';
import { SHELL_QUERY } from './shell';
import { STICKY_POSTS_QUERY } from './sticky-posts';
import { POSTS_PAGE_QUERY, POSTS_PAGE_URI_QUERY } from './posts-page';

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
  Tags: TAGS_QUERY,
  StickyPosts: STICKY_POSTS_QUERY,
  PostsPage: POSTS_PAGE_QUERY,
  PostsPageUri: POSTS_PAGE_URI_QUERY,
  Search: SEARCH_QUERY,
  RedirectMap: REDIRECT_MAP_QUERY,
  ...Object.fromEntries(LISTED_TYPES.map((type) => [`Listing:${type}`, listingQuery(type)])),
  ...Object.fromEntries(SIBLING_TYPES.map((type) => [`NodeWithSiblings:${type}`, siblingsQuery(type)])),
  ...Object.fromEntries(CONTENT_TYPE_KEYS.map((type) => [`ContentList:${type}`, contentListQuery(type)])),
  ...Object.fromEntries(CONTENT_TYPE_KEYS.map((type) => [`ContentIndex:${type}`, contentIndexQuery(type)])),
};
