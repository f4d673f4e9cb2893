/** Where each post type lives, as the companion plugin registers their rewrite slugs. */
export const POST_TYPES = {
  page: { graphqlSingle: 'page', graphqlPlural: 'pages', typename: 'Page', label: 'Pages', prefix: '' },
  post: { graphqlSingle: 'post', graphqlPlural: 'posts', typename: 'Post', label: 'Posts', prefix: '' },
  team_member: {
    graphqlSingle: 'teamMember',
    graphqlPlural: 'teamMembers',
    typename: 'TeamMember',
    label: 'Team Members',
    prefix: '/team',
  },
  case_study: {
    graphqlSingle: 'caseStudy',
    graphqlPlural: 'caseStudies',
    typename: 'CaseStudy',
    label: 'Case Studies',
    prefix: '/work',
  },
  career: {
    graphqlSingle: 'career',
    graphqlPlural: 'careers',
    typename: 'Career',
    label: 'Careers',
    prefix: '/careers',
  },
} as const;

export type PostType = keyof typeof POST_TYPES;
export const POST_TYPE_NAMES = Object.keys(POST_TYPES) as PostType[];

/** Posts use WordPress's `/%postname%/` permalinks; custom post types their rewrite slug. */
export function postUri(type: Exclude<PostType, 'page'>, slug: string): string {
  return `${POST_TYPES[type].prefix}/${slug}/`;
}

/** The taxonomies posts are filed under, by WordPress's names, with their archives' default bases. */
export const TAXONOMIES = {
  category: { typename: 'Category', base: 'category' },
  post_tag: { typename: 'Tag', base: 'tag' },
} as const;

export type Taxonomy = keyof typeof TAXONOMIES;

/** A term's archive at WordPress's default address: `/category/<slug>/`, `/tag/<slug>/`. */
export function termUri(taxonomy: Taxonomy, slug: string): string {
  return `/${TAXONOMIES[taxonomy].base}/${slug}/`;
}

/** The taxonomy and slug of a term archive's address, or `undefined`. */
export function termOfUri(path: string): { taxonomy: Taxonomy; slug: string } | undefined {
  const match = /^\/(category|tag)\/([^/]+)\/$/.exec(path);
  if (!match) return undefined;
  try {
    return { taxonomy: match[1] === 'tag' ? 'post_tag' : 'category', slug: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/**
 * The form in which URIs are stored: a leading and a trailing slash, no query string or fragment, no host.
 * WordPress resolves `/about-us`, `/about-us/` and `/about-us/?x=1` to the same page.
 */
export function normaliseUri(input: string): string {
  let uri = input.trim();
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(uri);
  if (absolute) uri = absolute[1] ?? '/';
  uri = uri.split(/[?#]/, 1)[0] ?? '';
  if (!uri.startsWith('/')) uri = `/${uri}`;
  if (!uri.endsWith('/')) uri = `${uri}/`;
  return uri.replace(/\/{2,}/g, '/');
}
