import { normaliseUri, POST_TYPE_NAMES, postTypeInfo, termOfUri, type PostType, type Taxonomy } from '../store/uris';
import type { PageArgs } from './connections';
import { sliceConnection } from './connections';
import type { RequestContext } from './context';
import { databaseIdFrom, fromGlobalId } from './ids';
import { termMatches } from './search';
import { editorRedirect } from './site-redirects';
import {
  ContentNodeModel,
  ContentTypeModel,
  GfFormModel,
  MediaItemModel,
  MenuItemModel,
  TermModel,
  UserModel,
  listContent,
  listedCount,
  mediaModel,
  type ListWhere,
} from './models';

type Ctx = RequestContext;
type ListArgs = PageArgs & { where?: ListWhere | null };
type SingleArgs = { id: string; idType?: string | null; asPreview?: boolean | null };

/**
 * A single post of one type by global id, database id, slug or URI (WPGraphQL's `idType`). With `asPreview`, a
 * signed-in user who may edit it gets its preview (a draft, or a published entry with its unsaved changes);
 * anyone else gets what is published, as from WPGraphQL.
 */
function single(ctx: Ctx, type: PostType, { id, idType, asPreview }: SingleArgs): ContentNodeModel | null {
  let row;
  if (asPreview && ctx.previewer) {
    const databaseId = databaseIdFrom(id, (idType ?? 'ID') === 'DATABASE_ID' ? null : 'post');
    const saved = databaseId === null ? undefined : ctx.repo.anyPost(databaseId);
    row = saved && ctx.repo.previewPost(saved.id);
    return row && row.post_type === type ? new ContentNodeModel(row, ctx) : null;
  }
  switch (idType ?? 'ID') {
    case 'DATABASE_ID': {
      const databaseId = databaseIdFrom(id, null);
      row = databaseId === null ? undefined : ctx.repo.postOfType(type, databaseId);
      break;
    }
    case 'SLUG':
      row = ctx.repo.postBySlug(type, id);
      break;
    case 'URI': {
      const uri = normaliseUri(id);
      row = uri === '/' && type === 'page' ? ctx.repo.frontPage() : ctx.repo.postByUri(uri);
      break;
    }
    default: {
      const databaseId = databaseIdFrom(id, 'post');
      row = databaseId === null ? undefined : ctx.repo.post(databaseId);
    }
  }
  return row && row.post_type === type ? new ContentNodeModel(row, ctx) : null;
}

/** `xBy(id, xId, slug, uri)`: the deprecated single-item entry points of a post type. */
function singleBy(
  ctx: Ctx,
  type: PostType,
  args: { id?: string | null; uri?: string | null; slug?: string | null } & Record<string, unknown>,
) {
  const databaseId = Object.entries(args).find(([key, value]) => key.endsWith('Id') && typeof value === 'number')?.[1];
  if (typeof databaseId === 'number') return single(ctx, type, { id: String(databaseId), idType: 'DATABASE_ID' });
  if (args.id) return single(ctx, type, { id: args.id, idType: 'ID' });
  if (args.uri) return single(ctx, type, { id: args.uri, idType: 'URI' });
  if (args.slug) return single(ctx, type, { id: args.slug, idType: 'SLUG' });
  return null;
}

function nodeByUri(ctx: Ctx, { uri }: { uri: string }) {
  const path = normaliseUri(uri);
  if (path === '/') {
    const front = ctx.repo.frontPage();
    return front ? new ContentNodeModel(front, ctx) : new ContentTypeModel('post', ctx, { postsPage: '/' });
  }
  // WordPress lists the posts at the "Posts page" and answers its address with the post type, not the page.
  if (path === ctx.postsPage) return new ContentTypeModel('post', ctx, { postsPage: path });
  const archive = termOfUri(path);
  if (archive) {
    const term = ctx.repo.termBySlug(archive.taxonomy, archive.slug);
    return term ? new TermModel(term, ctx) : null;
  }
  const row = ctx.repo.postByUri(path) ?? pagedEntry(ctx, path);
  return row ? new ContentNodeModel(row, ctx) : null;
}

/**
 * WordPress's rewrite rules read `/story/2/` as page 2 of the entry at `/story/` (a paginated entry's part), and
 * WPGraphQL answers that address with the entry itself, whatever parts it has.
 */
function pagedEntry(ctx: Ctx, path: string) {
  const match = /^(\/(?:[^/]+\/)+)[0-9]+\/$/.exec(path);
  return match ? ctx.repo.postByUri(match[1]!) : undefined;
}

