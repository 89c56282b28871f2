import {
  demoMakes,
  type MakeSpec,
  type ModelSpec,
  type VariantSpec,
} from '../../../src/db/seed/vehicle-data';
import type { StoredFuelType, StoredTransmission } from '../../../src/domain/listings/vehicle-values';
import type { Random } from '../generator/random';

/** One car as a list prints it: the catalogue's make and model, the trim name as printed. */
export type Trim = {
  make: string;
  model: string;
  variant: string;
  horsepower: number;
  fuel: StoredFuelType;
  transmission: StoredTransmission;
  retailPrice: number;
  wltpKm?: number;
};

export type ModelChoice = { model: string; trims: Trim[] };
export type CarChoice = { make: string; makePrinted: boolean; models: ModelChoice[] };

const lowerModelNames = demoMakes.flatMap((make) => make.models.map((model) => model.name.toLowerCase()));

/** Without the make in print, the model alone must say it: unique in the catalogue, not just digits or two letters. */
function namesItsMake(model: ModelSpec): boolean {
  const name = model.name.toLowerCase();
  const unique = lowerModelNames.filter((other) => other === name).length === 1;
  return unique && !/^\d+$/.test(name) && name.length >= 3;
}

function printedVariant(variant: VariantSpec, hkWord: string): string {
  return variant.name.replace(/\bHK\b/, hkWord);
}

function toTrim(make: MakeSpec, model: ModelSpec, variant: VariantSpec, hkWord: string): Trim {
  return {
    make: make.name,
    model: model.name,
    variant: printedVariant(variant, hkWord),
    horsepower: variant.horsepower,
    fuel: variant.fuel,
    transmission: variant.transmission,
    retailPrice: variant.retailPrice,
    ...(variant.wltpKm === undefined ? {} : { wltpKm: variant.wltpKm }),
  };
}

/**
 * Picks a make, then `modelCount` of its models with up to `maxTrims` trims each. When the make is
 * not printed only models that name their make are used.
 */
export function chooseCars(
  rng: Random,
  makePrinted: boolean,
  modelCount: readonly [number, number],
  trimCount: readonly [number, number],
): CarChoice {
  const usable = (make: MakeSpec) => (makePrinted ? make.models : make.models.filter(namesItsMake));
  const make = rng.pick(demoMakes.filter((candidate) => usable(candidate).length > 0));
  const models = usable(make);
  const count = Math.min(models.length, rng.int(modelCount[0], modelCount[1]));
  const hkWord = rng.pick(['hk', 'HK', 'hk']);
  return {
    make: make.name,
    makePrinted,
    models: rng.sample(models, count).map((model) => {
      const trims = Math.min(model.variants.length, rng.int(trimCount[0], trimCount[1]));
      return {
        model: model.name,
        trims: rng.sample(model.variants, trims).map((variant) => toTrim(make, model, variant, hkWord)),
      };
    }),
  };
}

/** "Skoda Enyaq", but "Polestar 2" rather than "Polestar Polestar 2"; the bare model without the make. */
export function modelTitle(make: string, model: string, makePrinted: boolean): string {
  if (!makePrinted || model.toLowerCase().startsWith(make.toLowerCase())) return model;
  return `${make} ${model}`;
}

export const allTrims = (cars: CarChoice): Trim[] => cars.models.flatMap((model) => model.trims);
