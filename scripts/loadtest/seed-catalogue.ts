import { sql } from 'drizzle-orm';
import { bulkInsertCatalog } from '../../src/db/catalog-writes/bulk-insert-catalog';
import { migrateDatabase, openDatabase, queryRows } from '../../src/db/client';
import { generateDemoCatalog } from '../../src/db/seed/generate-demo-catalog';

/**
 * Migrates the (empty, throwaway) database and writes the demo catalogue with the given number of listings;
 * answers the ids of its public listings (active, with at least one offer), which the request mix visits.
 * An active listing without offers is not on the site: its detail and similar cars answer 404.
 */
export async function seedCatalogue(databaseUrl: string, listings: number): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(handle);
    const bundle = generateDemoCatalog({ listings, referenceDate: new Date() });
    await handle.db.transaction((tx) => bulkInsertCatalog(tx, bundle));
    const rows = await queryRows<{ id: string }>(
      handle.db,
      sql`select l.id from listings l
        where l.status = 'active' and exists (select 1 from lease_offers o where o.listing_id = l.id)
        order by random() limit 5000`,
    );
    return rows.map((row) => row.id);
  } finally {
    await handle.close();
  }
}
