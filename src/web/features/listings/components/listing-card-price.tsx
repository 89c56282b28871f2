import { Link } from '@tanstack/react-router';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
} from '../../../../domain/format/format-danish';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { usePriceCapNoteClick } from '../../analytics/wiring/listing-tracking';
import { hasPriceCapNote, idealOfferSearch } from './listing-detail-link';

/**
 * The displayed offer: price as the largest text, its terms, and the total cost beside it (the Danish
 * marketing rule of decisions.md §4).
 */
export function ListingCardPrice({
  listing,
  compact = false,
}: {
  listing: ListingSummary;
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'sm:text-right' : ''}>
      <p
        className={`numeric font-bold tracking-tight text-zinc-950 ${compact ? 'text-xl sm:text-2xl' : 'text-2xl'}`}
      >
        {formatMonthly(listing.display_monthly_price)}
      </p>
      {/* Each term kept whole, so a narrow card breaks the line between terms, never inside one. */}
      <p className="numeric mt-0.5 text-xs text-zinc-600">
        <span className="whitespace-nowrap">{formatKmPerYear(listing.selected_mileage)} •</span>{' '}
        <span className="whitespace-nowrap">{formatMonths(listing.selected_term)} •</span>{' '}
        <span className="whitespace-nowrap">udb. {formatKr(listing.selected_deposit)}</span>
      </p>
      <p className="numeric mt-0.5 text-xs text-zinc-500">
        Samlede omkostninger: <span className="whitespace-nowrap">{formatKr(listing.total_cost)}</span>
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
  const trackClick = usePriceCapNoteClick(listing);
  return (
    <Link
      onClick={trackClick}
      to="/listing/$id"
      params={{ id: listing.id }}
      search={idealOfferSearch(listing)}
      className="numeric relative z-10 mt-2 inline-block rounded-md py-1 text-xs font-medium text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
    >
      Ved {formatNumber(deposit)} kr udbetaling:{' '}
      <span className="whitespace-nowrap">{formatMonthly(monthly)}</span>
    </Link>
  );
}
