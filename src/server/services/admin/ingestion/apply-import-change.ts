import { eq, sql } from 'drizzle-orm';
import type { AuditGroup } from '../../../../db/audit/record-audit';
import { replaceListingOffers, saveListing } from '../../../../db/catalog-writes';
import { queryRows, type Transaction } from '../../../../db/client';
import {
  type ImportChangeOutcome,
  type importChanges,
  leaseOffers,
  listings,
  makes,
  models,
} from '../../../../db/schema';
import {
  factsForNewListing,
  pickRememberedFacts,
  type RememberedVariantFacts,
} from '../../../../domain/catalog/variant-facts';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { mergeStatedItems } from '../../../../domain/offers/classify-included-items';
import { knownListingColumnsFromCar, listingColumnsFromCar } from './listing-columns-from-car';

/**
 * One approved change of a batch written inside the apply's transaction (apply-import-batch.ts): a
 * create makes a pending listing, an update rewrites a listing's columns and offers, a withdrawal sets
 * it inactive; each writes its step of the apply's audit entry.
 */

type Change = typeof importChanges.$inferSelect;
type Batch = { id: string; sellerId: string };
/** The batch's price list(s) and the moment its apply confirms their offers (ADR 056). */
export type BatchSource = { name: string; confirmedAt: Date };
export type ApplyContext = {
  tx: Transaction;
  batch: Batch;
  modelIds: Map<string, ModelIds>;
  /** Remembered retail prices and body types by model id (ADR 033), for the models of the creates. */
  variantFacts: Map<string, RememberedVariantFacts[]>;
  /** The apply's audit entry: each listing's row is one step of it. */
  audit: AuditGroup;
  source: BatchSource;
};
/** A model's ids and the defaults a new listing of it inherits where the price list says nothing (ADR 031). */
type ModelIds = {
  makeId: string;
  modelId: string;
  defaultBodyType: string | null;
  defaultFuelType: string | null;
  defaultSeats: number | null;
  defaultDoors: number | null;
};

/** A change that cannot be applied; the message (Danish) is shown on the batch. */
export class ApplyChangeError extends Error {}

