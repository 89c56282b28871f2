import type { RowData } from '@tanstack/react-table';
import { listColumnHelper } from './list-features';

const checkboxClass = 'size-5 accent-brand-700 disabled:opacity-40';

/**
 * The checkbox column of a list with bulk actions. `all` labels the header box (it selects the rows on
 * the page; without it the header has no box), `one` names a row's box; `blocked` is the hover text of
 * a row that cannot be selected now (the list's `canSelect`); a row `offered` says no to has no box.
 */
export function selectionColumn<TRow extends RowData>(labels: {
  all?: string;
  one: (row: TRow) => string;
  blocked?: string;
  offered?: (row: TRow) => boolean;
}) {
  return listColumnHelper<TRow>().display({
    id: 'select',
    enableHiding: false,
    enableSorting: false,
    meta: { label: 'Vælg', className: 'w-10' },
    header: ({ table }) =>
      labels.all === undefined ? (
        <span className="sr-only">Vælg</span>
      ) : (
        <input
          type="checkbox"
          className={checkboxClass}
          aria-label={labels.all}
          checked={table.getIsAllPageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
          disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
        />
      ),
    cell: ({ row }) =>
      labels.offered && !labels.offered(row.original) ? null : (
        <input
          type="checkbox"
          className={checkboxClass}
          aria-label={labels.one(row.original)}
          title={row.getCanSelect() || row.getIsSelected() ? undefined : labels.blocked}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect() && !row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
  });
}
