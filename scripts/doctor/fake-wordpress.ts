/**
 * A WordPress stand-in for the doctor's tests: a local HTTP server that answers GraphQL from the printed schema
 * of a real WPGraphQL (extended with the project's SDL, as the contract tests load it), validating every request
 * first as WPGraphQL does. A scenario takes pieces out of it — a field, a type, an enum value, as a missing
 * plugin would — changes its content or settings, or makes it answer the way a broken install answers.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  execute,
  extendSchema,
  getNamedType,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { loadRealExtendedSchema } from '../../content-server/test/contract-helpers';

export interface FakeEntry {
  __typename: string;
  uri: string;
  slug: string;
  title?: string;
}

export interface FakeWordPressOptions {
  /** The schema served; the real WPGraphQL schema with the project's SDL by default. */
  schema?: GraphQLSchema;
  /** What the schema lacks: `Page.heroSettings`, `type:TeamMember`, `enum:MenuLocationEnum.FOOTER`. */
  missing?: string[];
  /** Top-level items per location (default PRIMARY 7, FOOTER 6). */
  menus?: Record<string, number>;
  /** The first entry of each list (`posts`, `teamMembers`…), and what `nodeByUri` finds. */
  entries?: Record<string, FakeEntry | null>;
  /**
   * What `contentNodes` lists (posts and pages with their content and featured picture), a page at a time;
   * `{wordpress}` in them is this WordPress's own origin, as its content names its uploads.
   */
  contents?: { __typename: 'Post' | 'Page'; uri: string; content?: string; featuredImage?: string }[];
  /** Addresses `nodeByUri` does not find (rewrite rules without them). */
  unresolved?: string[];
  /** What `/` is: a page (default) or the post type (Settings → Reading: "Your latest posts"). */
  front?: 'page' | 'posts';
  /** Settings → Reading → Posts page: its database id, address and title. */
  postsPage?: { id: number; uri: string; title: string };
  timezone?: string;
  /** Accepted as an administrator's Application Password (Basic auth). */
  admin?: { user: string; password: string };
  activePlugins?: { name: string; path: string; version: string }[];
  /**
   * The site's preview user, accepted with its Application Password (Basic auth): its roles and the capabilities
   * WPGraphQL lists for it (which name its roles too).
   */
  previewer?: { user: string; password: string; roles: string[]; capabilities: string[] };
  /**
   * The companion plugin's `previewSettingsCheck`, answered to the preview user: the secret it signs preview links
   * with and the site address they open (null: not set in wp-config.php). Left out: a plugin too old to have it.
   */
  previewSettings?: { secret: string | null; siteUrl: string | null };
  /** How the HTTP side answers: `plain-permalinks` 404s at /graphql, `no-wpgraphql` serves a WordPress page. */
  http?: 'graphql' | 'plain-permalinks' | 'no-wpgraphql';
}

export const SEEDED_ENTRIES: Record<string, FakeEntry> = {
  posts: { __typename: 'Post', uri: '/thin-air-finale/', slug: 'thin-air-finale', title: 'Thin Air finale' },
  teamMembers: { __typename: 'TeamMember', uri: '/team/rosa-delgado/', slug: 'rosa-delgado', title: 'Rosa Delgado' },
  caseStudies: { __typename: 'CaseStudy', uri: '/work/lakeshore/', slug: 'lakeshore', title: 'Lakeshore' },
  careers: { __typename: 'Career', uri: '/careers/fellowship/', slug: 'fellowship', title: 'Fellowship' },
  pages: { __typename: 'Page', uri: '/about-us/', slug: 'about-us', title: 'About us' },
};

/** What the companion plugin adds for `npm run doctor` to check its preview settings. */
const PREVIEW_SETTINGS_SDL = `
  type PreviewSettingsCheck { siteUrl: String signature: String }
  extend type RootQuery { previewSettingsCheck(challenge: String!): PreviewSettingsCheck }
`;

/** The plugin's answer: HMAC-SHA256 over "check.<challenge>" with the key it derives from its secret. */
function previewSettingsCheck(settings: { secret: string | null; siteUrl: string | null }, challenge: string) {
  const key = settings.secret ? createHmac('sha256', settings.secret).update('altitude-preview').digest() : undefined;
  return {
    siteUrl: settings.siteUrl,
    signature: key ? createHmac('sha256', key).update(`check.${challenge}`).digest('base64url') : null,
  };
}

const INTROSPECTION_REFUSED =
  'The query contained __schema or __type, however GraphQL introspection is not allowed for public requests by default. Public introspection can be enabled under the WPGraphQL Settings.';

