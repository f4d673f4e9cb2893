/**
 * Regenerates `core.graphql`: the part of a real WPGraphQL schema this server implements, copied from the
 * printed schema of a real WordPress so that names, arguments and types cannot drift by hand.
 *
 *   npx tsx content-server/schema/extract-core.ts [path/to/wpgraphql-core.schema.graphql]
 *
 * KEEP lists every type the server serves and, for large types, the fields it resolves ('*' keeps all).
 * Interfaces a kept type implements are kept only when the interface itself is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, parse, print, type DefinitionNode, type DocumentNode, type TypeNode } from 'graphql';

const ALL = '*';
const CONTENT_NODE = [
  'contentType',
  'contentTypeName',
  'databaseId',
  'date',
  'dateGmt',
  'desiredSlug',
  'editingLockedBy',
  'enclosure',
  'enqueuedScripts',
  'enqueuedStylesheets',
  'guid',
  'id',
  'isComment',
  'isContentNode',
  'isFrontPage',
  'isPostsPage',
  'isPreview',
  'isRestricted',
  'isTermNode',
  'lastEditedBy',
  'link',
  'modified',
  'modifiedGmt',
  'previewRevisionDatabaseId',
  'previewRevisionId',
  'slug',
  'status',
  'template',
  'uri',
];
const URI_NODE = ['id', 'isComment', 'isContentNode', 'isFrontPage', 'isPostsPage', 'isTermNode', 'uri'];
/** TermNode's fields, which every taxonomy's term type has. */
const TERM_NODE = [
  ...URI_NODE,
  'count',
  'databaseId',
  'description',
  'isRestricted',
  'link',
  'name',
  'slug',
  'taxonomyName',
  'termGroupId',
  'termTaxonomyId',
];
/** NodeWithFeaturedImage's fields. */
const FEATURED_IMAGE = ['featuredImage', 'featuredImageDatabaseId', 'featuredImageId'];
/** The `where` arguments of a list of posts, pages or entries of a custom type, and of a list of terms. */
const POST_OBJECTS_WHERE = ['id', 'in', 'name', 'nameIn', 'notIn', 'orderby', 'search', 'status', 'title'];
const TERMS_WHERE = ['hideEmpty', 'include', 'name', 'nameLike', 'orderby', 'order', 'search', 'slug'];
const ASSET = ['after', 'before', 'conditional', 'dependencies', 'group', 'handle', 'id', 'src', 'version'];

