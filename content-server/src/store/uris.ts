import manifest from '../../../wordpress/altitude-headless/content-types.json' with { type: 'json' };

/** WordPress's own labels of its built-in post types; the companion plugin's types carry theirs in the manifest. */
const BUILT_IN_LABELS: Record<string, string> = { page: 'Pages', post: 'Posts' };

/**
 * The post types, by WordPress name, from the content-type manifest the companion plugin registers them from
 * (wordpress/altitude-headless/content-types.json): GraphQL names, label, where their entries live (the rewrite
 * slug; posts and pages have none) and their ACF field groups.
 */
export const POST_TYPES: Readonly<
  Record<
    string,
    {
      graphqlSingle: string;
      graphqlPlural: string;
      typename: string;
      label: string;
      prefix: string;
      custom: boolean;
      acfGroups: readonly string[];
    }
  >
> = Object.fromEntries(
  Object.values(manifest).map((row) => {
    const register = 'register' in row ? row.register : undefined;
    return [
      row.postType,
      {
        graphqlSingle: row.single,
        graphqlPlural: row.plural,
        typename: row.typename,
        label: register?.plural ?? BUILT_IN_LABELS[row.postType] ?? row.typename,
        prefix: register ? `/${register.slug}` : '',
        custom: register !== undefined,
        acfGroups: Object.keys(row.acfGroups),
      },
    ];
  }),
);

export type PostType = string;
export const POST_TYPE_NAMES: readonly PostType[] = Object.keys(POST_TYPES);

/** A post type's row; a name the manifest lacks is a programming error. */
export function postTypeInfo(type: PostType): (typeof POST_TYPES)[string] & object {
  const info = POST_TYPES[type];
  if (!info) throw new Error(`Unknown post type ${type}`);
  return info;
}

/** Posts use WordPress's `/%postname%/` permalinks; custom post types their rewrite slug. */
export function postUri(type: Exclude<PostType, 'page'>, slug: string): string {
  return `${postTypeInfo(type).prefix}/${slug}/`;
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
