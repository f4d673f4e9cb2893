import { describe, expect, it } from 'vitest';
import { tally, type TraceEvent } from './font-lookups';

const PAGE = 'http://127.0.0.1:3000/contact/';
const on = (tid: number, name: string, ts: number, dur: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur,
  ...(url ? { args: { beginData: { url } } } : {}),
});

describe('the font look-ups of a page load', () => {
  it('counts them by kind on the thread that parsed the page, each nested look-up once', () => {
    const events = [
      on(1, 'ParseHTML', 0, 500, PAGE),
      on(1, 'ParseHTML', 900, 200, PAGE),
      // An iframe's renderer thread parsed something else: its look-ups are not the page's.
      on(2, 'ParseHTML', 0, 100, 'http://127.0.0.1:3000/embed/'),
      on(2, 'WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName', 50, 9_000),
      on(1, 'UpdateLayoutTree', 1_000, 20_000),
      on(1, 'WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName', 1_100, 1_500),
      on(1, 'WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName', 3_000, 500),
      on(1, 'FontCache::GetFontPlatformData', 4_000, 6_000),
      // Setting up a face that sets up its fallback is one set-up, as long as the outer one.
      on(1, 'FontCache::GetFontPlatformData', 5_000, 2_000),
      on(1, 'FontDataManager::onMatchFamilyStyle', 5_100, 1_000),
      on(1, 'Layout', 30_000, 12_000),
      on(1, 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 31_000, 250),
    ];
    const result = tally(events, PAGE);
    expect(result['local() by name']).toEqual({ count: 2, ms: 2 });
    expect(result['face set-ups']).toEqual({ count: 1, ms: 6 });
    expect(result['family by name']).toEqual({ count: 1, ms: 1 });
    expect(result['render settings per size']).toEqual({ count: 1, ms: 0.25 });
    expect(result.style).toEqual({ count: 1, ms: 20 });
    expect(result.layout).toEqual({ count: 1, ms: 12 });
  });

  it('says so when no thread parsed the page', () => {
    expect(() => tally([on(1, 'ParseHTML', 0, 10, 'http://127.0.0.1:3000/other/')], PAGE)).toThrow(/no renderer/);
  });
});
