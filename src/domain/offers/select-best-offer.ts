import {
  DEFAULT_TARGET_DEPOSIT,
  HIGH_MILEAGE_GROUP,
  HIGH_MILEAGE_TARGET,
  type LeaseOffer,
  type OfferSelection,
  type OfferSelectionMethod,
  type OfferSelectionOptions,
  PREFERRED_TERMS,
} from './lease-offer';

export type { OfferSelectionOptions } from './lease-offer';

/**
 * Picks the offer that fits the options (original-system.md §2.2).
 * Callers pass offers sorted by monthly_price ascending: an exact deposit match takes the first such
 * offer in list order, which is then the cheapest one.
 */
export function selectBestOffer<T extends LeaseOffer>(
  offers: readonly T[],
  options: OfferSelectionOptions,
): OfferSelection<T> | null {
  return selectBestOfferAtMost(offers, options, Number.POSITIVE_INFINITY);
}

/**
 * Same as selectBestOffer over only the offers with monthly_price ≤ maxMonthlyPrice, without building
 * that sub-list. Single linear scans instead of the original's filter + sort; same result and tie-breaks.
 */
export function selectBestOfferAtMost<T extends LeaseOffer>(
  offers: readonly T[],
  options: OfferSelectionOptions,
  maxMonthlyPrice: number,
): OfferSelection<T> | null {
  const strict = options.strictMode ?? true;
  const targetDeposit = options.targetDeposit ?? DEFAULT_TARGET_DEPOSIT;
  const { targetMileage, targetTerm } = options;

  let mileage = targetMileage;
  if (!strict) {
    const nearest = nearestMileage(offers, targetMileage, maxMonthlyPrice);
    if (nearest === undefined) return null;
    mileage = nearest;
  }
  const acceptsHighMileageGroup = strict && targetMileage === HIGH_MILEAGE_TARGET;

  // Best offer of the most preferred term seen so far, and (flexible only) best offer without a preferred term.
  let best: T | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  let other: T | undefined;
  for (const offer of offers) {
    if (offer.monthly_price > maxMonthlyPrice) continue;
    const m = offer.mileage_per_year;
    if (acceptsHighMileageGroup ? !isHighMileage(m) : m !== mileage) continue;

    const rank = termRank(offer.period_months, targetTerm);
    if (rank < 0) {
      if (!strict && (other === undefined || isCloserThenCheaper(offer, other, targetDeposit))) other = offer;
    } else if (
      rank < bestRank ||
      (rank === bestRank && best && isBetterDepositFit(offer, best, targetDeposit))
    ) {
      best = offer;
      bestRank = rank;
    }
  }

  const userSpecified = options.isUserSpecified ?? true;
  const exactMileage = mileage === targetMileage;
  if (best) {
    return { offer: best, method: labelPreferredTerm(best, strict, exactMileage, userSpecified, targetTerm) };
  }
  if (other) {
    return { offer: other, method: !userSpecified ? 'default' : exactMileage ? 'exact' : 'closest' };
  }
  return null;
}

function isHighMileage(mileage: number): boolean {
  return (HIGH_MILEAGE_GROUP as readonly number[]).includes(mileage);
}

/** Offered mileage nearest to the target; the lower one on equal distance. */
function nearestMileage(
  offers: readonly LeaseOffer[],
  target: number,
  maxMonthlyPrice: number,
): number | undefined {
  let nearest: number | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const offer of offers) {
    if (offer.monthly_price > maxMonthlyPrice) continue;
    const m = offer.mileage_per_year;
    const distance = Math.abs(m - target);
    if (
      distance < nearestDistance ||
      (distance === nearestDistance && nearest !== undefined && m < nearest)
    ) {
      nearest = m;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/** Position in the preference order [targetTerm, 36, 24, 48] (duplicates removed); −1 when not preferred. */
function termRank(term: number, targetTerm: number | undefined): number {
  if (term === targetTerm) return 0;
  const index = (PREFERRED_TERMS as readonly number[]).indexOf(term);
  return index < 0 ? -1 : index + 1;
}

/**
 * Within one term: an exact deposit match keeps the first such offer in list order; otherwise the
 * smaller deposit distance wins, then the lower monthly price, then list order.
 */
function isBetterDepositFit(offer: LeaseOffer, current: LeaseOffer, targetDeposit: number): boolean {
  const distance = Math.abs(offer.first_payment - targetDeposit);
  const currentDistance = Math.abs(current.first_payment - targetDeposit);
  if (distance !== currentDistance) return distance < currentDistance;
  return distance !== 0 && offer.monthly_price < current.monthly_price;
}

/** Step 5 ordering: deposit distance, then monthly price, then list order (no exact-match shortcut). */
function isCloserThenCheaper(offer: LeaseOffer, current: LeaseOffer, targetDeposit: number): boolean {
  const distance = Math.abs(offer.first_payment - targetDeposit);
  const currentDistance = Math.abs(current.first_payment - targetDeposit);
  if (distance !== currentDistance) return distance < currentDistance;
  return offer.monthly_price < current.monthly_price;
}

function labelPreferredTerm(
  offer: LeaseOffer,
  strict: boolean,
  exactMileage: boolean,
  userSpecified: boolean,
  targetTerm: number | undefined,
): OfferSelectionMethod {
  if (!userSpecified) return 'default';
  if (!strict && !exactMileage) return 'closest';
  return offer.period_months === targetTerm ? 'exact' : 'fallback';
}
