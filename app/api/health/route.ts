import { NextResponse } from 'next/server';
import { contentSystemState, record } from '@/lib/cms/breaker';
import {
  clearConfigurationProblems,
  configurationProblems,
  missingPieces,
  noteConfigurationProblems,
  type ConfigurationProblem,
} from '@/lib/cms/configuration';
import { HEALTH_QUERY } from '@/lib/cms/queries/health';
import { env } from '@/lib/env';
import { siteIsStopping } from '@/lib/site-server-bridge';

export const dynamic = 'force-dynamic';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type Probe = { status: 'up' | 'down'; latencyMs?: number; error?: string };

/**
 * Asks WordPress for one entry of everything the site reads (lib/cms/queries/health.ts). An answer with data,
 * or one refusing the query only for what its schema lacks, shows WordPress up; what it lacks goes on the
 * configuration record beside what the site's own reads found missing.
 */
async function probeContentSystem(graphqlUrl: string): Promise<Probe> {
  const started = performance.now();
  try {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: HEALTH_QUERY }),
      signal: AbortSignal.timeout(2000),
      cache: 'no-store',
    });
    const json = (await response.json()) as { data?: { __typename?: string } | null; errors?: { message: string }[] };
    const latencyMs = Math.round(performance.now() - started);
    const missing = response.status < 500 && json.errors ? missingPieces(json.errors) : undefined;
    if (missing) {
      noteConfigurationProblems('Health', missing, Date.now());
      return { status: 'up', latencyMs };
    }
    if (json.data?.__typename && !json.errors?.length) {
      clearConfigurationProblems('Health');
      return { status: 'up', latencyMs };
    }
    return { status: 'down', error: `HTTP ${response.status}` };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.name : 'unreachable' };
  }
}

const reported = (problem: ConfigurationProblem) => ({
  missing: problem.missing,
  provider: problem.provider,
  description: problem.description,
  messages: problem.messages,
  operation: problem.operation,
  firstSeenAt: iso(problem.firstSeenAt),
  lastSeenAt: iso(problem.lastSeenAt),
});

/**
 * The site's state and the content system's, for load balancers and operators. Never cached.
 * 200 whenever the site can serve — also while the content system is down (`"status": "degraded"`): it then
 * serves the pages it has rendered before. 500 when WordPress lacks something the site reads (a plugin, a
 * custom post type, a menu location, an ACF field group: `"status": "misconfigured"`, with each problem
 * named in `configuration.problems`); a missing optional plugin is a note, not a problem. 503 only when the
 * site itself cannot serve (it is shutting down).
 */
export async function GET() {
  const { graphqlUrl, embeddedCms, cmsBreaker } = env();
  const probe = await probeContentSystem(graphqlUrl);

  const breaker = contentSystemState();
  // WordPress answered: the next page is rendered from it at once, without waiting for the breaker's own trial.
  if (probe.status === 'up' && breaker.phase !== 'closed') record(breaker, cmsBreaker, 'ok', Date.now(), 'health');
  const stopping = siteIsStopping();
  const recorded = configurationProblems();
  const problems = recorded.filter((problem) => !problem.optional);
  const notes = recorded.filter((problem) => problem.optional);
  const contentOk = probe.status === 'up' && breaker.phase === 'closed';
  const status = stopping ? 'stopping' : problems.length ? 'misconfigured' : contentOk ? 'ok' : 'degraded';
  return NextResponse.json(
    {
      status,
      site: { status: stopping ? 'stopping' : 'up' },
      contentSystem: {
        ...probe,
        embedded: embeddedCms,
        breaker: {
          state: breaker.phase,
          consecutiveFailures: breaker.consecutiveFailures,
          openedAt: iso(breaker.openedAt),
          nextTrialAt: iso(breaker.phase === 'open' ? breaker.nextTrialAt : null),
          lastFailure: breaker.lastFailure
            ? { at: iso(breaker.lastFailure.at), reason: breaker.lastFailure.reason }
            : null,
          lastSuccessAt: iso(breaker.lastSuccessAt),
        },
      },
      configuration: {
        status: problems.length ? 'problem' : 'ok',
        problems: problems.map(reported),
        notes: notes.map(reported),
      },
    },
    { status: stopping ? 503 : problems.length ? 500 : 200, headers: { 'Cache-Control': 'no-store' } },
  );
}
