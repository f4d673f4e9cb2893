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

export function categoryUri(slug: string): string {
  return `/category/${slug}/`;
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
