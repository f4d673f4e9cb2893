import {
  CAREER_EXTRAS,
  CASE_STUDY_EXTRAS,
  IMAGE_FIELDS,
  LIST_ENTRY_FIELDS,
  MENU_ITEM_FIELDS,
  PAGE_EXTRAS,
  POST_EXTRAS,
  TEAM_MEMBER_EXTRAS,
} from './fragments';

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
    pages(first: 1) {
      nodes {
        ...ListEntryFields
        ...PageExtras
      }
    }
    posts(first: 1) {
      nodes {
        ...ListEntryFields
        ...PostExtras
      }
    }
    teamMembers(first: 1) {
      nodes {
        ...ListEntryFields
        ...TeamMemberExtras
      }
    }
    caseStudies(first: 1) {
      nodes {
        ...ListEntryFields
        ...CaseStudyExtras
      }
    }
    careers(first: 1) {
      nodes {
        ...ListEntryFields
        ...CareerExtras
      }
    }
  }
  ${MENU_ITEM_FIELDS}
  ${LIST_ENTRY_FIELDS}
  ${IMAGE_FIELDS}
  ${PAGE_EXTRAS}
  ${POST_EXTRAS}
  ${TEAM_MEMBER_EXTRAS}
  ${CASE_STUDY_EXTRAS}
  ${CAREER_EXTRAS}
`;
