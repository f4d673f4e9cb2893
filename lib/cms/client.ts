import 'server-only';
import { env } from '@/lib/env';
import {
  admit,
  contentSystemState,
  currentRequestReads,
  noteFailedRead,
  record,
  releaseTrial,
  withNetworkProbe,
} from './breaker';
import {
  clearConfigurationProblems,
  ContentConfigurationError,
  missingPieces,
  noteConfigurationProblems,
  type MissingPiece,
} from './configuration';

export const FETCH_API_ERROR = 'Failed to fetch API';

export interface GraphQLError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
}

export interface FetchApiOptions {
  variables?: Record<string, unknown>;
  /** Send the server-side refresh token as a bearer credential (mutations only). */
  authenticated?: boolean;
  /** Cache tags for on-demand revalidation. */
  tags?: string[];
  /** Seconds before a cached answer is refreshed in the background; false = never cache. */
  revalidate?: number | false;
}

/** What a GraphQL POST came back with, told apart the way a retrying caller needs. */
export type GraphQLResult<TData> =
  | { kind: 'ok'; data: TData }
  /**
   * The content system answered and refused the operation (validation, authorisation): retrying will not help.
   * `missing`: every error says the schema lacks what the operation asks for — a configuration problem
   * (./configuration.ts), noted for `/api/health` and logged once.
   */
  | { kind: 'graphql-errors'; status: number; errors: GraphQLError[]; missing?: MissingPiece[] }
  /** Not reached, timed out, a server error (5xx, 429) or an answer that is not GraphQL: worth retrying later. */
  | { kind: 'unavailable'; reason: string };

/**
 * The one transport to the content system: a JSON POST of `{ query, variables }`, classified rather than
 * thrown, for callers (the form outbox) that must tell "try again later" from "refused".
 *
 * Behind a circuit breaker (`./breaker.ts`): after CMS_BREAKER_THRESHOLD consecutive unavailable answers,
 * requests are not sent for CMS_BREAKER_COOLDOWN_MS and answer `unavailable` at once; then one trial
 * request decides whether to resume. The form outbox sees the same `unavailable` and retries later.
 */
export async function postGraphQL<TData>(query: string, options: FetchApiOptions = {}): Promise<GraphQLResult<TData>> {
  const { cmsBreaker } = env();
  const state = contentSystemState();
  // One deadline for the whole request being answered (./breaker.ts, withRequestDeadline): spent, or an earlier read
  // of it found the content system unavailable, this one is answered from the cache or not at all.
  const reads = currentRequestReads();
  const spent = reads && (reads.failed ?? (Date.now() >= reads.deadline ? 'its deadline has passed' : null));
  const admission = spent ? 'reject' : admit(state, cmsBreaker, Date.now());
  if (admission === 'reject') {
    // Nothing goes over the network while the breaker is open, but a read that Next.js holds in its data cache
    // (this instance's, or the Redis cache shared by several instances) is still answered from there: a request
    // whose signal is already aborted is served from the cache when it can be and fails at once when it cannot.
    // Without this, every render during an outage (a form post's page, a page not cached whole) fails.
    if (!options.authenticated && options.revalidate !== false) {
      // Next.js drops the signal when it refreshes a stale entry; the network probe keeps that request in too.
      const { value: cached } = await withNetworkProbe(() => send<TData>(query, options, AbortSignal.abort()), {
        offline: true,
      });
      if (cached.kind === 'ok') return cached;
    }
    if (spent) return { kind: 'unavailable', reason: `not sent: this request's earlier read failed (${spent})` };
    const until = new Date(state.nextTrialAt ?? Date.now()).toISOString();
    return {
      kind: 'unavailable',
      reason: `not sent: the content system failed repeatedly; next attempt after ${until}`,
    };
  }
  const signal = reads ? AbortSignal.timeout(Math.max(1, reads.deadline - Date.now())) : undefined;
  const { value: result, network } = await withNetworkProbe(() => send<TData>(query, options, signal));
  if (reads && result.kind === 'unavailable') reads.failed = result.reason;
  if (result.kind === 'graphql-errors' && result.status !== 0) result.missing = missingPieces(result.errors);
  if (network === false) {
    // Answered from the data cache: nothing learnt about the content system.
    if (admission === 'trial') releaseTrial(state);
  } else if (!(result.kind === 'graphql-errors' && result.status === 0)) {
    // (A missing token is this site's configuration, not an answer from the content system.)
    const now = Date.now();
    const outcome = result.kind === 'graphql-errors' && result.missing ? 'misconfigured' : result.kind;
    record(state, cmsBreaker, outcome, now, result.kind === 'unavailable' ? result.reason : 'refused');
    if (result.kind === 'ok') clearConfigurationProblems(operationName(query));
    if (result.kind === 'graphql-errors' && result.missing) {
      noteConfigurationProblems(operationName(query), result.missing, now);
    }
  }
  return result;
}

