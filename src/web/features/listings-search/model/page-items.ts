export type PageItem = number | 'gap';

/**
 * Page numbers to show: the first, the last and `around` pages each side of the current one, with a
 * gap where pages are left out (a gap never hides just one page).
 */
export function pageItems(current: number, pageCount: number, around = 1): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
