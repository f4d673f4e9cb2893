import { cardSelection, CONTENT_TYPES, listOrder, pluralName, type ContentTypeKey } from '../content-types';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from './fragments';

/**
 * The content list operation of one type: page size, optional after-cursor, in the type's order (`listOrder`).
 * The document is built from the fixed table of content types (../content-types.ts) (never from visitor input); values travel in
 * variables. Posts also take a category slug.
 */
export function contentListQuery(type: ContentTypeKey): string {
  const { plural } = CONTENT_TYPES[type];
  const isPost = type === 'post';
  const extras = cardSelection(type);
  const variables = ['$first: Int = 12', '$after: String', ...(isPost ? ['$categoryName: String'] : [])];
  const where = `{ orderby: [${listOrder(type)}]${isPost ? ', categoryName: $categoryName' : ''} }`;
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
