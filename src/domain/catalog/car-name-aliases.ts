/**
 * Canonical make and model names through the catalogue's aliases (ADR 031). Pure: the caller loads the
 * catalogue's makes, models and aliases once and passes them in.
 */

import { cleanName, nameKey, spellingKey } from './car-name-keys';

export type CatalogModelNames = { name: string; aliases: readonly string[] };
export type CatalogMakeNames = {
  name: string;
  aliases: readonly string[];
  models: readonly CatalogModelNames[];
};
/** Every make of the catalogue with its aliases and its models' names and aliases. */
export type CatalogAliases = readonly CatalogMakeNames[];

export type CanonicalCarName = {
  make: string;
  model: string;
  /** The make is one of the catalogue's (by name or alias). */
  makeKnown: boolean;
  /** The model is one of that make's (by name, alias or spelling). */
  modelKnown: boolean;
};

// The keys live apart so the make/model schema (loaded with the admin's route tree) does not pull
// in the matching below.
export { cleanName, nameKey, spellingKey } from './car-name-keys';

function findMake(make: string, catalogue: CatalogAliases): CatalogMakeNames | undefined {
  const key = nameKey(make);
  return (
    catalogue.find((entry) => nameKey(entry.name) === key) ??
    catalogue.find((entry) => entry.aliases.some((alias) => nameKey(alias) === key))
  );
}

function findModel(model: string, make: CatalogMakeNames): CatalogModelNames | undefined {
  const key = nameKey(model);
  const byName = make.models.find((entry) => nameKey(entry.name) === key);
  if (byName) return byName;
  const byAlias = make.models.find((entry) => entry.aliases.some((alias) => nameKey(alias) === key));
  if (byAlias) return byAlias;
  const spelling = spellingKey(model);
  if (spelling === '') return undefined;
  const bySpelling = make.models.filter(
    (entry) =>
      spellingKey(entry.name) === spelling || entry.aliases.some((alias) => spellingKey(alias) === spelling),
  );
  return bySpelling.length === 1 ? bySpelling[0] : undefined;
}

/**
 * The catalogue's names for an extracted make and model: the make by name or alias (case-insensitive);
 * the model among that make's models by name, then alias, then — when exactly one model matches — by
 * its letters and digits alone ("ID 4" finds ID.4). What is not found comes back trimmed, as written.
 */
export function canonicalCarName(make: string, model: string, catalogue: CatalogAliases): CanonicalCarName {
  const foundMake = findMake(make, catalogue);
  if (!foundMake)
    return { make: cleanName(make), model: cleanName(model), makeKnown: false, modelKnown: false };
  const foundModel = findModel(model, foundMake);
  return {
    make: foundMake.name,
    model: foundModel ? foundModel.name : cleanName(model),
    makeKnown: true,
    modelKnown: foundModel !== undefined,
  };
}

/** Each car under the catalogue's make and model names where the catalogue knows them (see canonicalCarName). */
export function withCanonicalNames<Car extends { make: string; model: string }>(
  cars: readonly Car[],
  catalogue: CatalogAliases,
): Car[] {
  return cars.map((car) => {
    const { make, model } = canonicalCarName(car.make, car.model, catalogue);
    return make === car.make && model === car.model ? car : { ...car, make, model };
  });
}
