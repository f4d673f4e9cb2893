import { cardSelection, CONTENT_TYPE_KEYS, CONTENT_TYPES } from '../content-types';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from './fragments';

/** The most results of each type one search reads (WPGraphQL's largest page): the search pages through them. */
const SEARCH_RESULTS_PER_TYPE = 100;
/** The most categories and tags one search lists: a short list of topics beside the results. */
const SEARCH_TOPICS_PER_TAXONOMY = 5;

/**
 * WordPress's own search (`where: { search }`, WP_Query's `s`) over every content type in one operation, each in
 * WordPress's relevance order, as many as one page of WPGraphQL holds; beside them, the categories and tags whose
 * name or slug holds the search (WP_Term_Query's `search`), by name, those with published posts only. Built from the fixed table of content types
 * (../content-types.ts), never from visitor input; the words travel in a variable.
 */
export const SEARCH_QUERY = (() => {
  const fragments = new Set<string>();
  const connections = CONTENT_TYPE_KEYS.map((type) => {
    const { plural } = CONTENT_TYPES[type];
    const extras = cardSelection(type);
    for (const fragment of extras.fragments) fragments.add(fragment);
    return `${plural}(first: $first, where: { search: $search }) {
        pageInfo {
          hasNextPage
        }
        nodes {
          ...ListEntryFields
          ${extras.spread}
        }
      }`;
  });
  return /* GraphQL */ `
    query Search($search: String!, $first: Int = ${SEARCH_RESULTS_PER_TYPE}, $topics: Int = ${SEARCH_TOPICS_PER_TAXONOMY}) {
      ${connections.join('\n      ')}
      categories(first: $topics, where: { search: $search, hideEmpty: true }) {
        nodes {
          name
          uri
        }
      }
      tags(first: $topics, where: { search: $search, hideEmpty: true }) {
        nodes {
          name
          uri
        }
      }
    }
    ${LIST_ENTRY_FIELDS}
    ${IMAGE_FIELDS}
    ${[...fragments].join('\n')}
  `;
})();
