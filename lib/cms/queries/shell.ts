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
 * Everything the page shell needs — both menus and the theme stylesheet — in one request, so a cold page
 * costs at most this and its own content request. Forms stay out: they come from an optional plugin, and a
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
  }
  ${MENU_ITEM_FIELDS}
`;