async function send<TData>(
  query: string,
  options: FetchApiOptions,
  signal?: AbortSignal,
): Promise<GraphQLResult<TData>> {
  const { graphqlUrl, cmsTimeoutMs, refreshToken } = env();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.authenticated) {
    if (!refreshToken) {
      const message = 'WORDPRESS_REFRESH_TOKEN is not set; cannot send an authenticated request';
      return { kind: 'graphql-errors', status: 0, errors: [{ message }] };
    }
    headers.Authorization = `Bearer ${refreshToken}`;
  }

  const cacheable = !options.authenticated && options.revalidate !== false;
  let response: Response;
  try {
    response = await fetch(graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: options.variables ?? {} }),
      signal: signal ?? AbortSignal.timeout(cmsTimeoutMs),
      ...(cacheable
        ? { next: { revalidate: options.revalidate ?? 300, tags: options.tags ?? [] } }
        : { cache: 'no-store' as const }),
    });
  } catch (error) {
    return { kind: 'unavailable', reason: `could not reach the content system: ${describe(error)}` };
  }

  let json: { data?: TData | null; errors?: GraphQLError[] };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    return { kind: 'unavailable', reason: `answered HTTP ${response.status} with a body that is not JSON` };
  }

  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    const detail = json.errors?.length ? `: ${json.errors.map((error) => error.message).join('; ')}` : '';
    return { kind: 'unavailable', reason: `answered HTTP ${response.status}${detail}` };
  }
  if (json.errors?.length) return { kind: 'graphql-errors', status: response.status, errors: json.errors };
  if (!response.ok || json.data === undefined || json.data === null) {
    return { kind: 'unavailable', reason: `answered HTTP ${response.status} without data` };
  }
  return { kind: 'ok', data: json.data };
}

/**
 * The content system's data, or — on any failure: network, timeout, non-JSON, HTTP error or GraphQL
 * `errors` — a logged cause and `Error('Failed to fetch API')`, so callers handle one thing. A query the
 * schema lacks pieces for throws the same message as a `ContentConfigurationError`, which says what is missing.
 */
export async function fetchAPI<TData>(query: string, options: FetchApiOptions = {}): Promise<TData> {
  const result = await postGraphQL<TData>(query, options);
  if (result.kind === 'ok') return result.data;
  if (result.kind === 'graphql-errors' && result.missing) {
    // WordPress is up and said exactly what it lacks: not a failed read for the outage record (no "temporarily
    // unavailable" page), and logged in full once by postGraphQL. A missing optional plugin is no error at all.
    const error = new ContentConfigurationError(FETCH_API_ERROR, operationName(query), result.missing);
    if (!error.onlyOptional) {
      const missing = result.missing.map((piece) => piece.missing).join(', ');
      console.error(
        `fetchAPI: ${error.operation} refused by WordPress, ${missing} missing: a configuration problem, not an outage (GET /api/health)`,
      );
    }
    throw error;
  }
  // Every failed read is on record, so the site server can tell an outage from a bug (503, not 500).
  noteFailedRead(contentSystemState(), Date.now(), result.kind === 'unavailable' ? result.reason : 'refused');
  if (result.kind === 'graphql-errors') {
    console.error(`fetchAPI: ${operationName(query)} answered with GraphQL errors:`, result.errors);
  } else {
    console.error(`fetchAPI: ${operationName(query)} ${result.reason}`);
  }
  throw new Error(FETCH_API_ERROR);
}

export function operationName(query: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous operation';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
