import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSystemState, initialState } from '@/lib/cms/breaker';
import { configurationProblems, resetConfigurationProblems } from '@/lib/cms/configuration';
import { sendJson as json, serveGraphQL } from '@/tests/support/wordpress-stand-in';

type Answer = (res: ServerResponse, query: string) => void;
let answer: Answer;

/** What WordPress answers a query that asks for a field its schema lacks (HTTP 200, graphql-js's message). */
const cannotQuery = (field: string, type: string) => ({
  errors: [{ message: `Cannot query field "${field}" on type "${type}".`, locations: [{ line: 3, column: 5 }] }],
  extensions: { debug: [] },
});

/** A WordPress without `type.field`: it refuses the queries `asks` picks, and answers the others (the probe). */
const lacking =
  (field: string, type: string, asks: (query: string) => boolean): Answer =>
  (res, query) =>
    asks(query) ? json(res, 200, cannotQuery(field, type)) : json(res, 200, { data: { __typename: 'RootQuery' } });

serveGraphQL(({ query }, res) => answer(res, query), { cmsTimeoutMs: 500 });

beforeEach(() => {
  Object.assign(contentSystemState(), initialState());
  resetConfigurationProblems();
  answer = (res) => json(res, 200, { data: { __typename: 'RootQuery' } });
});
afterEach(() => vi.restoreAllMocks());

async function health() {
  const { GET } = await import('./route');
  const response = await GET();
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
}

describe('GET /api/health', () => {
  it('answers 200 "ok" when WordPress answers the probe, never cached', async () => {
    let probe = '';
    answer = (res, query) => {
      probe = query;
      json(res, 200, { data: { __typename: 'RootQuery' } });
    };
    const { status, cache, body } = await health();
    expect({ status, cache }).toEqual({ status: 200, cache: 'no-store' });
    expect(body).toMatchObject({
      status: 'ok',
      site: { status: 'up' },
      contentSystem: { status: 'up', breaker: { state: 'closed' } },
      configuration: { status: 'ok', problems: [], notes: [] },
    });
    // The probe asks for what the site reads, so a missing piece shows before any page needs it.
    expect(probe).toMatch(/query Health\b/);
    expect(probe).toContain('heroSettings');
    expect(probe).toContain('location: PRIMARY');
  });

  it('closes the breaker as soon as its probe finds WordPress back: the next page read goes out at once', async () => {
    const now = Date.now();
    Object.assign(contentSystemState(), {
      phase: 'open',
      consecutiveFailures: 5,
      openedAt: now,
      nextTrialAt: now + 30_000,
      lastFailure: { at: now, reason: 'timed out' },
    });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', contentSystem: { status: 'up', breaker: { state: 'closed' } } });
    const { fetchAPI } = await import('@/lib/cms/client');
    await expect(fetchAPI('query Page { __typename }', { revalidate: false })).resolves.toEqual({
      __typename: 'RootQuery',
    });
  });

  it('answers 200 "degraded" while WordPress is down: the site still serves what it rendered before', async () => {
    answer = (res) => json(res, 502, { errors: [{ message: 'Bad gateway' }] });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', contentSystem: { status: 'down', error: 'HTTP 502' } });
  });

  it('answers 500 "misconfigured", naming the missing ACF field group, when WordPress lacks a field the site reads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = (res) => json(res, 200, cannotQuery('heroSettings', 'Page'));
    const { status, body } = await health();
    expect(status).toBe(500);
    expect(body.status).toBe('misconfigured');
    // WordPress answered: it is up, and the breaker has nothing against it.
    expect(body.contentSystem).toMatchObject({ status: 'up', breaker: { state: 'closed', lastFailure: null } });
    expect(body.configuration.status).toBe('problem');
    expect(body.configuration.problems).toEqual([
      expect.objectContaining({
        missing: ['Page.heroSettings'],
        provider: expect.stringContaining("the ACF field group 'Hero settings'"),
        description: expect.stringContaining('group_hero_settings.json'),
      }),
    ]);
  });

  it('reports what the site’s own reads found missing, until that read succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchAPI } = await import('@/lib/cms/client');
    answer = lacking('teamMembers', 'RootQuery', (query) => query.includes('query Listing'));
    await expect(fetchAPI('query ListingTeamMembers { teamMembers { nodes { id } } }')).rejects.toThrow(
      'Failed to fetch API',
    );
    const broken = await health();
    expect(broken.status).toBe(500);
    expect(broken.body.configuration.problems).toEqual([
      expect.objectContaining({
        missing: ['RootQuery.teamMembers'],
        operation: 'ListingTeamMembers',
        provider: expect.stringContaining("the companion plugin 'Altitude Headless'"),
      }),
    ]);

    answer = (res) => json(res, 200, { data: { __typename: 'RootQuery', teamMembers: { nodes: [] } } });
    await fetchAPI('query ListingTeamMembers { teamMembers { nodes { id } } }');
    const fixed = await health();
    expect({ status: fixed.status, state: fixed.body.status }).toEqual({ status: 200, state: 'ok' });
  });

  it('keeps a missing forms plugin as a note: the site shows no forms and stays healthy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchAPI } = await import('@/lib/cms/client');
    answer = lacking('gfForms', 'RootQuery', (query) => query.includes('gfForms'));
    await expect(fetchAPI('query Forms { gfForms { nodes { id } } }')).rejects.toThrow('Failed to fetch API');
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.configuration).toMatchObject({
      status: 'ok',
      problems: [],
      notes: [
        expect.objectContaining({
          missing: ['RootQuery.gfForms'],
          provider: 'the plugin WPGraphQL for Gravity Forms (with Gravity Forms)',
          description: expect.stringContaining('without it the site shows no forms'),
        }),
      ],
    });
    expect(configurationProblems()).toHaveLength(1);
  });

  it('answers 503 while the site server is shutting down', async () => {
    const { markStopping } = await import('@/lib/site-server-bridge');
    markStopping();
    try {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.status).toBe('stopping');
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('altitude.site-server.stopping')];
    }
  });
});
