import type { LeaseOffer } from '../../domain/offers/lease-offer';
import { offerTermsKey } from '../../domain/offers/offer-key';

/** Refuses malformed offers and offers that repeat a (mileage, term, first payment) combination. */
export function assertValidOffers(offers: readonly LeaseOffer[], listingId: string): void {
  const seen = new Set<string>();
  for (const offer of offers) {
    assertWholeNumber(offer.mileage_per_year, 1, 'mileage_per_year', listingId);
    assertWholeNumber(offer.period_months, 1, 'period_months', listingId);
    assertWholeNumber(offer.first_payment, 0, 'first_payment', listingId);
    assertWholeNumber(offer.monthly_price, 1, 'monthly_price', listingId);
    const key = offerTermsKey(offer);
    if (seen.has(key)) {
      throw new Error(
        `Duplicate offer for listing ${listingId}: ${offer.mileage_per_year} km/year, ` +
          `${offer.period_months} months, first payment ${offer.first_payment} appears more than once`,
      );
    }
    seen.add(key);
  }
}

/** A retail price is a whole number of DKK, or null when unknown. */
export function assertValidRetailPrice(retailPrice: number | null, listingId: string): void {
  if (retailPrice === null) return;
  if (!Number.isSafeInteger(retailPrice) || retailPrice < 0) {
    throw new Error(`Invalid retail price for listing ${listingId}: ${retailPrice} (whole DKK ≥ 0 or null)`);
  }
}

function assertWholeNumber(value: number, min: number, field: string, listingId: string): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(
      `Invalid offer for listing ${listingId}: ${field} must be a whole number ≥ ${min}, got ${value}`,
    );
  }
}
