import {
  identitiesCompatible,
  type MatchVehicle,
  normaliseText,
  resolveHorsepower,
  resolveTransmission,
} from '../ingestion/matching/match-keys';
import type { StoredBodyType } from '../listings/vehicle-values';

/**
 * Remembered variant facts (ADR 033): the retail price (vejledende pris) and body type an admin set on a
 * listing, kept catalogue-wide per model, variant text and identity (fuel, gearbox, horsepower), and
 * carried into new listings of the same variant that an import creates.
 */

/** The variant text as a key: trimmed, single-spaced, lower case; null when there is no variant. */
export function variantKey(variant: string | null | undefined): string | null {
  const key = normaliseText(variant);
  return key === '' ? null : key;
}

export type VariantIdentity = {
  fuelType: string | null;
  transmission: 'automatic' | 'manual' | null;
  horsepower: number | null;
};

/** What tells two cars of the same variant text apart, as far as it is known ('?' where unknown). */
export function variantIdentity(vehicle: Omit<MatchVehicle, 'make' | 'model'>): VariantIdentity {
  const fuel = normaliseText(vehicle.fuelType);
  return {
    fuelType: fuel === '' ? null : fuel,
    transmission: resolveTransmission({ ...vehicle, make: '', model: '' }),
    horsepower: resolveHorsepower(vehicle),
  };
}

/** "hybrid - petrol|automatic|116"; unknown parts are '?'. Part of the remembered row's key. */
export function identityKey(identity: VariantIdentity): string {
  return [identity.fuelType ?? '?', identity.transmission ?? '?', identity.horsepower ?? '?'].join('|');
}

export type RememberedVariantFacts = {
  variantKey: string;
  identity: VariantIdentity;
  retailPrice: number | null;
  bodyType: StoredBodyType | null;
  updatedAt: Date;
};

const asVehicle = (identity: VariantIdentity): MatchVehicle => ({
  make: '',
  model: '',
  variant: null,
  fuelType: identity.fuelType,
  transmission: identity.transmission,
  horsepower: identity.horsepower,
});

/**
 * The remembered facts (of one model) that apply to a car: same variant text, and nothing known sets
 * the two apart (a manual and an automatic trim of one name never share a price). The same identity
 * wins; else the most recently remembered compatible one. Each fact is taken from the first row that
 * has it, so a row that knows only the body type does not hide another's price.
 */
export function pickRememberedFacts(
  remembered: readonly RememberedVariantFacts[],
  car: Omit<MatchVehicle, 'make' | 'model'>,
): { retailPrice: number | null; bodyType: StoredBodyType | null } {
  const key = variantKey(car.variant);
  if (key === null) return { retailPrice: null, bodyType: null };
  const identity = variantIdentity(car);
  const wanted = identityKey(identity);
  const candidates = remembered
    .filter(
      (row) => row.variantKey === key && identitiesCompatible(asVehicle(row.identity), asVehicle(identity)),
    )
    .sort((a, b) => {
      const exactA = identityKey(a.identity) === wanted ? 0 : 1;
      const exactB = identityKey(b.identity) === wanted ? 0 : 1;
      return exactA - exactB || b.updatedAt.getTime() - a.updatedAt.getTime();
    });
  return {
    retailPrice: candidates.find((row) => row.retailPrice !== null)?.retailPrice ?? null,
    bodyType: candidates.find((row) => row.bodyType !== null)?.bodyType ?? null,
  };
}

/**
 * What a new imported listing gets (price lists state neither): the remembered variant fact, else (body
 * type only) the model's default — the remembered body type is more specific than the model's.
 */
export function factsForNewListing(input: {
  remembered: { retailPrice: number | null; bodyType: StoredBodyType | null };
  modelDefaultBodyType: string | null;
}): { retailPrice: number | null; bodyType: string | null } {
  return {
    retailPrice: input.remembered.retailPrice,
    bodyType: input.remembered.bodyType ?? input.modelDefaultBodyType,
  };
}

/** The audit log's vocabulary for remembered variant facts (audit_log.entity and .action). */
export const VARIANT_FACTS_AUDIT = { entity: 'variant_facts', action: 'remember' } as const;
