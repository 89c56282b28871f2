import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { type ColumnBreakpoint, type ListColumnMeta, listColumnHelper } from './list-features';

/**
 * The column that names the row (a car, a seller, an account): first after the selection, never hidden.
 * `sortValue` makes it sortable for a list the server orders by it.
 */
export function primaryColumn<TRow extends RowData>(options: {
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  sortValue?: (row: TRow) => string;
}) {
  const column = listColumnHelper<TRow>();
  const shared = {
    id: options.id,
    header: options.header,
    enableHiding: false,
    cell: ({ row }: { row: { original: TRow } }) => options.cell(row.original),
  };
  return options.sortValue ? column.accessor(options.sortValue, shared) : column.display(shared);
}

/** A fact a row may lack (a price, a fuel, a last import): its formatted value, or '—'. */
export function optionalColumn<TRow extends RowData, TValue>(options: {
  id: string;
  header: string;
  value: (row: TRow) => TValue | null;
  format: (value: TValue) => ReactNode;
  meta?: ListColumnMeta;
  enableSorting?: boolean;
}) {
  return listColumnHelper<TRow>().accessor(options.value, {
    id: options.id,
    header: options.header,
    enableSorting: options.enableSorting,
    meta: options.meta,
    cell: ({ getValue }) => {
      const value = getValue();
      return value === null || value === '' ? '—' : options.format(value);
    },
  });
}

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
