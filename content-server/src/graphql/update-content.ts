import { GraphQLError } from 'graphql';
import { siteAndGmt } from '../store/site-time';
import { postTypeInfo, postUri, type PostType } from '../store/uris';
import type { PostRow } from '../store/rows';
import type { RequestContext } from './context';
import { databaseIdFrom } from './ids';
import { ContentNodeModel } from './models';

/** A change to content, as the site's webhook takes it (and as the WordPress plugin sends it). */
export type ContentChange =
  | { kind: 'node'; uri: string; previousUri?: string; contentType: string; categories: string[] }
  | { kind: 'term'; uri: string; slug: string; taxonomy: string }
  | { kind: 'menu'; location: string }
  | { kind: 'forms' }
  | { kind: 'theme-css' }
  | { kind: 'redirects'; uris: string[] };

export interface UpdateInput {
  id: string;
  clientMutationId?: string | null;
  title?: string | null;
  content?: string | null;
  excerpt?: string | null;
  slug?: string | null;
  status?: string | null;
}

/** WordPress's post statuses as PostStatusEnum names them; the ones an editor's save can set. */
const STATUSES: Record<string, string> = {
  PUBLISH: 'publish',
  DRAFT: 'draft',
  PENDING: 'pending',
  PRIVATE: 'private',
  TRASH: 'trash',
  FUTURE: 'future',
};

/** What `sanitize_title` leaves of a slug: lower-case letters, digits and single hyphens. */
function sanitizeSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/** Where a post lives once its slug changes: custom types and posts by rewrite slug, pages under their parent. */
function uriFor(row: PostRow, slug: string): string {
  if (row.post_type === 'page') return `${row.uri.replace(/[^/]+\/$/, '')}${slug}/`;
  return postUri(row.post_type as Exclude<PostType, 'page'>, slug);
}

/** The path the site shows a post at (the front page at `/`). */
function sitePath(row: PostRow): string {
  return row.is_front_page === 1 ? '/' : row.uri;
}

/**
 * `update<Type>` for one post type, with WPGraphQL's input and payload: only with the bearer token, only the
 * fields given change, and the change is announced (the site's webhook) once it is stored.
 */
export function updateContent(type: PostType) {
  const { graphqlSingle } = postTypeInfo(type);
  const noun = graphqlSingle;
  return ({ input }: { input: UpdateInput }, ctx: RequestContext) => {
    if (!ctx.authorized) throw new GraphQLError(`Sorry, you are not allowed to edit this ${noun}.`);
    const databaseId = databaseIdFrom(input.id, 'post');
    const row = databaseId === null ? undefined : ctx.repo.anyPost(databaseId);
    if (!row || row.post_type !== type)
      throw new GraphQLError(`No ${noun} could be found to update with the ID ${input.id}.`);

    const now = siteAndGmt();
    const fields: Parameters<typeof ctx.repo.updatePost>[1] = { modified: now.local, modified_gmt: now.gmt };
    if (input.title != null) fields.title = input.title;
    if (input.content != null) fields.content = input.content;
    if (input.excerpt != null) fields.excerpt = input.excerpt;
    if (input.status != null) {
      const status = STATUSES[input.status];
      if (!status) throw new GraphQLError(`The status ${input.status} cannot be set by an update.`);
      fields.status = status;
    }
    if (input.slug != null) {
      const slug = sanitizeSlug(input.slug);
      if (!slug) throw new GraphQLError('The slug must contain at least one letter or digit.');
      if (slug !== row.slug) {
        if (row.is_front_page === 1)
          throw new GraphQLError('The front page lives at / whatever its slug; it cannot be moved.');
        if (type === 'page' && ctx.repo.hasChildren(row.id)) {
          throw new GraphQLError('This content server cannot change the slug of a page that has child pages.');
        }
        const uri = uriFor(row, slug);
        if (ctx.repo.uriTaken(uri, row.id)) throw new GraphQLError(`Another entry already lives at ${uri}.`);
        fields.slug = slug;
        fields.uri = uri;
      }
    }

    const updated = ctx.db.transaction(() => {
      ctx.repo.updatePost(row.id, fields);
      const saved = ctx.repo.anyPost(row.id)!;
      // WordPress keeps the old slug of a published entry of a non-hierarchical type only (pages keep none).
      if (fields.uri && saved.status === 'publish' && type !== 'page')
        ctx.repo.rememberOldUri(row.id, row.uri, saved.uri);
      return saved;
    })();
    const wasPublic = row.status === 'publish';
    const isPublic = updated.status === 'publish';
    if (wasPublic || isPublic) {
      const before = sitePath(row);
      const after = sitePath(updated);
      ctx.notify?.({
        kind: 'node',
        uri: isPublic ? after : before,
        ...(isPublic && before !== after ? { previousUri: before } : {}),
        contentType: graphqlSingle,
        categories: type === 'post' ? ctx.repo.termsOfPost(row.id, 'category').map((term) => term.slug) : [],
      });
    }
    return { clientMutationId: input.clientMutationId ?? null, [graphqlSingle]: new ContentNodeModel(updated, ctx) };
  };
}
