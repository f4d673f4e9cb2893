import { cardSelection, pluralName, type ContentTypeKey } from '../content-types';
import { connectionPageQuery, typeConnection } from './content-index';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from './fragments';

/**
 * The content list operation of one type: page size, optional after-cursor, in the type's order (`listOrder`).
 * The document is built from the fixed table of content types (../content-types.ts) (never from visitor input); values travel in
 * variables. Posts also take a category or tag slug.
 */
export function contentListQuery(type: ContentTypeKey): string {
  const { variables, connection } = typeConnection(type, 12);
  const extras = cardSelection(type);
  return connectionPageQuery(
    `ContentList${pluralName(type)}`,
    variables,
    connection,
    `...ListEntryFields ${extras.spread}`,
    [LIST_ENTRY_FIELDS, IMAGE_FIELDS, ...extras.fragments].join('\n'),
  );
}
