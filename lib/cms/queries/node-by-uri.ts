import {
  CAREER_EXTRAS,
  CASE_STUDY_EXTRAS,
  IMAGE_FIELDS,
  LIST_ENTRY_FIELDS,
  PAGE_EXTRAS,
  POST_EXTRAS,
  TEAM_MEMBER_EXTRAS,
} from './fragments';

export const NODE_BY_URI_QUERY = /* GraphQL */ `
  query NodeByUri($uri: String!) {
    nodeByUri(uri: $uri) {
      __typename
      id
      uri
      ... on ContentNode {
        ...ListEntryFields
        modified
      }
      ... on NodeWithContentEditor {
        content
      }
      ... on Page {
        ...PageExtras
      }
      ... on Post {
        ...PostExtras
      }
      ... on TeamMember {
        ...TeamMemberExtras
      }
      ... on CaseStudy {
        ...CaseStudyExtras
      }
      ... on Career {
        ...CareerExtras
      }
      ... on Category {
        databaseId
        name
        slug
        description
        count
      }
    }
  }
  ${LIST_ENTRY_FIELDS}
  ${IMAGE_FIELDS}
  ${PAGE_EXTRAS}
  ${POST_EXTRAS}
  ${TEAM_MEMBER_EXTRAS}
  ${CASE_STUDY_EXTRAS}
  ${CAREER_EXTRAS}
`;
