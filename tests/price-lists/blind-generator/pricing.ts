import type { Random } from '../generator/random';
import type { Trim } from './catalogue';

export const FIRST_PAYMENTS = [0, 4995, 9995, 14995, 19995, 29995, 49995] as const;
export const MILEAGES = [10000, 15000, 20000, 25000, 30000, 35000, 40000] as const;
export const TERMS = [12, 24, 36, 48] as const;

export type PriceEnding = 'nine' | 'five' | 'ten';
export type OfferTerms = { mileage: number; term: number; firstPayment: number };

const termFactor: Record<number, number> = { 12: 1.14, 24: 1.06, 36: 1, 48: 0.96 };

/** Monthly price: rises with km/år, falls with the first payment and slightly with the term. */
export function monthlyPrice(trim: Trim, terms: OfferTerms, ending: PriceEnding): number {
  const base = trim.retailPrice * 0.0105 + 250;
  const mileageFactor = 1 + ((terms.mileage - 15000) / 5000) * 0.05;
  // The first payment lowers every term alike, so a longer term stays a little cheaper.
  const raw = base * mileageFactor * (termFactor[terms.term] ?? 1) - (terms.firstPayment / 36) * 0.85;
  const floor = Math.max(raw, 899);
  if (ending === 'nine') return Math.round(floor / 100) * 100 - 1;
  if (ending === 'five') return Math.round(floor / 50) * 50 - 5;
  return Math.round(floor / 10) * 10;
}

/** First payments a seller would offer on a car of this price, lowest first. */
export function firstPaymentsFor(trims: readonly Trim[]): number[] {
  const cheapest = Math.min(...trims.map((trim) => trim.retailPrice));
  return FIRST_PAYMENTS.filter((amount) => amount <= cheapest * 0.13);
}

/** `count` consecutive mileages (in steps of 5.000), sometimes starting at 12.500. */
export function mileageRun(rng: Random, count: number): number[] {
  if (rng.chance(0.12)) return [12500, 15000, 17500, 20000, 25000, 30000].slice(0, count);
  const start = rng.int(0, Math.min(2, MILEAGES.length - count));
  return MILEAGES.slice(start, start + count);
}

export function termRun(rng: Random, count: number): number[] {
  if (count === 1) return [rng.pick([24, 36, 36, 36, 48])];
  const start = count >= 3 ? rng.int(0, 4 - count) : rng.int(1, 2);
  return TERMS.slice(start, start + count);
}

/** A surcharge as a seller prints it: the price difference rounded to 50 kr. */
export function surcharge(trim: Trim, from: OfferTerms, toMileage: number, ending: PriceEnding): number {
  const difference =
    monthlyPrice(trim, { ...from, mileage: toMileage }, ending) - monthlyPrice(trim, from, ending);
  return Math.max(50, Math.round(difference / 50) * 50);
}
