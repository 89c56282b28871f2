import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../domain/format/format-danish';
import type { PricedOffer } from '../../../../domain/listings/listing-api-types';
import type { LeaseOffer } from '../../../../domain/offers/lease-offer';
import { offerForChoice } from '../../../../domain/offers/offer-for-choice';

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
  /** Monthly price change when this value is chosen; null when choosing it cannot reach this value. */
  delta: number | null;
  selected: boolean;
  /** The other values that change with it (the detail page adjusts them), in dimension order. */
  alsoChanges: { dimension: LeaseDimension; value: number }[];
  /** The values that stay when this one cannot be reached ('ikke tilgængelig ved …'). */
  unavailableAt?: { dimension: LeaseDimension; value: number }[];
};

export function leaseOptions(
  offers: readonly LeaseOffer[],
  current: LeaseOffer,
  dimension: LeaseDimension,
): LeaseOption[] {
  const base = choiceOf(current);
  return distinctValues(offers, dimension).map((value) => {
    const selected = value === base[dimension];
    const reached = offerForChoice(offers, { ...base, [dimension]: value });
    if (!reached || choiceOf(reached)[dimension] !== value) {
      return { value, delta: null, selected, alsoChanges: [], unavailableAt: keptDimension(dimension, base) };
    }
    const choice = choiceOf(reached);
    const alsoChanges = LEASE_DIMENSIONS.filter(
      (other) => other !== dimension && choice[other] !== base[other],
    ).map((other) => ({ dimension: other, value: choice[other] }));
    return { value, delta: reached.monthly_price - current.monthly_price, selected, alsoChanges };
  });
}

/** A term is chosen within the km/år, an udbetaling within km/år and term: say where it is missing. */
function keptDimension(dimension: LeaseDimension, base: LeaseChoice): LeaseOption['unavailableAt'] {
  const kept = LEASE_DIMENSIONS.slice(0, LEASE_DIMENSIONS.indexOf(dimension));
  return kept.length === 0 ? undefined : kept.map((other) => ({ dimension: other, value: base[other] }));
}

/** '+100 kr./md.', '−100 kr./md.', 'samme pris' or 'ikke tilgængelig'. */
export function formatDelta(delta: number | null): string {
  if (delta === null) return 'ikke tilgængelig';
  if (delta === 0) return 'samme pris';
  return `${delta > 0 ? '+' : '−'}${formatMonthly(Math.abs(delta))}`;
}

/** What else moves: 'med 12 mdr.', 'med udbetaling 4.995 kr.', 'med 12 mdr. og udbetaling 0 kr.'. */
function formatAlsoChanges(changes: LeaseOption['alsoChanges']): string {
  if (changes.length === 0) return '';
  const parts = changes.map(({ dimension, value }) =>
    dimension === 'deposit' ? `udbetaling ${formatKr(value)}` : formatDimension(dimension, value),
  );
  return ` med ${parts.join(' og ')}`;
}

export function optionLabel(dimension: LeaseDimension, option: LeaseOption): string {
  const value = formatDimension(dimension, option.value);
  if (option.selected) return value;
  if (option.delta === null) {
    const at = (option.unavailableAt ?? []).map((kept) => formatDimension(kept.dimension, kept.value));
    return `${value} · ikke tilgængelig${at.length > 0 ? ` ved ${at.join(' og ')}` : ''}`;
  }
  return `${value} · ${formatDelta(option.delta)}${formatAlsoChanges(option.alsoChanges)}`;
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
