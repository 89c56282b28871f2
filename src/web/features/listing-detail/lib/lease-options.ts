import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../domain/format/format-danish';
import type { PricedOffer } from '../../../../domain/listings/listing-api-types';
import type { LeaseOffer } from '../../../../domain/offers/lease-offer';

export type LeaseDimension = 'mileage' | 'term' | 'deposit';

export const LEASE_DIMENSIONS: readonly LeaseDimension[] = ['mileage', 'term', 'deposit'];

const FIELD = {
  mileage: 'mileage_per_year',
  term: 'period_months',
  deposit: 'first_payment',
} as const satisfies Record<LeaseDimension, keyof LeaseOffer>;

export const DIMENSION_LABELS: Record<LeaseDimension, string> = {
  mileage: 'Årligt km-forbrug',
  term: 'Leasingperiode',
  deposit: 'Udbetaling',
};

const FORMAT: Record<LeaseDimension, (value: number) => string> = {
  mileage: formatKmPerYear,
  term: formatMonths,
  deposit: formatKr,
};

export type LeaseChoice = { mileage: number; term: number; deposit: number };

export function choiceOf(offer: LeaseOffer): LeaseChoice {
  return { mileage: offer.mileage_per_year, term: offer.period_months, deposit: offer.first_payment };
}

export function formatDimension(dimension: LeaseDimension, value: number): string {
  return FORMAT[dimension](value);
}

/** Every distinct value of one dimension, ascending. */
export function distinctValues(offers: readonly LeaseOffer[], dimension: LeaseDimension): number[] {
  return [...new Set(offers.map((offer) => offer[FIELD[dimension]]))].sort((a, b) => a - b);
}

export function findOffer<T extends LeaseOffer>(offers: readonly T[], choice: LeaseChoice): T | undefined {
  return offers.find(
    (offer) =>
      offer.mileage_per_year === choice.mileage &&
      offer.period_months === choice.term &&
      offer.first_payment === choice.deposit,
  );
}

export type LeaseOption = {
  value: number;
  /** Monthly price change when only this dimension switches; null when that combination is not offered. */
  delta: number | null;
  selected: boolean;
};

export function leaseOptions(
  offers: readonly LeaseOffer[],
  current: LeaseOffer,
  dimension: LeaseDimension,
): LeaseOption[] {
  const base = choiceOf(current);
  return distinctValues(offers, dimension).map((value) => {
    const offer = findOffer(offers, { ...base, [dimension]: value });
    return {
      value,
      delta: offer ? offer.monthly_price - current.monthly_price : null,
      selected: value === base[dimension],
    };
  });
}

/** '+100 kr./md.', '−100 kr./md.', 'samme pris' or 'ikke tilgængelig'. */
export function formatDelta(delta: number | null): string {
  if (delta === null) return 'ikke tilgængelig';
  if (delta === 0) return 'samme pris';
  return `${delta > 0 ? '+' : '−'}${formatMonthly(Math.abs(delta))}`;
}

export function optionLabel(dimension: LeaseDimension, option: LeaseOption): string {
  const value = formatDimension(dimension, option.value);
  return option.selected ? value : `${value} · ${formatDelta(option.delta)}`;
}

/** Highest lease score; on a tie the cheaper offer, then list order. Undefined when no offer is scored. */
export function bestScoreOffer(offers: readonly PricedOffer[]): PricedOffer | undefined {
  let best: PricedOffer | undefined;
  for (const offer of offers) {
    if (offer.lease_score === null || offer.lease_score <= 0) continue;
    if (
      best === undefined ||
      offer.lease_score > (best.lease_score ?? 0) ||
      (offer.lease_score === best.lease_score && offer.monthly_price < best.monthly_price)
    ) {
      best = offer;
    }
  }
  return best;
}
