import { inArray } from 'drizzle-orm';
import { type AuditActor, type AuditEntry, startAuditGroup } from '../../../../db/audit/record-audit';
import { updateListingsRetailPrice } from '../../../../db/catalog-writes';
import type { Database } from '../../../../db/client';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedListing } from '../../../../db/record-version/versioned-record';
import { listings } from '../../../../db/schema';
import {
  BULK_EDIT_AUDIT_ACTION,
  type BulkEdit,
  type BulkEditResult,
  bulkListingName,
  planBulkEdit,
  type RefusedListing,
} from '../../../../domain/admin/bulk-edit-listings';
import type { ListingSelection } from '../../../../domain/admin/listing-selection';
import { identityKey, variantIdentity, variantKey } from '../../../../domain/catalog/variant-facts';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { lockSelectedListings } from './lock-selected-listings';
import { rememberVariantFacts } from './remember-variant-facts';

export type BulkEditOutcome =
  | { kind: 'done'; result: BulkEditResult }
  | { kind: 'refused'; refused: RefusedListing[] }
  | { kind: 'selection_changed'; matching: number };

class Refused extends Error {
  constructor(readonly refused: RefusedListing[]) {
    super('bulk edit refused');
  }
}

/**
 * Sets the body type, retail price and/or status of the selected listings — ticked, or every listing
 * matching the list's filter (issue 25; a filter that no longer matches the confirmed count changes
 * nothing) — in one transaction, with one audit row per changed listing (ADR 033), grouped under one
 * entry of the log ("3 annoncer ændret") that records what was set and the filter. A changed retail
 * price goes through updateListingsRetailPrice, the write the single listing save uses, so every offer
 * is rescored against it. Activation that would leave a listing without what a public listing needs
 * refuses the whole edit (all or nothing), naming each such listing and what it lacks. The retail price
 * and body type set are remembered for each selected listing's variant, so the next import of that
 * variant brings them. Unknown ids are skipped.
 */
export async function bulkEditListings(
  db: Database,
  actor: AuditActor,
  edit: BulkEdit,
  selection: ListingSelection,
): Promise<BulkEditOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockSelectedListings(tx, selection);
      if (locked.kind === 'changed') return { kind: 'selection_changed', matching: locked.matching } as const;
      const { rows } = locked;

      const plan = planBulkEdit(
        rows.map((row) => ({ ...row, status: row.status as ListingStatus })),
        edit,
      );
      if (plan.kind === 'refused') throw new Refused(plan.refused);

      const audit = startAuditGroup(tx, actor);
      const steps: AuditEntry[] = [];
      // One update per set of changed columns (every listing gets the edit's values), not one per listing.
      const byColumns = new Map<string, { columns: Partial<typeof listings.$inferInsert>; ids: string[] }>();
      for (const change of plan.edits) {
        const { after } = change;
        const columns = {
          ...(after.body_type === undefined ? {} : { bodyType: after.body_type }),
          ...(after.status === undefined ? {} : { status: after.status }),
        };
        const key = Object.keys(columns).join('|');
        if (key !== '') {
          const group = byColumns.get(key) ?? { columns, ids: [] as string[] };
          group.ids.push(change.id);
          byColumns.set(key, group);
        }
        steps.push({
          action: BULK_EDIT_AUDIT_ACTION,
          entity: 'listing',
          entityId: change.id,
          before: change.before,
          after: change.after,
        });
      }
      for (const { columns, ids } of byColumns.values()) {
        await tx
          .update(listings)
          .set({ ...columns, updatedAt: new Date() })
          .where(inArray(listings.id, ids));
      }
      const repriced = plan.edits.filter((change) => change.retailPriceChanged).map((change) => change.id);
      await updateListingsRetailPrice(tx, repriced, edit.retail_price ?? null);
      if (plan.edits.length > 0) {
        await bumpRecordVersions(
          tx,
          versionedListing,
          plan.edits.map((change) => change.id),
        );
        await audit.steps(steps);
        const selectedBy = selection.filter === undefined ? {} : { filter: selection.filter };
        await audit.summarize({
          action: BULK_EDIT_AUDIT_ACTION,
          entity: 'listing_selection',
          after: { ...edit, ...selectedBy },
        });
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
