import { and, inArray, ne } from 'drizzle-orm';
import { type AuditActor, startAuditGroup } from '../../../../db/audit/record-audit';
import { lockListingsForBulk } from '../../../../db/catalog-writes/lock-listings-for-bulk';
import type { Database } from '../../../../db/client';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedListing } from '../../../../db/record-version/versioned-record';
import { listings } from '../../../../db/schema';
import type { BulkListingResult } from '../../../../domain/admin/admin-listing-types';
import { activationRefusalMessage, bulkListingName } from '../../../../domain/admin/bulk-edit-listings';
import { type BulkListingAction, missingForActivation } from '../../../../domain/admin/listing-form-schema';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { getAdminListing } from './get-admin-listing';

export type BulkOutcome =
  | { kind: 'done'; result: BulkListingResult }
  | { kind: 'incomplete'; message: string };

class Incomplete extends Error {}

const targetStatus: Record<'activate' | 'deactivate', ListingStatus> = {
  activate: 'active',
  deactivate: 'inactive',
};

/**
 * Activates, deactivates or deletes the selected listings in one transaction with one audit row per
 * listing, grouped under one entry of the log ("3 annoncer aktiveret"): all or nothing. Activation is
 * refused for the whole selection when one listing lacks what an active listing needs, naming which and
 * what. Unknown ids are skipped; nothing changed, nothing is logged.
 */
export async function bulkUpdateListings(
  db: Database,
  actor: AuditActor,
  { action, ids }: BulkListingAction,
): Promise<BulkOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await lockListingsForBulk(tx, ids);
      const audit = startAuditGroup(tx, actor);

      if (action === 'delete') {
        for (const row of rows) {
          await audit.step({
            action: 'delete',
            entity: 'listing',
            entityId: row.id,
            before: await getAdminListing(tx, row.id),
          });
        }
        if (rows.length > 0) {
          await audit.summarize({ action, entity: 'listing_selection' });
          await tx.delete(listings).where(
            inArray(
              listings.id,
              rows.map((row) => row.id),
            ),
          );
        }
        return { kind: 'done', result: { action, count: rows.length } } as const;
      }

      if (action === 'activate') {
        const blocked = rows
          .map((row) => ({ row, missing: missingForActivation(row) }))
          .filter(({ missing }) => missing.length > 0);
        if (blocked.length > 0) {
          throw new Incomplete(
            activationRefusalMessage(
              blocked.map(({ row, missing }) => ({ id: row.id, name: bulkListingName(row), missing })),
            ),
          );
        }
      }
      const status = targetStatus[action];
      const changing = rows.filter((row) => row.status !== status);
      if (changing.length === 0) return { kind: 'done', result: { action, count: 0 } } as const;
      const changingIds = changing.map((row) => row.id);
      await tx
        .update(listings)
        .set({ status, updatedAt: new Date() })
        .where(and(inArray(listings.id, changingIds), ne(listings.status, status)));
      await bumpRecordVersions(tx, versionedListing, changingIds);
      for (const row of changing) {
        await audit.step({
          action,
          entity: 'listing',
          entityId: row.id,
          before: { status: row.status },
          after: { status },
        });
      }
      await audit.summarize({ action, entity: 'listing_selection', after: { status } });
      return { kind: 'done', result: { action, count: changing.length } } as const;
    });
  } catch (error) {
    if (error instanceof Incomplete) return { kind: 'incomplete', message: error.message };
    throw error;
  }
}
