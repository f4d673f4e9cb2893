import manifest from '@/wordpress/altitude-headless/content-types.json' with { type: 'json' };

/**
 * Every content type the site reads, in one table: the one place a type is registered. What WordPress, the
 * embedded content server and the site share — the names and the ACF field groups — comes from the content-type
 * manifest, `wordpress/altitude-headless/content-types.json`, which the companion plugin registers its post types
 * from; how the site shows a type is `SITE_VIEWS` below, which refuses to compile while a manifest row has none.
 * Queries (node, list, index, listing, siblings, health, preview), change notices, preview links, the sitemap and
 * the configuration hints all follow from the table. What is particular to a type beyond it — how its fields
 * become an entry (./reshape.ts, ./types.ts), its card and its template — is found by the type checker, which
 * refuses a `switch` or a record that forgets a type. docs/content-types.md walks through adding a type or a field.
 */
export interface ContentTypeDefinition extends ManifestRow, SiteView {}

/** A row of the manifest: what WordPress, the embedded content server and the site share. */
interface ManifestRow {
  /** WordPress's post type name (the companion plugin's `register_post_type`), as change notices and previews name it. */
  readonly postType: string;
  /** WPGraphQL's `graphql_single_name` and `graphql_plural_name`, and the GraphQL type. */
  readonly single: string;
  readonly plural: string;
  readonly typename: string;
  /** The ACF field groups the type reads (GraphQL field → title and JSON file in the companion plugin). */
  readonly acfGroups: Readonly<Record<string, { readonly title: string; readonly file: string }>>;
}

/** How the site shows a type. */
interface SiteView {
  /**
   * How lists order entries: newest first (`date`), or as editors arrange them with WordPress's "Order"
   * attribute, lowest first (`menuOrder`). Lists, indexes and pagination cursors all use it.
   */
  readonly order: 'date' | 'menuOrder';
  /** The fragment of the type's own fields (./queries/fragments.ts), read for its page and its preview. */
  readonly fragment: { readonly name: string; readonly text: string };
  /**
   * What a card of the type reads beyond the shared list fields; by default the whole fragment. WordPress
   * pages have no excerpt: their meta description stands in for one.
   */
  readonly card?: string;
  /** How many of its newest siblings an entry's page shows below itself ("more work"); 0 for none. */
  readonly siblings: number;
  /** Entries on one page of the type's listing; 12 unless said. */
  readonly pageSize?: number;
  /**
   * The WordPress page that lists the type (entries below its own content; ./listing-table.ts), and whose
   * address the type's entries live under (the companion plugin's rewrite slug): `/work/` lists `/work/<slug>/`.
   */
  readonly listing?: { readonly uri: string; readonly noun: string; readonly heading: string };
  /** How many cards a row of its entries holds on a wide screen (portraits in fours, work in twos). */
  readonly columns: 2 | 3 | 4;
}

/** A type's own-fields fragment, named as its text names it (`fragment CareerExtras on Career`). */
function fragment(text: string): { name: string; text: string } {
  return { name: /fragment (\w+)/.exec(text)![1]!, text };
}

/** The manifest's rows, by GraphQL single name. */
type Manifest = typeof manifest;

const SITE_VIEWS = {
  page: {
    order: 'date',
    fragment: fragment(/* GraphQL */ `
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
    `),
    card: '... on Page { pageMetadata { metaDescription } }',
    siblings: 0,
    columns: 3,
  },
  post: {
    order: 'date',
    fragment: fragment(/* GraphQL */ `
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
    `),
    siblings: 0,
    columns: 3,
  },
  teamMember: {
    order: 'menuOrder',
    fragment: fragment(/* GraphQL */ `
      fragment TeamMemberExtras on TeamMember {
        excerpt
        teamMemberDetails {
          teamMemberEmail
          teamMemberLastName
          teamMemberQuote
          teamMemberRole
        }
      }
    `),
    // The whole team ("the rest of the team") below each member, and on one listing page however many join.
    siblings: 100,
    pageSize: 60,
    listing: { uri: '/team/', noun: 'people', heading: 'Meet the team' },
    columns: 4,
  },
  caseStudy: {
    order: 'date',
    fragment: fragment(/* GraphQL */ `
      fragment CaseStudyExtras on CaseStudy {
        excerpt
        caseStudyDetails {
          client
          industry
          services
          result
        }
      }
    `),
    siblings: 3,
    listing: { uri: '/work/', noun: 'case studies', heading: 'Case studies' },
    columns: 2,
  },
  career: {
    order: 'date',
    fragment: fragment(/* GraphQL */ `
      fragment CareerExtras on Career {
        excerpt
        careerDetails {
          location
          employmentType
          applyEmail
        }
      }
    `),
    siblings: 7,
    listing: { uri: '/careers/', noun: 'openings', heading: 'Open positions' },
    columns: 2,
  },
} as const satisfies { [K in keyof Manifest]: SiteView };

