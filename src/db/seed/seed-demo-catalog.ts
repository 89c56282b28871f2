import { sql } from 'drizzle-orm';
import { bulkInsertCatalog } from '../catalog-writes/bulk-insert-catalog';
import type { CatalogCounts } from '../catalog-writes/catalog-bundle';
import { arrayParam } from '../catalog-writes/pg-arrays';
import { type Executor, queryRows } from '../client';
import { type DemoCatalogOptions, generateDemoCatalog } from './generate-demo-catalog';
import { seedCatalogNames } from './seed-catalog-names';

/**
 * Writes the demo catalogue into an empty catalogue in one transaction. Timestamps and model years are
 * relative to now unless `referenceDate` is given.
 */
export async function seedDemoCatalog(
  executor: Executor,
  options: DemoCatalogOptions = {},
): Promise<CatalogCounts> {
  const catalog = generateDemoCatalog({ referenceDate: new Date(), ...options });
  return executor.transaction(async (tx) => {
    if (!(await isCatalogEmpty(tx))) {
      throw new Error('The catalogue is not empty: wipe it before seeding demo data');
    }
    const counts = await bulkInsertCatalog(tx, catalog);
    await seedCatalogNames(tx);
    return counts;
  });
}

export async function isCatalogEmpty(executor: Executor): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    executor,
    sql`select not exists (select 1 from listings)
          and not exists (select 1 from sellers)
          and not exists (select 1 from makes) as empty`,
  );
  return row?.empty === true;
}

/**
 * Deletes the whole catalogue in one transaction: images, offers, listings, sellers, models, makes and the
 * files the catalogue used (files of other features, such as uploaded price lists, stay).
 */
export async function wipeCatalog(executor: Executor): Promise<void> {
  await executor.transaction(async (tx) => {
    const files = await queryRows<{ id: string }>(
      tx,
      sql`select file_id as id from listing_images
          union select processed_file_id from listing_images where processed_file_id is not null
          union select processed_card_file_id from listing_images where processed_card_file_id is not null
          union select card_file_id from listing_images where card_file_id is not null
          union select detail_file_id from listing_images where detail_file_id is not null
          union select logo_file_id from sellers where logo_file_id is not null`,
    );
    // Listings first: their images and offers go by the foreign keys' cascade, and the price history
    // records no withdrawal for an offer whose listing is gone (ADR 068) — it is deleted with its listing.
    await tx.execute(sql`delete from listings`);
    await tx.execute(sql`delete from sellers`);
    await tx.execute(sql`delete from models`);
    await tx.execute(sql`delete from makes`);
    if (files.length > 0) {
      await tx.execute(
        sql`delete from files where id = any(${arrayParam(
          files.map((f) => f.id),
          'uuid',
        )})`,
      );
    }
  });
}
