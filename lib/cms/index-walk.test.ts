import { describe, expect, it } from 'vitest';
import { cursorForPage } from './listing-table';
import { cutBatch, indexBatchesHolding, isAnchor, walkConnection, type IndexBatch } from './index-walk';

/** A connection over `ids` (newest first) that serves `first` entries after a cursor, as WPGraphQL does. */
function connection(ids: readonly number[], first = 100) {
  const reads: (string | null)[] = [];
  const read = async (after: string | null): Promise<IndexBatch<{ uri: string }>> => {
    reads.push(after);
    const start = after === null ? 0 : ids.indexOf(Number(after.slice('c'.length))) + 1;
    const slice = ids.slice(start, start + first);
    return {
      edges: slice.map((id) => ({ cursor: `c${id}`, entry: { uri: `/post-${id}/` } })),
      hasNextPage: start + first < ids.length,
      endCursor: slice.length ? `c${slice.at(-1)}` : null,
    };
  };
  return { read, reads };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => to - i);

describe('walkConnection', () => {
  it('reads every entry once, in order, with no cap on their number (25,000 entries)', async () => {
    const ids = range(1, 25_000);
    const walk = await walkConnection(connection(ids).read);
    expect(walk.complete).toBe(true);
    expect(walk.entries.map((entry) => entry.uri)).toEqual(ids.map((id) => `/post-${id}/`));
  });

  it('stops where a cursor repeats: a content system that ignores `after` answers the first batch forever', async () => {
    let reads = 0;
    const walk = await walkConnection(async () => {
      reads += 1;
      return {
        edges: range(1, 100).map((id) => ({ cursor: `c${id}`, entry: { uri: `/p${id}/` } })),
        hasNextPage: true,
        endCursor: 'c1',
      };
    });
    expect(walk.complete).toBe(false);
    expect(reads).toBe(2);
    expect(new Set(walk.entries.map((entry) => entry.cursor)).size).toBe(walk.entries.length);
  });

  it('stops at a batch that brings nothing, and where a batch would start after a cursor already used', async () => {
    let reads = 0;
    const walk = await walkConnection(async () => {
      reads += 1;
      return { edges: [], hasNextPage: true, endCursor: 'same' };
    });
    expect(walk.complete).toBe(true);
    expect(reads).toBe(1);
    const looping = await walkConnection(async (after) => ({
      edges: [{ cursor: `${after}x`.slice(0, 3), entry: {} }],
      hasNextPage: true,
      endCursor: 'loop',
    }));
    expect(looping.complete).toBe(false);
  });

  it('after a new entry at the top, asks for the same batches as before but the first', async () => {
    const ids = range(1, 2_000);
    const before = connection(ids);
    await walkConnection(before.read);
    const after = connection([2_001, ...ids]);
    const walk = await walkConnection(after.read);
    expect(walk.entries).toHaveLength(2_001);
    const known = new Set(before.reads);
    const newReads = after.reads.filter((start) => !known.has(start));
    // The first batch is read again under the list's tag; any other new read is the walk falling back in step.
    expect(newReads.length).toBeLessThanOrEqual(2);
    expect(after.reads.length).toBeGreaterThan(15);
  });

  it('keeps the batch boundaries where they were when an entry deep down goes', async () => {
    const ids = range(1, 2_000);
    const before = connection(ids);
    const first = await walkConnection(before.read);
    const gone = ids.find((id, i) => i > 1_000 && !isAnchor(`c${id}`))!;
    const after = connection(ids.filter((id) => id !== gone));
    const second = await walkConnection(after.read);
    expect(second.entries.map((entry) => entry.cursor)).not.toContain(`c${gone}`);
    expect(after.reads).toEqual(before.reads);
    // The batch that held it is the one the webhook refreshes.
    const holding = indexBatchesHolding(first, [`/post-${gone}/`]);
    expect(holding).toHaveLength(1);
    const batch = first.batches.find((b) => b.after === holding[0])!;
    expect(batch.cursors).toContain(`c${gone}`);
  });
});

describe('cutBatch', () => {
  it('cuts after the last anchor of the batch’s second half, or after its end without one', () => {
    const cursors = Array.from({ length: 100 }, (_, i) => `k${i}`);
    const anchors = cursors.map((c, i) => (isAnchor(c) ? i : -1)).filter((i) => i >= 50);
    const { keep, next } = cutBatch(cursors, true, 'k99');
    if (anchors.length) expect([keep, next]).toEqual([anchors.at(-1)! + 1, cursors[anchors.at(-1)!]]);
    else expect([keep, next]).toEqual([100, 'k99']);
    expect(cutBatch(cursors, false, 'k99')).toEqual({ keep: 100, next: null });
  });

  it('picks about one cursor in sixteen as an anchor', () => {
    const count = Array.from({ length: 16_000 }, (_, i) => `YXJyYXljb25uZWN0aW9uOj${i}`).filter(isAnchor).length;
    expect(count).toBeGreaterThan(800);
    expect(count).toBeLessThan(1_200);
  });
});

describe('cursorForPage over a walked index', () => {
  it('gives the cursor that starts any page, however deep', async () => {
    const ids = range(1, 20_000);
    const walk = await walkConnection(connection(ids).read);
    const cursors = walk.entries.map((entry) => entry.cursor);
    expect(cursorForPage(cursors, 1, 12)).toBeNull();
    expect(cursorForPage(cursors, 1_667, 12)).toBe(`c${ids[1_666 * 12 - 1]}`);
    expect(cursorForPage(cursors, 1_668, 12)).toBeUndefined();
  });
});