type ContentTypes = { readonly [K in keyof Manifest]: Manifest[K] & (typeof SITE_VIEWS)[K] };

export const CONTENT_TYPES = Object.fromEntries(
  Object.entries(manifest).map(([key, row]) => [key, { ...row, ...SITE_VIEWS[key as keyof Manifest] }]),
) as ContentTypes satisfies Record<string, ContentTypeDefinition>;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
/** The types listed on listing pages and in the sitemap beside pages. */
export type ListedTypeKey = Exclude<ContentTypeKey, 'page'>;
/** WordPress's name of a type, e.g. `case_study`. */
export type PostTypeName = (typeof CONTENT_TYPES)[ContentTypeKey]['postType'];
/** The types whose entries show their newest siblings. */
export type SiblingType = {
  [K in ContentTypeKey]: (typeof CONTENT_TYPES)[K]['siblings'] extends 0 ? never : K;
}[ContentTypeKey];

export const CONTENT_TYPE_KEYS = Object.keys(CONTENT_TYPES) as [ContentTypeKey, ...ContentTypeKey[]];
export const LISTED_TYPES = CONTENT_TYPE_KEYS.filter((key): key is ListedTypeKey => key !== 'page');
export const SIBLING_TYPES = CONTENT_TYPE_KEYS.filter((key): key is SiblingType => CONTENT_TYPES[key].siblings > 0);
export const isSiblingType = (key: ContentTypeKey): key is SiblingType =>
  (SIBLING_TYPES as readonly ContentTypeKey[]).includes(key);

/** Every type's WordPress name, in the table's order. */
export const POST_TYPE_NAMES = CONTENT_TYPE_KEYS.map((key) => CONTENT_TYPES[key].postType) as [
  PostTypeName,
  ...PostTypeName[],
];

/** A type by its WordPress name (`case_study`) or its GraphQL single name (`caseStudy`). */
export function contentTypeByName(name: string): ContentTypeKey | undefined {
  return CONTENT_TYPE_KEYS.find((key) => key === name || CONTENT_TYPES[key].postType === name);
}

/** The `orderby` of a type's lists (`order` above). */
export function listOrder(type: ContentTypeKey): string {
  return CONTENT_TYPES[type].order === 'menuOrder'
    ? '{ field: MENU_ORDER, order: ASC }'
    : '{ field: DATE, order: DESC }';
}

/** What a list entry of a type selects beyond the shared fields, and the fragments that selection needs. */
export function cardSelection(type: ContentTypeKey): { spread: string; fragments: string[] } {
  const definition: ContentTypeDefinition = CONTENT_TYPES[type];
  return definition.card
    ? { spread: definition.card, fragments: [] }
    : { spread: `...${definition.fragment.name}`, fragments: [definition.fragment.text] };
}

/** Every type's own-fields fragment, in the table's order. */
export const TYPE_FRAGMENTS: readonly string[] = CONTENT_TYPE_KEYS.map((key) => CONTENT_TYPES[key].fragment.text);

/** A type's plural with a capital, as its operations are named: `ContentListCaseStudies`. */
export function pluralName(type: ContentTypeKey): string {
  const { plural } = CONTENT_TYPES[type];
  return plural.charAt(0).toUpperCase() + plural.slice(1);
}

/**
 * The `default` of a switch over content types that has a case for each: a type added to the table above without
 * its case there fails to compile. Nothing is shown for it at run time.
 */
export function unhandledType(value: never): undefined {
  void value;
  return undefined;
}
