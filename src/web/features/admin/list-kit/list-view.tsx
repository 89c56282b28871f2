import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { NounForms } from '../../../../domain/format/count-noun';
import type { CsvColumn } from './csv';
import { ListActionBar } from './list-action-bar';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import type { ListPageModel } from './use-list-page';

/**
 * The body of a list page from `useListPage`: the action bar (bulk actions, or columns, density and the
 * CSV of every page), the table and the pagination; or, while the list has no rows and no filter is
 * set, the page's first-use state instead.
 */
export function ListView<TRow extends RowData>({
  page,
  caption,
  messages,
  pages,
  csv,
  firstUse,
  selectedText,
  bulkActions,
  summary,
  rowClassName,
  rowDetails,
  selectAll,
}: {
  page: ListPageModel<TRow>;
  caption: string;
  messages: { loading: string; error: string; empty: ReactNode };
  /** The list's route and the counted thing (['annonce', 'annoncer']); omit for a list on one page. */
  pages?: { to: string; noun: readonly [string, string] };
  csv?: { fileName: string; columns: readonly CsvColumn<TRow>[] };
  firstUse?: ReactNode;
  selectedText?: (count: number) => string;
  bulkActions?: (rows: TRow[]) => ReactNode;
  summary?: ReactNode;
  rowClassName?: (row: TRow) => string | undefined;
  rowDetails?: (row: TRow) => { id: string; content: ReactNode } | null;
  /** Bulk actions may take every row matching the filter, up to `limit` (issue 25). */
  selectAll?: { noun: NounForms; limit: number };
}) {
  if (firstUse && page.pagination?.total === 0 && !page.filtered) return firstUse;
  return (
    <>
      <ListActionBar
        list={page.list}
        selectedText={selectedText}
        bulkActions={bulkActions}
        summary={summary}
        csv={csv && { ...csv, fetchPage: page.fetchPage }}
        matching={
          selectAll && page.pagination
            ? { ...selectAll, total: page.pagination.total, filtered: page.filtered }
            : undefined
        }
      />
      <ListTable
        list={page.list}
        caption={caption}
        query={page.query}
        messages={messages}
        rowClassName={rowClassName}
        rowDetails={rowDetails}
      />
      {pages && page.pagination ? (
        <ListPagination to={pages.to} {...page.pagination} noun={pages.noun} />
      ) : null}
    </>
  );
}
