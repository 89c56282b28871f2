import {
  coreVariant,
  hasAwd,
  normaliseText,
  resolveHorsepower,
  resolveTransmission,
} from '../ingestion/matching/match-keys';

/**
 * What decides whether two listings are the same car sold by different sellers (ADR 071). `makeId` and
 * `modelId` are the catalogue's own make and model, which imports reach through the make and model
 * aliases (ADR 031), so "VW ID 4" and "Volkswagen ID.4" already share them.
 */
export type SameCarFacts = {
  makeId: string;
  modelId: string;
  /** The model's name: a variant that repeats it ("Golf Life 1.0 TSI") is read without it. */
  model: string;
  variant: string | null;
  horsepower: number | null;
  fuelType: string | null;
  transmission: string | null;
};

// The matcher's core drops engine codes; an "eTSI" is a mild hybrid a seller may still file as petrol.
const MILD_HYBRID_CODE = /(?<![\p{L}\p{N}])e-?tsi(?![\p{L}\p{N}])/u;

/**
 * The variant family: the variant as the import matcher reads its core (case, spacing and decimal
 * commas ignored; horsepower text, gearbox, drive, fuel words, engine codes and punctuation left out,
 * as they are compared separately or vary by seller). Trim and equipment words stay, so "Life" and
 * "Style", or a variant with "20" alufælge, soltag" added, are different families.
 */
export function variantFamily(variant: string | null, model: string): string {
  return coreVariant(variant?.normalize('NFC') ?? null, model.normalize('NFC'));
}

/**
 * The grouping key: make, model, variant family, horsepower, fuel, gearbox and four-wheel drive. Null
 * (the listing stands alone) when any of them is unknown, or when the variant text states another
 * horsepower than the listing: two cars wrongly shown as one is worse than one car shown twice.
 */
export function sameCarKey(car: SameCarFacts): string | null {
  const variant = car.variant?.normalize('NFC') ?? null;
  const family = variantFamily(variant, car.model);
  const horsepower = resolveHorsepower({ horsepower: car.horsepower, variant });
  const statedHorsepower = resolveHorsepower({ horsepower: null, variant });
  const fuel = normaliseText(car.fuelType);
  const gearbox = resolveTransmission({ ...car, make: '', variant });
  if (family === '' || horsepower === null || fuel === '' || gearbox === null) return null;
  if (statedHorsepower !== null && statedHorsepower !== horsepower) return null;
  const text = normaliseText(variant);
  return [
    car.makeId,
    car.modelId,
    family,
    horsepower,
    fuel,
    gearbox,
    hasAwd(variant) ? 'awd' : '',
    MILD_HYBRID_CODE.test(text) ? 'etsi' : '',
  ].join('|');
}
