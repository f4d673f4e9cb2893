import 'server-only';
import { env } from '@/lib/env';

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

/**
 * The one transport to the content system: a JSON POST of `{ query, variables }`.
 * Any failure — network, timeout, non-JSON, HTTP error or GraphQL `errors` — is logged and surfaces as
 * `Error('Failed to fetch API')`, so callers handle one thing.
 */
export async function fetchAPI<TData>(query: string, options: FetchApiOptions = {}): Promise<TData> {
  const { graphqlUrl, cmsTimeoutMs, refreshToken } = env();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.authenticated) {
    if (!refreshToken) {
      console.error('fetchAPI: WORDPRESS_REFRESH_TOKEN is not set; cannot send an authenticated request');
      throw new Error(FETCH_API_ERROR);
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
      signal: AbortSignal.timeout(cmsTimeoutMs),
      ...(cacheable
        ? { next: { revalidate: options.revalidate ?? 300, tags: options.tags ?? [] } }
        : { cache: 'no-store' as const }),
    });
  } catch (error) {
    console.error(`fetchAPI: ${operationName(query)} could not reach the content system:`, describe(error));
    throw new Error(FETCH_API_ERROR, { cause: error });
  }

  let json: { data?: TData | null; errors?: GraphQLError[] };
  try {
    json = (await response.json()) as typeof json;
  } catch (error) {
    console.error(`fetchAPI: ${operationName(query)} answered HTTP ${response.status} with a body that is not JSON`);
    throw new Error(FETCH_API_ERROR, { cause: error });
  }

  if (json.errors?.length) {
    console.error(`fetchAPI: ${operationName(query)} answered with GraphQL errors:`, json.errors);
    throw new Error(FETCH_API_ERROR);
  }
  if (!response.ok || json.data === undefined || json.data === null) {
    console.error(`fetchAPI: ${operationName(query)} answered HTTP ${response.status} without data`);
    throw new Error(FETCH_API_ERROR);
  }
  return json.data;
}

function operationName(query: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous operation';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
