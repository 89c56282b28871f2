import { formatKmPerYear, formatKr, formatMonths } from '../format/format-danish';
import type { LeaseOffer } from '../offers/lease-offer';
import type { CompareConfig, CompareTerm } from './compare-types';

const TERM_FIELD = {
  km: 'mileage_per_year',
  mdr: 'period_months',
  udb: 'first_payment',
} as const satisfies Record<CompareTerm, keyof LeaseOffer>;

const TERM_TEXT: Record<CompareTerm, (value: number) => string> = {
  km: formatKmPerYear,
  mdr: formatMonths,
  udb: (value) => `udbetaling ${formatKr(value)}`,
};

const TERMS: readonly CompareTerm[] = ['km', 'mdr', 'udb'];

/** The terms the visitor chose that the offer does not have, in URL order. */
export function differingTerms(offer: LeaseOffer, config: CompareConfig): CompareTerm[] {
  return TERMS.filter((term) => config[term] !== null && offer[TERM_FIELD[term]] !== config[term]);
}

/** "Nærmeste tilbud: 36 mdr." for an offer that is the closest rather than the chosen configuration. */
export function closestOfferNote(offer: LeaseOffer, differs: readonly CompareTerm[]): string | null {
  if (differs.length === 0) return null;
  return `Nærmeste tilbud: ${differs.map((term) => TERM_TEXT[term](offer[TERM_FIELD[term]])).join(', ')}`;
}
