import { z } from 'zod/mini';
import { countNoun } from '../format/count-noun';
import { NOUN } from '../format/nouns';
import {
  type ListingStatus,
  listingStatuses,
  type StoredBodyType,
  storedBodyTypes,
} from '../listings/vehicle-values';
import type { ListingBulkAction } from './listing-bulk-actions';
import { LISTING_LIMITS, missingForActivation } from './listing-form-schema';
import { type ListingSelection, listingSelectionCheck, listingSelectionFields } from './listing-selection';

/**
 * Bulk editing of the admin listings list (issue 16 item 7, ADR 033): body type, retail price and/or
 * status for the selected listings (ticked, or every one matching the list's filter: issue 25), in one
 * transaction with one audit row per listing. A field left out is not changed; clearing a value is the
 * single listing form's job.
 */

export const bulkEditListingsSchema = z
  .object({
    ...listingSelectionFields,
    body_type: z.optional(z.enum(storedBodyTypes, { error: 'Ugyldig biltype' })),
    retail_price: z.optional(
      z
        .int({ error: 'Skal være et helt tal' })
        .check(
          z.minimum(1, 'Skal være mindst 1 kr.'),
          z.maximum(LISTING_LIMITS.retailPrice.max, 'Må højst være 10.000.000 kr.'),
        ),
    ),
    status: z.optional(z.enum(listingStatuses, { error: 'Ugyldig status' })),
  })
  .check(
    z.refine(
      (edit) => edit.body_type !== undefined || edit.retail_price !== undefined || edit.status !== undefined,
      { message: 'Vælg mindst én ændring', path: ['body_type'] },
    ),
    listingSelectionCheck,
  );
export type BulkEditListings = z.infer<typeof bulkEditListingsSchema>;
/** The changes of a bulk edit, without the selection they apply to. */
export type BulkEdit = Omit<BulkEditListings, 'ids' | 'filter' | 'expected_count'>;
/** What the web sends: the changes and a selection (ticked ids, or every listing matching a filter). */
export type BulkEditListingsBody = BulkEdit & ListingSelection;

/** The audit log's vocabulary for listings edited together (audit_log.action of entity 'listing'). */
export const BULK_EDIT_AUDIT_ACTION = 'bulk_edit' satisfies ListingBulkAction;

/** What a bulk edit reads of each selected listing. */
export type BulkEditRow = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  status: ListingStatus;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  retail_price: number | null;
  offer_count: number;
};

export type BulkEditValues = {
  body_type?: StoredBodyType | string | null;
  retail_price?: number | null;
  status?: ListingStatus;
};

export type PlannedListingEdit = {
  id: string;
  name: string;
  /** Only the fields that change, with their old and new values. */
  before: BulkEditValues;
  after: BulkEditValues;
  retailPriceChanged: boolean;
};

export type RefusedListing = { id: string; name: string; missing: string[] };

export type BulkEditPlan =
  | { kind: 'refused'; refused: RefusedListing[] }
  | { kind: 'ok'; edits: PlannedListingEdit[]; unchanged: number };

export const bulkListingName = (row: Pick<BulkEditRow, 'make' | 'model' | 'variant'>) =>
  [row.make, row.model, row.variant].filter(Boolean).join(' ');

/**
 * Plans a bulk edit: the changed fields of each listing, or — when the edit makes a listing active that
 * would still lack what a public listing needs — a refusal of the whole edit naming every such listing
 * and what it lacks (all or nothing, ADR 033). Activation is judged on the values after the edit, so
 * setting the body type and retail price in the same action as "Aktiv" works. Only an edit that sets
 * the status to active is judged (it cannot clear a value, so it never makes a listing less complete).
 */
export function planBulkEdit(rows: readonly BulkEditRow[], edit: BulkEdit): BulkEditPlan {
  const refused: RefusedListing[] = [];
  const edits: PlannedListingEdit[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const next = {
      body_type: edit.body_type ?? row.body_type,
      retail_price: edit.retail_price ?? row.retail_price,
      status: edit.status ?? row.status,
    };
    if (edit.status === 'active') {
      const missing = missingForActivation({ ...row, ...next });
      if (missing.length > 0) {
        refused.push({ id: row.id, name: bulkListingName(row), missing });
        continue;
      }
    }
    const before: BulkEditValues = {};
    const after: BulkEditValues = {};
    if (next.body_type !== row.body_type) {
      before.body_type = row.body_type;
      after.body_type = next.body_type;
    }
    if (next.retail_price !== row.retail_price) {
      before.retail_price = row.retail_price;
      after.retail_price = next.retail_price;
    }
    if (next.status !== row.status) {
      before.status = row.status;
      after.status = next.status;
    }
    if (Object.keys(after).length === 0) {
      unchanged += 1;
      continue;
    }
    edits.push({
      id: row.id,
      name: bulkListingName(row),
      before,
      after,
      retailPriceChanged: 'retail_price' in after,
    });
  }
  if (refused.length > 0) return { kind: 'refused', refused };
  return { kind: 'ok', edits, unchanged };
}

/** "Toyota Corolla Active mangler Biltype og Vejledende pris" */
export function refusedListingText(refused: RefusedListing): string {
  const { missing } = refused;
  const list =
    missing.length <= 1 ? (missing[0] ?? '') : `${missing.slice(0, -1).join(', ')} og ${missing.at(-1)}`;
  return `${refused.name} mangler ${list}`;
}

/** "2 annoncer kan ikke aktiveres: Toyota Corolla Active (mangler Biltype); Kia EV3 (mangler …)" */
export function activationRefusalMessage(refused: readonly RefusedListing[]): string {
  const shown = refused.slice(0, 3).map(({ name, missing }) => `${name} (mangler ${missing.join(', ')})`);
  const more = refused.length > 3 ? ` og ${refused.length - 3} flere` : '';
  return `${countNoun(refused.length, NOUN.listing)} kan ikke aktiveres: ${shown.join('; ')}${more}`;
}

/** The answer of a successful bulk edit. */
export type BulkEditResult = {
  /** Listings whose values changed (one audit row each). */
  count: number;
  /** Selected listings that already had the values. */
  unchanged: number;
  /** Variants whose retail price or body type were remembered for later imports. */
  remembered: number;
};
