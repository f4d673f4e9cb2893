import { MENU_ITEM_FIELDS } from './fragments';

/** Both menus in one request: top-level items only, their children one level deep. */
export const MENUS_QUERY = /* GraphQL */ `
  query Menus {
    primary: menuItems(first: 100, where: { location: PRIMARY, parentDatabaseId: 0 }) {
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
    }
    footer: menuItems(first: 100, where: { location: FOOTER, parentDatabaseId: 0 }) {
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
    }
  }
  ${MENU_ITEM_FIELDS}
`;
