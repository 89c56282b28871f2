import type { SavedCar } from '../../../domain/favourites/saved-car';
import type { ListingSummary } from '../../../domain/listings/listing-api-types';

/** "Kia Niro EV 64 kWh Advance": the name a saved car keeps, also once the listing is gone. */
export function carNameOf(listing: Pick<ListingSummary, 'make' | 'model' | 'variant'>): string {
  return [listing.make, listing.model, listing.variant].filter(Boolean).join(' ');
}

/** The car as shown now: the displayed offer's configuration and prices (on the detail page, the chosen one). */
export function savedCarOf(listing: ListingSummary, savedAt: Date): SavedCar {
  return {
    id: listing.id,
    name: carNameOf(listing).slice(0, 200),
    config: { km: listing.selected_mileage, mdr: listing.selected_term, udb: listing.selected_deposit },
    savedAt: savedAt.toISOString(),
    monthly: listing.monthly_price,
    firstPayment: listing.first_payment,
  };
}
