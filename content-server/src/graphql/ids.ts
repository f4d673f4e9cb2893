/** WPGraphQL's global ids and cursors: base64 of `type:id` and of `arrayconnection:id`. */

export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (
    colon <= 0 ||
    Buffer.from(decoded, 'utf8').toString('base64').replace(/=+$/, '') !== globalId.replace(/=+$/, '')
  ) {
    return null;
  }
  return { type: decoded.slice(0, colon), id: decoded.slice(colon + 1) };
}

export function toCursor(id: number): string {
  return toGlobalId('arrayconnection', id);
}

/** The database id behind a cursor, or null for anything that is not one of ours. */
export function fromCursor(cursor: string): number | null {
  const parsed = fromGlobalId(cursor);
  if (!parsed || parsed.type !== 'arrayconnection' || !/^\d+$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

/** A database id given either as a number-like string or as a global id of the expected type. */
export function databaseIdFrom(value: string | number, globalType: string | null): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (/^\d+$/.test(value)) return Number(value);
  const parsed = fromGlobalId(value);
  if (!parsed || (globalType !== null && parsed.type !== globalType) || !/^\d+$/.test(parsed.id)) return null;
  return Number(parsed.id);
}
