import { Minus, Plus } from 'lucide-react';
import type { LayoutGridRow } from '../../../../../domain/ingestion/layout-grid';
import type {
  LayoutGridResponse,
  StatedTermsJson,
} from '../../../../../domain/ingestion/layout-template-api';
import { Button } from '../../../../components/ui/button';
import { LayoutGridTable } from './layout-grid-table';
import { MAX_HEADER_LINES } from './teach-layout-values';

/**
 * Step 1: the document's text as a grid, where the admin marks the header line and extends it to two
 * or three lines (on one page).
 */
export function HeaderStep({
  grid,
  rows,
  marked,
  onSetHeader,
  onUseTerms,
}: {
  grid: LayoutGridResponse;
  rows: readonly LayoutGridRow[];
  /** The marked header's rows, in order. */
  marked: readonly LayoutGridRow[];
  onSetHeader: (first: number, lines: number) => void;
  onUseTerms: (terms: StatedTermsJson) => void;
}) {
  const first = marked[0];
  const last = marked.at(-1);
  const afterHeader = last ? rows[rows.indexOf(last) + 1] : undefined;
  const canExtend =
    first !== undefined && marked.length < MAX_HEADER_LINES && afterHeader?.page === first.page;
  return (
    <div>
      <h3 className="font-semibold">1. Marker overskriften</h3>
      <p className="mb-3 text-sm text-zinc-600">
        Klik på linjenummeret ved den linje, der har kolonnernes overskrifter. Fylder overskriften to eller
        tre linjer, så tag de næste med.
      </p>
      <LayoutGridTable
        pages={grid.pages}
        headerIndexes={new Set(marked.map((row) => row.index))}
        statedTerms={grid.stated_terms}
        onMarkHeader={(index) => onSetHeader(index, 1)}
        onUseTerms={onUseTerms}
      />
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {first ? (
          <>
            <span>
              Overskrift: side {first.page}, linje {first.line}
              {marked.length > 1 ? `–${last?.line}` : ''}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={!canExtend}
              onClick={() => onSetHeader(first.index, marked.length + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
              Tag næste linje med
            </Button>
            {marked.length > 1 ? (
              <Button size="sm" variant="ghost" onClick={() => onSetHeader(first.index, marked.length - 1)}>
                <Minus aria-hidden="true" className="size-4" />
                Fjern sidste linje
              </Button>
            ) : null}
          </>
        ) : (
          <span className="text-zinc-600">Ingen overskrift markeret endnu.</span>
        )}
      </div>
    </div>
  );
}
