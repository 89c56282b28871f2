import { useStore } from '@tanstack/react-form';
import { Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { DUPLICATE_OFFER_MESSAGE } from '../../../../domain/admin/listing-form-schema';
import { formatKr, formatMonthly } from '../../../../domain/format/format-danish';
import { Button } from '../../../components/ui/button';
import { fieldErrorOf } from '../form/form-fields';
import {
  duplicateRowIndexes,
  newOfferRow,
  type OfferField,
  type OfferRow,
  parseDanishNumber,
  unusedTermsAfter,
} from './listing-form-values';
import { offerColumns } from './offer-columns';
import { liveScore } from './offer-live-score';
import { OfferRowItem } from './offer-row-item';
import type { ListingFormApi } from './use-listing-form';

/**
 * "Tilbud": the listing's offers edited inline and saved with the listing. Enter in a row moves to the
 * same field of the next row, and on the last row adds a row; a new row (also a duplicate) takes the
 * next km/år, periode and udbetaling no row has yet (nextOfferTerms); duplicate and delete keep focus
 * in the table. Each row shows its LeaseScore live from the form's retail price.
 */
export function OffersEditor({ form, retailPrice }: { form: ListingFormApi; retailPrice: string }) {
  // The array field re-renders only when rows come or go; scores and duplicates follow every keystroke.
  const rows = useStore(form.store, (state) => state.values.offers);
  return (
    <form.AppField name="offers" mode="array">
      {(list) => (
        <OfferRows
          form={form}
          rows={rows}
          listError={fieldErrorOf(list)}
          add={(row) => list.pushValue(row)}
          insert={(index, row) => list.insertValue(index, row)}
          remove={(index) => list.removeValue(index)}
          retailPrice={retailPrice}
        />
      )}
    </form.AppField>
  );
}

function OfferRows({
  form,
  rows,
  listError,
  add,
  insert,
  remove: removeAt,
  retailPrice,
}: {
  form: ListingFormApi;
  rows: OfferRow[];
  /** The list's own message (an active listing without offers). */
  listError: string | undefined;
  add: (row: OfferRow) => void;
  insert: (index: number, row: OfferRow) => void;
  remove: (index: number) => void;
  retailPrice: string;
}) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ key: string; field: OfferField } | 'add' | null>(null);
  const retail = parseDanishNumber(retailPrice);
  const retailForScore = retail !== null && Number.isFinite(retail) ? retail : null;
  const duplicates = duplicateRowIndexes(rows);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'add') addButton.current?.focus();
    else {
      const input = inputs.current.get(`${focusTarget.key}:${focusTarget.field}`);
      input?.focus();
      input?.select();
    }
    setFocusTarget(null);
  }, [focusTarget]);

  const addRow = (after?: OfferRow) => {
    const row = newOfferRow(unusedTermsAfter(rows, after));
    add(row);
    setFocusTarget({ key: row.key, field: 'monthly_price' });
  };

  const duplicate = (index: number) => {
    const source = rows[index];
    if (!source) return;
    const copy = newOfferRow({ ...source, ...unusedTermsAfter(rows, source) });
    insert(index + 1, copy);
    // The copy keeps the price but not the terms it was copied for: the mileage is what to check.
    setFocusTarget({ key: copy.key, field: 'mileage_per_year' });
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    removeAt(index);
    const neighbour = next[index] ?? next[index - 1];
    setFocusTarget(neighbour ? { key: neighbour.key, field: 'monthly_price' } : 'add');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number, field: OfferField) => {
    if (event.key !== 'Enter') return;
    // Enter inside the listing form would submit it; here it moves on instead.
    event.preventDefault();
    const next = rows[index + 1];
    if (next) setFocusTarget({ key: next.key, field });
    else addRow(rows[index]);
  };

  return (
    <div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-600">
          Ingen tilbud endnu. En aktiv annonce skal have mindst ét tilbud.
        </p>
      ) : (
        <div>
          <div aria-hidden="true" className="hidden sm:block">
            <div className="grid grid-cols-[repeat(4,minmax(0,1fr))_8rem_5.5rem] gap-2 border-b border-zinc-200 px-1 pb-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
              {offerColumns.map((column) => (
                <span key={column.field}>
                  {column.label} ({column.unit})
                </span>
              ))}
              <span>LeaseScore</span>
              <span />
            </div>
          </div>
          <ol aria-label="Tilbud" className="space-y-3 sm:space-y-0">
            {rows.map((row, index) => (
              <form.Field key={row.key} name={`offers[${index}]`}>
                {(rowField) => (
                  <OfferRowItem
                    form={form}
                    row={row}
                    index={index}
                    rowError={
                      fieldErrorOf(rowField) ?? (duplicates.has(index) ? DUPLICATE_OFFER_MESSAGE : undefined)
                    }
                    isDuplicate={duplicates.has(index)}
                    live={liveScore(row, retailForScore)}
                    inputRef={(field, element) => {
                      const id = `${row.key}:${field}`;
                      if (element) inputs.current.set(id, element);
                      else inputs.current.delete(id);
                    }}
                    onKeyDown={(event, field) => onKeyDown(event, index, field)}
                    onDuplicate={() => duplicate(index)}
                    onRemove={() => remove(index)}
                  />
                )}
              </form.Field>
            ))}
          </ol>
        </div>
      )}
      {listError ? <p className="mt-2 text-xs font-medium text-red-700">{listError}</p> : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button ref={addButton} variant="secondary" onClick={() => addRow(rows.at(-1))}>
          <Plus aria-hidden="true" className="size-4" />
          Tilføj tilbud
        </Button>
        <p className="text-xs text-zinc-600">
          Enter i en række går videre / tilføjer en ny række. Scoren beregnes ud fra den vejledende pris
          {retailForScore ? ` (${formatKr(retailForScore)})` : ''}.
          {rows.length > 0 ? ` Laveste pris: ${lowestText(rows)}` : ''}
        </p>
      </div>
    </div>
  );
}

function lowestText(rows: readonly OfferRow[]): string {
  const prices = rows
    .map((row) => parseDanishNumber(row.monthly_price))
    .filter((value): value is number => value !== null && Number.isFinite(value) && value > 0);
  return prices.length > 0 ? formatMonthly(Math.min(...prices)) : '–';
}
