/**
 * The admin list kit (issue 18, ADR 041): one TanStack Table setup for every admin list.
 *
 * How a list uses it:
 *
 *   const column = listColumnHelper<Row>();
 *   const columns = column.columns([                      // module scope: columns must be stable
 *     selectionColumn<Row>({ all: 'Vælg alle annoncer på siden', one: (row) => `Vælg ${row.name}` }),
 *     column.accessor('name', { header: 'Navn' }),          // primary: always shown
 *     column.accessor('email', { header: 'E-mail', meta: { showFrom: 'xl' } }), // secondary
 *     dateColumn<Row>({ id: 'created', header: 'Oprettet', value: (row) => row.created_at, showFrom: 'lg' }),
 *     actionsColumn<Row>((row) => <RowActions row={row} />), // last: right-aligned, never hidden
 *   ]);
 *
 *   const search = route.useSearch();                     // URL state: search, filters, sort, page
 *   const navigate = route.useNavigate();
 *   const query = useQuery(queries.list(search));
 *   const list = useListTable({
 *     listId: 'sellers', columns, rows: query.data?.items, getRowId: (row) => row.id,
 *     sort: search.sort, onSortChange: (sort) => navigate({ search: (p) => ({ ...p, sort, page: undefined }) }),
 *     selectionKey: JSON.stringify(search),              // selection empties when filters or page change
 *   });
 *
 *   <ListToolbar search={…}>{filters}</ListToolbar>        // search box, filters, "Ryd filtre"
 *   <ListActionBar list={list} bulkActions={…} csv={{ fileName, columns, fetchPage }} />  // selection + bulk actions, or view controls
 *   <ListTable list={list} caption="Sælgere" query={query} messages={{ loading, error, empty }} />
 *   <ListPagination to="/admin/sellers" page={…} pageSize={…} total={…} noun={…} />
 *
 * The kit draws the table (sticky header, density, sort buttons, colSpan of message rows from the visible
 * columns, secondary columns hidden below their breakpoint) and remembers hidden columns and density per
 * `listId` in localStorage. The page keeps its queries, filters and row content.
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
  const [selection, setSelection] = useState({ key: selectionKey, rows: NO_SELECTION });
  const rowSelection = selection.key === selectionKey ? selection.rows : NO_SELECTION;
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
      setSelection((current) => ({
        key: selectionKey,
        rows: functionalUpdate(updater, current.key === selectionKey ? current.rows : NO_SELECTION),
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
  return {
    table,
    selectedRows,
    clearSelection: () => table.resetRowSelection(true),
    compact: view.compact,
    setCompact: (compact: boolean) => setView((current) => ({ ...current, compact })),
  };
}

export type ListTableModel<TRow extends RowData> = ReturnType<typeof useListTable<TRow>>;
