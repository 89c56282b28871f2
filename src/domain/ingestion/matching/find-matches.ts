import type { ExtractedCar } from '../extracted-price-list';
import type { ExistingListing, MatchMethod } from '../proposed-change';
import {
  compositeBaseKey,
  exactKey,
  identitiesCompatible,
  type MatchVehicle,
  makeModelKey,
  resolveHorsepower,
  resolveTransmission,
} from './match-keys';
import { sameOfferSet } from './normalise-offers';
import { SCORED_MATCH_THRESHOLD, scoredMatchConfidence } from './scored-match';

export type ListingMatch = {
  listing: ExistingListing;
  method: Exclude<MatchMethod, 'none'>;
  confidence: number;
};

const EXACT_CONFIDENCE = 1;
const COMPOSITE_CONFIDENCE = 0.95;

/**
 * The listing each car matches (same order as cars; null when none), each listing at most once.
 * Keys map to every listing that has them, so true duplicates are all reachable (the original kept the
 * first listing per key and proposed deleting the rest, §8.2). Matching runs level by level over all
 * cars — every exact match first, then composite, then scored — so a looser match of an earlier car
 * cannot take the listing a later car matches exactly. At every level a listing whose known gearbox,
 * fuel or horsepower differs from the car's is never a candidate (identitiesCompatible): two trims that
 * differ in one of them are two cars, whatever their names.
 */
export function findMatches(
  cars: readonly ExtractedCar[],
  existing: readonly ExistingListing[],
): Array<ListingMatch | null> {
  const matches: Array<ListingMatch | null> = cars.map(() => null);
  const taken = new Set<string>();
  const exactIndex = groupBy(existing, (listing) => exactKey(listing));
  const compositeIndex = groupBy(existing, (listing) => compositeBaseKey(listingVehicle(listing)));
  const makeModelIndex = groupBy(existing, (listing) => makeModelKey(listing.make, listing.model));

  const free = (car: ExtractedCar, listings: ExistingListing[] | undefined) =>
    (listings ?? []).filter(
      (listing) => !taken.has(listing.id) && identitiesCompatible(carVehicle(car), listingVehicle(listing)),
    );
  const runLevel = (pick: (car: ExtractedCar) => ListingMatch | null) => {
    cars.forEach((car, index) => {
      if (matches[index]) return;
      const match = pick(car);
      if (!match) return;
      taken.add(match.listing.id);
      matches[index] = match;
    });
  };

  // The exact key ignores transmission and horsepower (as the original's did); duplicates that also agree
  // on those are paired first, so an automatic and a manual "bZ4X Active" each find their own listing.
  runLevel((car) => {
    const sameKey = free(car, exactIndex.get(exactKey(car))).filter((listing) =>
      agreesOnIdentity(car, listing),
    );
    return matchOf(preferred(car, sameKey), 'exact', EXACT_CONFIDENCE);
  });
  runLevel((car) =>
    matchOf(preferred(car, free(car, exactIndex.get(exactKey(car)))), 'exact', EXACT_CONFIDENCE),
  );
  runLevel((car) => {
    const sameKey = free(car, compositeIndex.get(compositeBaseKey(carVehicle(car))));
    return matchOf(preferred(car, sameKey), 'composite', COMPOSITE_CONFIDENCE);
  });
  runLevel((car) => bestScored(car, free(car, makeModelIndex.get(makeModelKey(car.make, car.model)))));

  return matches;
}

export function carVehicle(car: ExtractedCar): MatchVehicle {
  return { ...car, fuelType: car.fuel_type };
}

export function listingVehicle(listing: ExistingListing): MatchVehicle {
  return listing;
}

function bestScored(car: ExtractedCar, candidates: ExistingListing[]): ListingMatch | null {
  let best: ListingMatch | null = null;
  for (const listing of orderByPreference(car, candidates)) {
    const confidence = scoredMatchConfidence(carVehicle(car), listingVehicle(listing));
    if (confidence >= SCORED_MATCH_THRESHOLD && confidence > (best?.confidence ?? 0)) {
      best = { listing, method: 'scored', confidence };
    }
  }
  return best;
}

function matchOf(
  listing: ExistingListing | undefined,
  method: ListingMatch['method'],
  confidence: number,
): ListingMatch | null {
  return listing ? { listing, method, confidence } : null;
}

function agreesOnIdentity(car: ExtractedCar, listing: ExistingListing): boolean {
  const carIdentity = carVehicle(car);
  const listingIdentity = listingVehicle(listing);
  return (
    resolveTransmission(carIdentity) === resolveTransmission(listingIdentity) &&
    resolveHorsepower(carIdentity) === resolveHorsepower(listingIdentity)
  );
}

function preferred(car: ExtractedCar, candidates: ExistingListing[]): ExistingListing | undefined {
  return orderByPreference(car, candidates)[0];
}

/**
 * Among equally keyed listings: same transmission, then horsepower, then fuel, then the same offers,
 * then not inactive; otherwise the listings' own order.
 */
function orderByPreference(car: ExtractedCar, candidates: ExistingListing[]): ExistingListing[] {
  const vehicle = carVehicle(car);
  const penalties = (listing: ExistingListing) => {
    const other = listingVehicle(listing);
    return [
      resolveTransmission(vehicle) === resolveTransmission(other) ? 0 : 1,
      resolveHorsepower(vehicle) === resolveHorsepower(other) ? 0 : 1,
      car.fuel_type === listing.fuelType ? 0 : 1,
      sameOfferSet(car.offers, listing.offers) ? 0 : 1,
      listing.status === 'inactive' ? 1 : 0,
    ];
  };
  const ranked = candidates.map((listing, index) => ({ listing, index, penalties: penalties(listing) }));
  ranked.sort((a, b) => compareTuples(a.penalties, b.penalties) || a.index - b.index);
  return ranked.map(({ listing }) => listing);
}

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const value = key(item);
    groups.set(value, [...(groups.get(value) ?? []), item]);
  }
  return groups;
}
