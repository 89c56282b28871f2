import type { ListingSummary } from '../../../../domain/listings/listing-api-types';

/** The detail page's search for a card: the offer the card shows (spec §5.2: km, term and deposit carry over). */
export function cardDetailSearch(listing: ListingSummary) {
  return {
    selectedMileage: listing.selected_mileage,
    selectedTerm: listing.selected_term,
    selectedDeposit: listing.selected_deposit,
  };
}

/**
 * The ideal offer behind a price-cap note, all three terms: the ideal may be at another mileage or term
 * than the card's offer, and the card's mileage with the ideal's deposit can name an offer that does not exist.
 */
export function idealOfferSearch(listing: ListingSummary) {
  return {
    selectedMileage: listing.ideal_mileage ?? listing.selected_mileage,
    selectedTerm: listing.ideal_term ?? undefined,
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