export const modelKey = (make: string, model: string) =>
  `${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;

function quoted(change: Change): string {
  return `«${change.summary}»`;
}

/** Where this car's offers come from: the batch's price list and the first page the car was read on. */
function offerSource(context: ApplyContext, car: ExtractedCar) {
  const pages = (car.sources ?? []).map((place) => place.page);
  return {
    source: {
      name: context.source.name,
      page: pages.length > 0 ? Math.min(...pages) : null,
      batchId: context.batch.id,
    },
    confirmedAt: context.source.confirmedAt,
  };
}

function requireCar(change: Change): ExtractedCar {
  if (!change.car) throw new ApplyChangeError(`Ændringen ${quoted(change)} har ingen bil.`);
  return change.car;
}

export async function loadModelIds(tx: Transaction): Promise<Map<string, ModelIds>> {
  const rows = await tx
    .select({
      make: makes.name,
      model: models.name,
      makeId: makes.id,
      modelId: models.id,
      defaultBodyType: models.defaultBodyType,
      defaultFuelType: models.defaultFuelType,
      defaultSeats: models.defaultSeats,
      defaultDoors: models.defaultDoors,
    })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId));
  return new Map(rows.map((row) => [modelKey(row.make, row.model), row]));
}

/** Locks the change's listing; it must still exist and belong to the batch's seller. */
async function lockListing(context: ApplyContext, change: Change) {
  const label = change.listingLabel ?? 'bilen';
  if (!change.listingId) {
    throw new ApplyChangeError(`${label} findes ikke længere (ændring ${quoted(change)}).`);
  }
  const [listing] = await queryRows<{ seller_id: string | null; status: string }>(
    context.tx,
    sql`select seller_id, status from listings where id = ${change.listingId} for update`,
  );
  if (!listing || listing.seller_id !== context.batch.sellerId) {
    throw new ApplyChangeError(`${label} findes ikke længere hos sælgeren (ændring ${quoted(change)}).`);
  }
  return { id: change.listingId, status: listing.status };
}

async function createListing(context: ApplyContext, change: Change): Promise<ImportChangeOutcome> {
  const car = requireCar(change);
  const ids = context.modelIds.get(modelKey(car.make, car.model));
  if (!ids) {
    throw new ApplyChangeError(
      `Modellen ${car.make} ${car.model} findes ikke i kataloget. Opret den, eller afvis ændringen ${quoted(change)}.`,
    );
  }
  const columns = listingColumnsFromCar(car);
  const fuelType = columns.fuelType ?? ids.defaultFuelType;
  // A remembered fact of the variant is more specific than the model's default body type.
  const facts = factsForNewListing({
    remembered: pickRememberedFacts(context.variantFacts.get(ids.modelId) ?? [], { ...columns, fuelType }),
    modelDefaultBodyType: ids.defaultBodyType,
  });
  const fields = {
    ...columns,
    fuelType,
    bodyType: facts.bodyType,
    seats: ids.defaultSeats,
    doors: ids.defaultDoors,
    sellerId: context.batch.sellerId,
    makeId: ids.makeId,
    modelId: ids.modelId,
    status: 'pending' as const,
  };
  // The offers are scored against the remembered retail price, as when an admin saves one.
  const { id } = await saveListing(context.tx, {
    fields,
    retailPrice: facts.retailPrice,
    offers: car.offers,
    ...offerSource(context, car),
  });
  await context.audit.step({
    action: 'create',
    entity: 'listing',
    entityId: id,
    after: {
      ...fields,
      retailPrice: facts.retailPrice,
      offers: car.offers,
      importBatchId: context.batch.id,
      importChangeId: change.id,
    },
  });
  return { action: 'created', listingId: id };
}

async function updateListing(context: ApplyContext, change: Change): Promise<ImportChangeOutcome> {
  const car = requireCar(change);
  const { id } = await lockListing(context, change);
  const columns = knownListingColumnsFromCar(car);
  const [before] = await context.tx.select().from(listings).where(eq(listings.id, id));
  // Items the list states replace the listing's; items it does not mention keep theirs (ADR 054).
  if (columns.includedItems) {
    columns.includedItems = mergeStatedItems(before?.includedItems, columns.includedItems);
  }
  const beforeOffers = await context.tx
    .select({
      mileage_per_year: leaseOffers.mileagePerYear,
      period_months: leaseOffers.periodMonths,
      first_payment: leaseOffers.firstPayment,
      monthly_price: leaseOffers.monthlyPrice,
      total_cost: leaseOffers.statedTotalCost,
      minimum_price: leaseOffers.statedMinimumPrice,
    })
    .from(leaseOffers)
    .where(eq(leaseOffers.listingId, id));
  await context.tx
    .update(listings)
    // A version bump: an admin form opened before the apply must not overwrite it (ADR 037).
    .set({ ...columns, updatedAt: new Date(), version: sql`${listings.version} + 1` })
    .where(eq(listings.id, id));
  // The offers keep the totals this list states (null where it states none), as the conditions above.
  await replaceListingOffers(context.tx, id, car.offers, {
    statedTotals: 'replace',
    ...offerSource(context, car),
  });
  const changed = Object.keys(columns) as Array<keyof typeof columns>;
  await context.audit.step({
    action: 'update',
    entity: 'listing',
    entityId: id,
    before: {
      ...Object.fromEntries(changed.map((key) => [key, before?.[key] ?? null])),
      offers: beforeOffers,
    },
    after: { ...columns, offers: car.offers, importBatchId: context.batch.id, importChangeId: change.id },
  });
  return { action: 'updated', listingId: id };
}

async function withdrawListing(context: ApplyContext, change: Change): Promise<ImportChangeOutcome> {
  const { id, status } = await lockListing(context, change);
  // Never deleted: the listing, its offers and every change that refers to it stay as history.
  await context.tx
    .update(listings)
    .set({ status: 'inactive', updatedAt: new Date(), version: sql`${listings.version} + 1` })
    .where(eq(listings.id, id));
  await context.audit.step({
    action: 'deactivate',
    entity: 'listing',
    entityId: id,
    before: { status },
    after: { status: 'inactive', importBatchId: context.batch.id, importChangeId: change.id },
  });
  return { action: 'withdrawn', listingId: id };
}

/**
 * An unchanged car: the list states the same offers again, so they are its and confirmed now (ADR 056);
 * nothing else is written (no version bump, no audit step).
 */
async function confirmUnchanged(context: ApplyContext, change: Change): Promise<ImportChangeOutcome> {
  if (change.listingId && change.car) {
    const { source, confirmedAt } = offerSource(context, change.car);
    await context.tx.execute(sql`
      update lease_offers o set source_kind = 'price_list', source_name = ${source.name},
        source_page = ${source.page}, source_batch_id = ${source.batchId},
        confirmed_at = ${confirmedAt.toISOString()}::timestamptz
      from listings l
      where l.id = o.listing_id and o.listing_id = ${change.listingId} and l.seller_id = ${context.batch.sellerId}`);
  }
  return { action: 'unchanged', listingId: change.listingId };
}

export function applyChange(context: ApplyContext, change: Change): Promise<ImportChangeOutcome> {
  switch (change.type) {
    case 'create':
    // Approved after the admin created the missing model from the review: a create like any other.
    case 'missing_model':
      return createListing(context, change);
    case 'update':
      return updateListing(context, change);
    case 'withdraw':
      return withdrawListing(context, change);
    case 'unchanged':
      return confirmUnchanged(context, change);
  }
}
