import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatKmPerYear, formatKr, formatMonthly, formatMonths } from '../../../domain/format/format-danish';
import type { ListingSummary } from '../../../domain/listings/listing-api-types';
import { SameCarOfferList } from './same-car-offer-list';
import { sameCarQuery } from './same-car-query';

export type SameCarSectionProps = Pick<
  ListingSummary,
  'id' | 'display_monthly_price' | 'selected_mileage' | 'selected_term' | 'selected_deposit'
>;

function difference(price: number, shown: number): string {
  if (price === shown) return 'samme pris';
  return price < shown
    ? `${formatMonthly(shown - price)} billigere`
    : `${formatMonthly(price - shown)} dyrere`;
}

/** "Samme bil hos andre forhandlere" (ADR 071): the other sellers at the offer this page shows; nothing when none. */
export default function SameCarSection(listing: SameCarSectionProps) {
  const headingId = useId();
  const { data } = useQuery(
    sameCarQuery(listing.id, {
      km: listing.selected_mileage,
      mdr: listing.selected_term,
      udb: listing.selected_deposit,
    }),
  );
  const others = data?.offers.filter((offer) => offer.id !== listing.id) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Samme bil hos andre forhandlere
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        Ved {formatKmPerYear(listing.selected_mileage)}, {formatMonths(listing.selected_term)} og{' '}
        {formatKr(listing.selected_deposit)} i udbetaling.
      </p>
      <div className="mt-3 max-w-xl">
        <SameCarOfferList
          offers={others}
          shown={{
            mileage_per_year: listing.selected_mileage,
            period_months: listing.selected_term,
            first_payment: listing.selected_deposit,
          }}
          note={(offer) => difference(offer.monthly_price, listing.display_monthly_price)}
        />
      </div>
    </section>
  );
}
