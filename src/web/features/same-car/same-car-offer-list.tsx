import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatKmPerYear, formatKr, formatMonthly, formatMonths } from '../../../domain/format/format-danish';
import type { SameCarOffer } from '../../../domain/listings/same-car-api';

type OfferTerms = Pick<SameCarOffer, 'mileage_per_year' | 'period_months' | 'first_payment'>;

const sameTerms = (a: OfferTerms, b: OfferTerms) =>
  a.mileage_per_year === b.mileage_per_year &&
  a.period_months === b.period_months &&
  a.first_payment === b.first_payment;

/**
 * One line per seller: the seller's name links to that listing at the offer shown beside it. An offer
 * on other terms than `shown` (a seller without that term or deposit) says which, so two prices are
 * never set side by side as if they bought the same.
 */
export function SameCarOfferList({
  offers,
  shown,
  note,
}: {
  offers: readonly SameCarOffer[];
  shown: OfferTerms | undefined;
  /** Something after the price of an offer on the shown terms, e.g. the difference to it. */
  note?: (offer: SameCarOffer) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-zinc-100">
      {offers.map((offer) => {
        const comparable = shown === undefined || sameTerms(offer, shown);
        return (
          <li key={offer.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
            <Link
              to="/listing/$id"
              params={{ id: offer.id }}
              search={{
                selectedMileage: offer.mileage_per_year,
                selectedTerm: offer.period_months,
                selectedDeposit: offer.first_payment,
              }}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {offer.seller_name}
            </Link>
            <span className="numeric text-zinc-950">
              {formatMonthly(offer.monthly_price)}
              {comparable && note ? <span className="ml-2 text-zinc-600">{note(offer)}</span> : null}
            </span>
            {comparable ? null : (
              <span className="w-full text-xs text-zinc-600">
                Ved {formatKmPerYear(offer.mileage_per_year)}, {formatMonths(offer.period_months)} og{' '}
                {formatKr(offer.first_payment)} i udbetaling
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
