import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { AdminTableMessage } from '../shared/admin-table';
import { cellPadding, columnClasses } from './list-cell-classes';
import type { ListFeatures } from './list-features';
import { RetryButton } from './retry-button';
import type { ListTableModel } from './use-list-table';

type QueryState = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** A list whose rows are already in hand (a list loaded with its page): never loading, never failed. */
const LOADED: QueryState = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

/**
 * The table of an admin list: sticky header (to the page on wide screens; on narrow ones the table
 * scrolls inside its card and the page never overflows), sort buttons, and one message row for
 * loading, error and no rows that spans exactly the visible columns.
 */
export function ListTable<TRow extends RowData>({
  list,
  caption,
  query = LOADED,
  messages,
  rowClassName,
  rowDetails,
}: {
  list: ListTableModel<TRow>;
  caption: string;
  /** The list's query; omit it for rows the page already has. */
  query?: QueryState;
  messages: { loading?: string; error?: string; empty: ReactNode };
  rowClassName?: (row: TRow) => string | undefined;
  /** What a row shows opened (e.g. its changes) in a full-width row under it; null while closed. */
  rowDetails?: (row: TRow) => { id: string; content: ReactNode } | null;
}) {
  const { table, compact } = list;
  const rows = table.getRowModel().rows;
  const colSpan = table.getVisibleLeafColumns().length;
  const padding = cellPadding(compact);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/80 lg:overflow-x-visible">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} padding={padding} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody aria-busy={query.isFetching}>
          {query.isPending ? (
            <AdminTableMessage colSpan={colSpan}>{messages.loading}</AdminTableMessage>
          ) : query.isError ? (
            <AdminTableMessage colSpan={colSpan}>
              {messages.error} <RetryButton onRetry={query.refetch} />
            </AdminTableMessage>
          ) : rows.length === 0 ? (
            <AdminTableMessage colSpan={colSpan}>{messages.empty}</AdminTableMessage>
          ) : (
            rows.map((row) => {
              const details = rowDetails?.(row.original);
              return (
                <Fragment key={row.id}>
                  <tr
                    className={
                      row.getIsSelected()
                        ? 'bg-brand-50/50'
                        : (rowClassName?.(row.original) ?? 'hover:bg-zinc-50/60')
                    }
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={`border-b border-zinc-100 align-middle ${padding} ${columnClasses(cell.column.columnDef.meta)}`}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                  {details ? (
                    <tr id={details.id}>
                      <td colSpan={colSpan} className="border-b border-zinc-100 bg-zinc-50 px-3 py-3">
                        {details.content}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<TRow extends RowData>({
  header,
  padding,
}: {
  header: Header<ListFeatures, TRow, unknown>;
  padding: string;
}) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : meta?.srOnlyHeader ? (
    <span className="sr-only">{meta.label}</span>
  ) : (
    <FlexRender header={header} />
  );
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={`sticky top-0 z-10 border-b border-zinc-200 bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase ${padding} ${columnClasses(meta)}`}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className="inline-flex items-center gap-1 uppercase hover:text-zinc-950"
        >
          {content}
          {sorted === 'asc' ? (
            <ArrowUp aria-hidden="true" className="size-3.5" />
          ) : sorted === 'desc' ? (
            <ArrowDown aria-hidden="true" className="size-3.5" />
          ) : (
            <ArrowUpDown aria-hidden="true" className="size-3.5 text-zinc-400" />
          )}
        </button>
      ) : (
        content
      )}
    </th>
  );
}