/** Reports the pieces a scenario removed, in WPGraphQL's words. */
function missingPieces(missing: Set<string>): ValidationRule {
  return (context) => ({
    Field(node) {
      const parent = context.getParentType();
      if (parent && missing.has(`${parent.name}.${node.name.value}`)) {
        context.reportError(
          new GraphQLError(`Cannot query field "${node.name.value}" on type "${parent.name}".`, { nodes: node }),
        );
      }
    },
    NamedType(node) {
      if (missing.has(`type:${node.name.value}`)) {
        context.reportError(new GraphQLError(`Unknown type "${node.name.value}".`, { nodes: node }));
      }
    },
    EnumValue(node) {
      const type = context.getInputType();
      const named = type ? getNamedType(type) : undefined;
      if (named && missing.has(`enum:${named.name}.${node.value}`)) {
        context.reportError(
          new GraphQLError(`Value "${node.value}" does not exist in "${named.name}" enum.`, { nodes: node }),
        );
      }
    },
  });
}

function connection<T>(nodes: T[]) {
  return {
    nodes,
    edges: nodes.map((node, index) => ({ cursor: `cursor-${index}`, node })),
    pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
  };
}

let nextId = 1;
function node(entry: FakeEntry) {
  const databaseId = nextId++;
  return {
    ...entry,
    id: Buffer.from(`post:${databaseId}`).toString('base64'),
    databaseId,
    date: '2026-01-01T10:00:00',
    modified: '2026-01-01T10:00:00',
    contentTypeName: entry.__typename.charAt(0).toLowerCase() + entry.__typename.slice(1),
    isContentNode: true,
    isTermNode: false,
    isFrontPage: entry.uri === '/',
    isPostsPage: false,
    isComment: false,
    isPreview: false,
    isRestricted: false,
  };
}

