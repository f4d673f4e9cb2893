import { NextResponse } from 'next/server';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** The site's state and the content system's, for load balancers and operators. Never cached. */
export async function GET() {
  const { graphqlUrl, embeddedCms } = env();
  const started = performance.now();
  let cms: { status: 'up' | 'down'; latencyMs?: number; error?: string };
  try {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'query Health { __typename }' }),
      signal: AbortSignal.timeout(2000),
      cache: 'no-store',
    });
    const json = (await response.json()) as { data?: { __typename?: string } };
    cms = json.data?.__typename
      ? { status: 'up', latencyMs: Math.round(performance.now() - started) }
      : { status: 'down', error: `HTTP ${response.status}` };
  } catch (error) {
    cms = { status: 'down', error: error instanceof Error ? error.name : 'unreachable' };
  }
  // The site itself is up whenever this answers: it serves cached pages while the content system is down.
  return NextResponse.json(
    { status: 'ok', site: { status: 'up' }, contentSystem: { ...cms, embedded: embeddedCms } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
