import type { ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { offersFromSupplement } from '../../../../domain/ingestion/mileage-supplement';
import { offerTermsKey } from '../../../../domain/offers/offer-key';
import type { CarRow } from './assemble-cars';
import type { Supplement } from './statement-lines';

/** Adds to each row the offers its section's merpris/tillæg notes derive from its stated offers. */
export function applySupplements(rows: readonly CarRow[], supplements: readonly Supplement[]): void {
  for (const supplement of supplements) {
    for (const row of rows) row.offers.push(...supplementOffers(row.offers, supplement));
  }
}

/** Offers a supplement derives; a total or minimum price stated for the base offer is not theirs. */
function supplementOffers(offers: readonly ExtractedOffer[], supplement: Supplement): ExtractedOffer[] {
  return derivedOffers(offers, supplement).map(
    ({ total_cost: _total, minimum_price: _minimum, ...offer }) => offer,
  );
}

function derivedOffers(offers: readonly ExtractedOffer[], supplement: Supplement): ExtractedOffer[] {
  if (supplement.kind === 'mileage') return offersFromSupplement(offers, supplement.supplement);
  const known = new Set(offers.map(offerTermsKey));
  return offers
    .filter((offer) => offer.first_payment > supplement.firstPayment)
    .map((offer) => ({
      ...offer,
      first_payment: supplement.firstPayment,
      monthly_price: offer.monthly_price + supplement.monthlySupplement,
    }))
    .filter((offer) => !known.has(offerTermsKey(offer)));
}
