import { sql } from 'drizzle-orm';
import { lockListingsForBulk } from '../../../../db/catalog-writes/lock-listings-for-bulk';
import { type Executor, queryRows } from '../../../../db/client';
import type { ListingSelection } from '../../../../domain/admin/listing-selection';
import { adminListingsFilterCondition, adminListingsFilterJoins } from './admin-listings-filter';

export type BulkListingRows = Awaited<ReturnType<typeof lockListingsForBulk>>;

export type LockedSelection =
  | { kind: 'rows'; rows: BulkListingRows }
  /** The filter matches another number of listings than the admin confirmed; nothing is locked for long. */
  | { kind: 'changed'; matching: number };

/**
 * The listings a bulk action applies to, locked for update in the transaction `tx`: the ticked ids, or
 * every listing matching the list's filter (issue 25) — found with the list's own condition and locked
 * in the same statement, in the order lockListingsForBulk uses, so two bulk actions never wait on each
 * other in a circle. A filter that now matches another number than `expected_count` locks nothing more
 * and answers `changed`: the admin confirmed a count, and a different set is not what they confirmed.
 */
export async function lockSelectedListings(
  tx: Executor,
  selection: ListingSelection,
): Promise<LockedSelection> {
  if (selection.filter === undefined)
    return { kind: 'rows', rows: await lockListingsForBulk(tx, selection.ids) };
  const matching = await queryRows<{ id: string }>(
    tx,
    sql`select l.id from listings l ${adminListingsFilterJoins}
        where ${adminListingsFilterCondition(selection.filter)}
        order by mk.name, md.name, l.variant, l.id
        for update of l`,
  );
  if (matching.length !== selection.expected_count) return { kind: 'changed', matching: matching.length };
  return {
    kind: 'rows',
    rows: await lockListingsForBulk(
      tx,
      matching.map((row) => row.id),
    ),
  };
}
