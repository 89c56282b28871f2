import { countNoun } from '../../../../../domain/format/count-noun';
import { formatNumber } from '../../../../../domain/format/format-danish';
import { NOUN } from '../../../../../domain/format/nouns';
import type { BatchReviewSearch } from '../../../../../domain/ingestion/batch-review-search';
import { changeStatusLabels, type ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import {
  type ChangeStatus,
  type ChangeType,
  changeStatuses,
} from '../../../../../domain/ingestion/proposed-change';
import { Button } from '../../../../components/ui/button';
import { CardsOrTableToggle } from '../../list-kit/cards-or-table-toggle';
import { ClearFiltersButton } from '../../list-kit/clear-filters-button';
import { LabelledSelect } from '../../sellers/labelled-select';
import { pendingIdsOfType } from './review-selection';

const bulkApprovals: ReadonlyArray<{ type: ChangeType; label: string }> = [
  { type: 'create', label: 'Godkend alle nye' },
  { type: 'update', label: 'Godkend alle opdateringer' },
  { type: 'withdraw', label: 'Godkend alle tilbagetræk' },
];

/**
 * Above the changes: the status filter, "Ryd filtre", cards or table, and (while the batch is in review)
 * "Godkend alle …" per kind — which never includes a blocked change.
 */
export function ReviewToolbar({
  search,
  changes,
  editable,
  busy,
  onFilter,
  onApprove,
}: {
  search: BatchReviewSearch;
  changes: readonly ImportChangeJson[];
  editable: boolean;
  busy: boolean;
  onFilter: (patch: Partial<BatchReviewSearch>) => void;
  onApprove: (ids: string[], decision: 'approved') => void;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <LabelledSelect
        label="Status"
        stacked
        value={search.status ?? ''}
        placeholder="Alle statusser"
        options={changeStatuses.map((status) => ({ value: status, label: changeStatusLabels[status] }))}
        onChange={(event) =>
          onFilter({ status: (event.target.value || undefined) as ChangeStatus | undefined })
        }
        selectClassName="min-w-44"
      />
      <ClearFiltersButton
        visible={Boolean(search.type || search.status)}
        onClear={() => onFilter({ type: undefined, status: undefined })}
      />
      <CardsOrTableToggle view={search.view ?? 'cards'} onChange={(view) => onFilter({ view })} />
      {editable ? (
        <div className="flex flex-wrap gap-2 lg:ml-auto">
          {bulkApprovals.map(({ type, label }) => {
            const ids = pendingIdsOfType(changes, type);
            return ids.length === 0 ? null : (
              <Button
                key={type}
                size="sm"
                variant="secondary"
                data-change-type={type}
                disabled={busy}
                onClick={() => onApprove(ids, 'approved')}
              >
                {label} ({formatNumber(ids.length)})
              </Button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/** The selected changes' bar: how many, Godkend valgte (never the blocked ones), Afvis valgte, Fravælg. */
export function SelectionBar({
  selected,
  approvable,
  busy,
  onDecide,
  onClear,
}: {
  selected: number;
  approvable: number;
  busy: boolean;
  onDecide: (decision: 'approved' | 'rejected') => void;
  onClear: () => void;
}) {
  return (
    <div className="mb-3 min-h-11" aria-live="polite">
      {selected > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100">
          <span className="mr-auto text-sm font-semibold text-brand-900">
            {countNoun(selected, NOUN.change)} valgt
          </span>
          <Button size="sm" disabled={busy || approvable === 0} onClick={() => onDecide('approved')}>
            Godkend valgte
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('rejected')}>
            Afvis valgte
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            Fravælg
          </Button>
        </div>
      ) : (
        <p className="py-2 text-sm text-zinc-600">
          Vælg ændringer med afkrydsningsfelterne for at godkende eller afvise flere ad gangen.
        </p>
      )}
    </div>
  );
}
