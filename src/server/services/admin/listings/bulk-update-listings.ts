import { and, inArray, ne } from 'drizzle-orm';
import { type AuditActor, type AuditEntry, startAuditGroup } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedListing } from '../../../../db/record-version/versioned-record';
import { listings } from '../../../../db/schema';
import type { BulkListingResult } from '../../../../domain/admin/admin-listing-types';
import { activationRefusalMessage, bulkListingName } from '../../../../domain/admin/bulk-edit-listings';
import type { ListingStatusBulkAction } from '../../../../domain/admin/listing-bulk-actions';
import { missingForActivation } from '../../../../domain/admin/listing-form-schema';
import type { ListingSelection } from '../../../../domain/admin/listing-selection';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { getAdminListing } from './get-admin-listing';
import { lockSelectedListings } from './lock-selected-listings';

export type BulkOutcome =
  | { kind: 'done'; result: BulkListingResult }
  | { kind: 'incomplete'; message: string }
  | { kind: 'selection_changed'; matching: number };

class Incomplete extends Error {}

const targetStatus: Record<'activate' | 'deactivate', ListingStatus> = {
  activate: 'active',
  deactivate: 'inactive',
};

/**
 * Activates, deactivates or deletes the selected listings — the ticked ones, or every listing matching
 * the list's filter (issue 25) — in one transaction with one audit row per listing, grouped under one
 * entry of the log ("3 annoncer aktiveret") whose summary records the filter when there was one: all or
 * nothing. Activation is refused for the whole selection when one listing lacks what an active listing
 * needs, naming which and what (a missing retail price is not among them: such a listing is active
 * without a LeaseScore). A filter that no longer matches the count the admin confirmed changes nothing.
 * Unknown ids are skipped; nothing changed, nothing is logged.
 */
export async function bulkUpdateListings(
  db: Database,
  actor: AuditActor,
  action: ListingStatusBulkAction,
  selection: ListingSelection,
): Promise<BulkOutcome> {
  const selectedBy = selection.filter === undefined ? {} : { filter: selection.filter };
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockSelectedListings(tx, selection);
      if (locked.kind === 'changed') return { kind: 'selection_changed', matching: locked.matching } as const;
      const { rows } = locked;
      const audit = startAuditGroup(tx, actor);

      if (action === 'delete') {
        const steps: AuditEntry[] = [];
        for (const row of rows) {
          steps.push({
            action: 'delete',
            entity: 'listing',
            entityId: row.id,
            before: await getAdminListing(tx, row.id),
          });
        }
        if (rows.length > 0) {
          await audit.steps(steps);
          await audit.summarize({
            action,
            entity: 'listing_selection',
            ...(selection.filter === undefined ? {} : { after: selectedBy }),
          });
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
      await audit.steps(
        changing.map((row) => ({
          action,
          entity: 'listing' as const,
          entityId: row.id,
          before: { status: row.status },
          after: { status },
        })),
      );
      await audit.summarize({ action, entity: 'listing_selection', after: { status, ...selectedBy } });
      return { kind: 'done', result: { action, count: changing.length } } as const;
    });
  } catch (error) {
    if (error instanceof Incomplete) return { kind: 'incomplete', message: error.message };
    throw error;
  }
}
