import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';

/** From which breakpoint a secondary column shows; below it the column hides (its facts belong in the primary cell). */
export type ColumnBreakpoint = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

/** What the kit reads from a column definition's `meta`. */
export type ListColumnMeta = {
  /** Name in the "Kolonner" menu and the CSV header; defaults to the header when it is a string. */
  label?: string;
  showFrom?: ColumnBreakpoint;
  align?: 'right';
  /** Extra classes for the column's cells and header (widths, `whitespace-nowrap`). */
  className?: string;
  /** Header content for screen readers only (an actions column). */
  srOnlyHeader?: boolean;
};

/**
 * The features every admin list uses: selection, column visibility, sorting (server or client).
 * Kept at module scope: TanStack Table wants a stable features object.
 */
export const listFeatures = tableFeatures({
  rowSelectionFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  columnMeta: {} as ListColumnMeta,
});
export type ListFeatures = typeof listFeatures;

/** Typed column builder of a list: `const column = listColumnHelper<Row>()`, then `column.accessor(…)`. */
export const listColumnHelper = <TRow extends RowData>() => createColumnHelper<ListFeatures, TRow>();
