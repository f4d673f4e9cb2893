import { cardSelection } from '../content-types';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS } from './fragments';
import { INDEX_BATCH } from './content-index';

const POST_CARD = cardSelection('post');

/**
 * The posts an editor stuck to the top of the blog (_Stick to the top of the blog_, WordPress's option
 * `sticky_posts`), newest first. WPGraphQL's `isSticky` filters a list and never floats them up: the site puts
 * them first itself (lib/cms/sticky.ts).
 */
export const STICKY_POSTS_QUERY = /* GraphQL */ `
  query StickyPosts {
    posts(first: ${INDEX_BATCH}, where: { isSticky: true, orderby: [{ field: DATE, order: DESC }] }) {
      nodes {
        ...ListEntryFields
        ${POST_CARD.spread}
      }
    }
  }
  ${LIST_ENTRY_FIELDS}
  ${IMAGE_FIELDS}
  ${POST_CARD.fragments.join('\n')}
`;
