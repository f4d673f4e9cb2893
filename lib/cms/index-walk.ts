/**
 * Walking a WPGraphQL connection to its end, batch by batch, so that the batches stay the same reads from one
 * walk to the next.
 *
 * A cursor names an entry (`arrayconnection:<id>`), not a position, so "the 100 entries after X" stays the same
 * read while nothing changes below X. The walk does not start each batch after the previous batch's last entry
 * (a new post at the top would shift every boundary by one and make every cached batch a new read): it starts
 * it after an anchor, an entry picked by its cursor alone (about one in `ANCHOR_SPACING`), the last one in the
 * second half of the batch. A new post shifts the first batch only; from its anchor on, the walk asks for the
 * very reads it asked for before, which the data cache still holds. The entries past the anchor are read again
 * at the start of the next batch, about a sixth more entries than a walk by position.
 *
 * There is no fixed cap on the number of entries. A content system whose cursors never end is stopped where a
 * cursor repeats: a batch that starts after a cursor already used, or brings an entry already seen.
 */

export interface IndexBatch<T> {
  edges: { cursor: string; entry: T }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Reads the batch that starts after `after` (`null`: the first). */
export type ReadBatch<T> = (after: string | null) => Promise<IndexBatch<T>>;

interface WalkedBatch {
  /** The cursor the batch starts after: `null` for the first. */
  after: string | null;
  /** The cursors of the entries this batch contributed, in order. */
  cursors: string[];
}

export interface Walk<T> {
  entries: (T & { cursor: string })[];
  batches: WalkedBatch[];
  /** `false` when the walk stopped at a repeated cursor rather than at the connection's end. */
  complete: boolean;
}

/** About one entry in this many is an anchor. */
const ANCHOR_SPACING = 16;

/** FNV-1a over the cursor's characters: the same cursor is an anchor in every walk, on every instance. */
export function isAnchor(cursor: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < cursor.length; i += 1) {
    hash ^= cursor.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % ANCHOR_SPACING === 0;
}

/**
 * How many of a batch's entries to keep and where the next batch starts: after the last anchor of the batch's
 * second half, or after its last entry when that half holds none; `null` at the connection's end.
 */
export function cutBatch(
  cursors: readonly string[],
  hasNextPage: boolean,
  endCursor: string | null,
): {
  keep: number;
  next: string | null;
} {
  if (!hasNextPage || cursors.length === 0) return { keep: cursors.length, next: null };
  for (let i = cursors.length - 1; i >= Math.ceil(cursors.length / 2); i -= 1) {
    if (isAnchor(cursors[i]!)) return { keep: i + 1, next: cursors[i]! };
  }
  return { keep: cursors.length, next: endCursor ?? cursors.at(-1)! };
}

export async function walkConnection<T>(read: ReadBatch<T>, label = 'connection'): Promise<Walk<T>> {
  const entries: (T & { cursor: string })[] = [];
  const batches: WalkedBatch[] = [];
  const seen = new Set<string>();
  const starts = new Set<string | null>();
  let after: string | null = null;
  for (;;) {
    if (starts.has(after)) return stopped(label, after, entries, batches);
    starts.add(after);
    const batch = await read(after);
    const cursors = batch.edges.map((edge) => edge.cursor);
    const { keep, next } = cutBatch(cursors, batch.hasNextPage, batch.endCursor);
    const taken: string[] = [];
    for (const edge of batch.edges.slice(0, keep)) {
      if (seen.has(edge.cursor)) {
        batches.push({ after, cursors: taken });
        return stopped(label, edge.cursor, entries, batches);
      }
      seen.add(edge.cursor);
      taken.push(edge.cursor);
      entries.push({ ...edge.entry, cursor: edge.cursor });
    }
    batches.push({ after, cursors: taken });
    if (next === null) return { entries, batches, complete: true };
    after = next;
  }
}

function stopped<T>(
  label: string,
  cursor: string | null,
  entries: (T & { cursor: string })[],
  batches: WalkedBatch[],
): Walk<T> {
  console.warn(
    `content index: the ${label} answered cursor ${JSON.stringify(cursor)} twice; ` +
      `the walk stops at ${entries.length} entries rather than loop`,
  );
  return { entries, batches, complete: false };
}

/**
 * The starting cursors of the batches (the first left out) that hold an entry at any of `uris`: where a change
 * to that entry shows in the index.
 */
export function indexBatchesHolding<T extends { uri: string }>(
  walk: Pick<Walk<T>, 'entries' | 'batches'>,
  uris: readonly string[],
): string[] {
  const wanted = new Set(uris);
  const changed = new Set(walk.entries.filter((entry) => wanted.has(entry.uri)).map((entry) => entry.cursor));
  return walk.batches.flatMap((batch) =>
    batch.after !== null && batch.cursors.some((cursor) => changed.has(cursor)) ? [batch.after] : [],
  );
}
