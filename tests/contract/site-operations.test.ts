/**
 * The site's side of the contract: every operation it sends (1) validates against a real WPGraphQL schema
 * extended with the project's SDL for ACF groups, custom post types and Gravity Forms, and (2) runs against
 * the embedded content server without a single GraphQL error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, validate, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRealExtendedSchema } from '@/content-server/test/contract-helpers';
import { startContentServer } from '@/content-server/src/server';
import { ALL_OPERATIONS } from '@/lib/cms/queries';
import { contentListQuery } from '@/lib/cms/queries/content-list';
import { SUBMIT_FORM_MUTATION } from '@/lib/cms/queries/forms';

const TOKEN = 'contract-test-token';

describe('every site operation validates against the real WPGraphQL schema (+ project SDL)', () => {
  let schema: GraphQLSchema;
  beforeAll(() => {
    schema = loadRealExtendedSchema();
  });

  it.each(Object.entries(ALL_OPERATIONS))('%s', (_name, document) => {
    const errors = validate(schema, parse(document)).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});

describe('on a WordPress without WPGraphQL for Gravity Forms, only the forms operations are refused', () => {
  const NEEDS_FORMS = ['Forms', 'NodeWithForm', 'SubmitForm'];
  let schema: GraphQLSchema;
  beforeAll(() => {
    schema = loadRealExtendedSchema({ without: 'Gravity Forms' });
  });

  it.each(Object.entries(ALL_OPERATIONS).filter(([name]) => !NEEDS_FORMS.includes(name)))(
    '%s validates without it',
    (_name, document) => {
      expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    },
  );

  it.each(NEEDS_FORMS)('%s is refused without it', (name) => {
    const messages = validate(schema, parse(ALL_OPERATIONS[name]!)).map((error) => error.message);
    expect(messages.length).toBeGreaterThan(0);
  });
});

describe('every site operation runs against the embedded content server without errors', () => {
  let server: Awaited<ReturnType<typeof startContentServer>>;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'altitude-contract-'));
    server = await startContentServer({ port: 0, dbPath: join(dir, 'cms.sqlite'), token: TOKEN });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function run(query: string, variables: Record<string, unknown> = {}, auth = false) {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${TOKEN}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    expect(body.errors ?? []).toEqual([]);
    return body.data ?? {};
  }

  it('shell: both menus (top-level items with children) and the theme stylesheet', async () => {
    const data = (await run(ALL_OPERATIONS.Shell!)) as {
      primary: { nodes: { childItems: { edges: unknown[] } }[] };
      footer: { nodes: unknown[] };
      themeSettings: { devTools: { tempCss: string } };
    };
    expect(data.primary.nodes).toHaveLength(7);
    expect(data.primary.nodes[0]?.childItems.edges).toHaveLength(6);
    expect(data.footer.nodes).toHaveLength(6);
    expect(data.themeSettings.devTools.tempCss.length).toBeGreaterThan(0);
  });

  it('forms: every form with its fields', async () => {
    const data = (await run(ALL_OPERATIONS.Forms!)) as {
      gfForms: { nodes: { formFields: { nodes: unknown[] } }[] };
    };
    expect(data.gfForms.nodes.length).toBeGreaterThanOrEqual(2);
    for (const form of data.gfForms.nodes) expect(form.formFields.nodes.length).toBeGreaterThan(0);
  });

  it('a page with the form it carries, in one operation', async () => {
    const data = (await run(ALL_OPERATIONS.NodeWithForm!, { uri: '/contact/', formId: '1' })) as {
      nodeByUri: { __typename: string; uri: string };
      form: { databaseId: number; formFields: { nodes: unknown[] } } | null;
    };
    expect(data.nodeByUri).toMatchObject({ __typename: 'Page', uri: '/contact/' });
    expect(data.form?.databaseId).toBe(1);
    expect(data.form?.formFields.nodes.length).toBeGreaterThan(0);
  });

  it('the health probe: one entry of every type, both menus and the stylesheet', async () => {
    const data = (await run(ALL_OPERATIONS.Health!)) as Record<string, { nodes: unknown[] } | unknown>;
    for (const list of ['primary', 'footer', 'pages', 'posts', 'teamMembers', 'caseStudies', 'careers']) {
      expect((data[list] as { nodes: unknown[] }).nodes, list).toHaveLength(1);
    }
  });

  it.each(['page', 'post', 'teamMember', 'caseStudy', 'career'] as const)(
    'content list of %s, two pages deep',
    async (type) => {
      const plural = {
        page: 'pages',
        post: 'posts',
        teamMember: 'teamMembers',
        caseStudy: 'caseStudies',
        career: 'careers',
      }[type];
      const first = (await run(contentListQuery(type), { first: 2 })) as Record<
        string,
        { pageInfo: { endCursor: string }; edges: unknown[] }
      >;
      expect(first[plural]!.edges).toHaveLength(2);
      const second = (await run(contentListQuery(type), {
        first: 2,
        after: first[plural]!.pageInfo.endCursor,
      })) as Record<string, { edges: unknown[] }>;
      expect(second[plural]!.edges.length).toBeGreaterThan(0);
    },
  );

  it('search: every type searched at once, only entries with the words, title matches first', async () => {
    const data = (await run(ALL_OPERATIONS.Search!, { search: 'balloon festival' })) as Record<
      string,
      { pageInfo: { hasNextPage: boolean }; nodes: { title: string; contentTypeName: string }[] }
    >;
    const nodes = Object.values(data).flatMap((connection) => connection.nodes);
    expect(new Set(nodes.map((node) => node.contentTypeName)).size).toBeGreaterThan(1);
    expect(data.posts!.nodes[0]!.title).toMatch(/balloon festival/i);
    const none = (await run(ALL_OPERATIONS.Search!, { search: 'no-such-word-anywhere-zzqx' })) as typeof data;
    expect(Object.values(none).flatMap((connection) => connection.nodes)).toEqual([]);
  });

  it('content list of posts filtered by category', async () => {
    const data = (await run(contentListQuery('post'), { categoryName: 'podcast' })) as {
      posts: { edges: { node: { categories: { nodes: { slug: string }[] } } }[] };
    };
    expect(data.posts.edges.length).toBeGreaterThan(0);
    for (const edge of data.posts.edges) expect(edge.node.categories.nodes.map((c) => c.slug)).toContain('podcast');
  });

  it('nodeByUri for every template, and null for an unknown URI', async () => {
    const lists = await Promise.all(
      (['post', 'teamMember', 'caseStudy', 'career'] as const).map((type) => run(contentListQuery(type), { first: 1 })),
    );
    const uris = ['/', '/about-us/', '/category/podcast/'];
    for (const list of lists) {
      const connection = Object.values(list)[0] as { edges: { node: { uri: string } }[] };
      uris.push(connection.edges[0]!.node.uri);
    }
    for (const uri of uris) {
      const data = (await run(ALL_OPERATIONS.NodeByUri!, { uri })) as { nodeByUri: { uri: string } | null };
      expect(data.nodeByUri, uri).not.toBeNull();
    }
    const missing = (await run(ALL_OPERATIONS.NodeByUri!, { uri: '/no-such-page/' })) as { nodeByUri: unknown };
    expect(missing.nodeByUri).toBeNull();
  });

  type Card = { __typename: string; uri: string; categories?: { nodes: { slug: string }[] } };

  it('front page: the page with the newest case studies and insights, in one operation', async () => {
    const data = (await run(ALL_OPERATIONS.FrontPage!)) as {
      nodeByUri: { __typename: string; isFrontPage: boolean };
      work: { nodes: Card[] };
      insights: { nodes: Card[] };
    };
    expect(data.nodeByUri).toMatchObject({ __typename: 'Page', isFrontPage: true });
    expect(data.work.nodes.map((node) => node.__typename)).toEqual(['CaseStudy', 'CaseStudy']);
    expect(data.insights.nodes.map((node) => node.__typename)).toEqual(['Post', 'Post', 'Post']);
  });

  it('a post brings the newest posts of its first category with it', async () => {
    const list = (await run(contentListQuery('post'), { first: 1, categoryName: 'podcast' })) as {
      posts: { edges: { node: Card }[] };
    };
    const uri = list.posts.edges[0]!.node.uri;
    const data = (await run(ALL_OPERATIONS.NodeByUri!, { uri })) as {
      nodeByUri: {
        categories: { nodes: { slug: string }[] };
        related: { nodes: { slug: string; posts: { nodes: Card[] } }[] };
      };
    };
    const first = data.nodeByUri.categories.nodes[0]!.slug;
    expect(data.nodeByUri.related.nodes.map((category) => category.slug)).toEqual([first]);
    const related = data.nodeByUri.related.nodes[0]!.posts.nodes;
    expect(related).toHaveLength(4);
    for (const post of related) expect(post.categories!.nodes.map((category) => category.slug)).toContain(first);
  });

  it('a listing page: the page, its index and its entries up to the page asked for, in one operation', async () => {
    const all = (await run(contentListQuery('post'), { first: 100 })) as {
      posts: { edges: { cursor: string; node: Card }[] };
    };
    const data = (await run(ALL_OPERATIONS['Listing:post']!, { uri: '/insights/', first: 24 })) as {
      nodeByUri: { uri: string };
      index: { edges: { cursor: string }[]; pageInfo: { hasNextPage: boolean } };
      entries: { nodes: Card[] };
    };
    expect(data.nodeByUri.uri).toBe('/insights/');
    expect(data.index.edges.map((edge) => edge.cursor)).toEqual(all.posts.edges.map((edge) => edge.cursor));
    expect(data.entries.nodes.map((node) => node.uri)).toEqual(
      all.posts.edges.slice(0, 24).map((edge) => edge.node.uri),
    );
    const category = (await run(ALL_OPERATIONS['Listing:post']!, {
      uri: '/category/podcast/',
      first: 12,
      categoryName: 'podcast',
    })) as {
      nodeByUri: { __typename: string };
      entries: { nodes: Card[] };
    };
    expect(category.nodeByUri.__typename).toBe('Category');
    for (const post of category.entries.nodes) expect(post.categories!.nodes.map((c) => c.slug)).toContain('podcast');
    for (const type of ['teamMember', 'caseStudy', 'career'] as const) {
      const uri = { teamMember: '/team/', caseStudy: '/work/', career: '/careers/' }[type];
      const listing = (await run(ALL_OPERATIONS[`Listing:${type}`]!, { uri, first: 12 })) as {
        nodeByUri: { uri: string };
        entries: { nodes: Card[] };
      };
      expect(listing.nodeByUri.uri).toBe(uri);
      expect(listing.entries.nodes.length).toBeGreaterThan(0);
    }
  });

  it.each(['teamMember', 'caseStudy', 'career'] as const)(
    '%s: the entry with the newest entries of its type, in one operation',
    async (type) => {
      const list = (await run(contentListQuery(type), { first: 1 })) as Record<string, { edges: { node: Card }[] }>;
      const uri = Object.values(list)[0]!.edges[0]!.node.uri;
      const data = (await run(ALL_OPERATIONS[`NodeWithSiblings:${type}`]!, { uri })) as {
        nodeByUri: Card;
        siblings: { nodes: Card[] };
      };
      expect(data.nodeByUri.uri).toBe(uri);
      expect(data.siblings.nodes.map((node) => node.uri)).toContain(uri);
    },
  );

  it('submit form, with the bearer token', async () => {
    const forms = (await run(ALL_OPERATIONS.Forms!)) as {
      gfForms: {
        nodes: {
          databaseId: number;
          formFields: {
            nodes: { databaseId: number; type: string; isRequired?: boolean; choices?: { value: string }[] }[];
          };
        }[];
      };
    };
    const form = forms.gfForms.nodes.find((candidate) => candidate.databaseId === 2) ?? forms.gfForms.nodes[0]!;
    const fieldValues = form.formFields.nodes.map((field) => {
      switch (field.type.toLowerCase()) {
        case 'name':
          return { id: field.databaseId, nameValues: { first: 'Ada', last: 'Lovelace' } };
        case 'email':
          return { id: field.databaseId, emailValues: { value: 'ada@example.com' } };
        case 'select':
          return { id: field.databaseId, value: field.choices?.[0]?.value ?? '' };
        case 'phone':
          return { id: field.databaseId, value: '(407) 555-0100' };
        default:
          return { id: field.databaseId, value: 'Contract test' };
      }
    });
    const data = (await run(
      SUBMIT_FORM_MUTATION,
      { input: { id: form.databaseId, fieldValues, clientMutationId: 'contract-1' } },
      true,
    )) as {
      submitGfForm: { errors: unknown[]; confirmation: { message: string } | null; clientMutationId: string };
    };
    expect(data.submitGfForm.errors).toEqual([]);
    expect(data.submitGfForm.clientMutationId).toBe('contract-1');
    expect(data.submitGfForm.confirmation?.message).toBeTruthy();
  });
});
