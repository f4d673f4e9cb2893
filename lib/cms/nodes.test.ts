/**
 * An address an editor moved an entry away from, as the site reads it: a stand-in WordPress that validates every
 * query against the real WPGraphQL schema with the project's SDL (the companion plugin's `siteRedirect`
 * included) and answers `nodeByUri` and `siteRedirect` as a WordPress after a slug change does.
 */
import { parse, validate, type GraphQLSchema } from 'graphql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadRealExtendedSchema } from '@/content-server/test/contract-helpers';
import { sendJson as json, serveGraphQL, wpPage } from '@/tests/support/wordpress-stand-in';
import { contentSystemState, initialState } from './breaker';

const page = (uri: string) => wpPage(uri, 'A page', '<p>Words.</p>');

/** What lives where, and where the companion plugin says each moved address leads. */
const NODES: Record<string, unknown> = { '/new-name/': page('/new-name/'), '/contact/': page('/contact/') };
const MOVES: Record<string, { uri: string; permanent: boolean }> = {
  '/old-name/': { uri: '/new-name/', permanent: true },
  '/team/old-name/': { uri: '/team/new-name/', permanent: true },
  '/get-in-touch/': { uri: '/contact/', permanent: true },
  '/for-now/': { uri: '/meanwhile/', permanent: false },
  '/off-site/': { uri: '//elsewhere.example/new-name/', permanent: true },
  // The plugin answers from old slugs alone; a node that lives at the address comes first.
  '/contact/': { uri: '/elsewhere/', permanent: true },
};

let schema: GraphQLSchema;
let sent: string[] = [];

beforeAll(() => {
  schema = loadRealExtendedSchema();
});

serveGraphQL<{ uri: string }>(
  ({ query, variables }, res) => {
    sent.push(/\bquery\s+(\w+)/.exec(query)?.[1] ?? '');
    const errors = validate(schema, parse(query));
    if (errors.length) return json(res, 200, { errors: errors.map((error) => ({ message: error.message })) });
    json(res, 200, {
      data: {
        nodeByUri: NODES[variables.uri] ?? null,
        siteRedirect: MOVES[variables.uri] ?? null,
        siblings: { nodes: [] },
        form: null,
      },
    });
  },
  { cmsTimeoutMs: 2000 },
);

beforeEach(() => {
  sent = [];
  Object.assign(contentSystemState(), initialState());
});

describe('an address an editor moved an entry away from', () => {
  it('leads where the entry lives now, read in the same request as the node', async () => {
    const { getNode, getNodeByUri } = await import('./nodes');
    expect(await getNode('/old-name/')).toEqual({ moved: { to: '/new-name/', permanent: true } });
    expect(await getNode('/for-now/')).toEqual({ moved: { to: '/meanwhile/', permanent: false } });
    expect(await getNodeByUri('/old-name/')).toBeUndefined();
    expect(sent).toEqual(['NodeByUri', 'NodeByUri', 'NodeByUri']);
  });

  it('leads there from the requests of an entry with its siblings and of a page with its form', async () => {
    const { getNodeWithSiblings } = await import('./nodes');
    const { getNodeWithForm } = await import('./forms');
    expect(await getNodeWithSiblings('/team/old-name/', 'teamMember')).toEqual({
      moved: { to: '/team/new-name/', permanent: true },
    });
    expect(await getNodeWithForm('/get-in-touch/', 1)).toEqual({ moved: { to: '/contact/', permanent: true } });
    expect(sent).toEqual(['NodeWithTeamMembers', 'NodeWithForm']);
  });

  it('is the node itself when one lives there, and nothing when the move leads off the site or nowhere', async () => {
    const { getNode } = await import('./nodes');
    expect(await getNode('/contact/')).toMatchObject({ node: { kind: 'page', uri: '/contact/' } });
    expect(await getNode('/off-site/')).toBeUndefined();
    expect(await getNode('/never-was/')).toBeUndefined();
  });
});
