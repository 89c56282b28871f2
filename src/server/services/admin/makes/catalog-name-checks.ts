import type { CatalogMakeRow, CatalogModelRow } from '../../../../db/catalog-names/load-catalog-names';
import { nameKey } from '../../../../domain/catalog/car-name-aliases';

/** A write refused because it would make two makes or models share a name; Danish, for the admin. */
export type NameConflict = { ok: false; reason: 'conflict'; path: string; message: string };
export type CatalogWriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not_found' }
  | NameConflict;

const conflict = (path: string, message: string): NameConflict => ({
  ok: false,
  reason: 'conflict',
  path,
  message,
});
const same = (a: string, b: string) => nameKey(a) === nameKey(b);

/** The aliases without the entry's own name (an alias equal to the name says nothing). */
export function aliasesBesidesName(aliases: readonly string[], name: string): string[] {
  return aliases.filter((alias) => !same(alias, name));
}

/** A make's name and aliases must not be any other make's name or alias, ignoring case. */
export function makeNameConflict(
  catalogue: readonly CatalogMakeRow[],
  selfId: string | null,
  name: string,
  aliases: readonly string[],
): NameConflict | null {
  const others = catalogue.filter((make) => make.id !== selfId);
  const named = others.find((make) => same(make.name, name));
  if (named) {
    return conflict(
      'name',
      `Mærket «${named.name}» findes allerede. Vil du samle dem, så brug «Læg sammen» i stedet.`,
    );
  }
  const aliased = others.find((make) => make.aliases.some((alias) => same(alias, name)));
  if (aliased) return conflict('name', `«${name}» er allerede et alias for mærket «${aliased.name}».`);
  for (const alias of aliases) {
    const byName = others.find((make) => same(make.name, alias));
    if (byName) return conflict('aliases', `Aliaset «${alias}» er navnet på mærket «${byName.name}».`);
    const byAlias = others.find((make) => make.aliases.some((other) => same(other, alias)));
    if (byAlias)
      return conflict('aliases', `Aliaset «${alias}» bruges allerede af mærket «${byAlias.name}».`);
  }
  return null;
}

/** A model's name and aliases must not be another model's name or alias under the same make. */
export function modelNameConflict(
  make: CatalogMakeRow,
  selfId: string | null,
  name: string,
  aliases: readonly string[],
): NameConflict | null {
  const others = make.models.filter((model) => model.id !== selfId);
  const named = others.find((model) => same(model.name, name));
  if (named) {
    return conflict(
      'name',
      `Modellen «${named.name}» findes allerede under ${make.name}. Vil du samle dem, så brug «Læg sammen» i stedet.`,
    );
  }
  const aliased = others.find((model) => model.aliases.some((alias) => same(alias, name)));
  if (aliased) {
    return conflict('name', `«${name}» er allerede et alias for ${make.name} ${aliased.name}.`);
  }
  for (const alias of aliases) {
    const clash = modelAliasClash(others, alias);
    if (clash) return conflict('aliases', clash(make.name));
  }
  return null;
}

/** Which of `models` already answers to `alias`, as a Danish sentence; null when none does. */
export function modelAliasClash(
  models: readonly CatalogModelRow[],
  alias: string,
): ((makeName: string) => string) | null {
  const byName = models.find((model) => same(model.name, alias));
  if (byName) return (makeName) => `Aliaset «${alias}» er navnet på modellen ${makeName} ${byName.name}.`;
  const byAlias = models.find((model) => model.aliases.some((other) => same(other, alias)));
  if (byAlias) return (makeName) => `Aliaset «${alias}» bruges allerede af ${makeName} ${byAlias.name}.`;
  return null;
}

/** The same names, ignoring case and order. */
export function sameAliases(a: readonly string[], b: readonly string[]): boolean {
  const sorted = (list: readonly string[]) => [...list].sort((x, y) => x.localeCompare(y, 'da'));
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** What the audit log keeps of a make. */
export const makeSnapshot = (make: { name: string; aliases: readonly string[] }) => ({
  name: make.name,
  aliases: [...make.aliases],
});

/** What the audit log keeps of a model. */
export const modelSnapshot = (make: { id: string; name: string }, model: CatalogModelRow) => ({
  make_id: make.id,
  make: make.name,
  name: model.name,
  aliases: [...model.aliases],
  default_body_type: model.defaultBodyType,
  default_fuel_type: model.defaultFuelType,
  default_seats: model.defaultSeats,
  default_doors: model.defaultDoors,
});
