import { cardSelection, CONTENT_TYPES, listOrder, pluralName, type ContentTypeKey } from '../content-types';
import { POST_TERM_FILTER } from './content-index';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from './fragments';

/**
 * The content list operation of one type: page size, optional after-cursor, in the type's order (`listOrder`).
 * The document is built from the fixed table of content types (../content-types.ts) (never from visitor input); values travel in
 * variables. Posts also take a category or tag slug.
 */
export function contentListQuery(type: ContentTypeKey): string {
  const { plural } = CONTENT_TYPES[type];
  const isPost = type === 'post';
  const extras = cardSelection(type);
  const variables = ['$first: Int = 12', '$after: String', ...(isPost ? POST_TERM_FILTER.variables : [])];
  const where = `{ orderby: [${listOrder(type)}]${isPost ? POST_TERM_FILTER.where : ''} }`;
  return /* GraphQL */ `
    query ContentList${pluralName(type)}(${variables.join(', ')}) {
      ${plural}(first: $first, after: $after, where: ${where}) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            ...ListEntryFields
            ${extras.spread}
          }
        }
      }
    }
    ${LIST_ENTRY_FIELDS}
    ${IMAGE_FIELDS}
    ${extras.fragments.join('\n')}
  `;
}
