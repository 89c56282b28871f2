import type { ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { offersFromSupplement } from '../../../../domain/ingestion/mileage-supplement';
import type { EvidenceSource } from '../../../../domain/ingestion/reading-evidence';
import { offerTermsKey } from '../../../../domain/offers/offer-key';
import type { CarRow } from './assemble-cars';
import type { ReadOffer } from './evidence';
import type { Supplement } from './statement-lines';

/** A merpris/tillæg note with the line it was read from. */
export type SourcedSupplement = Supplement & { source?: EvidenceSource };

/**
 * Adds to each row the offers its section's merpris/tillæg notes derive from its stated offers. Each
 * note prices on the stated offers, not on another note's: "Merpris ved 15.000 km: 350 kr./md." and
 * "… ved 20.000 km: 700 kr./md." both add to the price at the stated mileage.
 */
export function applySupplements(rows: readonly CarRow[], supplements: readonly SourcedSupplement[]): void {
  for (const row of rows) {
    const stated = [...row.offers];
    const added: ExtractedOffer[] = [];
    const known = new Set(stated.map(offerTermsKey));
    for (const supplement of supplements) {
      for (const offer of supplementOffers(stated, supplement)) {
        if (known.has(offerTermsKey(offer))) continue;
        known.add(offerTermsKey(offer));
        added.push(offer);
        const reasons = supplementReasons(row.reasons ?? [], offer, supplement);
        if (reasons) row.reasons = [...(row.reasons ?? []), reasons];
      }
    }
    row.offers.push(...added);
  }
}

/**
 * A derived offer's reasons: the note gives the value it changes and the price; the stated offer it was
 * derived from gives the rest.
 */
function supplementReasons(
  stated: readonly ReadOffer[],
  offer: ExtractedOffer,
  supplement: SourcedSupplement,
): ReadOffer | null {
  const note = supplement.source ?? { from: 'supplement' as const };
  const base =
    supplement.kind === 'mileage'
      ? stated.find(
          (entry) =>
            entry.offer.period_months === offer.period_months &&
            entry.offer.first_payment === offer.first_payment,
        )
      : stated.find(
          (entry) =>
            entry.offer.period_months === offer.period_months &&
            entry.offer.mileage_per_year === offer.mileage_per_year,
        );
  if (!base) return null;
  return {
    offer,
    reasons: {
      ...base.reasons,
      ...(supplement.kind === 'mileage' ? { mileage: note } : { first_payment: note }),
      monthly_price: note,
    },
  };
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
