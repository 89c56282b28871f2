import { sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import { listings } from '../schema';
import { describeColumns, insertAsRecordset, recordset } from './json-recordset';

type ListingRow = typeof listings.$inferSelect;
type UpdatableKey = Exclude<keyof ListingRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** One listing's new values: only the columns named change. */
export type ListingColumnUpdate = { id: string; columns: Partial<Pick<ListingRow, UpdatableKey>> };

export type NewListing = Omit<typeof listings.$inferInsert, 'createdAt' | 'updatedAt' | 'version'> & {
  id: string;
};

/**
 * Inserts many listings with one statement (issue 28 goal 4, ADR 058): their values travel as one jsonb
 * parameter typed by the table's columns. Columns none of the rows names keep their defaults.
 */
export function insertListings(tx: Transaction, rows: readonly NewListing[]): Promise<void> {
  return insertAsRecordset(tx, listings, rows);
}

/**
 * Writes many listings' new column values with one statement per set of changed columns (issue 28
 * goal 4, ADR 058), each listing's version bumped (ADR 037) and updated_at set, as an update of each
 * would. The values travel as one jsonb parameter, typed by the column types, so a statement's size
 * does not depend on the number of listings. The caller holds the listings' row locks.
 */
export async function updateListingColumns(
  tx: Transaction,
  updates: readonly ListingColumnUpdate[],
): Promise<void> {
  const groups = new Map<string, ListingColumnUpdate[]>();
  for (const update of updates) {
    const keys = Object.keys(update.columns).sort().join(',');
    const group = groups.get(keys);
    if (group) group.push(update);
    else groups.set(keys, [update]);
  }
  for (const [keyList, group] of groups) {
    const keys = (keyList === '' ? [] : keyList.split(',')) as UpdatableKey[];
    const columns = describeColumns(listings, ['id', ...keys]);
    const assignments = columns
      .filter((column) => column.key !== 'id')
      .map((column) => sql`${sql.identifier(column.name)} = r.${sql.identifier(column.name)}`);
    const documents = group.map((update) => ({ id: update.id, ...update.columns }));
    await tx.execute(sql`
      update listings l set ${sql.join([...assignments, sql`version = l.version + 1`, sql`updated_at = now()`], sql`, `)}
      from ${recordset(documents, columns)}
      where l.id = r.id`);
  }
}
