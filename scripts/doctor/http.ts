import type { Credentials } from './types';

/**
 * The doctor's own HTTP: it must see what the site's transport (lib/cms/client.ts) deliberately hides — the
 * status, the content type, a redirect, a body that is not JSON — so it posts with plain `fetch`, never follows
 * a redirect (a POST that is redirected arrives as a GET, which is itself a finding) and never caches.
 */
export type Reply =
  | { kind: 'answer'; status: number; contentType: string; headers: Headers; body: string; json?: unknown }
  | { kind: 'unreachable'; reason: string };

export async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Reply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'unreachable', reason: describe(error, timeoutMs) };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { kind: 'unreachable', reason: describe(error, timeoutMs) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    kind: 'answer',
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: text,
    json,
  };
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
    const cause = error.cause instanceof Error ? error.cause.message : '';
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}

export interface GraphQLReply<TData> {
  status: number;
  data?: TData | null;
  errors: { message: string }[];
}

/** A GraphQL request that got no GraphQL answer: the check that sent it reports this as its problem. */
export class NoGraphQLAnswer extends Error {}

export function authorization(credentials: Credentials): string {
  return credentials.kind === 'bearer'
    ? `Bearer ${credentials.token}`
    : `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
}

export type GraphQLRequest = <TData>(
  query: string,
  variables?: Record<string, unknown>,
  options?: { authenticated?: boolean },
) => Promise<GraphQLReply<TData>>;

/** Posts `{ query, variables }`; anonymous like the site's reads unless `authenticated` and credentials exist. */
export function graphqlClient(url: string, timeoutMs: number, credentials?: Credentials): GraphQLRequest {
  return async (query, variables = {}, options = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (options.authenticated && credentials) headers.Authorization = authorization(credentials);
    const reply = await post(url, JSON.stringify({ query, variables }), headers, timeoutMs);
    if (reply.kind === 'unreachable') throw new NoGraphQLAnswer(`WordPress did not answer: ${reply.reason}`);
    const json = reply.json as { data?: unknown; errors?: { message?: unknown }[] } | undefined;
    if (!json || typeof json !== 'object' || (!('data' in json) && !Array.isArray(json.errors))) {
      throw new NoGraphQLAnswer(`WordPress answered HTTP ${reply.status} without a GraphQL answer`);
    }
    const errors = (json.errors ?? []).map((error) => ({ message: String(error?.message ?? 'unknown error') }));
    return { status: reply.status, data: json.data as never, errors };
  };
}
