import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollDownTarget } from './scroll-down';

const doc = (ids: string[]) => ({
  getElementById: (id: string) => (ids.includes(id) ? ({ id } as unknown as HTMLElement) : null),
});

describe('scrollDownTarget', () => {
  it('goes to the link’s anchor when it exists', () => {
    expect(scrollDownTarget('#hero-end', doc(['hero-end', 'main']))?.id).toBe('hero-end');
  });

  it('goes to the main container without an anchor, or when the anchor is missing', () => {
    expect(scrollDownTarget(null, doc(['main']))?.id).toBe('main');
    expect(scrollDownTarget('', doc(['main']))?.id).toBe('main');
    expect(scrollDownTarget('#gone', doc(['main']))?.id).toBe('main');
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1, passes the middle at the middle', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });
});
