import { describe, expect, it } from 'vitest';
import { compareTable, summarise } from './compare';
import type { LighthouseRun } from './lighthouse';

function run(performance: number, fcpMs: number, lcpMs: number, tbtMs: number, cls = 0): LighthouseRun {
  return {
    url: 'http://127.0.0.1/',
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs,
    lcpMs,
    tbtMs,
    cls,
    lcpElement: null,
    failed: [],
    lighthouseVersion: '12',
    userAgent: 'Chromium',
    benchmarkIndex: 1500,
  };
}

describe('bench:startup -- compare', () => {
  it('takes the median of each figure and the largest layout shift', () => {
    const figures = summarise([run(80, 1500, 1900, 600), run(90, 1200, 1700, 300, 0.01), run(85, 1300, 2500, 450)]);
    expect(figures).toEqual({ performance: 85, fcpMs: 1300, lcpMs: 1900, tbtMs: 450, cls: 0.01 });
  });

  it("shows each side's medians and B's difference from A, signed", () => {
    const table = compareTable([
      {
        page: { name: 'post', path: '/a-post/' },
        a: { performance: 85, fcpMs: 1500, lcpMs: 1900, tbtMs: 500, cls: 0 },
        b: { performance: 88, fcpMs: 1250, lcpMs: 1900, tbtMs: 540.4, cls: 0.002 },
      },
    ]);
    const row = table.split('\n')[2]!;
    expect(row).toContain('| post `/a-post/` |');
    expect(row).toContain('P 85 · FCP 1500 ms · LCP 1900 ms · TBT 500 ms · CLS 0.000');
    expect(row).toContain('P 88 · FCP 1250 ms · LCP 1900 ms · TBT 540 ms · CLS 0.002');
    expect(row).toContain('P +3 · FCP −250 ms · LCP ±0 ms · TBT +40 ms');
  });
});
