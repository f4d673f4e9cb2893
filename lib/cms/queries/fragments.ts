/* Fragments shared by the site's operations. Every operation is validated against the real WPGraphQL
   schema (extended with the project's ACF, custom post type and Gravity Forms SDL) by the contract tests. */

export const IMAGE_FIELDS = /* GraphQL */ `
  fragment ImageFields on MediaItem {
    sourceUrl
    altText
    mediaDetails {
      width
      height
    }
  }
`;

export const MENU_ITEM_FIELDS = /* GraphQL */ `
  fragment MenuItemFields on MenuItem {
    id
    databaseId
    title
    label
    uri
    url
    path
    cssClasses
    description
    linkRelationship
    target
    parentId
  }
`;

/** The fields every content list entry carries (spec section 3, "Content list entry"). */
export const LIST_ENTRY_FIELDS = /* GraphQL */ `
  fragment ListEntryFields on ContentNode {
    __typename
    id
    databaseId
    slug
    uri
    date
    dateGmt
    modifiedGmt
    contentTypeName
    ... on NodeWithTitle {
      title
    }
    ... on NodeWithFeaturedImage {
      featuredImage {
        node {
          ...ImageFields
        }
      }
    }
  }
`;

export const POST_EXTRAS = /* GraphQL */ `
  fragment PostExtras on Post {
    excerpt
    author {
      node {
        name
        firstName
        lastName
        avatar {
          url
        }
      }
    }
    categories(first: 20) {
      nodes {
        name
        slug
        uri
      }
    }
    insightsArticle {
      insightsArticleAuthor
    }
    postFormats(first: 1) {
      nodes {
        slug
      }
    }
    podcastInformation {
      audioUrl
      audioLength
      episodeUrl
      podcastEpisodeNumber
      podcastEpisodeThumbnail {
        node {
          mediaItemUrl
          altText
        }
      }
    }
  }
`;

export const TEAM_MEMBER_EXTRAS = /* GraphQL */ `
  fragment TeamMemberExtras on TeamMember {
    excerpt
    teamMemberDetails {
      teamMemberEmail
      teamMemberLastName
      teamMemberQuote
      teamMemberRole
    }
  }
`;

export const CASE_STUDY_EXTRAS = /* GraphQL */ `
  fragment CaseStudyExtras on CaseStudy {
    excerpt
    caseStudyDetails {
      client
      industry
      services
      result
    }
  }
`;

export const CAREER_EXTRAS = /* GraphQL */ `
  fragment CareerExtras on Career {
    excerpt
    careerDetails {
      location
      employmentType
      applyEmail
    }
  }
`;

export const PAGE_EXTRAS = /* GraphQL */ `
  fragment PageExtras on Page {
    isFrontPage
    pageMetadata {
      excludeFromSitemap
      metaDescription
      openGraphDescription
      openGraphImage {
        node {
          ...ImageFields
        }
      }
    }
    heroSettings {
      heroSize
      heroType
      heroColor
      heroBgColor
      heroOverlayColor
      heroOverlayOpacity
      heroScrollDown
      heroInsightAltToggle
      heroEyebrow
      heroHeadline
      heroImage {
        node {
          ...ImageFields
        }
      }
      heroCta {
        active
        label
        link {
          url
          title
          target
        }
      }
      heroCloudLeft {
        position
        style
      }
      heroCloudRight {
        position
        style
      }
    }
  }
`;
