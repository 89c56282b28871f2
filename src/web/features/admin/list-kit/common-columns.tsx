import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { type ColumnBreakpoint, listColumnHelper } from './list-features';

/**
 * A row's date (created, updated): grey, never wrapped, from `showFrom` on. `withTime` adds the clock;
 * `sortDescFirst` makes a sortable date list the newest first on its first click.
 */
export function dateColumn<TRow extends RowData>(options: {
  id: string;
  header: string;
  value: (row: TRow) => string;
  showFrom?: ColumnBreakpoint;
  withTime?: boolean;
  sortDescFirst?: boolean;
}) {
  const format = options.withTime ? formatDateTime : formatDate;
  return listColumnHelper<TRow>().accessor(options.value, {
    id: options.id,
    header: options.header,
    sortDescFirst: options.sortDescFirst,
    meta: { showFrom: options.showFrom, className: 'whitespace-nowrap text-zinc-600' },
    cell: ({ getValue }) => format(getValue()),
  });
}

/** The last column of a list with row actions: right-aligned, always shown, named for screen readers only. */
export function actionsColumn<TRow extends RowData>(cell: (row: TRow) => ReactNode) {
  return listColumnHelper<TRow>().display({
    id: 'actions',
    enableHiding: false,
    enableSorting: false,
    meta: { label: 'Handlinger', srOnlyHeader: true, align: 'right' },
    cell: ({ row }) => cell(row.original),
  });
}
