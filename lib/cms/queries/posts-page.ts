/**
 * Where WordPress lists the posts: the post type's archive link, which is the "Posts page" of Settings → Reading
 * when one is set, else the home page.
 */
export const POSTS_PAGE_QUERY = /* GraphQL */ `
  query PostsPage {
    contentType(id: "post", idType: NAME) {
      uri
    }
  }
`;
