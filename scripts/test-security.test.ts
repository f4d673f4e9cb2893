import { describe, expect, it } from 'vitest';
import { tallyPlaywright } from './test-security';

const spec = (title: string, status: string, steps: { title: string; error?: unknown }[] = []) => ({
  title,
  file: 'tests/e2e/x.spec.ts',
  tests: [{ status, results: [{ status: status === 'expected' ? 'passed' : 'failed', steps }] }],
});

describe('what npm run test:security counts', () => {
  it('counts each hostile check once and each case of the XSS corpus on its own', () => {
    const tally = tallyPlaywright({
      suites: [
        { specs: [spec('site: a path with NUL', 'expected'), spec('site: a chunked webhook', 'unexpected')] },
        {
          suites: [
            {
              specs: [
                spec('DOMPurify cases 1–3', 'expected', [
                  { title: 'case 1: a' },
                  { title: 'case 2: b' },
                  { title: 'case 3: c' },
                ]),
                spec('DOMPurify cases 4–5', 'flaky', [{ title: 'case 4: d' }, { title: 'case 5: e' }]),
                spec('skipped', 'skipped'),
              ],
            },
          ],
        },
      ],
    });
    expect(tally).toEqual({
      hostile: { tried: 2, held: 1, failed: 1 },
      corpus: { tried: 5, held: 5, failed: 0 },
    });
  });

  it('counts every case of a page that failed as failed, those it never reached included', () => {
    const tally = tallyPlaywright({
      suites: [
        {
          specs: [
            spec('DOMPurify cases 1–4', 'unexpected', [{ title: 'case 1: a' }, { title: 'case 2: b', error: 'x' }]),
          ],
        },
      ],
    });
    expect(tally.corpus).toEqual({ tried: 4, held: 0, failed: 4 });
  });
});