/**
 * The companion plugin's `siteRedirect`: an editor's redirect from this address (site-redirects.ts), else where
 * the published entry that last left it (an editor changed its slug) lives now. An address some published entry
 * lives at is never redirected for a changed slug.
 */
function siteRedirect(ctx: Ctx, { uri }: { uri: string }) {
  const editor = editorRedirect(ctx, uri);
  if (editor) return { uri: editor.to, permanent: editor.permanent };
  const path = normaliseUri(uri);
  if (ctx.repo.postByUri(path)) return null;
  const moved = ctx.repo.movedFrom(path);
  return moved ? { uri: moved.uri, permanent: true } : null;
}

/**
 * The companion plugin's `siteRedirects`: every address that leads elsewhere, as `siteRedirect` answers each, in one
 * list the site decides redirects from before anything renders. Each editor's redirect whose From nothing lives at,
 * in the list's order, then each address a published entry left that nothing lives at and no editor's redirect
 * names, by address.
 */
function siteRedirects(ctx: Ctx) {
  const lives = (uri: string) => nodeByUri(ctx, { uri }) !== null;
  const named = new Set<string>();
  const map: { from: string; to: string; permanent: boolean }[] = [];
  for (const row of ctx.repo.siteRedirects()) {
    named.add(row.from_uri.toLowerCase());
    if (!lives(row.from_uri)) map.push({ from: row.from_uri, to: row.to_uri, permanent: row.permanent === 1 });
  }
  const moved = new Map<string, string>();
  for (const { from_uri, to_uri } of ctx.repo.movedAddresses()) {
    if (!moved.has(from_uri) && from_uri !== to_uri) moved.set(from_uri, to_uri);
  }
  for (const [from, to] of [...moved].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!named.has(from.toLowerCase()) && !ctx.repo.postByUri(from)) map.push({ from, to, permanent: true });
  }
  return map;
}

function node(ctx: Ctx, { id }: { id?: string | null }) {
  const parsed = id ? fromGlobalId(id) : null;
  if (!parsed) return null;
  const databaseId = /^\d+$/.test(parsed.id) ? Number(parsed.id) : null;
  switch (parsed.type) {
    case 'post': {
      if (databaseId === null) return null;
      const post = ctx.repo.post(databaseId);
      if (post) return new ContentNodeModel(post, ctx);
      const media = mediaModel(ctx, databaseId);
      if (media) return media;
      const item = ctx.repo.menuItem(databaseId);
      return item ? new MenuItemModel(item, ctx) : null;
    }
    case 'term': {
      const term = databaseId === null ? undefined : ctx.repo.term(databaseId);
      return term ? new TermModel(term, ctx) : null;
    }
    case 'user': {
      const user = databaseId === null ? undefined : ctx.repo.user(databaseId);
      return user ? new UserModel(user, ctx) : null;
    }
    case 'gf_form': {
      const form = databaseId === null ? undefined : ctx.repo.form(databaseId);
      return form ? new GfFormModel(form, ctx) : null;
    }
    default:
      return null;
  }
}

function menuItems(
  ctx: Ctx,
  args: PageArgs & {
    where?: {
      location?: string | null;
      parentId?: string | null;
      parentDatabaseId?: number | null;
      id?: number | null;
    } | null;
  },
) {
  const where = args.where ?? {};
  // `parentId: null` or `parentDatabaseId: 0` asks for the top level; leaving both out lists every item flat.
  let parent: number | null | undefined;
  if ('parentDatabaseId' in where && where.parentDatabaseId !== undefined) {
    parent = where.parentDatabaseId === null || where.parentDatabaseId === 0 ? null : where.parentDatabaseId;
  } else if ('parentId' in where && where.parentId !== undefined) {
    parent = where.parentId === null || where.parentId === '0' ? null : (databaseIdFrom(where.parentId, 'post') ?? -1);
  }
  let rows = ctx.repo.menuItems(where.location ?? null, parent);
  if (where.id != null) rows = rows.filter((row) => row.id === where.id);
  return sliceConnection(
    rows.map((row) => ({ id: row.id, node: new MenuItemModel(row, ctx) })),
    args,
  );
}

