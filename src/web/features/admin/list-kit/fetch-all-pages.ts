export type ListPage<TRow> = { items: readonly TRow[]; pageCount: number };

/** More pages than an admin list has; a guard against a server that never reports the last page. */
const MAX_PAGES = 500;

/**
 * Every row of a filtered list, page by page through the list's own endpoint (so the export holds
 * exactly what the filters select, ADR 041). `fetchPage` gets a 1-based page number.
 */
export async function fetchAllPages<TRow>(
  fetchPage: (page: number) => Promise<ListPage<TRow>>,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchPage(page);
    rows.push(...result.items);
    if (page >= result.pageCount) break;
  }
  return rows;
}
