import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMonthly } from '../../../../../domain/format/format-danish';
import type { ExtractedOffer } from '../../../../../domain/ingestion/extracted-price-list';
import { priceConflictText } from '../../../../../domain/ingestion/matching/price-conflict-text';
import type { PriceConflictWarning } from '../../../../../domain/ingestion/proposed-change';

/**
 * The list states two (or more) monthly prices for the same terms: both are shown, and the admin picks
 * the right one; until then the change cannot be approved.
 */
export function PriceConflictChoice({
  conflict,
  name,
  disabled,
  onChoose,
}: {
  conflict: PriceConflictWarning;
  name: string;
  disabled: boolean;
  onChoose: (offer: ExtractedOffer, onFailed: () => void) => void;
}) {
  const group = useId();
  // The admin's pick shows at once; the server's answer (a refetch) replaces it.
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked ?? conflict.chosen;
  const resolved = conflict.chosen !== null;
  return (
    <fieldset
      className={`mt-2 rounded-xl px-3 py-2.5 ring-1 ${resolved ? 'bg-zinc-50 ring-zinc-200' : 'bg-amber-50 ring-amber-300'}`}
      data-testid="price-conflict"
    >
      <legend className="sr-only">Vælg den rigtige månedspris for {name}</legend>
      <p
        className={`flex items-start gap-1.5 text-sm ${resolved ? 'text-zinc-800' : 'font-medium text-amber-950'}`}
      >
        <AlertTriangle
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${resolved ? 'text-zinc-500' : 'text-amber-600'}`}
        />
        <span>
          <span className="sr-only">{resolved ? 'Løst advarsel: ' : 'Blokeret: '}</span>
          {priceConflictText(conflict)}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2 pl-5.5">
        {conflict.monthlyPrices.map((price) => (
          <label
            key={price}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm ring-1 ring-zinc-300 has-checked:ring-2 has-checked:ring-brand-600 has-disabled:cursor-default has-disabled:opacity-80 sm:min-h-9"
          >
            <input
              type="radio"
              name={group}
              className="size-4 accent-brand-700"
              checked={shown === price}
              disabled={disabled}
              onChange={() => {
                setPicked(price);
                onChoose({ ...conflict.terms, monthly_price: price }, () => setPicked(null));
              }}
            />
            <span className="numeric font-semibold text-zinc-950">{formatMonthly(price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
