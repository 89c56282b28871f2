import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, type AuditGroup, startAuditGroup } from '../../../../db/audit/record-audit';
import { replaceListingOffers, saveListing } from '../../../../db/catalog-writes';
import { type Database, queryRows, type Transaction } from '../../../../db/client';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import { versionedImportBatch } from '../../../../db/record-version/versioned-settings-users-batches';
import {
  type ApplyCounts,
  type ImportChangeOutcome,
  importBatches,
  importChanges,
  leaseOffers,
  listings,
  makes,
  models,
} from '../../../../db/schema';
import { loadVariantFacts } from '../../../../db/variant-facts/load-variant-facts';
import {
  factsForNewListing,
  pickRememberedFacts,
  type RememberedVariantFacts,
} from '../../../../domain/catalog/variant-facts';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { isBlockedByPriceConflict } from '../../../../domain/ingestion/matching/price-conflicts';
import { IngestionWriteError } from './ingestion-write-error';
import { knownListingColumnsFromCar, listingColumnsFromCar } from './listing-columns-from-car';
import { lockBatchInReview } from './lock-batch-in-review';
import { StaleImportVersionError } from './stale-import-version-error';

export type ApplyImportBatchResult =
  | { ok: true; counts: ApplyCounts }
  | {
      ok: false;
      /** 'failed': something went wrong while applying; nothing was changed and the error is on the batch. */
      code: 'batch_not_found' | 'batch_not_in_review' | 'nothing_approved' | 'price_conflict' | 'failed';
      /** Danish, for the admin. */
      message: string;
    };

export type ApplyImportBatchInput = {
  batchId: string;
  actor: AuditActor;
  /**
   * The batch's version the reviewer loaded (ADR 037): an edit of one of its changes since refuses the
   * apply with a StaleImportVersionError. The route always sends it; scripts that apply a batch they
   * just made leave it out.
   */
  expectedVersion?: number;
};

