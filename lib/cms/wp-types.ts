/* What WPGraphQL returns for the site's operations (the transport layer). Components never see these:
   lib/cms/reshape.ts turns them into the domain types of lib/cms/types.ts. */

interface WpImage {
  sourceUrl: string | null;
  altText: string | null;
  mediaDetails: { width: number | null; height: number | null } | null;
}

export interface WpImageEdge {
  node: WpImage | null;
}

export interface WpMenuItem {
  id: string;
  databaseId: number;
  title: string | null;
  label: string | null;
  uri: string | null;
  url: string | null;
  path: string | null;
  cssClasses: (string | null)[] | null;
  description: string | null;
  linkRelationship: string | null;
  target: string | null;
  parentId: string | null;
  childItems?: { edges: { node: WpMenuItem }[] } | null;
}

export interface WpListEntry {
  __typename: string;
  id: string;
  databaseId: number;
  slug: string | null;
  uri: string | null;
  /** WordPress's own time zone (Settings → General), without a zone: what visitors read. */
  date: string | null;
  /** The same moments in UTC, without a zone (`2026-03-14T13:30:00`): what machines read. */
  dateGmt?: string | null;
  modifiedGmt?: string | null;
  contentTypeName: string;
  title?: string | null;
  excerpt?: string | null;
  content?: string | null;
  featuredImage?: WpImageEdge | null;
  pageMetadata?: Partial<WpPageMetadata> | null;
  author?: {
    node: {
      name: string | null;
      firstName: string | null;
      lastName: string | null;
      avatar: { url: string | null } | null;
    };
  } | null;
  categories?: { nodes: { name: string | null; slug: string | null; uri: string | null }[] } | null;
  insightsArticle?: { insightsArticleAuthor: string | null } | null;
  podcastInformation?: {
    audioUrl: string | null;
    audioLength: number | null;
    episodeUrl: string | null;
    podcastEpisodeNumber: number | null;
    podcastEpisodeThumbnail: { node: { mediaItemUrl: string | null; altText: string | null } | null } | null;
  } | null;
  teamMemberDetails?: {
    teamMemberEmail: string | null;
    teamMemberLastName: string | null;
    teamMemberQuote: string | null;
    teamMemberRole: string | null;
  } | null;
  caseStudyDetails?: {
    client: string | null;
    industry: string | null;
    services: string | null;
    result: string | null;
  } | null;
  careerDetails?: { location: string | null; employmentType: string | null; applyEmail: string | null } | null;
}

interface WpPageMetadata {
  excludeFromSitemap: boolean | null;
  metaDescription: string | null;
  openGraphDescription: string | null;
  openGraphImage: WpImageEdge | null;
}

/**
 * An ACF select field: WPGraphQL for ACF answers a list even for a single choice (`["full"]`), or null.
 * A plain string is accepted too, from a server that answers the older shape.
 */
export type WpAcfSelect = (string | null)[] | string | null;

export interface WpHeroCloud {
  position: WpAcfSelect;
  style: WpAcfSelect;
}

export interface WpHeroSettings {
  heroSize: WpAcfSelect;
  heroType: WpAcfSelect;
  heroColor: WpAcfSelect;
  heroBgColor: WpAcfSelect;
  heroOverlayColor: WpAcfSelect;
  heroOverlayOpacity: number | null;
  heroScrollDown: boolean | null;
  heroInsightAltToggle: boolean | null;
  heroEyebrow: string | null;
  heroHeadline: string | null;
  heroImage: WpImageEdge | null;
  heroCta: {
    active: boolean | null;
    label: string | null;
    link: { url: string | null; title: string | null; target: string | null } | null;
  } | null;
  heroCloudLeft: WpHeroCloud | null;
  heroCloudRight: WpHeroCloud | null;
}

export interface WpNode extends WpListEntry {
  isFrontPage?: boolean;
  /** A `ContentType` answered at the "Posts page" address (Settings → Reading). */
  isPostsPage?: boolean;
  label?: string | null;
  heroSettings?: WpHeroSettings | null;
  name?: string | null;
  description?: string | null;
  count?: number | null;
}

/** The companion plugin's `siteRedirect(uri)`: where an address that moved (a changed slug) leads now. */
export interface WpSiteRedirect {
  uri: string;
  permanent: boolean;
}

export interface WpConnection<T> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: T }[];
}

export interface WpFormField {
  __typename: string;
  id: string;
  databaseId: number;
  type: string | null;
  visibility: string | null;
  label?: string | null;
  isRequired?: boolean | null;
  cssClass?: string | null;
  placeholder?: string | null;
  value?: string | null;
  maxLength?: number | null;
  inputs?:
    | {
        id: number | null;
        key: string | null;
        label: string | null;
        placeholder: string | null;
        isHidden: boolean | null;
      }[]
    | null;
  choices?: { text: string | null; value: string | null; isSelected: boolean | null }[] | null;
}

export interface WpForm {
  id: string;
  databaseId: number;
  title: string | null;
  description: string | null;
  isActive: boolean | null;
  cssClass: string | null;
  submitButton: { text: string | null } | null;
  pagination: { lastPageButton: { text: string | null; type: string | null } | null } | null;
  formFields: { nodes: WpFormField[] } | null;
}

export interface WpSubmitPayload {
  clientMutationId: string | null;
  resumeUrl: string | null;
  errors: { id: number | null; message: string | null }[] | null;
  confirmation: { type: string | null; message: string | null; url: string | null } | null;
}