function rootValue(options: FakeWordPressOptions, self: { origin: string }) {
  const entries = { ...SEEDED_ENTRIES, ...options.entries };
  const lists = Object.fromEntries(
    Object.entries(entries).map(([field, entry]) => [field, entry ? [node(entry)] : []]),
  );
  const home = node({ __typename: 'Page', uri: '/', slug: 'home', title: 'Home' });
  const postType = {
    __typename: 'ContentType',
    id: 'cG9zdF90eXBlOnBvc3Q=',
    name: 'post',
    uri: options.front === 'posts' ? '/' : (options.postsPage?.uri ?? '/'),
    isContentNode: false,
    isTermNode: false,
    isComment: false,
    isFrontPage: options.front === 'posts',
    isPostsPage: true,
  };
  const byUri = new Map<string, unknown>(
    Object.values(lists)
      .flat()
      .map((entry) => [entry.uri, entry]),
  );
  byUri.set('/', options.front === 'posts' ? postType : home);
  if (options.postsPage) byUri.set(options.postsPage.uri, postType);
  for (const uri of options.unresolved ?? []) byUri.delete(uri);
  const menus = { PRIMARY: 7, FOOTER: 6, ...options.menus };
  const menuItems = (location: string) =>
    Array.from({ length: menus[location as keyof typeof menus] ?? 0 }, (_, index) => ({
      id: `${location}-${index}`,
      databaseId: index + 1,
      label: `Item ${index + 1}`,
      parentId: null,
      childItems: connection([]),
    }));
  return {
    ...Object.fromEntries(Object.entries(lists).map(([field, nodes]) => [field, () => connection(nodes)])),
    menuItems: ({ where }: { where?: { location?: string } }) => connection(menuItems(where?.location ?? '')),
    nodeByUri: ({ uri }: { uri: string }) => byUri.get(uri) ?? null,
    // No editor redirects and no renamed entries.
    siteRedirects: () => [],
    categories: () => connection([]),
    contentNodes: ({ first = 10, after }: { first?: number; after?: string | null }) => {
      const all = (options.contents ?? []).map((entry) => ({
        ...node({ __typename: entry.__typename, uri: entry.uri, slug: entry.uri.replace(/\//g, '') }),
        content: entry.content?.replaceAll('{wordpress}', self.origin) ?? null,
        featuredImage: entry.featuredImage
          ? { node: { sourceUrl: entry.featuredImage.replaceAll('{wordpress}', self.origin) } }
          : null,
      }));
      const start = after ? Number(after.replace('cursor-', '')) + 1 : 0;
      const nodes = all.slice(start, start + first);
      const end = start + nodes.length - 1;
      return {
        nodes,
        edges: nodes.map((entry, index) => ({ cursor: `cursor-${start + index}`, node: entry })),
        pageInfo: {
          hasNextPage: end < all.length - 1,
          hasPreviousPage: start > 0,
          endCursor: nodes.length ? `cursor-${end}` : null,
          startCursor: nodes.length ? `cursor-${start}` : null,
        },
      };
    },
    themeSettings: { devTools: { tempCss: '' } },
    gfForms: () => connection([{ id: 'form-1', databaseId: 1, title: 'Contact', formFields: connection([]) }]),
    gfForm: () => null,
    generalSettings: { timezone: options.timezone ?? 'America/New_York', dateFormat: 'F j, Y' },
    readingSettings: {
      showOnFront: options.front === 'posts' ? 'posts' : 'page',
      pageForPosts: options.postsPage?.id ?? 0,
    },
    contentType: () => postType,
    page: ({ id }: { id: string }) =>
      options.postsPage && String(options.postsPage.id) === id ? { title: options.postsPage.title } : null,
  };
}

export interface FakeWordPress {
  origin: string;
  graphqlUrl: string;
  /** The operation names WordPress was sent, in order. */
  operations: string[];
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeWordPress(options: FakeWordPressOptions = {}): Promise<FakeWordPress> {
  const base = options.schema ?? loadRealExtendedSchema();
  const schema = options.previewSettings ? extendSchema(base, parse(PREVIEW_SETTINGS_SDL)) : base;
  const rules = [...specifiedRules, missingPieces(new Set(options.missing ?? []))];
  const self = { origin: '' };
  const root = rootValue(options, self);
  const operations: string[] = [];
  const mode = options.http ?? 'graphql';

  const server: Server = createServer(async (request, response) => {
    const text = await body(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const graphqlHere =
      (url.pathname === '/graphql' && mode === 'graphql') ||
      (url.pathname === '/index.php' && url.searchParams.has('graphql') && mode !== 'no-wpgraphql');
    if (!graphqlHere) {
      response.writeHead(mode === 'no-wpgraphql' ? 200 : 404, {
        'Content-Type': 'text/html; charset=UTF-8',
        Link: `<http://${request.headers.host}/wp-json/>; rel="https://api.w.org/"`,
      });
      response.end('<!doctype html><html><body><link rel="stylesheet" href="/wp-includes/css/x.css"></body></html>');
      return;
    }
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify({ ...(json as object), extensions: { debug: [] } }));
    };
    let payload: { query?: string; variables?: Record<string, unknown> };
    let document;
    try {
      payload = JSON.parse(text) as typeof payload;
      document = parse(payload.query ?? '');
    } catch (error) {
      answer(500, { errors: [{ message: error instanceof Error ? error.message : 'bad request' }] });
      return;
    }
    const name = document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;
    operations.push(name ?? 'anonymous');
    const basic = (user: string, password: string) =>
      request.headers.authorization === `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const admin = options.admin;
    const authenticated = admin !== undefined && basic(admin.user, admin.password);
    const previewer = options.previewer;
    const previewing = previewer !== undefined && basic(previewer.user, previewer.password);
    if (/__schema|__type\b/.test(payload.query ?? '') && !authenticated) {
      answer(200, { errors: [{ message: INTROSPECTION_REFUSED }] });
      return;
    }
    const errors = validate(schema, document, rules);
    if (errors.length) {
      answer(200, { errors: errors.map((error) => ({ message: error.message })) });
      return;
    }
    const extra = authenticated
      ? {
          viewer: { name: admin!.user },
          plugins: ({ where }: { where?: { status?: string } }) =>
            connection(where?.status === 'ACTIVE' || !where ? (options.activePlugins ?? []) : []),
        }
      : previewing
        ? {
            viewer: {
              username: previewer!.user,
              name: previewer!.user,
              roles: { nodes: previewer!.roles.map((name) => ({ name })) },
              capabilities: [...previewer!.capabilities, ...previewer!.roles],
            },
            plugins: () => connection([]),
            previewSettingsCheck: ({ challenge }: { challenge: string }) =>
              options.previewSettings ? previewSettingsCheck(options.previewSettings, challenge) : null,
          }
        : { viewer: null, plugins: () => connection([]), previewSettingsCheck: () => null };
    const result = await execute({
      schema,
      document,
      rootValue: { ...root, ...extra },
      variableValues: payload.variables ?? {},
    });
    answer(200, {
      data: result.data,
      ...(result.errors ? { errors: result.errors.map((e) => ({ message: e.message })) } : {}),
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  self.origin = origin;
  return {
    origin,
    graphqlUrl: `${origin}/graphql`,
    operations,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
