import type { ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { offersFromSupplement } from '../../../../domain/ingestion/mileage-supplement';
import { offerTermsKey } from '../../../../domain/offers/offer-key';
import type { CarRow } from './assemble-cars';
import type { Supplement } from './statement-lines';

/**
 * Adds to each row the offers its section's merpris/tillæg notes derive from its stated offers. Each
 * note prices on the stated offers, not on another note's: "Merpris ved 15.000 km: 350 kr./md." and
 * "… ved 20.000 km: 700 kr./md." both add to the price at the stated mileage.
 */
export function applySupplements(rows: readonly CarRow[], supplements: readonly Supplement[]): void {
  for (const row of rows) {
    const stated = [...row.offers];
    const added: ExtractedOffer[] = [];
    const known = new Set(stated.map(offerTermsKey));
    for (const supplement of supplements) {
      for (const offer of supplementOffers(stated, supplement)) {
        if (known.has(offerTermsKey(offer))) continue;
        known.add(offerTermsKey(offer));
        added.push(offer);
      }
    }
    row.offers.push(...added);
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
