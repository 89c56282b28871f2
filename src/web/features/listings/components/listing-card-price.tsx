import { Link } from '@tanstack/react-router';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
} from '../../../../domain/format/format-danish';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { hasPriceCapNote, idealOfferSearch } from './listing-detail-link';

/**
 * The displayed offer: price as the largest text, its terms, and the total cost beside it (the Danish
 * marketing rule of decisions.md §4).
 */
export function ListingCardPrice({
  listing,
  align = 'left',
}: {
  listing: ListingSummary;
  align?: 'left' | 'right';
}) {
  return (
    <div className={align === 'right' ? 'sm:text-right' : ''}>
      <p className="numeric text-2xl font-bold tracking-tight text-zinc-950">
        {formatMonthly(listing.display_monthly_price)}
      </p>
      <p className="numeric mt-0.5 text-xs text-zinc-600">
        {formatKmPerYear(listing.selected_mileage)} • {formatMonths(listing.selected_term)} • udb.{' '}
        {formatKr(listing.selected_deposit)}
      </p>
      <p className="numeric mt-0.5 text-xs text-zinc-500">
        Samlede omkostninger: {formatKr(listing.total_cost)}
      </p>
      {hasPriceCapNote(listing) ? <PriceCapNote listing={listing} /> : null}
    </div>
  );
}

/**
 * Under a maximum price the card shows the best offer within it; the note names the better-fitting
 * offer above the maximum and opens the detail page with that offer's deposit.
 */
function PriceCapNote({ listing }: { listing: ListingSummary }) {
  const deposit = listing.ideal_deposit ?? 0;
  const monthly = listing.ideal_monthly_price ?? 0;
  return (
    <Link
      to="/listing/$id"
      params={{ id: listing.id }}
      search={idealOfferSearch(listing)}
      className="numeric relative z-10 mt-2 inline-flex min-h-6 items-center rounded-md text-xs font-medium text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
    >
      Ved {formatNumber(deposit)} kr udbetaling: {formatMonthly(monthly)}
    </Link>
  );
}