type Change = typeof importChanges.$inferSelect;
type Batch = { id: string; sellerId: string };
type Context = {
  tx: Transaction;
  batch: Batch;
  modelIds: Map<string, ModelIds>;
  /** Remembered retail prices and body types by model id (ADR 033), for the models of the creates. */
  variantFacts: Map<string, RememberedVariantFacts[]>;
  /** The apply's audit entry: each listing's row is one step of it. */
  audit: AuditGroup;
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
class ApplyChangeError extends Error {}

const modelKey = (make: string, model: string) =>
  `${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;

function quoted(change: Change): string {
  return `«${change.summary}»`;
}

function requireCar(change: Change): ExtractedCar {
  if (!change.car) throw new ApplyChangeError(`Ændringen ${quoted(change)} har ingen bil.`);
  return change.car;
}

async function loadModelIds(tx: Transaction): Promise<Map<string, ModelIds>> {
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
async function lockListing(context: Context, change: Change) {
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

async function createListing(context: Context, change: Change): Promise<ImportChangeOutcome> {
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

async function updateListing(context: Context, change: Change): Promise<ImportChangeOutcome> {
  const car = requireCar(change);
  const { id } = await lockListing(context, change);
  const columns = knownListingColumnsFromCar(car);
  const [before] = await context.tx.select().from(listings).where(eq(listings.id, id));
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
  await replaceListingOffers(context.tx, id, car.offers, { statedTotals: 'replace' });
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

async function withdrawListing(context: Context, change: Change): Promise<ImportChangeOutcome> {
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

function applyChange(context: Context, change: Change): Promise<ImportChangeOutcome> {
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
      return Promise.resolve({ action: 'unchanged', listingId: change.listingId });
  }
}

const countKey = {
  created: 'created',
  updated: 'updated',
  withdrawn: 'withdrawn',
  unchanged: 'unchanged',
} as const;

class Refusal extends Error {
  constructor(readonly result: Extract<ApplyImportBatchResult, { ok: false }>) {
    super(result.message);
  }
}

async function applyInTransaction(
  tx: Transaction,
  { batchId, actor, expectedVersion }: ApplyImportBatchInput,
): Promise<ApplyCounts> {
  const batch = await lockBatchInReview(tx, batchId);
  if (expectedVersion !== undefined) {
    const claim = await claimRecordVersion(tx, versionedImportBatch, batchId, expectedVersion);
    if (claim.kind === 'stale') throw new StaleImportVersionError('batch', batchId, claim.currentVersion);
  }
  const approved = await tx
    .select()
    .from(importChanges)
    .where(and(eq(importChanges.batchId, batchId), eq(importChanges.status, 'approved')))
    .orderBy(asc(importChanges.position));
  if (approved.length === 0) {
    throw new Refusal({
      ok: false,
      code: 'nothing_approved',
      message: 'Der er ingen godkendte ændringer at anvende.',
    });
  }
  // Never pick one of two stated prices silently, never skip a change: refuse the whole apply.
  const blocked = approved.filter((change) => change.type !== 'withdraw' && isBlockedByPriceConflict(change));
  if (blocked.length > 0) {
    throw new Refusal({
      ok: false,
      code: 'price_conflict',
      message: `Prislisten angiver to priser for samme tilbud i ${blocked.map(quoted).join(', ')}. Vælg den rigtige pris først – intet blev anvendt.`,
    });
  }
  const modelIds = await loadModelIds(tx);
  const createdModelIds = approved.flatMap((change) => {
    if ((change.type !== 'create' && change.type !== 'missing_model') || !change.car) return [];
    const ids = modelIds.get(modelKey(change.car.make, change.car.model));
    return ids ? [ids.modelId] : [];
  });
  const variantFacts = await loadVariantFacts(tx, createdModelIds);
  const context: Context = { tx, batch, modelIds, variantFacts, audit: startAuditGroup(tx, actor) };
  const counts: ApplyCounts = { created: 0, updated: 0, withdrawn: 0, unchanged: 0 };
  for (const change of approved) {
    const outcome = await applyChange(context, change);
    counts[countKey[outcome.action]] += 1;
    await tx
      .update(importChanges)
      .set({ status: 'applied', appliedAt: new Date(), outcome })
      .where(eq(importChanges.id, change.id));
  }
  await tx
    .update(importBatches)
    .set({
      status: 'applied',
      appliedAt: new Date(),
      appliedBy: actor.id,
      appliedByEmail: actor.email,
      result: { counts },
    })
    .where(eq(importBatches.id, batchId));
  await context.audit.summarize({
    action: 'apply',
    entity: 'import_batch',
    entityId: batchId,
    after: counts,
  });
  return counts;
}

function failureMessage(error: unknown): string {
  if (error instanceof ApplyChangeError) return `Intet blev anvendt: ${error.message}`;
  const detail = error instanceof Error ? error.message : String(error);
  return `Intet blev anvendt, fordi der opstod en fejl undervejs: ${detail}`;
}

/**
 * Applies a batch's approved changes in one transaction, all or nothing, in the order matching proposed
 * them: create → a new 'pending' listing with its offers, and the retail price and body type remembered
 * for its variant (ADR 033); update → the values the car has and its offer
 * set; withdraw → the listing becomes 'inactive' (never deleted); unchanged → nothing. Each change gets
 * status 'applied' and its outcome, the batch 'applied' and its counts, and every listing write an audit
 * row. An approved change still blocked by a price conflict refuses the whole apply. If anything fails, everything rolls back and the batch stays in review with the Danish error in
 * `result`. Re-applying an applied batch is refused. An apply from a review loaded before one of the
 * batch's changes was edited throws a StaleImportVersionError (ADR 037) and changes nothing.
 */
export async function applyImportBatch(
  db: Database,
  input: ApplyImportBatchInput,
): Promise<ApplyImportBatchResult> {
  try {
    const counts = await db.transaction((tx) => applyInTransaction(tx, input));
    return { ok: true, counts };
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    if (error instanceof StaleImportVersionError) throw error;
    if (error instanceof IngestionWriteError) {
      const code = error.code === 'batch_not_found' ? 'batch_not_found' : 'batch_not_in_review';
      return { ok: false, code, message: error.message };
    }
    const message = failureMessage(error);
    await db
      .update(importBatches)
      .set({ result: { error: message, failedAt: new Date().toISOString() } })
      .where(and(eq(importBatches.id, input.batchId), eq(importBatches.status, 'review')));
    return { ok: false, code: 'failed', message };
  }
}