export const KEEP: Record<string, string[] | typeof ALL> = {
  RootQuery: [
    'node',
    'nodeByUri',
    'page',
    'pages',
    'post',
    'posts',
    'teamMember',
    'teamMemberBy',
    'teamMembers',
    'menuItems',
    'category',
    'categories',
    'tag',
    'tags',
    'contentType',
    'mediaItem',
    'user',
  ],
  // The editing subset: enough to change a page, post or team member, as an editor's save does.
  RootMutation: ['updatePage', 'updatePost', 'updateTeamMember'],
  UpdatePageInput: ['clientMutationId', 'content', 'id', 'slug', 'status', 'title'],
  UpdatePagePayload: ALL,
  UpdatePostInput: ['clientMutationId', 'content', 'excerpt', 'id', 'slug', 'status', 'title'],
  UpdatePostPayload: ALL,
  UpdateTeamMemberInput: ['clientMutationId', 'content', 'excerpt', 'id', 'slug', 'status', 'title'],
  UpdateTeamMemberPayload: ALL,
  // Interfaces
  Node: ALL,
  UniformResourceIdentifiable: ALL,
  DatabaseIdentifier: ALL,
  ContentNode: ALL,
  NodeWithTemplate: ALL,
  Previewable: ALL,
  NodeWithTitle: ALL,
  NodeWithContentEditor: ALL,
  NodeWithFeaturedImage: ALL,
  NodeWithExcerpt: ALL,
  NodeWithAuthor: ALL,
  NodeWithPageAttributes: ALL,
  MenuItemLinkable: ALL,
  ContentTemplate: ALL,
  TermNode: TERM_NODE,
  Connection: ALL,
  Edge: ALL,
  OneToOneConnection: ALL,
  PageInfo: ALL,
  WPPageInfo: ALL,
  EnqueuedAsset: ASSET,
  // Shared connection interfaces of the kept types
  ContentNodeConnection: ALL,
  ContentNodeConnectionEdge: ALL,
  ContentNodeConnectionPageInfo: ALL,
  PostConnection: ALL,
  PostConnectionEdge: ALL,
  PostConnectionPageInfo: ALL,
  PageConnection: ALL,
  PageConnectionEdge: ALL,
  PageConnectionPageInfo: ALL,
  TeamMemberConnection: ALL,
  TeamMemberConnectionEdge: ALL,
  TeamMemberConnectionPageInfo: ALL,
  CategoryConnection: ALL,
  CategoryConnectionEdge: ALL,
  CategoryConnectionPageInfo: ALL,
  TagConnection: ALL,
  TagConnectionEdge: ALL,
  TagConnectionPageInfo: ALL,
  // A post's format (aside, link, quote…): WordPress keeps it as a term of the `post_format` taxonomy.
  PostFormat: TERM_NODE,
  PostFormatConnection: ALL,
  PostFormatConnectionEdge: ALL,
  PostFormatConnectionPageInfo: ALL,
  PostToPostFormatConnection: ALL,
  PostToPostFormatConnectionEdge: ALL,
  PostToPostFormatConnectionPageInfo: ALL,
  PostToPostFormatConnectionWhereArgs: ['slug'],
  MenuItemConnection: ALL,
  MenuItemConnectionEdge: ALL,
  MenuItemConnectionPageInfo: ALL,
  MediaItemConnectionEdge: ALL,
  UserConnectionEdge: ALL,
  ContentTypeConnectionEdge: ALL,
  EnqueuedScriptConnection: ALL,
  EnqueuedScriptConnectionEdge: ALL,
  EnqueuedScriptConnectionPageInfo: ALL,
  EnqueuedStylesheetConnection: ALL,
  EnqueuedStylesheetConnectionEdge: ALL,
  EnqueuedStylesheetConnectionPageInfo: ALL,
  // Objects
  Page: [
    ...CONTENT_NODE,
    'author',
    'authorDatabaseId',
    'authorId',
    'content',
    ...FEATURED_IMAGE,
    'hasPassword',
    'isPrivacyPage',
    'isRevision',
    'menuOrder',
    'pageId',
    'parent',
    'parentDatabaseId',
    'parentId',
    'password',
    'title',
  ],
  Post: [
    ...CONTENT_NODE,
    'author',
    'authorDatabaseId',
    'authorId',
    'categories',
    'content',
    'excerpt',
    ...FEATURED_IMAGE,
    'hasPassword',
    'isRevision',
    'isSticky',
    'password',
    'postFormats',
    'postId',
    'tags',
    'title',
  ],
  TeamMember: [
    ...CONTENT_NODE,
    'content',
    'excerpt',
    ...FEATURED_IMAGE,
    'hasPassword',
    'password',
    'teamMemberId',
    'title',
  ],
  MediaItem: [
    ...CONTENT_NODE,
    'altText',
    'author',
    'authorDatabaseId',
    'authorId',
    'caption',
    'description',
    'mediaDetails',
    'mediaItemId',
    'mediaItemUrl',
    'mediaType',
    'mimeType',
    'sourceUrl',
    'title',
    'fileSize',
  ],
  MediaDetails: ['file', 'height', 'width'],
  User: [
    ...URI_NODE,
    'avatar',
    'databaseId',
    'description',
    'firstName',
    'isRestricted',
    'lastName',
    'name',
    'nicename',
    'nickname',
    'slug',
    'url',
    'userId',
  ],
  Avatar: ALL,
  Category: [...TERM_NODE, 'categoryId', 'posts'],
  Tag: [...TERM_NODE, 'posts', 'tagId'],
  ContentType: [
    ...URI_NODE,
    'description',
    'graphqlPluralName',
    'graphqlSingleName',
    'hasArchive',
    'hierarchical',
    'isRestricted',
    'label',
    'name',
    'public',
  ],
  DefaultTemplate: ALL,
  EnqueuedScript: ASSET,
  EnqueuedStylesheet: ASSET,
  ContentNodeToEnqueuedScriptConnectionWhereArgs: ALL,
  ContentNodeToEnqueuedStylesheetConnectionWhereArgs: ALL,
  MenuItem: [
    'childItems',
    'cssClasses',
    'databaseId',
    'description',
    'id',
    'isRestricted',
    'label',
    'linkRelationship',
    'locations',
    'menuItemId',
    'order',
    'parentDatabaseId',
    'parentId',
    'path',
    'target',
    'title',
    'uri',
    'url',
  ],
  // Edges and connections
  ContentNodeToContentTypeConnectionEdge: ALL,
  ContentNodeToEditLockConnectionEdge: ALL,
  ContentNodeToEditLastConnectionEdge: ALL,
  NodeWithAuthorToUserConnectionEdge: ALL,
  NodeWithFeaturedImageToMediaItemConnectionEdge: ALL,
  HierarchicalContentNodeToParentContentNodeConnectionEdge: ALL,
  ContentNodeToEnqueuedScriptConnection: ALL,
  ContentNodeToEnqueuedScriptConnectionEdge: ALL,
  ContentNodeToEnqueuedScriptConnectionPageInfo: ALL,
  ContentNodeToEnqueuedStylesheetConnection: ALL,
  ContentNodeToEnqueuedStylesheetConnectionEdge: ALL,
  ContentNodeToEnqueuedStylesheetConnectionPageInfo: ALL,
  RootQueryToPageConnection: ALL,
  RootQueryToPageConnectionEdge: ALL,
  RootQueryToPageConnectionPageInfo: ALL,
  RootQueryToPostConnection: ALL,
  RootQueryToPostConnectionEdge: ALL,
  RootQueryToPostConnectionPageInfo: ALL,
  RootQueryToTeamMemberConnection: ALL,
  RootQueryToTeamMemberConnectionEdge: ALL,
  RootQueryToTeamMemberConnectionPageInfo: ALL,
  RootQueryToCategoryConnection: ALL,
  RootQueryToCategoryConnectionEdge: ALL,
  RootQueryToCategoryConnectionPageInfo: ALL,
  RootQueryToMenuItemConnection: ALL,
  RootQueryToMenuItemConnectionEdge: ALL,
  RootQueryToMenuItemConnectionPageInfo: ALL,
  MenuItemToMenuItemConnection: ALL,
  MenuItemToMenuItemConnectionEdge: ALL,
  MenuItemToMenuItemConnectionPageInfo: ALL,
  PostToCategoryConnection: ALL,
  PostToCategoryConnectionEdge: ALL,
  PostToCategoryConnectionPageInfo: ALL,
  CategoryToPostConnection: ALL,
  CategoryToPostConnectionEdge: ALL,
  CategoryToPostConnectionPageInfo: ALL,
  RootQueryToTagConnection: ALL,
  RootQueryToTagConnectionEdge: ALL,
  RootQueryToTagConnectionPageInfo: ALL,
  PostToTagConnection: ALL,
  PostToTagConnectionEdge: ALL,
  PostToTagConnectionPageInfo: ALL,
  TagToPostConnection: ALL,
  TagToPostConnectionEdge: ALL,
  TagToPostConnectionPageInfo: ALL,
  // Arguments
  RootQueryToPageConnectionWhereArgs: [...POST_OBJECTS_WHERE, 'parent'],
  RootQueryToPostConnectionWhereArgs: [
    ...POST_OBJECTS_WHERE,
    'categoryId',
    'categoryName',
    'isSticky',
    'tag',
    'tagSlugIn',
  ],
  RootQueryToTeamMemberConnectionWhereArgs: POST_OBJECTS_WHERE,
  RootQueryToCategoryConnectionWhereArgs: TERMS_WHERE,
  RootQueryToTagConnectionWhereArgs: TERMS_WHERE,
  TagToPostConnectionWhereArgs: POST_OBJECTS_WHERE,
  PostToTagConnectionWhereArgs: TERMS_WHERE,
  CategoryToPostConnectionWhereArgs: POST_OBJECTS_WHERE,
  PostToCategoryConnectionWhereArgs: TERMS_WHERE,
  RootQueryToMenuItemConnectionWhereArgs: ALL,
  MenuItemToMenuItemConnectionWhereArgs: ALL,
  PostObjectsConnectionOrderbyInput: ALL,
  // Enums
  PostObjectsConnectionOrderbyEnum: ALL,
  OrderEnum: ALL,
  PostStatusEnum: ALL,
  PostObjectFieldFormatEnum: ALL,
  MenuLocationEnum: ALL,
  PageIdType: ALL,
  PostIdType: ALL,
  TeamMemberIdType: ALL,
  CategoryIdType: ALL,
  TagIdType: ALL,
  MediaItemIdType: ALL,
  UserNodeIdTypeEnum: ALL,
  AvatarRatingEnum: ALL,
  MediaItemSizeEnum: ALL,
  ScriptLoadingStrategyEnum: ALL,
  TermObjectsConnectionOrderbyEnum: ALL,
  MenuItemNodeIdTypeEnum: ALL,
  ContentTypeEnum: ALL,
  ContentTypeIdTypeEnum: ALL,
};

