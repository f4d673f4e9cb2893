/**
 * The contract, checked against a live WordPress (WordPress 7.1, WPGraphQL, WPGraphQL for ACF, Secure Custom Fields
 * and the companion plugin, seeded with the demo content): every operation the site sends validates against its
 * schema; every type, field and argument those operations use exists with the same type in the embedded content
 * server (which follows WordPress, never the reverse); and the operations answer real content without errors.
 */
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  parse,
  validate,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentPack } from '@/content-server/content-pack/index';
import { contentSchema } from '@/content-server/src/graphql/schema';
import { ALL_OPERATIONS } from '@/lib/cms/queries';
import { schemaUsage } from '@/lib/cms/schema-usage';
import { adminToken, wpGraphQL } from '@/harness/wordpress/test-wordpress';

/** Operations that need WPGraphQL for Gravity Forms, which is not public and so not in the test WordPress. */
const needsGravityForms = (document: string) => /\b(gfForms?|submitGfForm)\b/.test(document);

let live: GraphQLSchema;

beforeAll(async () => {
  // Public introspection is off by default in WPGraphQL; an administrator may always introspect.
  const answer = await wpGraphQL<IntrospectionQuery>(getIntrospectionQuery(), {}, await adminToken());
  expect(answer.errors ?? []).toEqual([]);
  live = buildClientSchema(answer.data!);
});

/** `Parent.field(arg: Type): Type` for every field and argument an operation selects, typed by `schema`. */
function usedFields(schema: GraphQLSchema, document: string): Map<string, string> {
  const { fields, types } = schemaUsage(schema, document);
  const used = new Map<string, string>([...types].map((type) => [type, 'type']));
  for (const [coordinate, use] of fields) used.set(coordinate, `(${use.args.join(', ')}): ${use.type}`);
  return used;
}

