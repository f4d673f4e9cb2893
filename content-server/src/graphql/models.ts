/**
 * Model objects the schema resolves against. graphql-js's default resolver reads a property of the same name
 * as the field, or calls it with (args, context) when it is a method; `__typename` picks the concrete type of
 * an interface. So these classes are the resolvers.
 */
import { GraphQLError } from 'graphql';
import type { FormFieldRow, FormRow, MediaRow, MenuItemRow, PostRow, TermRow, UserRow } from '../store/rows';
import { siteTimeToGmt } from '../store/site-time';
import { POST_TYPE_NAMES, POST_TYPES, TAXONOMIES, termUri, type PostType, type Taxonomy } from '../store/uris';
import { connectionOf, emptyConnection, readPageArgs, sliceConnection, type PageArgs } from './connections';
import type { RequestContext } from './context';
import { fromCursor, toGlobalId } from './ids';
import { renderBlocks } from './block-layout';
import { generatedExcerpt } from './excerpt';

type Ctx = RequestContext;
const edge = <T>(node: T | null) => (node === null ? null : { cursor: null, node });

function uploadUrl(ctx: Ctx, file: string): string {
  return /^https?:\/\//i.test(file) ? file : `${ctx.publicUrl}/wp-content/uploads/${encodeURIComponent(file)}`;
}

/**
 * Content HTML as WordPress renders it: the blocks without their delimiters and with their layout classes
 * (./block-layout.ts), upload URLs absolute on the content system's own address, and an uploaded image carrying
 * its attachment class and intrinsic size (what `wp_filter_content_tags` adds). The pack stores uploads
 * site-relative so a database keeps working when the server moves.
 */
function renderContent(ctx: Ctx, html: string): string {
  return renderBlocks(html).replace(
    /<img\b([^>]*?)\bsrc="\/wp-content\/uploads\/([^"]+)"([^>]*)>/g,
    (_tag, before: string, file: string, after: string) => {
      const media = ctx.repo.mediaByFile(decodeURIComponent(file));
      let attributes = `${before}src="${uploadUrl(ctx, decodeURIComponent(file))}"${after}`.replace(/\s*\/$/, '');
      if (media && !/\bwidth=/.test(attributes)) {
        attributes += ` width="${media.width}" height="${media.height}" class="wp-image-${media.id}"`;
      }
      return `<img${attributes.startsWith(' ') ? '' : ' '}${attributes.trimEnd()} />`;
    },
  );
}

/** Shared fields of everything with a URI (UniformResourceIdentifiable). */
abstract class UriNode {
  isComment = false;
  isContentNode = false;
  isTermNode = false;
  isFrontPage = false;
  isPostsPage = false;
  isRestricted = false;
}

export class MediaItemModel extends UriNode {
  readonly __typename = 'MediaItem';
  override isContentNode = true;
  constructor(
    private readonly row: MediaRow,
    private readonly ctx: Ctx,
  ) {
    super();
  }
  get id() {
    return toGlobalId('post', this.row.id);
  }
  get databaseId() {
    return this.row.id;
  }
  get mediaItemId() {
    return this.row.id;
  }
  get altText() {
    return this.row.alt_text;
  }
  get slug() {
    return this.row.file.replace(/\.[^.]+$/, '');
  }
  get uri() {
    return `/${this.slug}/`;
  }
  get link() {
    return `${this.ctx.publicUrl}${this.uri}`;
  }
  title() {
    return this.row.alt_text || this.slug;
  }
  caption() {
    return this.row.credit;
  }
  description() {
    return this.row.credit;
  }
  sourceUrl() {
    return uploadUrl(this.ctx, this.row.file);
  }
  get mediaItemUrl() {
    return uploadUrl(this.ctx, this.row.file);
  }
  get mimeType() {
    return this.row.mime_type;
  }
  get mediaType() {
    return this.row.mime_type.startsWith('image/') ? 'image' : 'file';
  }
  fileSize() {
    return null;
  }
  get mediaDetails() {
    return { file: this.row.file, width: this.row.width, height: this.row.height };
  }
  get date() {
    return this.row.date;
  }
  // The store keeps an upload's date in site time, as `date` answers it; the GMT fields are that moment in UTC.
  get dateGmt() {
    return siteTimeToGmt(this.row.date);
  }
  get modified() {
    return this.row.date;
  }
  get modifiedGmt() {
    return siteTimeToGmt(this.row.date);
  }
  get contentTypeName() {
    return 'attachment';
  }
  get status() {
    return 'inherit';
  }
  get guid() {
    return this.mediaItemUrl;
  }
  contentType() {
    return edge(new ContentTypeModel('attachment', this.ctx));
  }
  template() {
    return DEFAULT_TEMPLATE;
  }
  enqueuedScripts() {
    return emptyConnection();
  }
  enqueuedStylesheets() {
    return emptyConnection();
  }
  author() {
    return null;
  }
}

