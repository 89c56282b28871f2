import { cheapestOffer } from './cheapest-offer';
import type {
  LeaseOffer,
  OfferSelectionMethod,
  OfferSelectionOptions,
  OfferSelectionStage,
} from './lease-offer';
import { selectBestOffer } from './select-best-offer';

export type OfferSelectionWithStage<T extends LeaseOffer> = {
  offer: T | null;
  method: OfferSelectionMethod;
  stage: OfferSelectionStage;
};

/**
 * Detail page and similar cars (original-system.md §2.3): strict, then flexible, then the cheapest offer.
 * Offers sorted by monthly_price ascending, as for selectBestOffer.
 */
export function selectOfferWithFallback<T extends LeaseOffer>(
  offers: readonly T[],
  options: Omit<OfferSelectionOptions, 'strictMode'>,
): OfferSelectionWithStage<T> {
  const strict = selectBestOffer(offers, { ...options, strictMode: true });
  if (strict) return { ...strict, stage: 'strict' };
  const flexible = selectBestOffer(offers, { ...options, strictMode: false });
  if (flexible) return { ...flexible, stage: 'flexible' };

  // Unreachable for a non-empty list (flexible mode always finds an offer); kept as in the original.
  const cheapest = cheapestOffer(offers);
  if (!cheapest) return { offer: null, method: 'default', stage: 'cheapest' };
  return {
    offer: cheapest,
    method: (options.isUserSpecified ?? true) ? 'fallback' : 'default',
    stage: 'cheapest',
  };
}
