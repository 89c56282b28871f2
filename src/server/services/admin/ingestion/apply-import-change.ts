import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AuditEntry, AuditGroup } from '../../../../db/audit/record-audit';
import { assertValidRetailPrice } from '../../../../db/catalog-writes/offer-validation';
import { unnestColumns } from '../../../../db/catalog-writes/pg-arrays';
import { queryRows, type Transaction } from '../../../../db/client';
import { insertListings, updateListingColumns } from '../../../../db/ingestion/bulk-listing-writes';
import { confirmOffersFromList, replaceOffersFromList } from '../../../../db/ingestion/bulk-offer-writes';
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

/** Changes per chunk of the set-based writes: a few thousand parameters or one array each. */
const APPLY_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

type LockedListing = { id: string; seller_id: string | null; status: string };

/** Locks the listings the updates and withdrawals name (in id order, so two applies cannot deadlock). */
async function lockListings(context: ApplyContext, changes: readonly Change[]) {
  const ids = [
    ...new Set(
      changes.flatMap((change) =>
        (change.type === 'update' || change.type === 'withdraw') && change.listingId
          ? [change.listingId]
          : [],
      ),
    ),
  ].sort();
  const locked = new Map<string, LockedListing>();
  for (const chunk of chunks(ids, APPLY_CHUNK)) {
    const rows = await queryRows<LockedListing>(
      context.tx,
      sql`select id, seller_id, status from listings
          where id in (select id from ${unnestColumns([{ values: chunk, type: 'uuid' }])} as r(id))
          order by id for update`,
    );
    for (const row of rows) locked.set(row.id, row);
  }
  return locked;
}

/** The change's listing, locked; it must still exist and belong to the batch's seller. */
function lockedListing(context: ApplyContext, locked: Map<string, LockedListing>, change: Change) {
  const label = change.listingLabel ?? 'bilen';
  if (!change.listingId) {
    throw new ApplyChangeError(`${label} findes ikke længere (ændring ${quoted(change)}).`);
  }
  const listing = locked.get(change.listingId);
  if (!listing || listing.seller_id !== context.batch.sellerId) {
    throw new ApplyChangeError(`${label} findes ikke længere hos sælgeren (ændring ${quoted(change)}).`);
  }
  return { id: change.listingId, status: listing.status };
}

function requireModel(context: ApplyContext, change: Change, car: ExtractedCar): ModelIds {
  const ids = context.modelIds.get(modelKey(car.make, car.model));
  if (!ids) {
    throw new ApplyChangeError(
      `Modellen ${car.make} ${car.model} findes ikke i kataloget. Opret den, eller afvis ændringen ${quoted(change)}.`,
    );
  }
  return ids;
}

/** The first page the car was read on, when the reader knows it. */
function firstPage(car: ExtractedCar): number | null {
  const pages = (car.sources ?? []).map((place) => place.page);
  return pages.length > 0 ? Math.min(...pages) : null;
}

type Planned =
  | { kind: 'create'; change: Change; car: ExtractedCar; ids: ModelIds }
  | { kind: 'update'; change: Change; car: ExtractedCar; id: string }
  | { kind: 'withdraw'; change: Change; id: string; status: string }
  | { kind: 'unchanged'; change: Change };

/** Checks every change in order before anything is written: the first that cannot be applied throws. */
function plan(
  context: ApplyContext,
  changes: readonly Change[],
  locked: Map<string, LockedListing>,
): Planned[] {
  return changes.map((change): Planned => {
    switch (change.type) {
      case 'create':
      // Approved after the admin created the missing model from the review: a create like any other.
      case 'missing_model': {
        const car = requireCar(change);
        return { kind: 'create', change, car, ids: requireModel(context, change, car) };
      }
      case 'update': {
        const car = requireCar(change);
        return { kind: 'update', change, car, id: lockedListing(context, locked, change).id };
      }
      case 'withdraw':
        return { kind: 'withdraw', change, ...lockedListing(context, locked, change) };
      case 'unchanged':
        return { kind: 'unchanged', change };
      default:
        throw new ApplyChangeError(`Ændringen ${quoted(change)} kan ikke anvendes.`);
    }
  });
}