export class UserModel extends UriNode {
  readonly __typename = 'User';
  constructor(
    private readonly row: UserRow,
    private readonly ctx: Ctx,
  ) {
    super();
  }
  get id() {
    return toGlobalId('user', this.row.id);
  }
  get databaseId() {
    return this.row.id;
  }
  get userId() {
    return this.row.id;
  }
  get name() {
    return this.row.name;
  }
  get firstName() {
    return this.row.first_name;
  }
  get lastName() {
    return this.row.last_name;
  }
  get nickname() {
    return this.row.first_name;
  }
  get nicename() {
    return this.row.slug;
  }
  get slug() {
    return this.row.slug;
  }
  get description() {
    return this.row.description;
  }
  get uri() {
    return `/author/${this.row.slug}/`;
  }
  get url() {
    return null;
  }
  /** The author's picture from the pack stands in for Gravatar. */
  avatar(args: { size?: number | null }) {
    if (!this.row.avatar_file) return null;
    const size = args.size ?? 96;
    return {
      url: uploadUrl(this.ctx, this.row.avatar_file),
      size,
      width: size,
      height: size,
      foundAvatar: true,
      default: null,
      extraAttr: null,
      forceDefault: false,
      isRestricted: false,
      rating: 'g',
      scheme: null,
    };
  }
}

