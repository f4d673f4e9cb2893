/**
 * A WordPress without WPGraphQL for Gravity Forms: a stand-in that validates every query against the real
 * WPGraphQL schema with the project's SDL minus the forms plugin, and answers as WordPress does — HTTP 200 with
 * `errors` (`Cannot query field "gfForms" on type "RootQuery".`) for a query that mentions forms, data
 * otherwise. Menus and the theme stylesheet must not depend on the forms plugin; forms are simply off.
 */
import type { ServerResponse } from 'node:http';
import { parse, validate, type GraphQLSchema } from 'graphql';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRealExtendedSchema } from '@/content-server/test/contract-helpers';
import { sendJson as json, serveGraphQL, wpPage } from '@/tests/support/wordpress-stand-in';
import { contentSystemState, initialState } from './breaker';
import { configurationProblems, resetConfigurationProblems } from './configuration';

const CSS = 'body { --brand: #0f2a44; }';

const menuItem = (id: number, label: string, path: string) => ({
  id: `cG9zdDo${id}`,
  databaseId: id,
  title: null,
  label,
  uri: path,
  // WordPress links its own pages absolutely, on its own address.
  url: new URL(path, process.env.WORDPRESS_GRAPHQL_URL).href,
  path,
  cssClasses: [],
  description: null,
  linkRelationship: null,
  target: null,
  parentId: null,
  childItems: { edges: [] },
});

/** What this WordPress has for each operation it accepts. */
const DATA: Record<string, (variables: Record<string, unknown>) => unknown> = {
  Shell: () => ({
    primary: { nodes: [menuItem(11, 'Our Work', '/work/'), menuItem(12, 'Get In Touch', '/contact/')] },
    footer: { nodes: [menuItem(21, 'Careers', '/careers/')] },
    themeSettings: { devTools: { tempCss: CSS } },
  }),
  NodeByUri: ({ uri }) => ({ nodeByUri: wpPage(String(uri), 'Get In Touch', '<p>Say hello.</p>') }),
};

let schema: GraphQLSchema;
let sent: string[] = [];
/** Answers every request with this instead, when set. */
let outage: ((res: ServerResponse) => void) | undefined;

beforeAll(() => {
  schema = loadRealExtendedSchema({ without: 'Gravity Forms' });
});

serveGraphQL(
  ({ query, variables }, res) => {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    sent.push(name);
    if (outage) return outage(res);
    const errors = validate(schema, parse(query));
    if (errors.length) {
      const answer = errors.map((error) => ({ message: error.message, locations: error.locations }));
      return json(res, 200, { errors: answer, extensions: { debug: [] } });
    }
    const data = DATA[name];
    if (!data) return json(res, 200, { errors: [{ message: `no canned answer for ${name}` }] });
    json(res, 200, { data: data(variables), extensions: { debug: [] } });
  },
  { cmsTimeoutMs: 2000 },
);

beforeEach(() => {
  sent = [];
  outage = undefined;
  Object.assign(contentSystemState(), initialState());
  resetConfigurationProblems();
});
afterEach(() => vi.restoreAllMocks());

describe('a WordPress without WPGraphQL for Gravity Forms', () => {
  it('rejects any query that selects forms, as WordPress does', async () => {
    const response = await fetch(process.env.WORDPRESS_GRAPHQL_URL!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'query Forms { gfForms { nodes { id } } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      errors: [{ message: 'Cannot query field "gfForms" on type "RootQuery".' }],
    });
  });

  it('still gives every page its live menus and the theme stylesheet', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getMenus } = await import('./menus');
    const { getThemeCss } = await import('./theme');
    const menus = await getMenus();
    expect(menus.source).toBe('live');
    expect(menus.primary.map((item) => [item.label, item.path])).toEqual([
      ['Our Work', '/work/'],
      ['Get In Touch', '/contact/'],
    ]);
    expect(menus.footer.map((item) => item.label)).toEqual(['Careers']);
    expect(await getThemeCss()).toBe(CSS);
    expect(sent.every((name) => name === 'Shell')).toBe(true);
    expect(warned).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('has no forms: an empty list, noted once as a configuration note, not an outage', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getForms, getForm } = await import('./forms');
    await expect(getForms()).resolves.toEqual([]);
    await expect(getForm(1)).resolves.toBeUndefined();
    expect(sent).toEqual(['Forms']);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(String(warned.mock.calls[0]?.[0])).toMatch(
      /^Content configuration note \(Forms\): RootQuery\.gfForms, the type GfForm, .* are missing from WordPress's schema; most likely the plugin WPGraphQL for Gravity Forms .*; without it the site shows no forms/,
    );
    expect(errors).not.toHaveBeenCalled();
    expect(configurationProblems()).toEqual([expect.objectContaining({ optional: true })]);
    expect(contentSystemState()).toMatchObject({ phase: 'closed', lastFailure: null });
  });

  it('renders a form page without its form, and later form pages cost one request again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { getNodeWithForm } = await import('./forms');
    const contact = await getNodeWithForm('/contact/', 1);
    expect(contact).toMatchObject({
      node: { kind: 'page', uri: '/contact/', title: 'Get In Touch' },
      lists: { form: null },
    });
    // The page with its form was refused; the page alone was read instead.
    expect(sent).toEqual(['NodeWithForm', 'NodeByUri']);

    sent = [];
    const other = await getNodeWithForm('/hot-air/', 2);
    expect(other).toMatchObject({ lists: { form: null } });
    expect(sent).toEqual(['NodeByUri']);
  });

  it('still reports a failure to load the forms when WordPress itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    outage = (res) => json(res, 502, { errors: [{ message: 'Bad gateway' }] });
    const { getForms } = await import('./forms');
    await expect(getForms()).rejects.toThrow('Failed to fetch API');
  });
});
