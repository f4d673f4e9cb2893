import {
  cardSelection,
  CONTENT_TYPE_KEYS,
  CONTENT_TYPES,
  listOrder,
  pluralName,
  TYPE_FRAGMENTS,
  type ContentTypeKey,
  type ListedTypeKey,
  type SiblingType,
} from '../content-types';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from './fragments';
import { INDEX_BATCH, POST_TERM_FILTER } from './content-index';
import { GF_FORM_FRAGMENTS } from './forms';

/** Newest first, as posts and case studies are listed (`listOrder`). */
const NEWEST_FIRST = '{ field: DATE, order: DESC }';

/** A card of one post: what a content list entry of a post carries. */
const POST_CARD = '...ListEntryFields ...PostExtras';

/** What a node of each type selects beyond the shared fields: its fragment, and for a post its tags and related posts. */
const NODE_EXTRAS: Partial<Record<ContentTypeKey, string>> = {
  post: /* GraphQL */ `
        tags(first: 50) {
          nodes {
            name
            slug
            uri
          }
        }
        related: categories(first: 1) {
          nodes {
            slug
            posts(first: 4, where: { orderby: [${NEWEST_FIRST}] }) {
              nodes {
                ${POST_CARD}
              }
            }
          }
        }`,
};

const TYPE_SELECTIONS = CONTENT_TYPE_KEYS.map((key) => {
  const { typename, fragment } = CONTENT_TYPES[key];
  return `... on ${typename} {\n        ...${fragment.name}\n        hasPassword${NODE_EXTRAS[key] ?? ''}\n      }`;
}).join('\n      ');

/** What a category or tag archive shows of its term. */
const TERM_FIELDS = 'databaseId name slug description count';

/**
 * The selection of `nodeByUri` shared by every node operation: the node's own fields by type. A post also
 * brings the newest posts of its first category (its "More …" section), in the same request. With a "Posts
 * page" set in Settings → Reading, WordPress answers that page's address (or "/", when the front page shows the
 * latest posts) with the post type itself, a `ContentType` with `isPostsPage`.
 */
const NODE_SELECTION = /* GraphQL */ `
    nodeByUri(uri: $uri) {
      __typename
      id
      uri
      ... on ContentNode {
        ...ListEntryFields
      }
      ... on NodeWithContentEditor {
        content
      }
      ${TYPE_SELECTIONS}
      ... on Category {
        ${TERM_FIELDS}
      }
      ... on Tag {
        ${TERM_FIELDS}
      }
      ... on ContentType {
        name
        label
        isFrontPage
        isPostsPage
      }
    }
`;

const NODE_FRAGMENTS = [LIST_ENTRY_FIELDS, IMAGE_FIELDS, ...TYPE_FRAGMENTS].join('\n');

/** Any node by its address: a page, a post (with its related posts), a team member, a category or tag… */
export const NODE_BY_URI_QUERY = /* GraphQL */ `
  query NodeByUri($uri: String!) {
    ${NODE_SELECTION}
  }
  ${NODE_FRAGMENTS}
`;

/**
 * A page that carries a form (lib/forms/page-forms.ts) with that form, in one request. WPGraphQL for Gravity
 * Forms is optional: a WordPress without it refuses this, and the page is read with `NodeByUri` instead.
 */
export const NODE_WITH_FORM_QUERY = /* GraphQL */ `
  query NodeWithForm($uri: String!, $formId: ID!) {
    ${NODE_SELECTION}
    form: gfForm(id: $formId, idType: DATABASE_ID) {
      ...GfFormFields
    }
  }
  ${NODE_FRAGMENTS}
  ${GF_FORM_FRAGMENTS}
`;

/** How many entries the front page shows of each list. */
export const FRONT_PAGE_COUNTS = { work: 2, insights: 3 } as const;

/** The front page with its two sections — the newest case studies and the newest insights — in one request. */
export const FRONT_PAGE_QUERY = /* GraphQL */ `
  query FrontPage($uri: String! = "/") {
    ${NODE_SELECTION}
    work: caseStudies(first: ${FRONT_PAGE_COUNTS.work}, where: { orderby: [${NEWEST_FIRST}] }) {
      nodes {
        ...ListEntryFields
        ...CaseStudyExtras
      }
    }
    insights: posts(first: ${FRONT_PAGE_COUNTS.insights}, where: { orderby: [${NEWEST_FIRST}] }) {
      nodes {
        ${POST_CARD}
      }
    }
  }
  ${NODE_FRAGMENTS}
`;

/**
 * A listing page in one request: the page itself, the entries of the page asked for and, for the first pages, the
 * start of the index of what it lists (cursors only, the first ${INDEX_BATCH}) and how many entries it lists (the
 * companion plugin's `listedCount`: WPGraphQL gives no total), for the page count. A page among
 * the first ${INDEX_BATCH} entries reads the entries up to its end (`$first` = page × 12, no `$after`), so it needs
 * no cursor from an earlier request; a deeper page reads its 12 after the cursor the content index gives
 * (`$withIndex` false). Posts also take a category or tag slug.
 */
export function listingQuery(type: ListedTypeKey): string {
  const { plural } = CONTENT_TYPES[type];
  const isPost = type === 'post';
  const where = `{ orderby: [${listOrder(type)}]${isPost ? POST_TERM_FILTER.where : ''} }`;
  const extras = cardSelection(type);
  const variables = [
    '$uri: String!',
    '$first: Int!',
    '$after: String',
    '$withIndex: Boolean = true',
    ...(isPost ? POST_TERM_FILTER.variables : []),
  ];
  return /* GraphQL */ `
    query Listing${pluralName(type)}(${variables.join(', ')}) {
      ${NODE_SELECTION}
      total: listedCount(postType: "${CONTENT_TYPES[type].postType}"${isPost ? ', categoryName: $categoryName, tag: $tag' : ''}) @include(if: $withIndex)
      index: ${plural}(first: ${INDEX_BATCH}, where: ${where}) @include(if: $withIndex) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
        }
      }
      entries: ${plural}(first: $first, after: $after, where: ${where}) {
        nodes {
          ...ListEntryFields
          ${extras.spread}
        }
      }
    }
    ${NODE_FRAGMENTS}
  `;
}

/** An entry of a custom post type with the first entries of its type in its listing order, in one request. */
export function siblingsQuery(type: SiblingType): string {
  const { plural, siblings } = CONTENT_TYPES[type];
  return /* GraphQL */ `
    query NodeWith${pluralName(type)}($uri: String!) {
      ${NODE_SELECTION}
        siblings: ${plural}(first: ${siblings}, where: { orderby: [${listOrder(type)}] }) {
        nodes {
          ...ListEntryFields
          ${cardSelection(type).spread}
        }
      }
    }
    ${NODE_FRAGMENTS}
  `;
}
