import { detailSelectionOptions } from './grid-offer-config';
import type { LeaseOffer } from './lease-offer';
import { selectOfferWithFallback } from './select-offer-with-fallback';

/**
 * The offer the detail page shows when the visitor chooses this km/år, term and udbetaling: the same
 * selection the server makes (exact km/år, then the term, then the nearest udbetaling). Offers sorted by
 * monthly price ascending, as the API sends them.
 */
export function offerForChoice<T extends LeaseOffer>(
  offers: readonly T[],
  choice: { mileage: number; term: number; deposit: number },
): T | undefined {
  const options = detailSelectionOptions({ km: choice.mileage, mdr: choice.term, udb: choice.deposit });
  return selectOfferWithFallback(offers, options).offer ?? undefined;
}
