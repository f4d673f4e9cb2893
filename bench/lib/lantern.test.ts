import { describe, expect, it } from 'vitest';
import { columnLabels, graphRows, medianTable } from './lantern';

/** Nodes shaped as Lighthouse's simulator hands them over: network requests and main-thread tasks. */
const request = (url: string, transferSize: number, priority: string, resourceType: string) => ({
  type: 'network',
  request: { url, transferSize, priority, resourceType },
});
const task = (...names: string[]) => ({ type: 'cpu', childEvents: names.map((name) => ({ name })) });

describe('the listing of a simulated graph', () => {
  it('lists requests and long tasks in the order they start, with bytes, priority and path', () => {
    const timings = new Map<unknown, { startTime: number; endTime: number }>([
      [
        request('http://127.0.0.1:3441/_next/static/media/display.woff2', 24673, 'High', 'Font'),
        { startTime: 646, endTime: 1742 },
      ],
      [request('http://127.0.0.1:3441/', 12767, 'VeryHigh', 'Document'), { startTime: 0, endTime: 646 }],
      [task('ParseHTML', 'Layout', 'Layout'), { startTime: 723, endTime: 848 }],
      [task('TimerFire'), { startTime: 850, endTime: 855 }],
    ]);
    const rows = graphRows(timings as never);
    expect(rows.map((row) => [row.start, row.end])).toEqual([
      [0, 646],
      [646, 1742],
      [723, 848],
    ]);
    expect(rows[0]!.text).toMatch(/12767 B {2}VeryHigh Document \/$/);
    expect(rows[1]!.text).toContain('/_next/static/media/display.woff2');
    expect(rows[1]!.text).not.toContain('127.0.0.1');
    // A task's distinct events, once each; a 5 ms task is left out of the listing.
    expect(rows[2]!.text.trim()).toBe('cpu  ParseHTML, Layout');
  });
});

describe('the side-by-side tables of --blocking', () => {
  it('heads each column with its path, or with its origin where two columns share the path', () => {
    expect(columnLabels(['http://127.0.0.1:3999/', 'http://127.0.0.1:3452/contact/'])).toEqual(['/', '/contact/']);
    expect(
      columnLabels(['http://127.0.0.1:3452/contact/', 'http://127.0.0.1:3453/contact/', 'http://127.0.0.1:3452/']),
    ).toEqual(['http://127.0.0.1:3452/contact/', 'http://127.0.0.1:3453/contact/', '/']);
  });

  it("takes each kind of work's median over all rounds, a round without it counting 0", () => {
    const post = new Map([
      ['paint', [10, 30, 20]],
      ['script inline', [90]],
    ]);
    const contact = new Map([['style and layout', [100, 140]]]);
    expect(medianTable([post, contact], 3)).toEqual([
      { kind: 'paint', medians: [20, 0] },
      { kind: 'script inline', medians: [0, 0] },
      { kind: 'style and layout', medians: [0, 100] },
    ]);
  });
});
