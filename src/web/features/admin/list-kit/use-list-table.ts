/**
 * The admin list kit (issue 18, ADR 041): one TanStack Table setup for every admin list.
 *
 * How a list page uses it:
 *
 *   const column = listColumnHelper<Row>();
 *   const columns = column.columns([                      // module scope: columns must be stable
 *     selectionColumn<Row>({ all: 'Vælg alle annoncer på siden', one: (row) => `Vælg ${row.name}` }),
 *     primaryColumn<Row>({ id: 'name', header: 'Navn', cell: (row) => <NameCell row={row} /> }), // never hidden
 *     column.accessor('email', { header: 'E-mail', meta: { showFrom: 'xl' } }), // secondary
 *     optionalColumn<Row, string>({ id: 'phone', header: 'Telefon', value: (row) => row.phone, format: String }),
 *     dateColumn<Row>({ id: 'created', header: 'Oprettet', value: (row) => row.created_at, showFrom: 'lg' }),
 *     actionsColumn<Row>((row) => <RowActions row={row} />), // last: right-aligned, never hidden
 *   ]);
 *
 *   const search = route.useSearch();                     // URL state: search, filters, sort, page
 *   const page = useListPage({                            // query, table, filter writes, CSV pages, counts
 *     search, navigate: route.useNavigate(), query: queries.list,
 *     read: (data) => ({ rows: data.items, total: data.total, pageSize: data.limit }),
 *     noFilters: NO_FILTERS, listId: 'sellers', columns, getRowId: (row) => row.id,
 *   });
 *
 *   <RefreshButton query={page.query} />                   // "Opdater" in the page header
 *   <ListToolbar search={{ label, placeholder, ...page.searchText }} filtered={page.filtered}
 *     onClearFilters={page.clearFilters}>{filters calling page.setFilter}</ListToolbar>
 *   <ListView page={page} caption="Sælgere" messages={{ loading, error, empty }}
 *     pages={{ to: '/admin/sellers', noun: ['sælger', 'sælgere'] }} csv={{ fileName, columns }}
 *     firstUse={<AdminEmptyState …/>} bulkActions={…} />  // action bar, table, pagination
 *
 * `useListTable` below is the table alone (a list loaded whole, e.g. a batch's changes). The kit draws
 * the table (sticky header, density, sort buttons, colSpan of message rows from the visible columns,
 * secondary columns hidden below their breakpoint) and remembers hidden columns and density per
 * `listId` in localStorage. The page keeps its filters and row content.
 */
import {
  type ColumnDef,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { type ListFeatures, listFeatures } from './list-features';
import { paramFromSorting, sortingFromParam } from './list-sort';
import { useStoredState } from './use-stored-state';

// biome-ignore lint/suspicious/noExplicitAny: TanStack's own column list type (`ColumnHelper.columns`) erases each column's value type.
type ListColumns<TRow extends RowData> = ReadonlyArray<ColumnDef<ListFeatures, TRow, any>>;

export type ListTableOptions<TRow extends RowData> = {
  /** Stable name of the list: the key its hidden columns and density are remembered under. */
  listId: string;
  columns: ListColumns<TRow>;
  rows: readonly TRow[] | undefined;
  getRowId: (row: TRow) => string;
  /** The URL's sort param (`name`, `-created`) and how to write it; omit both when the list has no sorting. */
  sort?: string;
  onSortChange?: (sort: string | undefined) => void;
  /** The server sorts (default), or the list is loaded whole and sorted here. */
  sortOnServer?: boolean;
  /** A selection belongs to the rows on screen: when this key (filters and page) changes, it empties. */
  selectionKey?: string;
  /** Whether a row may join the selection, given the rows selected now (e.g. one seller at a time). */
  canSelect?: (row: TRow, selected: readonly TRow[]) => boolean;
  /** Columns hidden until the admin shows them in "Kolonner". */
  initiallyHidden?: readonly string[];
};

type ListView = { hidden: Record<string, boolean>; compact: boolean };

const NO_ROWS: readonly never[] = [];
const NO_SELECTION: RowSelectionState = {};

export function useListTable<TRow extends RowData>(options: ListTableOptions<TRow>) {
  const { listId, sort, onSortChange, selectionKey = '', canSelect } = options;
  const [view, setView] = useStoredState<ListView>(`leasingmatch.admin.list.${listId}`, {
    hidden: Object.fromEntries((options.initiallyHidden ?? []).map((id) => [id, false])),
    compact: false,
  });
  // Stored with the key it was made under, so a new filter or page reads as no selection without an effect.
  // `allMatching`: the admin took every row matching the filter, not just the page's (issue 25); any
  // change of the ticked rows gives that up.
  const [selection, setSelection] = useState({ key: selectionKey, rows: NO_SELECTION, allMatching: false });
  const current = selection.key === selectionKey;
  const rowSelection = current ? selection.rows : NO_SELECTION;
  const sorting = sortingFromParam(sort);
  const rows = options.rows ?? NO_ROWS;
  const selectedNow = canSelect ? rows.filter((row) => rowSelection[options.getRowId(row)]) : NO_ROWS;

  const table = useTable({
    features: listFeatures,
    columns: options.columns,
    data: rows,
    getRowId: options.getRowId,
    state: { rowSelection, sorting, columnVisibility: view.hidden },
    enableRowSelection: canSelect ? (row) => canSelect(row.original, selectedNow) : true,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      setSelection((previous) => ({
        key: selectionKey,
        rows: functionalUpdate(updater, previous.key === selectionKey ? previous.rows : NO_SELECTION),
        allMatching: false,
      })),
    enableSorting: Boolean(onSortChange),
    enableSortingRemoval: false,
    manualSorting: options.sortOnServer ?? true,
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortChange?.(paramFromSorting(functionalUpdate(updater, sorting))),
    onColumnVisibilityChange: (updater) =>
      setView((current) => ({ ...current, hidden: functionalUpdate(updater, current.hidden) })),
  });

  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const pageSelected = rows.length > 0 && selectedRows.length === rows.length;
  return {
    table,
    selectedRows,
    /** Every row on screen is ticked: the moment to offer every row matching the filter. */
    pageSelected,
    /** The selection is every row matching the filter, on every page (only while the page is ticked). */
    allMatching: current && selection.allMatching && pageSelected,
    /** Takes every row matching the filter (the page's rows stay ticked), or back to the page's alone. */
    setAllMatching: (allMatching: boolean) =>
      setSelection((previous) => ({
        key: selectionKey,
        rows: previous.key === selectionKey ? previous.rows : NO_SELECTION,
        allMatching,
      })),
    clearSelection: () => table.resetRowSelection(true),
    compact: view.compact,
    setCompact: (compact: boolean) => setView((current) => ({ ...current, compact })),
  };
}

export type ListTableModel<TRow extends RowData> = ReturnType<typeof useListTable<TRow>>;
