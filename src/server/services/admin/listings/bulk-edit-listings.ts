import { eq } from 'drizzle-orm';
import { type AuditActor, startAuditGroup } from '../../../../db/audit/record-audit';
import { updateListingRetailPrice } from '../../../../db/catalog-writes';
import { lockListingsForBulk } from '../../../../db/catalog-writes/lock-listings-for-bulk';
import type { Database } from '../../../../db/client';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedListing } from '../../../../db/record-version/versioned-record';
import { listings } from '../../../../db/schema';
import {
  BULK_EDIT_AUDIT_ACTION,
  type BulkEditListings,
  type BulkEditResult,
  bulkListingName,
  planBulkEdit,
  type RefusedListing,
} from '../../../../domain/admin/bulk-edit-listings';
import { identityKey, variantIdentity, variantKey } from '../../../../domain/catalog/variant-facts';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { rememberVariantFacts } from './remember-variant-facts';

export type BulkEditOutcome =
  | { kind: 'done'; result: BulkEditResult }
  | { kind: 'refused'; refused: RefusedListing[] };

class Refused extends Error {
  constructor(readonly refused: RefusedListing[]) {
    super('bulk edit refused');
  }
}

/**
 * Sets the body type, retail price and/or status of the selected listings in one transaction, with one
 * audit row per changed listing (ADR 033), grouped under one entry of the log ("3 annoncer ændret") that
 * records what was set. A changed retail price goes through updateListingRetailPrice, the same write
 * the single listing save uses, so every offer is rescored against it. Activation that
 * would leave a listing without what a public listing needs refuses the whole edit (all or nothing),
 * naming each such listing and what it lacks. The retail price and body type set are remembered for each
 * selected listing's variant, so the next import of that variant brings them. Unknown ids are skipped.
 */
export async function bulkEditListings(
  db: Database,
  actor: AuditActor,
  { ids, ...edit }: BulkEditListings,
): Promise<BulkEditOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await lockListingsForBulk(tx, ids);

      const plan = planBulkEdit(
        rows.map((row) => ({ ...row, status: row.status as ListingStatus })),
        edit,
      );
      if (plan.kind === 'refused') throw new Refused(plan.refused);

      const audit = startAuditGroup(tx, actor);
      for (const change of plan.edits) {
        const { after } = change;
        const columns = {
          ...(after.body_type === undefined ? {} : { bodyType: after.body_type }),
          ...(after.status === undefined ? {} : { status: after.status }),
        };
        if (Object.keys(columns).length > 0) {
          await tx
            .update(listings)
            .set({ ...columns, updatedAt: new Date() })
            .where(eq(listings.id, change.id));
        }
        if (change.retailPriceChanged) {
          await updateListingRetailPrice(tx, change.id, after.retail_price ?? null);
        }
        await bumpRecordVersions(tx, versionedListing, [change.id]);
        await audit.step({
          action: BULK_EDIT_AUDIT_ACTION,
          entity: 'listing',
          entityId: change.id,
          before: change.before,
          after: change.after,
        });
      }
      if (plan.edits.length > 0) {
        await audit.summarize({ action: BULK_EDIT_AUDIT_ACTION, entity: 'listing_selection', after: edit });
      }

      let remembered = 0;
      if (edit.retail_price !== undefined || edit.body_type !== undefined) {
        const seen = new Set<string>();
        for (const row of rows) {
          const key = variantKey(row.variant);
          if (key === null) continue;
          const identity = variantIdentity({
            variant: row.variant,
            fuelType: row.fuel_type,
            transmission: row.transmission,
            horsepower: row.horsepower,
          });
          const variant = `${row.modelId}|${key}|${identityKey(identity)}`;
          if (seen.has(variant)) continue;
          seen.add(variant);
          const changed = await rememberVariantFacts(
            tx,
            actor,
            {
              id: row.id,
              modelId: row.modelId,
              name: bulkListingName(row),
              variant: row.variant,
              fuelType: row.fuel_type,
              transmission: row.transmission,
              horsepower: row.horsepower,
            },
            { retailPrice: edit.retail_price ?? null, bodyType: edit.body_type ?? null },
          );
          if (changed) remembered += 1;
        }
      }
      return {
        kind: 'done',
        result: { count: plan.edits.length, unchanged: plan.unchanged, remembered },
      } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', refused: error.refused };
    throw error;
  }
}