type Written = { outcome: ImportChangeOutcome; step?: AuditEntry };

async function createListings(
  context: ApplyContext,
  planned: Extract<Planned, { kind: 'create' }>[],
  written: Map<string, Written>,
) {
  const rows = planned.map(({ change, car, ids }) => {
    const columns = listingColumnsFromCar(car);
    const fuelType = columns.fuelType ?? ids.defaultFuelType;
    // A remembered fact of the variant is more specific than the model's default body type.
    const facts = factsForNewListing({
      remembered: pickRememberedFacts(context.variantFacts.get(ids.modelId) ?? [], { ...columns, fuelType }),
      modelDefaultBodyType: ids.defaultBodyType,
    });
    assertValidRetailPrice(facts.retailPrice, 'new');
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
    return { id: randomUUID(), change, car, fields, retailPrice: facts.retailPrice };
  });
  await insertListings(
    context.tx,
    rows.map((row) => ({ id: row.id, ...row.fields, retailPrice: row.retailPrice })),
  );
  // The offers are scored against the remembered retail price, as when an admin saves one.
  await replaceOffersFromList(
    context.tx,
    rows.map((row) => ({
      listingId: row.id,
      retailPrice: row.retailPrice,
      offers: row.car.offers,
      page: firstPage(row.car),
    })),
    priceListSource(context),
    { newListings: true },
  );
  for (const row of rows) {
    written.set(row.change.id, {
      outcome: { action: 'created', listingId: row.id },
      step: {
        action: 'create',
        entity: 'listing',
        entityId: row.id,
        after: {
          ...row.fields,
          retailPrice: row.retailPrice,
          offers: row.car.offers,
          importBatchId: context.batch.id,
          importChangeId: row.change.id,
        },
      },
    });
  }
}

async function updateListings(
  context: ApplyContext,
  planned: Extract<Planned, { kind: 'update' }>[],
  written: Map<string, Written>,
) {
  const ids = [...new Set(planned.map((item) => item.id))];
  const idList = unnestColumns([{ values: ids, type: 'uuid' }]);
  const beforeRows = await context.tx
    .select()
    .from(listings)
    .where(sql`${listings.id} in (select id from ${idList} as r(id))`);
  const before = new Map(beforeRows.map((row) => [row.id, row]));
  const beforeOfferRows = await context.tx
    .select({
      listingId: leaseOffers.listingId,
      mileage_per_year: leaseOffers.mileagePerYear,
      period_months: leaseOffers.periodMonths,
      first_payment: leaseOffers.firstPayment,
      monthly_price: leaseOffers.monthlyPrice,
      total_cost: leaseOffers.statedTotalCost,
      minimum_price: leaseOffers.statedMinimumPrice,
    })
    .from(leaseOffers)
    .where(sql`${leaseOffers.listingId} in (select id from ${idList} as r(id))`)
    .orderBy(leaseOffers.listingId, leaseOffers.id);
  const beforeOffers = new Map<string, Omit<(typeof beforeOfferRows)[number], 'listingId'>[]>();
  for (const { listingId, ...offer } of beforeOfferRows) {
    beforeOffers.set(listingId, [...(beforeOffers.get(listingId) ?? []), offer]);
  }
  const updates = planned.map(({ change, car, id }) => {
    const columns = knownListingColumnsFromCar(car);
    const row = before.get(id);
    // Items the list states replace the listing's; items it does not mention keep theirs (ADR 054).
    if (columns.includedItems)
      columns.includedItems = mergeStatedItems(row?.includedItems, columns.includedItems);
    return { change, car, id, columns, row };
  });
  // A version bump: an admin form opened before the apply must not overwrite it (ADR 037).
  await updateListingColumns(
    context.tx,
    updates.map(({ id, columns }) => ({ id, columns })),
  );
  // The offers keep the totals this list states (null where it states none), as the conditions above.
  await replaceOffersFromList(
    context.tx,
    updates.map(({ id, car, row }) => ({
      listingId: id,
      retailPrice: row?.retailPrice ?? null,
      offers: car.offers,
      page: firstPage(car),
    })),
    priceListSource(context),
  );
  for (const { change, car, id, columns, row } of updates) {
    const changed = Object.keys(columns) as Array<keyof typeof columns>;
    written.set(change.id, {
      outcome: { action: 'updated', listingId: id },
      step: {
        action: 'update',
        entity: 'listing',
        entityId: id,
        before: {
          ...Object.fromEntries(changed.map((key) => [key, row?.[key] ?? null])),
          offers: beforeOffers.get(id) ?? [],
        },
        after: { ...columns, offers: car.offers, importBatchId: context.batch.id, importChangeId: change.id },
      },
    });
  }
}

