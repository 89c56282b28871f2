import { sql } from 'drizzle-orm';
import type { PriceChangeSource } from '../../domain/price-history/price-observation';
import type { Executor } from '../client';

const SETTING = 'leasingmatch.price_source';

/**
 * Tells the price-history triggers on lease_offers (ADR 068) who is writing prices, for the rest of the
 * caller's transaction. `unlessNamed`: keeps a source an outer writer already named (an admin's save
 * inside an import's transaction stays the import's).
 */
export async function namePriceSource(
  tx: Executor,
  source: PriceChangeSource,
  options: { unlessNamed?: boolean } = {},
): Promise<void> {
  const value = options.unlessNamed
    ? sql`coalesce(nullif(current_setting(${SETTING}, true), ''), ${source})`
    : sql`${source}`;
  await tx.execute(sql`select set_config(${SETTING}, ${value}, true)`);
}

/**
 * An import batch's prices: 'refetch' when the scheduled re-fetch made the batch (it is the only writer
 * of batches without an admin; an admin's account deleted since still leaves its e-mail), else 'import'.
 */
export async function namePriceSourceOfBatch(tx: Executor, batchId: string): Promise<void> {
  await tx.execute(sql`
    select set_config(${SETTING}, case when created_by is null and created_by_email is null then 'refetch' else 'import' end, true)
    from import_batches where id = ${batchId}`);
}
