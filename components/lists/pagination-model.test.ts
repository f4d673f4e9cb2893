import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './pagination-model';

const render = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('pageItems', () => {
  it('shows every page of a short archive', () => {
    expect(render(pageItems(1, 1))).toBe('[1]');
    expect(render(pageItems(2, 3))).toBe('1 [2] 3');
    expect(render(pageItems(1, 4))).toBe('[1] 2 3 4');
  });

  it('leaves gaps in a long one, never hiding a single number', () => {
    expect(render(pageItems(1, 10))).toBe('[1] 2 … 10');
    expect(render(pageItems(5, 10))).toBe('1 … 4 [5] 6 … 10');
    expect(render(pageItems(4, 10))).toBe('1 2 3 [4] 5 … 10');
    expect(render(pageItems(10, 10))).toBe('1 … 9 [10]');
  });
});
