import { FORM_FIELD_FIELDS, FORM_FIELDS_SELECTION } from './forms';
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
 * Everything the page shell needs — both menus, the theme stylesheet and the forms — in one request, so a
 * cold page costs at most this and its own content request.
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
    gfForms(first: 50) {
      ${FORM_FIELDS_SELECTION}
    }
  }
  ${MENU_ITEM_FIELDS}
  ${FORM_FIELD_FIELDS}
`;
