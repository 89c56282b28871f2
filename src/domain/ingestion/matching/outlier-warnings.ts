import { calculateLeaseScore } from '../../lease-score/calculate-lease-score';
import { isScorable } from '../../lease-score/lease-score-bands';
import type { LeaseOffer } from '../../offers/lease-offer';
import type { ExtractedCar } from '../extracted-price-list';
import type { ChangeType, ComparedField, OfferDiff, OutlierWarning } from '../proposed-change';
import { conflictWarnings } from './price-conflicts';

/** A monthly price that moves by more than this percentage for the same terms is flagged. */
export const MONTHLY_PRICE_JUMP_PERCENT = 15;
/**
 * A car whose lease score is more than this many points from the median of the seller's listings is
 * flagged: score bands are 20 points wide, so this is more than a whole band away from the seller's norm.
 */
export const SCORE_DEVIATION_POINTS = 20;
/** Fewer scored listings than this make no norm to compare with. */
export const MIN_SELLER_SCORES = 3;

const CREATE_REQUIRED_FIELDS = ['horsepower', 'fuel_type', 'transmission'] as const satisfies ComparedField[];

export type OutlierInput = {
  type: ChangeType;
  car: ExtractedCar | null;
  offerDiff: OfferDiff | null;
  /** The matched listing's retail price; unknown for a new car. */
  retailPrice: number | null;
  /** One score per scored listing of the seller, measured as carLeaseScore measures a car. */
  sellerScores: readonly number[];
  /** The change's warnings before it was proposed again: resolved price conflicts are carried over. */
  previous?: readonly OutlierWarning[];
};

/** The warnings review shows next to a proposed change; price conflicts (which block it) first. */
export function outlierWarnings(input: OutlierInput): OutlierWarning[] {
  const { type, car } = input;
  const warnings: Array<OutlierWarning | null> = car ? conflictWarnings(car, input.previous) : [];
  if (type === 'update') warnings.push(monthlyPriceJump(input.offerDiff));
  if ((type === 'create' || type === 'update') && car) {
    warnings.push(scoreOffSellerNorm(car.offers, input.retailPrice, input.sellerScores));
  }
  if ((type === 'create' || type === 'missing_model') && car) warnings.push(missingFields(car));
  return warnings.filter((warning) => warning !== null);
}

/** The largest relative change among changed offers, signed (negative = cheaper), one decimal. */
export function monthlyPriceJump(diff: OfferDiff | null): OutlierWarning | null {
  let largest = 0;
  for (const { old, new: next } of diff?.changed ?? []) {
    if (old.monthly_price <= 0) continue;
    const percent = ((next.monthly_price - old.monthly_price) / old.monthly_price) * 100;
    if (Math.abs(percent) > Math.abs(largest)) largest = percent;
  }
  if (Math.abs(largest) <= MONTHLY_PRICE_JUMP_PERCENT) return null;
  return { kind: 'monthly_price_jump', percent: Math.round(largest * 10) / 10 };
}

/**
 * A car's lease score: the best v2.1 score among its offers against the retail price (ADR 004 stores
 * one score per offer), or null when no offer is scorable (unknown or implausible retail price).
 */
export function carLeaseScore(offers: readonly LeaseOffer[], retailPrice: number | null): number | null {
  if (retailPrice === null) return null;
  let best: number | null = null;
  for (const offer of offers) {
    const result = calculateLeaseScore({
      retailPrice,
      monthlyPrice: offer.monthly_price,
      mileagePerYear: offer.mileage_per_year,
      firstPayment: offer.first_payment,
      contractMonths: offer.period_months,
    });
    if (isScorable(result) && (best === null || result.totalScore > best)) best = result.totalScore;
  }
  return best;
}

export function scoreOffSellerNorm(
  offers: readonly LeaseOffer[],
  retailPrice: number | null,
  sellerScores: readonly number[],
): OutlierWarning | null {
  if (sellerScores.length < MIN_SELLER_SCORES) return null;
  const score = carLeaseScore(offers, retailPrice);
  if (score === null) return null;
  const sellerMedian = median(sellerScores);
  if (Math.abs(score - sellerMedian) <= SCORE_DEVIATION_POINTS) return null;
  return { kind: 'score_off_seller_norm', score, sellerMedian };
}

export function missingFields(car: ExtractedCar): OutlierWarning | null {
  const fields = CREATE_REQUIRED_FIELDS.filter((field) => car[field] === null || car[field] === undefined);
  return fields.length > 0 ? { kind: 'missing_fields', fields } : null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}