async function withdrawListings(
  context: ApplyContext,
  planned: Extract<Planned, { kind: 'withdraw' }>[],
  written: Map<string, Written>,
) {
  const ids = unnestColumns([{ values: planned.map((item) => item.id), type: 'uuid' }]);
  // Never deleted: the listing, its offers and every change that refers to it stay as history.
  await context.tx.execute(sql`
    update listings set status = 'inactive', updated_at = now(), version = version + 1
    where id in (select id from ${ids} as r(id))`);
  for (const { change, id, status } of planned) {
    written.set(change.id, {
      outcome: { action: 'withdrawn', listingId: id },
      step: {
        action: 'deactivate',
        entity: 'listing',
        entityId: id,
        before: { status },
        after: { status: 'inactive', importBatchId: context.batch.id, importChangeId: change.id },
      },
    });
  }
}

/**
 * Unchanged cars: the list states the same offers again, so they are its and confirmed now (ADR 056);
 * nothing else is written (no version bump, no audit step).
 */
async function confirmUnchanged(
  context: ApplyContext,
  planned: Extract<Planned, { kind: 'unchanged' }>[],
  written: Map<string, Written>,
) {
  const stated = planned.flatMap(({ change }) =>
    change.listingId && change.car ? [{ listingId: change.listingId, page: firstPage(change.car) }] : [],
  );
  await confirmOffersFromList(context.tx, stated, priceListSource(context), context.batch.sellerId);
  for (const { change } of planned) {
    written.set(change.id, { outcome: { action: 'unchanged', listingId: change.listingId } });
  }
}

function priceListSource(context: ApplyContext) {
  return { name: context.source.name, batchId: context.batch.id, confirmedAt: context.source.confirmedAt };
}

function ofKind<K extends Planned['kind']>(planned: readonly Planned[], kind: K) {
  return planned.filter((item): item is Extract<Planned, { kind: K }> => item.kind === kind);
}

/**
 * Applies a batch's approved changes inside the apply's transaction (apply-import-batch.ts), set-based
 * (issue 28 goal 4, ADR 058): every change is checked first, in order, and the first that cannot be
 * applied throws an ApplyChangeError before anything is written; then the creates, updates, withdrawals
 * and unchanged cars are written a chunk of APPLY_CHUNK at a time with a few statements each, not a
 * round trip per car. A create makes a pending listing, an update rewrites a listing's columns and
 * offers, a withdrawal sets it inactive; each of those writes its step of the apply's audit entry.
 * Returns each change's outcome, in the order of `changes`.
 */
export async function applyChanges(
  context: ApplyContext,
  changes: readonly Change[],
): Promise<ImportChangeOutcome[]> {
  const planned = plan(context, changes, await lockListings(context, changes));
  const written = new Map<string, Written>();
  for (const chunk of chunks(ofKind(planned, 'create'), APPLY_CHUNK))
    await createListings(context, chunk, written);
  for (const chunk of chunks(ofKind(planned, 'update'), APPLY_CHUNK))
    await updateListings(context, chunk, written);
  for (const chunk of chunks(ofKind(planned, 'withdraw'), APPLY_CHUNK)) {
    await withdrawListings(context, chunk, written);
  }
  for (const chunk of chunks(ofKind(planned, 'unchanged'), APPLY_CHUNK)) {
    await confirmUnchanged(context, chunk, written);
  }
  const results = changes.map((change) => {
    const result = written.get(change.id);
    if (!result) throw new Error(`Change ${change.id} was not applied`);
    return result;
  });
  await context.audit.steps(results.flatMap((result) => (result.step ? [result.step] : [])));
  return results.map((result) => result.outcome);
}