/** A category or tag by global id, database id, slug, name or URI (`CategoryIdType`, `TagIdType`). */
function term(ctx: Ctx, taxonomy: Taxonomy, { id, idType }: SingleArgs) {
  let row;
  switch (idType ?? 'ID') {
    case 'DATABASE_ID': {
      const databaseId = databaseIdFrom(id, null);
      row = databaseId === null ? undefined : ctx.repo.term(databaseId);
      break;
    }
    case 'SLUG':
      row = ctx.repo.termBySlug(taxonomy, id);
      break;
    case 'NAME':
      row = ctx.repo.terms(taxonomy).find((candidate) => candidate.name === id);
      break;
    case 'URI': {
      const archive = termOfUri(normaliseUri(id));
      row = archive?.taxonomy === taxonomy ? ctx.repo.termBySlug(taxonomy, archive.slug) : undefined;
      break;
    }
    default: {
      const databaseId = databaseIdFrom(id, 'term');
      row = databaseId === null ? undefined : ctx.repo.term(databaseId);
    }
  }
  return row && row.taxonomy === taxonomy ? new TermModel(row, ctx) : null;
}

/**
 * A post type by name or global id. The posts' type answers where WordPress lists them: the "Posts page", or the
 * front page when it lists the posts (its `uri`, as WPGraphQL's is the post type archive link).
 */
function contentType(ctx: Ctx, { id, idType }: { id: string; idType?: string | null }) {
  const name = (idType ?? 'ID') === 'NAME' ? id : fromGlobalId(id)?.type === 'post_type' ? fromGlobalId(id)!.id : null;
  if (name === 'post') {
    if (!ctx.repo.frontPage()) return new ContentTypeModel('post', ctx, { postsPage: '/' });
    return ctx.postsPage
      ? new ContentTypeModel('post', ctx, { postsPage: ctx.postsPage })
      : new ContentTypeModel('post', ctx);
  }
  return name && (POST_TYPE_NAMES as readonly string[]).includes(name)
    ? new ContentTypeModel(name as PostType, ctx)
    : null;
}

/**
 * Every term of a taxonomy by name; with `hideEmpty`, only those some published post carries; with `search`, only
 * those whose name or slug holds it (./search.ts `termMatches`).
 */
function terms(
  ctx: Ctx,
  taxonomy: Taxonomy,
  args: PageArgs & { where?: { hideEmpty?: boolean | null; search?: string | null } | null },
) {
  let rows = ctx.repo.terms(taxonomy);
  if (args.where?.hideEmpty) rows = rows.filter((row) => ctx.repo.termCount(row.id) > 0);
  const search = args.where?.search;
  if (search) rows = rows.filter((row) => termMatches(search, row.name, row.slug));
  return sliceConnection(
    rows.map((row) => ({ id: row.id, node: new TermModel(row, ctx) })),
    args,
  );
}

function mediaItem(ctx: Ctx, { id, idType }: SingleArgs): MediaItemModel | null {
  switch (idType ?? 'ID') {
    case 'DATABASE_ID':
      return mediaModel(ctx, databaseIdFrom(id, null));
    case 'SOURCE_URL': {
      const file = decodeURIComponent(id.split('/wp-content/uploads/')[1] ?? '');
      const row = file ? ctx.repo.mediaByFile(file) : undefined;
      return row ? new MediaItemModel(row, ctx) : null;
    }
    case 'SLUG':
    case 'URI': {
      const slug = normaliseUri(id).replace(/^\/|\/$/g, '');
      const row = ctx.repo.allMedia().find((candidate) => candidate.file.replace(/\.[^.]+$/, '') === slug);
      return row ? new MediaItemModel(row, ctx) : null;
    }
    default:
      return mediaModel(ctx, databaseIdFrom(id, 'post'));
  }
}

function user(ctx: Ctx, { id, idType }: SingleArgs) {
  let row;
  switch (idType ?? 'ID') {
    case 'DATABASE_ID':
      row = ctx.repo.user(databaseIdFrom(id, null) ?? -1);
      break;
    case 'SLUG':
    case 'USERNAME':
      row = ctx.repo.userBySlug(id);
      break;
    case 'URI':
      row = ctx.repo.userBySlug(normaliseUri(id).replace(/^\/author\/|\/$/g, ''));
      break;
    case 'ID':
      row = ctx.repo.user(databaseIdFrom(id, 'user') ?? -1);
      break;
    default:
      row = undefined;
  }
  return row ? new UserModel(row, ctx) : null;
}

