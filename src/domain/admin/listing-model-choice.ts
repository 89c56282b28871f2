import { type CatalogModelNames, canonicalCarName, cleanName } from '../catalog/car-name-aliases';

/**
 * What a name typed as a new model means for the chosen make (ADR 046): nothing yet, one of the make's
 * models after all (by name, alias or spelling, as an import would match it: "id 4" is ID.4), or a
 * model the make does not have, which saving creates.
 */
export type NewModelName =
  | { kind: 'empty' }
  | { kind: 'known'; name: string }
  | { kind: 'new'; name: string };

export function newModelName(typed: string, models: readonly CatalogModelNames[]): NewModelName {
  const name = cleanName(typed);
  if (name === '') return { kind: 'empty' };
  const found = canonicalCarName('', name, [{ name: '', aliases: [], models }]);
  return found.modelKnown ? { kind: 'known', name: found.model } : { kind: 'new', name };
}
