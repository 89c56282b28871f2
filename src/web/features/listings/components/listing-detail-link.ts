import type { ListingSummary } from '../../../../domain/listings/listing-api-types';

/** The detail page's search for a card: the offer the card shows (spec §5.2: km, term and deposit carry over). */
export function cardDetailSearch(listing: ListingSummary) {
  return {
    selectedMileage: listing.selected_mileage,
    selectedTerm: listing.selected_term,
    selectedDeposit: listing.selected_deposit,
  };
}

/** The ideal offer behind a price-cap note: its deposit, with the card's mileage. */
export function idealOfferSearch(listing: ListingSummary) {
  return {
    selectedMileage: listing.selected_mileage,
    selectedDeposit: listing.ideal_deposit ?? undefined,
  };
}

export function hasPriceCapNote(listing: ListingSummary): boolean {
  return (
    (listing.display_price_reason === 'price_cap_best_fit' ||
      listing.display_price_reason === 'price_cap_cheapest') &&
    listing.ideal_deposit !== null &&
    listing.ideal_monthly_price !== null
  );
}
