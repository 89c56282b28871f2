import { lazy, Suspense, useId, useState } from 'react';
import { formatMonthly } from '../../../../domain/format/format-danish';
import type { SameCarSummary } from '../../../../domain/listings/same-car-api';

const CardSameCarOffers = lazy(() => import('../../same-car/card-same-car-offers'));

/** A grouped card (ADR 071): the car's sellers and lowest price, and each seller's offer on demand. */
export function SameCarLine({ id, sameCar }: { id: string; sameCar: SameCarSummary }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    // Above the card's stretched title link, so the button and the sellers' links take the click.
    <div className="relative z-10 mt-3 text-sm">
      <p className="text-zinc-700">
        Fås hos {sameCar.sellers} forhandlere fra{' '}
        <span className="numeric font-semibold text-zinc-950">
          {formatMonthly(sameCar.from_monthly_price)}
        </span>
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="mt-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Vis alle {sameCar.offers} tilbud
      </button>
      <div id={listId}>
        {open ? (
          <Suspense fallback={<p className="py-2 text-zinc-600">Henter tilbud…</p>}>
            <CardSameCarOffers id={id} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
