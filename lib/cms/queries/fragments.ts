/* Fragments shared by the site's operations. Every operation is validated against the real WPGraphQL
   schema (extended with the project's ACF, custom post type and Gravity Forms SDL) by the contract tests. */

export const IMAGE_FIELDS = /* GraphQL */ `
  fragment ImageFields on MediaItem {
    sourceUrl
    altText
    mediaDetails {
      width
      height
    }
  }
`;

export const MENU_ITEM_FIELDS = /* GraphQL */ `
  fragment MenuItemFields on MenuItem {
    id
    databaseId
    title
    label
    uri
    url
    path
    cssClasses
    description
    linkRelationship
    target
    parentId
  }
`;

/** The fields every content list entry carries (spec section 3, "Content list entry"). */
export const LIST_ENTRY_FIELDS = /* GraphQL */ `
  fragment ListEntryFields on ContentNode {
    __typename
    id
    databaseId
    slug
    uri
    date
    dateGmt
    modifiedGmt
    contentTypeName
    ... on NodeWithTitle {
      title
    }
    ... on NodeWithFeaturedImage {
      featuredImage {
        node {
          ...ImageFields
        }
      }
    }
  }
`;
