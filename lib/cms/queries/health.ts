import { CONTENT_TYPE_KEYS, CONTENT_TYPES, TYPE_FRAGMENTS } from '../content-types';
import { IMAGE_FIELDS, LIST_ENTRY_FIELDS, MENU_ITEM_FIELDS } from './fragments';

/** The first entry of every content type, with every field the site reads of it. */
const ONE_OF_EACH = CONTENT_TYPE_KEYS.map((key) => {
  const { plural, fragment } = CONTENT_TYPES[key];
  return `${plural}(first: 1) {\n      nodes {\n        ...ListEntryFields\n        ...${fragment.name}\n      }\n    }`;
}).join('\n    ');

/**
 * `/api/health`'s probe: one entry of every type with the fields the site reads (the site's own fragments),
 * both menu locations and the theme stylesheet. WordPress validates the whole document first, so a missing
 * plugin, post type, menu location or ACF field group shows up here, all at once, before any page needs it.
 * The optional forms plugin is left out: without it the site shows no forms, and is healthy.
 */
export const HEALTH_QUERY = /* GraphQL */ `
  query Health {
    __typename
    primary: menuItems(first: 1, where: { location: PRIMARY }) {
      nodes {
        ...MenuItemFields
      }
    }
    footer: menuItems(first: 1, where: { location: FOOTER }) {
      nodes {
        ...MenuItemFields
      }
    }
    themeSettings {
      devTools {
        tempCss
      }
    }
    ${ONE_OF_EACH}
  }
  ${MENU_ITEM_FIELDS}
  ${LIST_ENTRY_FIELDS}
  ${IMAGE_FIELDS}
  ${TYPE_FRAGMENTS.join('\n')}
`;