describe('every site operation validates against the live WordPress schema', () => {
  it.each(Object.entries(ALL_OPERATIONS).filter(([, document]) => !needsGravityForms(document)))(
    '%s',
    (_n, document) => {
      expect(validate(live, parse(document)).map((error) => error.message)).toEqual([]);
    },
  );

  it('without WPGraphQL for Gravity Forms, only the forms operations are refused, and only for their forms fields', () => {
    const forms = Object.entries(ALL_OPERATIONS).filter(([, document]) => needsGravityForms(document));
    expect(forms.length).toBeGreaterThan(0);
    for (const [name, document] of forms) {
      const messages = validate(live, parse(document)).map((error) => error.message);
      expect(messages.length, name).toBeGreaterThan(0);
      for (const message of messages) expect(message, name).toMatch(/gf|Gf|Form|Field"|Input/);
    }
  });
});

describe('the embedded content server declares what the site uses exactly as WordPress does', () => {
  let embedded: GraphQLSchema;
  beforeAll(() => {
    embedded = contentSchema();
  });

  it.each(Object.entries(ALL_OPERATIONS).filter(([, document]) => !needsGravityForms(document)))(
    '%s',
    (_n, document) => {
      const inWordPress = usedFields(live, document);
      const inEmbedded = usedFields(embedded, document);
      expect(inWordPress.size).toBeGreaterThan(0);
      expect(Object.fromEntries(inEmbedded)).toEqual(Object.fromEntries(inWordPress));
    },
  );

  it('ACF select fields are lists of strings and number fields are floats, in both', () => {
    for (const schema of [live, embedded]) {
      const hero = schema.getType('HeroSettings');
      expect(hero, 'HeroSettings').toBeTruthy();
      const fields = (hero as unknown as { getFields(): Record<string, { type: unknown }> }).getFields();
      for (const select of ['heroSize', 'heroType', 'heroColor', 'heroBgColor', 'heroOverlayColor']) {
        expect(String(fields[select]?.type), select).toBe('[String]');
      }
      expect(String(fields.heroOverlayOpacity?.type)).toBe('Float');
      const cloud = schema.getType('HeroSettingsHeroCloudLeft') as unknown as {
        getFields(): Record<string, { type: unknown }>;
      };
      expect(String(cloud.getFields().position?.type)).toBe('[String]');
      expect(getNamedType(fields.heroImage!.type as GraphQLOutputType).name).toBe('AcfMediaItemConnectionEdge');
    }
  });
});

interface Listed {
  nodeByUri: { uri: string };
  entries: { nodes: unknown[] };
  total: number | null;
  index: { pageInfo: { hasNextPage: boolean }; edges: unknown[] };
}

describe('the site operations answer the seeded WordPress without errors', () => {
  async function run<T>(name: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await wpGraphQL<T>(ALL_OPERATIONS[name]!, variables);
    expect(answer.status, name).toBe(200);
    expect(answer.errors ?? [], name).toEqual([]);
    return answer.data!;
  }

  it('shell: both menus from WordPress (top-level items with their children) and the theme stylesheet', async () => {
    const data = await run<{
      primary: { nodes: { label: string; childItems: { edges: unknown[] } }[] };
      footer: { nodes: unknown[] };
      themeSettings: { devTools: { tempCss: string } };
    }>('Shell');
    expect(data.primary.nodes.map((item) => item.label)).toEqual(contentPack.menus.PRIMARY.map((item) => item.label));
    expect(data.primary.nodes[0]!.childItems.edges).toHaveLength(6);
    expect(data.footer.nodes).toHaveLength(6);
    expect(data.themeSettings.devTools.tempCss).toContain('.wp-block-button');
  });

  it('the front page is a static page with its hero settings as lists', async () => {
    const data = await run<{
      nodeByUri: { __typename: string; isFrontPage: boolean; heroSettings: Record<string, unknown> };
    }>('FrontPage');
    expect(data.nodeByUri).toMatchObject({ __typename: 'Page', isFrontPage: true });
    expect(data.nodeByUri.heroSettings).toMatchObject({ heroSize: ['full'], heroType: ['image'] });
  });

  it('nodeByUri resolves every template, the custom post types included, and null for an unknown address', async () => {
    const uris = ['/', '/about-us/', '/category/podcast/', '/team/maya-ortiz/'];
    for (const type of ['post', 'caseStudy', 'career'] as const) {
      const list = await run<Record<string, { edges: { node: { uri: string } }[] }>>(`ContentList:${type}`, {
        first: 1,
      });
      uris.push(Object.values(list)[0]!.edges[0]!.node.uri);
    }
    for (const uri of uris) {
      const data = await run<{ nodeByUri: { uri: string } | null }>('NodeByUri', { uri });
      expect(data.nodeByUri?.uri, uri).toBe(uri);
    }
    const missing = await run<{ nodeByUri: unknown }>('NodeByUri', { uri: '/no-such-page/' });
    expect(missing.nodeByUri).toBeNull();
  });

  it.each(['post', 'teamMember', 'caseStudy', 'career'] as const)('listing of %s', async (type) => {
    const uri = { post: '/insights/', teamMember: '/team/', caseStudy: '/work/', career: '/careers/' }[type];
    const data = await run<Listed>(`Listing:${type}`, { uri, first: 12 });
    expect(data.nodeByUri.uri).toBe(uri);
    expect(data.entries.nodes.length).toBeGreaterThan(0);
    // The companion plugin's count is what the connection lists: the page count of a long listing comes from it.
    expect(data.index.pageInfo.hasNextPage).toBe(false);
    expect(data.total).toBe(data.index.edges.length);
  });

  it('listing of the posts of one category or tag, counted as WordPress filters them', async () => {
    const all = await run<Listed>('Listing:post', { uri: '/insights/', first: 1 });
    const podcast = await run<Listed>('Listing:post', { uri: '/category/podcast/', first: 1, categoryName: 'podcast' });
    expect(podcast.total).toBe(podcast.index.edges.length);
    expect(podcast.total).toBeGreaterThan(0);
    expect(podcast.total).toBeLessThan(all.total!);
    const none = await run<Listed>('Listing:post', { uri: '/insights/', first: 1, tag: 'no-such-tag-anywhere' });
    expect(none.total).toBe(0);
  });
});