/** The type name a field, argument or input field refers to. */
function named(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type);
}

export function extractCore(realSdl: string): string {
  const real = parse(realSdl);
  const missing = new Set<string>();
  const need = (type: TypeNode) => {
    const name = named(type);
    if (!(name in KEEP) && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name)) missing.add(name);
  };
  const pick = <T extends { name: { value: string } }>(typeName: string, items: readonly T[] | undefined): T[] => {
    const keep = KEEP[typeName];
    const list = [...(items ?? [])].filter((item) => keep === ALL || keep!.includes(item.name.value));
    if (keep !== ALL) {
      for (const wanted of keep!)
        if (!list.some((item) => item.name.value === wanted)) missing.add(`${typeName}.${wanted}`);
    }
    return list;
  };
  const definitions: DefinitionNode[] = [];
  for (const definition of real.definitions) {
    if (definition.kind === Kind.SCHEMA_DEFINITION) {
      definitions.push(definition);
      continue;
    }
    if (!('name' in definition) || !definition.name || !(definition.name.value in KEEP)) continue;
    const name = definition.name.value;
    switch (definition.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION: {
        const fields = pick(name, definition.fields);
        for (const field of fields) {
          need(field.type);
          for (const argument of field.arguments ?? []) need(argument.type);
        }
        const interfaces = (definition.interfaces ?? []).filter((item) => item.name.value in KEEP);
        definitions.push({ ...definition, fields, interfaces });
        break;
      }
      case Kind.INPUT_OBJECT_TYPE_DEFINITION: {
        const fields = pick(name, definition.fields);
        for (const field of fields) need(field.type);
        definitions.push({ ...definition, fields });
        break;
      }
      default:
        definitions.push(definition);
    }
  }
  for (const name of Object.keys(KEEP)) {
    if (!real.definitions.some((d) => 'name' in d && d.name?.value === name)) missing.add(name);
  }
  if (missing.size > 0)
    throw new Error(`core.graphql would refer to what it does not keep: ${[...missing].join(', ')}`);
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions };
  const sdl = print(document);
  buildSchema(sdl, { assumeValidSDL: false });
  return `# Generated by extract-core.ts from a real WPGraphQL 2.20 schema: the subset this server implements.\n# Do not edit by hand; change KEEP and regenerate.\n\n${sdl}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ?? '/work/shared/wpgraphql/wpgraphql-core.schema.graphql';
  const target = fileURLToPath(new URL('./core.graphql', import.meta.url));
  writeFileSync(target, extractCore(readFileSync(source, 'utf8')));
  console.log(`wrote ${target}`);
}
