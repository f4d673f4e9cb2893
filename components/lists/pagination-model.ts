export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: always the first and last, the current one with a neighbour either side,
 * and a gap where numbers are left out (only when it hides at least two; one hidden number is shown instead).
 */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = new Set<number>([1, count, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1, current: previous + 1 === current });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page, current: page === current });
    previous = page;
  }
  return items;
}
