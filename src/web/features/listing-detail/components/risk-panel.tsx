import { useId } from 'react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { NOT_STATED, riskLines } from '../../../../domain/offers/full-price-text';

/**
 * "Hvad kan det ende med at koste?" (issue 27 part 4, ADR 053): for the chosen offer the price per extra
 * km, the return fee, leaving when the binding period ends and driving 5.000 km/år more than chosen — each
 * figure with how it was worked out, "Ikke oplyst" where the seller states nothing.
 */
export function RiskPanel({
  listing,
}: {
  listing: Pick<ListingDetail, 'risk' | 'mileage_per_year' | 'period_months'>;
}) {
  const headingId = useId();
  const lines = riskLines(listing.risk, listing);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="risk-panel"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Hvad kan det ende med at koste?
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        For det valgte tilbud, som sælgeren oplyser det. Spørg sælgeren om det, der ikke er oplyst.
      </p>
      <dl className="mt-3 grid gap-x-8 sm:grid-cols-2">
        {lines.map((line) => (
          <div
            key={line.key}
            className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 border-b border-zinc-100 py-2.5 text-sm"
          >
            <dt className="text-zinc-700">{line.label}</dt>
            <dd
              className={`numeric text-right ${line.value === NOT_STATED ? 'font-medium text-zinc-500' : 'font-semibold text-zinc-900'}`}
            >
              {line.value}
            </dd>
            <dd className="numeric col-span-2 mt-0.5 text-xs text-zinc-500">{line.how}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
