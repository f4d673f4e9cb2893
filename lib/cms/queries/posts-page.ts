import { CONTENT_TYPES } from '../content-types';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from './fragments';

const { fragment } = CONTENT_TYPES.page;

/**
 * Where WordPress lists the posts: the post type's archive link, which is the "Posts page" of Settings → Reading
 * when one is set, else the home page.
 */
export const POSTS_PAGE_URI_QUERY = /* GraphQL */ `
  query PostsPageUri {
    contentType(id: "post", idType: NAME) {
      uri
    }
  }
`;

/**
 * The page chosen as the "Posts page" in Settings → Reading, with every field a page shows (title, content,
 * hero). WordPress answers its address with the post type, and WPGraphQL's `page(idType: URI)` answers nothing
 * there: the page is found among the pages of its slug as the one that `isPostsPage`.
 */
export const POSTS_PAGE_QUERY = /* GraphQL */ `
  query PostsPage($slug: String!) {
    pages(first: 20, where: { name: $slug }) {
      nodes {
        ...ListEntryFields
        isPostsPage
        content
        hasPassword
        ...${fragment.name}
      }
    }
  }
  ${LIST_ENTRY_FIELDS}
  ${IMAGE_FIELDS}
  ${fragment.text}
`;
