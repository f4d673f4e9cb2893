import { GraphQLError } from 'graphql';
import { toCursor } from './ids';

/** The most items a connection returns, as WPGraphQL's `graphql_connection_max_query_amount` default. */
const MAX_PAGE_SIZE = 100;
/** WPGraphQL's page size when neither `first` nor `last` is given. */
const DEFAULT_PAGE_SIZE = 10;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
}

/** Reads first/last/after/before the way WPGraphQL does: one direction, positive sizes, capped at 100. */
export function readPageArgs(args: PageArgs): { limit: number; backwards: boolean; cursor: string | null } {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value !== undefined && value !== null && value < 0)
      throw new GraphQLError(`${name} must be a positive integer.`);
  }
  if (args.first != null && args.last != null) {
    throw new GraphQLError(
      'first and last cannot be used together. For forward pagination, use first & after. For backward pagination, use last & before.',
    );
  }
  const backwards = args.last != null || (args.first == null && args.before != null);
  const size = (backwards ? args.last : args.first) ?? DEFAULT_PAGE_SIZE;
  return { limit: Math.min(size, MAX_PAGE_SIZE), backwards, cursor: (backwards ? args.before : args.after) ?? null };
}

export function connectionOf<T>(
  items: { node: T; id: number }[],
  pageInfo: Omit<PageInfo, 'startCursor' | 'endCursor'>,
): Connection<T> {
  const edges = items.map((item) => ({ cursor: toCursor(item.id), node: item.node }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: { ...pageInfo, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/** A connection over an in-memory list (menus, categories, form fields): small sets, sliced by cursor. */
export function sliceConnection<T>(all: { node: T; id: number }[], args: PageArgs): Connection<T> {
  const { limit, backwards, cursor } = readPageArgs(args);
  let start = 0;
  let end = all.length;
  if (cursor !== null) {
    const at = all.findIndex((item) => toCursor(item.id) === cursor);
    if (at === -1) return connectionOf([], { hasNextPage: false, hasPreviousPage: false });
    if (backwards) end = at;
    else start = at + 1;
  }
  const window = backwards
    ? all.slice(Math.max(start, end - limit), end)
    : all.slice(start, Math.min(end, start + limit));
  const first = all.indexOf(window[0]!);
  return connectionOf(window, {
    hasPreviousPage: window.length > 0 ? first > 0 : start > 0,
    hasNextPage: window.length > 0 ? first + window.length < all.length : false,
  });
}

/** An empty connection, for lists this server keeps empty (enqueued scripts and stylesheets). */
export function emptyConnection<T>(): Connection<T> {
  return connectionOf<T>([], { hasNextPage: false, hasPreviousPage: false });
}