function gfForm(ctx: Ctx, { id, idType }: SingleArgs) {
  const databaseId =
    databaseIdFrom(id, (idType ?? 'ID') === 'DATABASE_ID' ? null : 'gf_form') ?? databaseIdFrom(id, null);
  const row = databaseId === null ? undefined : ctx.repo.form(databaseId);
  return row ? new GfFormModel(row, ctx) : null;
}

function gfForms(
  ctx: Ctx,
  args: PageArgs & { where?: { formIds?: (string | null)[] | null; status?: string | null } | null },
) {
  let forms = ctx.repo.forms();
  const ids = args.where?.formIds?.map((id) => (id === null ? null : databaseIdFrom(id, 'gf_form'))) ?? null;
  if (ids) forms = forms.filter((form) => ids.includes(form.id));
  const status = args.where?.status ?? 'ACTIVE';
  if (status === 'ACTIVE') forms = forms.filter((form) => form.is_active === 1);
  else if (status === 'INACTIVE') forms = forms.filter((form) => form.is_active === 0);
  else forms = [];
  return sliceConnection(
    forms.map((form) => ({ id: form.id, node: new GfFormModel(form, ctx) })),
    args,
  );
}

function themeSettings(ctx: Ctx) {
  return {
    __typename: 'ThemeSettings',
    id: Buffer.from('acf_options_page:theme-settings').toString('base64'),
    menuTitle: 'Theme Settings',
    pageTitle: 'Theme Settings',
    parentId: null,
    devTools: { __typename: 'DevTools', fieldGroupName: 'DevTools', tempCss: ctx.repo.option('theme_css') ?? '' },
  };
}

/** The root value: each RootQuery field is a method, called by graphql-js with (args, context). */
export function rootQuery() {
  const list = (type: PostType) => (args: ListArgs, ctx: Ctx) => listContent(ctx, type, args);
  const one = (type: PostType) => (args: SingleArgs, ctx: Ctx) => single(ctx, type, args);
  const by = (type: PostType) => (args: Record<string, unknown>, ctx: Ctx) => singleBy(ctx, type, args);
  return {
    node: (args: { id?: string | null }, ctx: Ctx) => node(ctx, args),
    nodeByUri: (args: { uri: string }, ctx: Ctx) => nodeByUri(ctx, args),
    siteRedirect: (args: { uri: string }, ctx: Ctx) => siteRedirect(ctx, args),
    siteRedirects: (_args: unknown, ctx: Ctx) => siteRedirects(ctx),
    // The companion plugin's: answered only to a user who may preview (null to anyone else, as in WordPress).
    previewShareActive: (args: { postId: number; shareId: string }, ctx: Ctx) =>
      ctx.previewer ? ctx.repo.previewShareActive(args.postId, args.shareId) : null,
    listedCount: (args: Parameters<typeof listedCount>[1], ctx: Ctx) => listedCount(ctx, args),
    // Each post type's `<single>`, `<plural>` and, for the companion plugin's types, `<single>By` (../store/uris.ts).
    ...Object.fromEntries(
      POST_TYPE_NAMES.flatMap((type) => {
        const { graphqlSingle, graphqlPlural } = postTypeInfo(type);
        const fields: [string, unknown][] = [
          [graphqlSingle, one(type)],
          [graphqlPlural, list(type)],
        ];
        if (postTypeInfo(type).custom) fields.push([`${graphqlSingle}By`, by(type)]);
        return fields;
      }),
    ),
    menuItems: (args: Parameters<typeof menuItems>[1], ctx: Ctx) => menuItems(ctx, args),
    category: (args: SingleArgs, ctx: Ctx) => term(ctx, 'category', args),
    categories: (args: Parameters<typeof terms>[2], ctx: Ctx) => terms(ctx, 'category', args),
    tag: (args: SingleArgs, ctx: Ctx) => term(ctx, 'post_tag', args),
    contentType: (args: SingleArgs, ctx: Ctx) => contentType(ctx, args),
    tags: (args: Parameters<typeof terms>[2], ctx: Ctx) => terms(ctx, 'post_tag', args),
    mediaItem: (args: SingleArgs, ctx: Ctx) => mediaItem(ctx, args),
    user: (args: SingleArgs, ctx: Ctx) => user(ctx, args),
    gfForm: (args: SingleArgs, ctx: Ctx) => gfForm(ctx, args),
    gfForms: (args: Parameters<typeof gfForms>[1], ctx: Ctx) => gfForms(ctx, args),
    themeSettings: (_args: unknown, ctx: Ctx) => themeSettings(ctx),
  };
}
