import { formatKr, formatMonthly } from '../../../../domain/format/format-danish';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import {
  effectiveHowText,
  effectiveLabel,
  minimumPriceHowText,
  minimumPriceText,
  totalHowText,
} from '../../../../domain/offers/full-price-text';

type Line = { key: string; label: string; value: string; how: string; strong?: boolean; muted?: boolean };

/**
 * The chosen offer's full price (ADR 053) under the monthly price: the total for the term with every stated
 * one-off fee, the effective monthly cost and the minimum price for the binding period — each with how it
 * was worked out. Shared by the desktop calculator, the phone's deal overview and the "Tilpas pris" sheet.
 */
export function FullPriceLines({
  listing,
}: {
  listing: Pick<ListingDetail, 'first_payment' | 'period_months' | 'monthly_price' | 'full_price'>;
}) {
  const price = listing.full_price;
  const lines: Line[] = [
    {
      key: 'total',
      label: 'Samlede omkostninger',
      value: formatKr(price.total),
      how: totalHowText(listing, price),
      strong: true,
    },
    {
      key: 'effective',
      label: effectiveLabel(price.fees.length > 0),
      value: formatMonthly(price.effective_monthly),
      how: effectiveHowText(price, listing.period_months),
    },
    {
      key: 'minimum',
      label: 'Mindstepris i bindingsperioden',
      value: minimumPriceText(price),
      how: minimumPriceHowText(price),
      muted: price.minimum_price === null,
    },
  ];
  return (
    <dl
      data-testid="full-price"
      className="mt-3 divide-y divide-zinc-200/70 rounded-xl bg-zinc-50 px-3.5 text-sm"
    >
      {lines.map((line) => (
        <div key={line.key} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-2.5">
          <dt className="text-zinc-700">{line.label}</dt>
          <dd
            className={`numeric text-right ${line.strong ? 'font-semibold' : 'font-medium'} ${line.muted ? 'text-zinc-500' : 'text-zinc-900'}`}
          >
            {line.value}
          </dd>
          <dd className="numeric col-span-2 mt-0.5 text-xs text-zinc-500">{line.how}</dd>
        </div>
      ))}
    </dl>
  );
}
