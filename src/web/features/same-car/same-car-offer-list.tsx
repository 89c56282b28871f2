import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatMonthly } from '../../../domain/format/format-danish';
import type { SameCarOffer } from '../../../domain/listings/same-car-api';

/** One line per seller: the seller's name links to that listing at the offer shown beside it. */
export function SameCarOfferList({
  offers,
  note,
}: {
  offers: readonly SameCarOffer[];
  /** Something after the price, e.g. the difference to the listing on screen. */
  note?: (offer: SameCarOffer) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-zinc-100">
      {offers.map((offer) => (
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
            {note ? <span className="ml-2 text-zinc-600">{note(offer)}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
