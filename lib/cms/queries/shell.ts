import { SITE_LINK_ADDRESSES } from '../site-links-model';
import { MENU_ITEM_FIELDS } from './fragments';

const MENU_SELECTION = /* GraphQL */ `
  nodes {
    ...MenuItemFields
    childItems(first: 100) {
      edges {
        node {
          ...MenuItemFields
        }
      }
    }
  }
`;

/**
 * The pages the site's own links lead to (lib/cms/site-links-model.ts), each `null` where WordPress holds none,
 * and where WordPress lists the posts (its "Posts page", else the home page).
 */
const SITE_LINK_PAGES = Object.entries(SITE_LINK_ADDRESSES)
  .map(([name, uri]) => `${name}: page(id: "${uri}", idType: URI) { uri hasPassword }`)
  .join('\n    ');

/**
 * Everything the page shell needs — both menus, the theme stylesheet and the pages its own links lead to — in one
 * request, so a cold page costs at most this and its own content request. Forms stay out: they come from an optional plugin, and a
 * WordPress without it would refuse the whole query (menus and stylesheet with it). A page that carries a
 * form reads it with its own content (`NodeWithForm`).
 */
export const SHELL_QUERY = /* GraphQL */ `
  query Shell {
    primary: menuItems(first: 100, where: { location: PRIMARY, parentDatabaseId: 0 }) {
      ${MENU_SELECTION}
    }
    footer: menuItems(first: 100, where: { location: FOOTER, parentDatabaseId: 0 }) {
      ${MENU_SELECTION}
    }
    themeSettings {
      devTools {
        tempCss
      }
    }
    ${SITE_LINK_PAGES}
    postsPage: contentType(id: "post", idType: NAME) {
      uri
    }
  }
  ${MENU_ITEM_FIELDS}
`;
