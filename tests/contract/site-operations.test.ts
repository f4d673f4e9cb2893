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

  it('shell: both menus (top-level items with children), the theme stylesheet and the forms', async () => {
    const data = (await run(ALL_OPERATIONS.Shell!)) as {
      primary: { nodes: { childItems: { edges: unknown[] } }[] };
      footer: { nodes: unknown[] };
      themeSettings: { devTools: { tempCss: string } };
      gfForms: { nodes: { formFields: { nodes: unknown[] } }[] };
    };
    expect(data.primary.nodes).toHaveLength(7);
    expect(data.primary.nodes[0]?.childItems.edges).toHaveLength(6);
    expect(data.footer.nodes).toHaveLength(6);
    expect(data.themeSettings.devTools.tempCss.length).toBeGreaterThan(0);
    expect(data.gfForms.nodes.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['page', 'post', 'teamMember', 'caseStudy', 'career'] as const)('content list of %s, two pages deep', async (type) => {
    const plural = { page: 'pages', post: 'posts', teamMember: 'teamMembers', caseStudy: 'caseStudies', career: 'careers' }[type];
    const first = (await run(contentListQuery(type), { first: 2 })) as Record<string, { pageInfo: { endCursor: string }; edges: unknown[] }>;
    expect(first[plural]!.edges).toHaveLength(2);
    const second = (await run(contentListQuery(type), { first: 2, after: first[plural]!.pageInfo.endCursor })) as Record<
      string,
      { edges: unknown[] }
    >;
    expect(second[plural]!.edges.length).toBeGreaterThan(0);
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

  it('submit form, with the bearer token', async () => {
    const forms = (await run(ALL_OPERATIONS.Shell!)) as {
      gfForms: { nodes: { databaseId: number; formFields: { nodes: { databaseId: number; type: string; isRequired?: boolean; choices?: { value: string }[] }[] } }[] };
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
    const data = (await run(SUBMIT_FORM_MUTATION, { input: { id: form.databaseId, fieldValues, clientMutationId: 'contract-1' } }, true)) as {
      submitGfForm: { errors: unknown[]; confirmation: { message: string } | null; clientMutationId: string };
    };
    expect(data.submitGfForm.errors).toEqual([]);
    expect(data.submitGfForm.clientMutationId).toBe('contract-1');
    expect(data.submitGfForm.confirmation?.message).toBeTruthy();
  });
});
