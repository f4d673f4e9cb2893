import { CONTENT_TYPES, listOrder, pluralName, type ContentTypeKey } from '../content-types';

/** The largest page WPGraphQL serves by default (`graphql_connection_max_query_amount`). */
export const INDEX_BATCH = 100;

/**
 * How a post list operation is limited to a term: a category slug or a tag slug (lib/cms/listing-table.ts
 * `termVariables`), both optional; a variable left out leaves its argument out.
 */
export const POST_TERM_FILTER = {
  variables: ['$categoryName: String', '$tag: String'],
  where: ', categoryName: $categoryName, tag: $tag',
} as const;

/**
 * A type's list connection, `first` (by default `pageSize`) after a cursor, in the type's order (`listOrder`);
 * posts also take a category or tag slug. The content list and the content index page through the same list.
 */
export function typeConnection(type: ContentTypeKey, pageSize: number): { variables: string[]; connection: string } {
  const isPost = type === 'post';
  const where = `{ orderby: [${listOrder(type)}]${isPost ? POST_TERM_FILTER.where : ''} }`;
  return {
    variables: [`$first: Int = ${pageSize}`, '$after: String', ...(isPost ? POST_TERM_FILTER.variables : [])],
    connection: `${CONTENT_TYPES[type].plural}(first: $first, after: $after, where: ${where})`,
  };
}

/**
 * One page of a connection, as WPGraphQL pages every list: each edge's cursor and node, and whether more follow.
 * `fragments`: the fragments the node selection spreads.
 */
export function connectionPageQuery(
  operation: string,
  variables: readonly string[],
  connection: string,
  node: string,
  fragments = '',
): string {
  return /* GraphQL */ `
    query ${operation}(${variables.join(', ')}) {
      ${connection} {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            ${node}
          }
        }
      }
    }
    ${fragments}
  `;
}

/**
 * Every entry of one type as cursor, address, dates (in UTC: they go to machines, e.g. the sitemap) and whether it
 * is behind a password,
 * in the content list's order (`listOrder`, same filters), so its cursors start the content list's pages.
 * Feeds pagination, the sitemap and page counts; a batch of 100 costs less than one page of full entries.
 */
export function contentIndexQuery(type: ContentTypeKey): string {
  const { variables, connection } = typeConnection(type, INDEX_BATCH);
  // WPGraphQL gives the "Posts page" no uri (its address answers with the post type): its link says where it is.
  const pageExtras = type === 'page' ? 'isFrontPage isPostsPage link pageMetadata { excludeFromSitemap }' : '';
  return connectionPageQuery(
    `ContentIndex${pluralName(type)}`,
    variables,
    connection,
    `uri dateGmt modifiedGmt hasPassword ${pageExtras}`,
  );
}

/** One batch of a taxonomy's terms with their archive addresses and how many posts each holds. */
function termListQuery(name: string, field: string, where = ''): string {
  const connection = `${field}(first: ${INDEX_BATCH}, after: $after${where})`;
  return connectionPageQuery(name, ['$after: String'], connection, 'databaseId name slug uri count');
}

export const CATEGORIES_QUERY = termListQuery('Categories', 'categories');
/** Tags in the order of their names; those with no post are left out by WordPress itself. */
export const TAGS_QUERY = termListQuery('Tags', 'tags', ', where: { hideEmpty: true }');
