import { formatNumber } from '../format/format-danish';
import { RETAIL_PRICE_BOUNDS } from './lease-score-config';

/**
 * Why a listing's offers have no LeaseScore, read from its retail price alone (issue 25): without a
 * price, or with one outside the scorable bounds (spec "Scoring"), calculateLeaseScore gives no real
 * score. Such a listing may still be active; the admin and the visitor are told why it has no score.
 */
export type UnscoredReason = 'missing_retail_price' | 'implausible_retail_price';

export function unscoredReason(retailPrice: number | null | undefined): UnscoredReason | null {
  if (retailPrice === null || retailPrice === undefined || retailPrice <= 0) return 'missing_retail_price';
  if (retailPrice < RETAIL_PRICE_BOUNDS.min || retailPrice > RETAIL_PRICE_BOUNDS.max) {
    return 'implausible_retail_price';
  }
  return null;
}

const BOUNDS = `${formatNumber(RETAIL_PRICE_BOUNDS.min)}–${formatNumber(RETAIL_PRICE_BOUNDS.max)} kr.`;

/** The reason as the end of a sentence: "bilens vejledende pris mangler". */
export const UNSCORED_REASON_TEXT: Record<UnscoredReason, string> = {
  missing_retail_price: 'bilens vejledende pris mangler',
  implausible_retail_price: `bilens vejledende pris ligger uden for ${BOUNDS}`,
};

/** The reason as a short label beside a listing in the admin: "Vejledende pris mangler". */
export const UNSCORED_REASON_LABEL: Record<UnscoredReason, string> = {
  missing_retail_price: 'Vejledende pris mangler',
  implausible_retail_price: `Vejledende pris uden for ${BOUNDS}`,
};

/** "LeaseScore kan ikke beregnes: bilens vejledende pris mangler"; null when the price gives a score. */
export function unscoredText(retailPrice: number | null | undefined): string | null {
  const reason = unscoredReason(retailPrice);
  return reason ? `LeaseScore kan ikke beregnes: ${UNSCORED_REASON_TEXT[reason]}` : null;
}
