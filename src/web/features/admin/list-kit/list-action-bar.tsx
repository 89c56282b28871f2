import type { RowData } from '@tanstack/react-table';
import { Rows3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ColumnsMenu } from './columns-menu';
import { CsvExportButton, type ListCsvExport } from './csv-export-button';
import { type MatchingRows, SelectAllMatching } from './select-all-matching';
import type { ListTableModel } from './use-list-table';

/**
 * The bar above a list's table: with rows selected, their count, the page's bulk actions, "Fravælg"
 * and (for a list that offers it) "Vælg alle N …, der matcher filteret"; otherwise the page's note (`summary`) and the view controls (columns, density, CSV).
 */
export function ListActionBar<TRow extends RowData>({
  list,
  selectedText,
  bulkActions,
  summary,
  csv,
  matching,
}: {
  list: ListTableModel<TRow>;
  /** Offers every row matching the filter once the page is ticked (issue 25). */
  matching?: MatchingRows;
  /** "2 annoncer valgt" for a count. */
  selectedText?: (count: number) => string;
  bulkActions?: (rows: TRow[]) => ReactNode;
  summary?: ReactNode;
  csv?: ListCsvExport<TRow>;
}) {
  const count = list.allMatching && matching ? matching.total : list.selectedRows.length;
  return (
    <div className="mb-3 flex min-h-11 flex-wrap items-center gap-2" aria-live="polite">
      {count > 0 && bulkActions ? (
        <div className="flex w-full flex-wrap items-center gap-2 rounded-2xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100">
          <span className="mr-auto text-sm font-semibold text-brand-900">
            {selectedText ? selectedText(count) : `${count} valgt`}
          </span>
          {bulkActions(list.selectedRows)}
          <Button size="sm" variant="ghost" onClick={list.clearSelection}>
            Fravælg
          </Button>
          {matching ? <SelectAllMatching list={list} matching={matching} /> : null}
        </div>
      ) : (
        <>
          <div className="mr-auto text-sm text-zinc-600">{summary}</div>
          <ColumnsMenu list={list} />
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={list.compact}
            onClick={() => list.setCompact(!list.compact)}
            className={list.compact ? 'bg-brand-50 ring-brand-600' : ''}
          >
            <Rows3 aria-hidden="true" className="size-4" />
            Tæt visning
          </Button>
          {csv ? <CsvExportButton csv={csv} /> : null}
        </>
      )}
    </div>
  );
}