/** WordPress's post formats, in the order of its `get_post_format_slugs()`; a term each, `post-format-<name>`. */
const POST_FORMATS = ['aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] as const;

/** A post's format as WordPress keeps it: a term of the `post_format` taxonomy. Its ids stand apart from terms'. */
class PostFormatModel extends UriNode {
  readonly __typename = 'PostFormat';
  override isTermNode = true;
  constructor(
    private readonly format: (typeof POST_FORMATS)[number],
    private readonly ctx: Ctx,
  ) {
    super();
  }
  get databaseId() {
    return 1_000_000 + POST_FORMATS.indexOf(this.format);
  }
  get id() {
    return toGlobalId('term', this.databaseId);
  }
  get termTaxonomyId() {
    return this.databaseId;
  }
  get termGroupId() {
    return 0;
  }
  get name() {
    return this.format.charAt(0).toUpperCase() + this.format.slice(1);
  }
  get slug() {
    return `post-format-${this.format}`;
  }
  get description() {
    return '';
  }
  get taxonomyName() {
    return 'post_format';
  }
  get uri() {
    return `/type/${this.format}/`;
  }
  get link() {
    return `${this.ctx.publicUrl}${this.uri}`;
  }
  count() {
    return null;
  }
}

/** A category or a tag (WordPress's `post_tag`): the term types posts are filed under. */
export class TermModel extends UriNode {
  readonly __typename: string;
  override isTermNode = true;
  private readonly taxonomy: Taxonomy;
  constructor(
    private readonly row: TermRow,
    private readonly ctx: Ctx,
  ) {
    super();
    this.taxonomy = row.taxonomy === 'post_tag' ? 'post_tag' : 'category';
    this.__typename = TAXONOMIES[this.taxonomy].typename;
  }
  get id() {
    return toGlobalId('term', this.row.id);
  }
  get databaseId() {
    return this.row.id;
  }
  get categoryId() {
    return this.row.id;
  }
  get tagId() {
    return this.row.id;
  }
  get termTaxonomyId() {
    return this.row.id;
  }
  get termGroupId() {
    return 0;
  }
  get name() {
    return this.row.name;
  }
  get slug() {
    return this.row.slug;
  }
  get description() {
    return this.row.description;
  }
  get taxonomyName() {
    return this.taxonomy;
  }
  get uri() {
    return termUri(this.taxonomy, this.row.slug);
  }
  get link() {
    return `${this.ctx.publicUrl}${this.uri}`;
  }
  count() {
    return this.ctx.repo.termCount(this.row.id) || null;
  }
  posts(args: PageArgs & { where?: ListWhere | null }) {
    return listContent(this.ctx, 'post', args, [this.row.id]);
  }
}

export class ContentTypeModel extends UriNode {
  readonly __typename = 'ContentType';
  private readonly postsPage: string | undefined;
  /** `postsPage`: the address where it stands for the "Posts page" (`/` when the front page lists the posts). */
  constructor(
    private readonly type: PostType | 'attachment',
    private readonly ctx: Ctx,
    { postsPage }: { postsPage?: string } = {},
  ) {
    super();
    this.postsPage = postsPage;
    this.isFrontPage = postsPage === '/';
    this.isPostsPage = postsPage !== undefined;
  }
  get id() {
    return toGlobalId('post_type', this.type);
  }
  get name() {
    return this.type;
  }
  private get info() {
    return this.type === 'attachment' ? null : POST_TYPES[this.type];
  }
  get label() {
    return this.info?.label ?? 'Media';
  }
  get description() {
    return '';
  }
  get graphqlSingleName() {
    return this.info?.graphqlSingle ?? 'mediaItem';
  }
  get graphqlPluralName() {
    return this.info?.graphqlPlural ?? 'mediaItems';
  }
  get hierarchical() {
    return this.type === 'page';
  }
  get hasArchive() {
    return this.type !== 'page' && this.type !== 'post' && this.type !== 'attachment';
  }
  get public() {
    return true;
  }
  get uri() {
    if (this.postsPage) return this.postsPage;
    // WordPress's post type archive link: the home page while no "Posts page" is set.
    if (this.type === 'post') return this.ctx.postsPage ?? '/';
    const prefix = this.info?.prefix;
    return prefix ? `${prefix}/` : null;
  }
}

const DEFAULT_TEMPLATE = { __typename: 'DefaultTemplate', templateName: 'Default' } as const;

/** Every post type: pages, posts, team members, case studies, careers. */
export class ContentNodeModel extends UriNode {
  readonly __typename: string;
  override isContentNode = true;
  private acfCache: Record<string, unknown> | undefined;

  constructor(
    readonly row: PostRow,
    private readonly ctx: Ctx,
  ) {
    super();
    this.__typename = POST_TYPES[row.post_type as PostType]?.typename ?? 'Post';
    this.isFrontPage = row.is_front_page === 1;
    this.isPostsPage = ctx.postsPage !== undefined && row.uri === ctx.postsPage;
  }

  get id() {
    return toGlobalId('post', this.row.id);
  }
  get databaseId() {
    return this.row.id;
  }
  get pageId() {
    return this.row.id;
  }
  get postId() {
    return this.row.id;
  }
  title() {
    return this.row.title;
  }
  get slug() {
    return this.row.slug;
  }
  get uri() {
    // WPGraphQL gives the "Posts page" no uri of its own (its address answers with the post type); its link stays.
    if (this.isPostsPage && this.row.post_type === 'page') return null;
    return this.isFrontPage ? '/' : this.row.uri;
  }
  get link() {
    return `${this.ctx.publicUrl}${this.isFrontPage ? '/' : this.row.uri}`;
  }
  get guid() {
    return `${this.ctx.publicUrl}/?p=${this.row.id}`;
  }
  get date() {
    return this.row.date;
  }
  get dateGmt() {
    return this.row.date_gmt;
  }
  get modified() {
    return this.row.modified;
  }
  get modifiedGmt() {
    return this.row.modified_gmt;
  }
  get status() {
    return this.row.status;
  }
  get contentTypeName() {
    return this.row.post_type;
  }
  get desiredSlug() {
    return null;
  }
  get enclosure() {
    return null;
  }
  get isPreview() {
    return false;
  }
  get previewRevisionDatabaseId() {
    return null;
  }
  get previewRevisionId() {
    return null;
  }
  get hasPassword() {
    return false;
  }
  get isRevision() {
    return false;
  }
  get isSticky() {
    return this.row.post_type === 'post' && this.ctx.repo.stickyPosts().includes(this.row.id);
  }
  get isPrivacyPage() {
    return false;
  }
  get menuOrder() {
    return this.row.menu_order;
  }
  get editingLockedBy() {
    return null;
  }
  get lastEditedBy() {
    return null;
  }
  content() {
    return renderContent(this.ctx, this.row.content);
  }
  excerpt() {
    // WordPress generates one for an entry an editor wrote none for.
    return this.row.excerpt.trim() ? this.row.excerpt : generatedExcerpt(this.row.content);
  }
  template() {
    return DEFAULT_TEMPLATE;
  }
  contentType() {
    return edge(new ContentTypeModel(this.row.post_type as PostType, this.ctx));
  }
  enqueuedScripts() {
    return emptyConnection();
  }
  enqueuedStylesheets() {
    return emptyConnection();
  }

  get featuredImageDatabaseId() {
    return this.row.featured_media_id;
  }
  get featuredImageId() {
    return this.row.featured_media_id === null ? null : toGlobalId('post', this.row.featured_media_id);
  }
  featuredImage() {
    return edge(mediaModel(this.ctx, this.row.featured_media_id));
  }

  get authorDatabaseId() {
    return this.row.author_id;
  }
  get authorId() {
    return this.row.author_id === null ? null : toGlobalId('user', this.row.author_id);
  }
  author() {
    const user = this.row.author_id === null ? undefined : this.ctx.repo.user(this.row.author_id);
    return edge(user ? new UserModel(user, this.ctx) : null);
  }

  get parentDatabaseId() {
    return this.row.parent_id;
  }
  get parentId() {
    return this.row.parent_id === null ? null : toGlobalId('post', this.row.parent_id);
  }
  parent() {
    const parent = this.row.parent_id === null ? undefined : this.ctx.repo.post(this.row.parent_id);
    return edge(parent ? new ContentNodeModel(parent, this.ctx) : null);
  }

  postFormats(args: PageArgs) {
    const format = this.row.post_type === 'post' ? this.ctx.repo.postFormat(this.row.id) : undefined;
    const known = POST_FORMATS.find((name) => name === format);
    return sliceConnection(
      known
        ? [{ id: new PostFormatModel(known, this.ctx).databaseId, node: new PostFormatModel(known, this.ctx) }]
        : [],
      args,
    );
  }

  categories(args: PageArgs) {
    return this.terms('category', args);
  }
  tags(args: PageArgs) {
    return this.terms('post_tag', args);
  }
  private terms(taxonomy: Taxonomy, args: PageArgs) {
    const terms = this.ctx.repo.termsOfPost(this.row.id, taxonomy);
    return sliceConnection(
      terms.map((term) => ({ id: term.id, node: new TermModel(term, this.ctx) })),
      args,
    );
  }

  // ACF field groups, kept as JSON beside the post as ACF keeps them in post meta.
  private acf(): Record<string, unknown> {
    this.acfCache ??= JSON.parse(this.row.acf) as Record<string, unknown>;
    return this.acfCache;
  }
  /** An ACF field group as stored, shaped as WPGraphQL for ACF answers it (`__typename`, `fieldGroupName`). */
  group(name: string, typename: string): Record<string, unknown> | null {
    const value = this.acf()[name];
    if (!value || typeof value !== 'object') return null;
    return { __typename: typename, fieldGroupName: typename, ...(value as Record<string, unknown>) };
  }
  private image(id: unknown) {
    return typeof id === 'number' ? edge(mediaModel(this.ctx, id)) : null;
  }

  heroSettings() {
    const group = this.group('heroSettings', 'HeroSettings');
    if (!group) return null;
    const nested = (value: unknown, typename: string): Record<string, unknown> | null =>
      value && typeof value === 'object' ? { __typename: typename, fieldGroupName: typename, ...value } : null;
    const cloud = (value: unknown, typename: string) => {
      const fields = nested(value, typename);
      return fields && { ...fields, position: selectValue(fields.position), style: selectValue(fields.style) };
    };
    return {
      ...group,
      heroSize: selectValue(group.heroSize),
      heroType: selectValue(group.heroType),
      heroColor: selectValue(group.heroColor),
      heroBgColor: selectValue(group.heroBgColor),
      heroOverlayColor: selectValue(group.heroOverlayColor),
      heroImage: this.image(group.heroImage),
      heroCta: nested(group.heroCta, 'HeroSettingsHeroCta'),
      heroCloudLeft: cloud(group.heroCloudLeft, 'HeroSettingsHeroCloudLeft'),
      heroCloudRight: cloud(group.heroCloudRight, 'HeroSettingsHeroCloudRight'),
    };
  }
  pageMetadata() {
    const group = this.group('pageMetadata', 'PageMetadata');
    return group && { ...group, openGraphImage: this.image(group.openGraphImage) };
  }
  podcastInformation() {
    const group = this.group('podcastInformation', 'PodcastInformation');
    if (!group) return null;
    const audio =
      typeof group.audioUrl === 'string' && group.audioUrl !== '' ? uploadUrl(this.ctx, group.audioUrl) : null;
    return { ...group, audioUrl: audio, podcastEpisodeThumbnail: this.image(group.podcastEpisodeThumbnail) };
  }
}

/*
 * What every post type answers alike, from the manifest (../store/uris.ts): its `<single>Id` (WPGraphQL's
 * deprecated id field) and each of its ACF field groups without a method of its own above, as stored.
 */
for (const { graphqlSingle, acfGroups } of Object.values(POST_TYPES)) {
  if (!(`${graphqlSingle}Id` in ContentNodeModel.prototype)) {
    Object.defineProperty(ContentNodeModel.prototype, `${graphqlSingle}Id`, {
      get(this: ContentNodeModel) {
        return this.row.id;
      },
    });
  }
  for (const name of acfGroups) {
    if (name in ContentNodeModel.prototype) continue;
    const typename = name.charAt(0).toUpperCase() + name.slice(1);
    Object.defineProperty(ContentNodeModel.prototype, name, {
      value(this: ContentNodeModel) {
        return this.group(name, typename);
      },
    });
  }
}

/**
 * An ACF select field as WPGraphQL for ACF answers it: a list even for a single choice (`["full"]`), null
 * when nothing is chosen. The store keeps the single choice as a plain string, as the content pack writes it.
 */
function selectValue(value: unknown): string[] | null {
  const choices = (Array.isArray(value) ? value : [value]).filter(
    (choice): choice is string => typeof choice === 'string' && choice !== '',
  );
  return choices.length ? choices : null;
}

export function mediaModel(ctx: Ctx, id: number | null): MediaItemModel | null {
  if (id === null) return null;
  const row = ctx.repo.media(id);
  return row ? new MediaItemModel(row, ctx) : null;
}

export class MenuItemModel {
  readonly __typename = 'MenuItem';
  isRestricted = false;
  constructor(
    private readonly row: MenuItemRow,
    private readonly ctx: Ctx,
  ) {}
  get id() {
    return toGlobalId('post', this.row.id);
  }
  get databaseId() {
    return this.row.id;
  }
  get menuItemId() {
    return this.row.id;
  }
  get label() {
    return this.row.label;
  }
  get title() {
    return this.row.title;
  }
  get description() {
    return this.row.description;
  }
  get cssClasses() {
    return JSON.parse(this.row.css_classes) as string[];
  }
  get target() {
    return this.row.target;
  }
  get linkRelationship() {
    return this.row.link_relationship;
  }
  get path() {
    return this.row.path;
  }
  get uri() {
    return this.row.path;
  }
  get url() {
    return /^https?:\/\//i.test(this.row.path) ? this.row.path : `${this.ctx.publicUrl}${this.row.path}`;
  }
  get order() {
    return this.row.position;
  }
  get locations() {
    return [this.row.location];
  }
  get parentDatabaseId() {
    return this.row.parent_id ?? 0;
  }
  get parentId() {
    return this.row.parent_id === null ? null : toGlobalId('post', this.row.parent_id);
  }
  childItems(args: PageArgs) {
    const children = this.ctx.repo.menuItems(this.row.location, this.row.id);
    return sliceConnection(
      children.map((row) => ({ id: row.id, node: new MenuItemModel(row, this.ctx) })),
      args,
    );
  }
}

export interface ListWhere {
  orderby?: ({ field: string; order?: string | null } | null)[] | null;
  categoryName?: string | null;
  categoryId?: number | null;
  tag?: string | null;
  tagSlugIn?: (string | null)[] | null;
  /** Posts only: sticky posts alone (true), or none of them (false); it does not float them to the top. */
  isSticky?: boolean | null;
  /** The slug (`post_name`). */
  name?: string | null;
  /** WordPress's keyword search: matching entries only, by relevance unless an order is asked for. */
  search?: string | null;
}

/** The most slugs one `tagSlugIn` may name. */
const MAX_SLUGS = 100;

const SORT_FIELDS: Record<string, 'date' | 'modified' | 'title' | 'slug' | 'menu_order'> = {
  DATE: 'date',
  MODIFIED: 'modified',
  TITLE: 'title',
  SLUG: 'slug',
  MENU_ORDER: 'menu_order',
};

/** A content list connection, keyset-paginated in the store. */
/** Each term filter WordPress would apply, as the ids of the terms it accepts (-1: a slug no term has). */
function termFilters(ctx: Ctx, where: ListWhere, termIds: readonly number[] = []): number[][] {
  const idOf = (taxonomy: Taxonomy, slug: string) => ctx.repo.termBySlug(taxonomy, slug)?.id ?? -1;
  const terms: number[][] = termIds.length ? [[...termIds]] : [];
  if (where.categoryName != null) terms.push([idOf('category', where.categoryName)]);
  else if (where.categoryId != null) terms.push([where.categoryId]);
  // `tag` takes a slug, or several separated by commas (any of them), as WP_Query does.
  if (where.tag != null) terms.push(where.tag.split(',').map((slug) => idOf('post_tag', slug.trim())));
  if (where.tagSlugIn != null) {
    const slugs = where.tagSlugIn.filter((slug): slug is string => slug !== null);
    if (slugs.length > MAX_SLUGS) throw new GraphQLError(`tagSlugIn names at most ${MAX_SLUGS} tags.`);
    if (slugs.length) terms.push(slugs.map((slug) => idOf('post_tag', slug)));
  }
  return terms;
}

/** The companion plugin's `listedCount`: what `listContent` would walk through for these filters. */
export function listedCount(
  ctx: Ctx,
  args: { postType: string; categoryName?: string | null; tag?: string | null },
): number | null {
  if (!(POST_TYPE_NAMES as readonly string[]).includes(args.postType)) return null;
  const where: ListWhere =
    args.postType === 'post' ? { categoryName: args.categoryName || null, tag: args.tag || null } : {};
  return ctx.repo.count({ postType: args.postType, terms: termFilters(ctx, where) });
}

export function listContent(
  ctx: Ctx,
  type: PostType,
  args: PageArgs & { where?: ListWhere | null },
  termIds: readonly number[] = [],
) {
  const { repo } = ctx;
  const { limit, backwards, cursor } = readPageArgs(args);
  const where = args.where ?? {};
  const order = where.orderby?.find((item) => item !== null) ?? null;
  const sort = order ? SORT_FIELDS[order.field] : 'date';
  if (!sort) throw new GraphQLError(`Ordering by ${order!.field} is not supported by this content server.`);
  const descending = order ? order.order !== 'ASC' : true;
  const terms = termFilters(ctx, where, termIds);
  let cursorId: number | null = null;
  if (cursor !== null) {
    cursorId = fromCursor(cursor);
    if (cursorId === null) throw new GraphQLError(`Invalid "${backwards ? 'before' : 'after'}" cursor.`);
  }
  const { rows, more } = repo.list({
    postType: type,
    limit,
    backwards,
    cursorId,
    sort,
    descending,
    terms,
    sticky: type === 'post' ? where.isSticky : null,
    slug: where.name ?? null,
    search: where.search ?? null,
    relevance: !order,
  });
  return connectionOf(
    rows.map((row) => ({ id: row.id, node: new ContentNodeModel(row, ctx) })),
    backwards
      ? { hasPreviousPage: more, hasNextPage: cursorId !== null }
      : { hasNextPage: more, hasPreviousPage: cursorId !== null },
  );
}

class FormFieldModel {
  readonly __typename: string;
  constructor(private readonly row: FormFieldRow) {
    this.__typename = FIELD_TYPENAMES[row.type] ?? 'TextField';
  }
  get id() {
    return toGlobalId('gf_form_field', `${this.row.form_id}:${this.row.id}`);
  }
  get databaseId() {
    return this.row.id;
  }
  get type() {
    return this.row.type.toUpperCase();
  }
  get inputType() {
    return this.type;
  }
  get visibility() {
    return this.row.visibility;
  }
  get pageNumber() {
    return 1;
  }
  get displayOnly() {
    return false;
  }
  get label() {
    return this.row.label;
  }
  get isRequired() {
    return this.row.is_required === 1;
  }
  get cssClass() {
    return this.row.css_class;
  }
  get placeholder() {
    return this.row.placeholder;
  }
  get defaultValue() {
    return this.row.value;
  }
  get value() {
    return this.row.value;
  }
  get maxLength() {
    return this.row.max_length;
  }
  get nameValues() {
    return null;
  }
  get inputs() {
    const inputs = JSON.parse(this.row.inputs) as {
      id: number;
      key: string;
      label: string;
      placeholder: string;
      isHidden: boolean;
    }[];
    return inputs.map((input) => ({ ...input, customLabel: null, defaultValue: null, autocompleteAttribute: null }));
  }
  get choices() {
    return JSON.parse(this.row.choices) as unknown[];
  }
}

const FIELD_TYPENAMES: Record<string, string> = {
  name: 'NameField',
  text: 'TextField',
  email: 'EmailField',
  phone: 'PhoneField',
  select: 'SelectField',
  textarea: 'TextAreaField',
};

export class GfFormModel {
  readonly __typename = 'GfForm';
  constructor(
    private readonly row: FormRow,
    private readonly ctx: Ctx,
  ) {}
  get id() {
    return toGlobalId('gf_form', this.row.id);
  }
  get databaseId() {
    return this.row.id;
  }
  get title() {
    return this.row.title;
  }
  get description() {
    return this.row.description;
  }
  get cssClass() {
    return this.row.css_class;
  }
  get isActive() {
    return this.row.is_active === 1;
  }
  get dateCreated() {
    return this.row.date_created;
  }
  get submitButton() {
    return { text: this.row.submit_text, type: 'TEXT', imageUrl: null };
  }
  get pagination() {
    return {
      lastPageButton: { text: this.row.last_page_text, type: this.row.last_page_type, imageUrl: null },
      pageNames: [],
      hasProgressbarOnConfirmation: false,
    };
  }
  formFields(args: PageArgs) {
    const fields = this.ctx.repo.formFields(this.row.id);
    return sliceConnection(
      fields.map((row) => ({ id: row.id, node: new FormFieldModel(row) })),
      args.first == null && args.last == null ? { ...args, first: MAX_FIELDS } : args,
    );
  }
}

/** A form's fields come back whole unless the query pages them. */
const MAX_FIELDS = 100;
