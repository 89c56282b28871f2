import { Link } from '@tanstack/react-router';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../domain/format/format-danish';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { usePriceCapNoteClick } from '../../analytics/wiring/listing-tracking';
import { hasPriceCapNote, idealOfferSearch } from './listing-detail-link';

/** The term and deposit the visitor asked prices for (the search's `mdr` and `udb`). */
export type RequestedTerms = { term?: number | undefined; deposit?: number | undefined };

/**
 * The displayed offer: price as the largest text, its terms, its full price beside it (the Danish
 * marketing rule of decisions.md §4; ADR 053: with the stated one-off fees), the monthly cost with the
 * first payment and fees spread over the term ("Inkl. udbetaling"), and a stated minimum price. A card whose offer has another term or deposit than the visitor asked for says so.
 */
export function ListingCardPrice({
  listing,
  compact = false,
  requested = {},
}: {
  listing: ListingSummary;
  compact?: boolean;
  requested?: RequestedTerms;
}) {
  const effective = listing.effective_monthly_cost;
  const differs = offerDifferences(listing, requested);
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
      {effective !== listing.display_monthly_price ? (
        <p className="numeric mt-0.5 text-xs whitespace-nowrap text-zinc-600">
          {listing.one_off_fees > 0 ? 'Inkl. udb. og gebyrer' : 'Inkl. udbetaling'}:{' '}
          {formatMonthly(effective)}
        </p>
      ) : null}
      {listing.minimum_price !== null ? (
        <p className="numeric mt-0.5 text-xs text-zinc-500">
          Mindstepris: <span className="whitespace-nowrap">{formatKr(listing.minimum_price)}</span>
        </p>
      ) : null}
      {differs.length > 0 ? (
        <p className="numeric mt-1.5 inline-block rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
          {differs.join(' · ')}
        </p>
      ) : null}
      {hasPriceCapNote(listing) ? <PriceCapNote listing={listing} /> : null}
    </div>
  );
}

/** "Ingen 12 mdr." when the shown offer is not for the term (or deposit) the visitor asked prices for. */
function offerDifferences(listing: ListingSummary, requested: RequestedTerms): string[] {
  const notes: string[] = [];
  if (requested.term !== undefined && requested.term !== listing.selected_term) {
    notes.push(`Ingen ${formatMonths(requested.term)}`);
  }
  if (requested.deposit !== undefined && requested.deposit !== listing.selected_deposit) {
    notes.push(`Ingen udb. ${formatKr(requested.deposit)}`);
  }
  return notes;
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
      Ved {formatKr(deposit)} udbetaling: <span className="whitespace-nowrap">{formatMonthly(monthly)}</span>
    </Link>
  );
}
