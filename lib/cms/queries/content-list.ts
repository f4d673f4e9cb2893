import {
  CAREER_EXTRAS,
  CASE_STUDY_EXTRAS,
  IMAGE_FIELDS,
  LIST_ENTRY_FIELDS,
  POST_EXTRAS,
  TEAM_MEMBER_EXTRAS,
} from './fragments';

/** Every content type the site lists, by its WPGraphQL single and plural names. */
export const CONTENT_TYPES = {
  page: { single: 'page', plural: 'pages', typename: 'Page' },
  post: { single: 'post', plural: 'posts', typename: 'Post' },
  teamMember: { single: 'teamMember', plural: 'teamMembers', typename: 'TeamMember' },
  caseStudy: { single: 'caseStudy', plural: 'caseStudies', typename: 'CaseStudy' },
  career: { single: 'career', plural: 'careers', typename: 'Career' },
} as const;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;

/**
 * The order a type is listed in: team members as editors arrange them (WordPress's "Order" attribute,
 * `menu_order`, lowest first), everything else newest first. Lists, indexes and pagination cursors all use it.
 */
export function listOrder(type: ContentTypeKey): string {
  return type === 'teamMember' ? '{ field: MENU_ORDER, order: ASC }' : '{ field: DATE, order: DESC }';
}

export const EXTRAS: Record<ContentTypeKey, { spread: string; fragments: string[] }> = {
  // WordPress pages have no excerpt; their meta description stands in for one.
  page: { spread: '... on Page { pageMetadata { metaDescription } }', fragments: [] },
  post: { spread: '...PostExtras', fragments: [POST_EXTRAS] },
  teamMember: { spread: '...TeamMemberExtras', fragments: [TEAM_MEMBER_EXTRAS] },
  caseStudy: { spread: '...CaseStudyExtras', fragments: [CASE_STUDY_EXTRAS] },
  career: { spread: '...CareerExtras', fragments: [CAREER_EXTRAS] },
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The content list operation of one type: page size, optional after-cursor, in the type's order (`listOrder`).
 * The document is built from the fixed type table above (never from visitor input); values travel in
 * variables. Posts also take a category slug.
 */
export function contentListQuery(type: ContentTypeKey): string {
  const { plural } = CONTENT_TYPES[type];
  const isPost = type === 'post';
  const extras = EXTRAS[type];
  const variables = ['$first: Int = 12', '$after: String', ...(isPost ? ['$categoryName: String'] : [])];
  const where = `{ orderby: [${listOrder(type)}]${isPost ? ', categoryName: $categoryName' : ''} }`;
  return /* GraphQL */ `
    query ContentList${capitalise(plural)}(${variables.join(', ')}) {
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
