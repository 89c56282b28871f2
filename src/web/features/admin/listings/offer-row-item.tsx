import { Copy, Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { formatKr } from '../../../../domain/format/format-danish';
import { controlClass } from '../../../components/ui/input';
import { LeaseScorePill } from '../../listings/components/lease-score-pill';
import { fieldErrorOf } from '../form/form-fields';
import type { OfferField, OfferRow } from './listing-form-values';
import { offerColumns } from './offer-columns';
import type { LiveScore } from './offer-live-score';
import type { ListingFormApi } from './use-listing-form';

/** One offer: its four numbers, its live LeaseScore and total, duplicate and delete, and its error. */
export function OfferRowItem({
  form,
  row,
  index,
  rowError,
  isDuplicate,
  live,
  inputRef,
  onKeyDown,
  onDuplicate,
  onRemove,
}: {
  form: ListingFormApi;
  row: OfferRow;
  index: number;
  rowError: string | undefined;
  isDuplicate: boolean;
  live: LiveScore;
  inputRef: (field: OfferField, element: HTMLInputElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, field: OfferField) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  return (
    <li
      data-testid="offer-row"
      aria-label={`Tilbud ${number}`}
      className={`grid grid-cols-2 gap-2 rounded-xl p-3 ring-1 ring-inset sm:grid-cols-[repeat(4,minmax(0,1fr))_8rem_5.5rem] sm:items-start sm:rounded-none sm:border-b sm:border-zinc-100 sm:px-1 sm:py-2 sm:ring-0 ${
        rowError ? 'bg-red-50/60 ring-red-200' : 'ring-zinc-200'
      }`}
    >
      {offerColumns.map((column) => (
        <form.Field key={column.field} name={`offers[${index}].${column.field}`}>
          {(cell) => {
            const error = fieldErrorOf(cell);
            const errorId = error ? `${row.key}-${column.field}-error` : undefined;
            return (
              <div>
                <label className="block">
                  <span className="mb-1 block text-xs font-medium text-zinc-700 sm:sr-only">
                    {column.label} ({column.unit})<span className="sr-only">, tilbud {number}</span>
                  </span>
                  <input
                    ref={(element) => inputRef(column.field, element)}
                    name={cell.name}
                    inputMode="numeric"
                    autoComplete="off"
                    value={cell.state.value}
                    placeholder={column.field === 'monthly_price' ? 'f.eks. 3.995' : undefined}
                    onChange={(event) => cell.handleChange(event.target.value)}
                    onBlur={cell.handleBlur}
                    onKeyDown={(event) => onKeyDown(event, column.field)}
                    aria-invalid={error || isDuplicate ? true : undefined}
                    aria-describedby={errorId}
                    className={`${controlClass} numeric text-right`}
                  />
                </label>
                {error ? (
                  <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          }}
        </form.Field>
      ))}
      <div className="flex min-h-11 flex-wrap items-center gap-x-2 gap-y-0.5 sm:flex-col sm:flex-nowrap sm:items-start sm:gap-0.5">
        <span className="text-xs font-medium text-zinc-700 sm:sr-only">LeaseScore</span>
        {live ? (
          <>
            <LeaseScorePill score={live.score} size="sm" />
            <span className="text-[0.6875rem] text-zinc-600">I alt {formatKr(live.total)}</span>
          </>
        ) : (
          <span className="text-sm text-zinc-500">–</span>
        )}
      </div>
      <div className="flex items-center justify-end gap-1">
        <button
          type="button"
          onClick={onDuplicate}
          className="inline-grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 sm:size-9"
          aria-label={`Dupliker tilbud ${number}`}
          title="Dupliker tilbud"
        >
          <Copy aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onRemove}
          className="inline-grid size-11 place-items-center rounded-xl text-red-700 hover:bg-red-50 sm:size-9"
          aria-label={`Slet tilbud ${number}`}
          title="Slet tilbud"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {rowError ? (
        <p className="col-span-2 text-xs font-medium text-red-700 sm:col-span-6">
          Tilbud {number}: {rowError}
        </p>
      ) : null}
    </li>
  );
}
