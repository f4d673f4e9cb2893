import { NextResponse } from 'next/server';
import { contentSystemState } from '@/lib/cms/breaker';
import { env } from '@/lib/env';
import { siteIsStopping } from '@/server/lifecycle';

export const dynamic = 'force-dynamic';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The site's state and the content system's, for load balancers and operators. Never cached.
 * 200 whenever the site can serve — also while the content system is down (`"status": "degraded"`): it then
 * serves the pages it has rendered before. 503 only when the site itself cannot serve (it is shutting down).
 */
export async function GET() {
  const { graphqlUrl, embeddedCms } = env();
  const started = performance.now();
  let probe: { status: 'up' | 'down'; latencyMs?: number; error?: string };
  try {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'query Health { __typename }' }),
      signal: AbortSignal.timeout(2000),
      cache: 'no-store',
    });
    const json = (await response.json()) as { data?: { __typename?: string } };
    probe = json.data?.__typename
      ? { status: 'up', latencyMs: Math.round(performance.now() - started) }
      : { status: 'down', error: `HTTP ${response.status}` };
  } catch (error) {
    probe = { status: 'down', error: error instanceof Error ? error.name : 'unreachable' };
  }

  const breaker = contentSystemState();
  const stopping = siteIsStopping();
  const contentOk = probe.status === 'up' && breaker.phase === 'closed';
  const status = stopping ? 'stopping' : contentOk ? 'ok' : 'degraded';
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
    },
    { status: stopping ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
  );
}
