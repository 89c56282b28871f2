import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { settings } from '../../../db/schema/admin';
import { energyPricesSchema } from '../../../domain/admin/settings-schema';
import {
  type DatedEnergyPrices,
  DEFAULT_ENERGY_PRICES,
  DEFAULT_ENERGY_PRICES_DATE,
} from '../../../domain/offers/energy-prices';
import type { CatalogCache } from '../../catalog/catalog-cache';
import { VersionedLru } from '../../catalog/versioned-lru';

/** Indstillinger › Energipriser with the date they were saved (the defaults' own date while unsaved). */
export async function readDatedEnergyPrices(db: Executor): Promise<DatedEnergyPrices> {
  const [row] = await db
    .select({ value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(eq(settings.key, 'energy_prices'));
  // A row that no longer fits the schema reads as the defaults, with the defaults' own date.
  const saved = row ? energyPricesSchema.safeParse(row.value) : undefined;
  if (!row || !saved?.success) return { ...DEFAULT_ENERGY_PRICES, asOf: DEFAULT_ENERGY_PRICES_DATE };
  return { ...saved.data, asOf: row.updatedAt.toISOString() };
}

const caches = new WeakMap<CatalogCache, VersionedLru<DatedEnergyPrices>>();

/**
 * The energy prices for a catalogue version, read once per version and process: saving the section
 * bumps the catalogue version (migration 0016), so a cached listing detail never needs a read of its own.
 */
export function energyPricesFor(
  db: Executor,
  catalog: CatalogCache,
  version: number,
): Promise<DatedEnergyPrices> {
  let cache = caches.get(catalog);
  if (!cache) {
    cache = new VersionedLru(1);
    caches.set(catalog, cache);
  }
  return cache.get(version, 'energy_prices', () => readDatedEnergyPrices(db));
}
