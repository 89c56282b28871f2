import { offerPriceKey } from '../offers/offer-key';
import type { ExtractedCar, ExtractedOffer, ExtractedPriceList } from './extracted-price-list';
import { needsReview } from './reading-checks';

/**
 * How much of a price list an extraction got exactly right, measured against a truth of the same shape.
 *
 * An offer is the tuple (make, model, horsepower, km/år, term, first payment, monthly); make and model
 * compare case-insensitively with spacing collapsed. Truth and extracted tuples are matched as multisets.
 * A car is exactly right when one extracted car has the same make, model, horsepower, fuel and gearbox
 * and exactly the same set of offers. The variant name is not compared: naming is the reader's choice.
 */
export type ExtractionScore = {
  /** Cars in the truth. */
  cars: number;
  /** Truth cars read exactly (identity and every offer, no offer more). */
  carsRight: number;
  /** Extracted cars whose identity (make, model, hp, fuel, gear) matches no truth car. */
  extraCars: number;
  /** Offers in the truth. */
  offers: number;
  /** Truth offers found among the extracted offers. */
  offersRight: number;
  /** Extracted offers that match no truth offer. */
  inventedOffers: number;
  /**
   * Extracted cars held for review ("Kræver kontrol": a hard check failed). Their offers are not
   * offers until an admin has looked, so they count neither as right nor as invented.
   */
  carsHeld: number;
};

export const emptyScore: Readonly<ExtractionScore> = {
  cars: 0,
  carsRight: 0,
  extraCars: 0,
  offers: 0,
  offersRight: 0,
  inventedOffers: 0,
  carsHeld: 0,
};

export type OfferTuple = {
  make: string;
  model: string;
  horsepower: number | null;
} & ExtractedOffer;

export type Mismatch = { kind: 'missing' | 'invented'; offer: OfferTuple };

const normalisedName = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The cars whose offers stand: every car of a truth, the cars an extraction did not hold for review. */
const offeredCars = (list: ExtractedPriceList) => list.cars.filter((car) => !needsReview(car));

function offerTuples(list: ExtractedPriceList): OfferTuple[] {
  return offeredCars(list).flatMap((car) =>
    car.offers.map((offer) => ({
      make: car.make,
      model: car.model,
      horsepower: car.horsepower,
      mileage_per_year: offer.mileage_per_year,
      period_months: offer.period_months,
      first_payment: offer.first_payment,
      monthly_price: offer.monthly_price,
    })),
  );
}

function tupleKey(tuple: OfferTuple): string {
  return [
    normalisedName(tuple.make),
    normalisedName(tuple.model),
    tuple.horsepower ?? '',
    tuple.mileage_per_year,
    tuple.period_months,
    tuple.first_payment,
    tuple.monthly_price,
  ].join('|');
}

function identityKey(car: ExtractedCar): string {
  return [
    normalisedName(car.make),
    normalisedName(car.model),
    car.horsepower ?? '',
    car.fuel_type ?? '',
    car.transmission ?? '',
  ].join('|');
}

function offerSetKey(car: ExtractedCar): string {
  const keys = new Set(car.offers.map(offerPriceKey));
  return [...keys].sort().join(';');
}

/** Matches truth tuples against extracted tuples as multisets: what is missing and what is invented. */
function matchOffers(truth: ExtractedPriceList, extracted: ExtractedPriceList) {
  const unmatched = new Map<string, OfferTuple[]>();
  for (const tuple of offerTuples(extracted)) {
    const key = tupleKey(tuple);
    unmatched.set(key, [...(unmatched.get(key) ?? []), tuple]);
  }
  const missing: OfferTuple[] = [];
  let matched = 0;
  const truthTuples = offerTuples(truth);
  for (const tuple of truthTuples) {
    const candidates = unmatched.get(tupleKey(tuple));
    if (candidates && candidates.length > 0) {
      candidates.pop();
      matched++;
    } else {
      missing.push(tuple);
    }
  }
  return { total: truthTuples.length, matched, missing, invented: [...unmatched.values()].flat() };
}

function countCarsRight(truth: ExtractedPriceList, extracted: ExtractedPriceList): number {
  const available = offeredCars(extracted).map((car) => `${identityKey(car)}#${offerSetKey(car)}`);
  let right = 0;
  for (const car of truth.cars) {
    const index = available.indexOf(`${identityKey(car)}#${offerSetKey(car)}`);
    if (index >= 0) {
      available.splice(index, 1);
      right++;
    }
  }
  return right;
}

export function scoreExtraction(truth: ExtractedPriceList, extracted: ExtractedPriceList): ExtractionScore {
  const offers = matchOffers(truth, extracted);
  const truthIdentities = new Set(truth.cars.map(identityKey));
  return {
    cars: truth.cars.length,
    carsRight: countCarsRight(truth, extracted),
    extraCars: offeredCars(extracted).filter((car) => !truthIdentities.has(identityKey(car))).length,
    offers: offers.total,
    offersRight: offers.matched,
    inventedOffers: offers.invented.length,
    carsHeld: extracted.cars.length - offeredCars(extracted).length,
  };
}

/** The truth offers not read and the extracted offers the truth does not have, for debugging output. */
export function extractionMismatches(truth: ExtractedPriceList, extracted: ExtractedPriceList): Mismatch[] {
  const { missing, invented } = matchOffers(truth, extracted);
  return [
    ...missing.map((offer) => ({ kind: 'missing' as const, offer })),
    ...invented.map((offer) => ({ kind: 'invented' as const, offer })),
  ];
}

/** One mismatch as a Danish line, e.g. "mangler: Kia EV3 204 hk · 15000 km/år · 36 mdr. · 9995 kr. · 3299 kr./md.". */
export function describeMismatch(mismatch: Mismatch): string {
  const { offer } = mismatch;
  const label = mismatch.kind === 'missing' ? 'mangler' : 'opfundet';
  const horsepower = offer.horsepower === null ? 'uden hk' : `${offer.horsepower} hk`;
  return `${label}: ${offer.make} ${offer.model} ${horsepower} · ${offer.mileage_per_year} km/år · ${offer.period_months} mdr. · ${offer.first_payment} kr. · ${offer.monthly_price} kr./md.`;
}

export function sumScores(scores: readonly ExtractionScore[]): ExtractionScore {
  const total = { ...emptyScore };
  for (const score of scores) {
    for (const field of Object.keys(total) as Array<keyof ExtractionScore>) total[field] += score[field];
  }
  return total;
}

/** "97,5 %" (one decimal, Danish comma); "–" when there is nothing to count. */
export function formatShare(right: number, total: number): string {
  return total === 0 ? '–' : `${((100 * right) / total).toFixed(1).replace('.', ',')} %`;
}
