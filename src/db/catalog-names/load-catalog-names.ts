import { count, eq, sql } from 'drizzle-orm';
import type { CatalogMakeNames, CatalogModelNames } from '../../domain/catalog/car-name-aliases';
import type { StoredBodyType, StoredFuelType } from '../../domain/listings/vehicle-values';
import type { Executor } from '../client';
import { listings, makeAliases, makes, modelAliases, models } from '../schema';

export type CatalogModelRow = Omit<CatalogModelNames, 'aliases'> & {
  id: string;
  makeId: string;
  aliases: string[];
  defaultBodyType: StoredBodyType | null;
  defaultFuelType: StoredFuelType | null;
  defaultSeats: number | null;
  defaultDoors: number | null;
  /** ADR 037. */
  version: number;
};
export type CatalogMakeRow = Omit<CatalogMakeNames, 'aliases' | 'models'> & {
  id: string;
  /** ADR 037. */
  version: number;
  aliases: string[];
  models: CatalogModelRow[];
};

const collator = new Intl.Collator('da-DK', { sensitivity: 'base', numeric: true });
/** The same order on PGlite and PostgreSQL whatever their collation: Danish, case-insensitive, numbers by value. */
const byDanishName = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every make with its aliases and models (with theirs and their defaults), sorted by name: the
 * catalogue's names in four small queries. It is also the alias data canonicalCarName takes.
 */
export async function loadCatalogNames(executor: Executor): Promise<CatalogMakeRow[]> {
  const [makeRows, modelRows, makeAliasRows, modelAliasRows] = await Promise.all([
    executor.select({ id: makes.id, name: makes.name, version: makes.version }).from(makes),
    executor
      .select({
        id: models.id,
        makeId: models.makeId,
        name: models.name,
        defaultBodyType: models.defaultBodyType,
        defaultFuelType: models.defaultFuelType,
        defaultSeats: models.defaultSeats,
        defaultDoors: models.defaultDoors,
        version: models.version,
      })
      .from(models),
    executor.select({ ownerId: makeAliases.makeId, alias: makeAliases.alias }).from(makeAliases),
    executor.select({ ownerId: modelAliases.modelId, alias: modelAliases.alias }).from(modelAliases),
  ]);
  const aliasesOf = (rows: Array<{ ownerId: string; alias: string }>) => {
    const byOwner = new Map<string, string[]>();
    for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row.alias]);
    for (const list of byOwner.values()) list.sort(byDanishName);
    return byOwner;
  };
  const makeAliasMap = aliasesOf(makeAliasRows);
  const modelAliasMap = aliasesOf(modelAliasRows);
  const modelsByMake = new Map<string, CatalogModelRow[]>();
  for (const row of [...modelRows].sort((a, b) => byDanishName(a.name, b.name))) {
    const model: CatalogModelRow = {
      ...row,
      defaultBodyType: row.defaultBodyType as StoredBodyType | null,
      defaultFuelType: row.defaultFuelType as StoredFuelType | null,
      aliases: modelAliasMap.get(row.id) ?? [],
    };
    modelsByMake.set(row.makeId, [...(modelsByMake.get(row.makeId) ?? []), model]);
  }
  return [...makeRows]
    .sort((a, b) => byDanishName(a.name, b.name))
    .map((make) => ({
      ...make,
      aliases: makeAliasMap.get(make.id) ?? [],
      models: modelsByMake.get(make.id) ?? [],
    }));
}

/** Listings (any status) per model id. */
export async function countListingsPerModel(executor: Executor): Promise<Map<string, number>> {
  const rows = await executor
    .select({ modelId: listings.modelId, listings: count() })
    .from(listings)
    .groupBy(listings.modelId);
  return new Map(rows.map((row) => [row.modelId, row.listings]));
}

/**
 * Serialises writes to make and model names and aliases for the rest of the transaction, so the
 * duplicate checks that read the catalogue before writing cannot race each other.
 */
export async function lockCatalogNames(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext('leasingmatch:catalog_names'))`);
}

/** Replaces a make's aliases. */
export async function replaceMakeAliases(executor: Executor, makeId: string, aliases: readonly string[]) {
  await executor.delete(makeAliases).where(eq(makeAliases.makeId, makeId));
  if (aliases.length > 0) {
    await executor.insert(makeAliases).values(aliases.map((alias) => ({ makeId, alias })));
  }
}

/** Replaces a model's aliases. */
export async function replaceModelAliases(
  executor: Executor,
  model: { id: string; makeId: string },
  aliases: readonly string[],
) {
  await executor.delete(modelAliases).where(eq(modelAliases.modelId, model.id));
  if (aliases.length > 0) {
    await executor
      .insert(modelAliases)
      .values(aliases.map((alias) => ({ modelId: model.id, makeId: model.makeId, alias })));
  }
}
