import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { type ListingFields, saveListing } from '../../../../db/catalog-writes';
import type { Database, Executor } from '../../../../db/client';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import { versionedListing } from '../../../../db/record-version/versioned-record';
import { makes, models, sellers } from '../../../../db/schema';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import type { ListingFormInput } from '../../../../domain/admin/listing-form-schema';
import { storedStatedItems } from '../../../../domain/offers/classify-included-items';
import type { FieldIssue } from '../../../http-validation';
import { getAdminListing } from './get-admin-listing';
import { rememberVariantFacts } from './remember-variant-facts';

export type SaveListingResult =
  | { kind: 'saved'; id: string; version: number }
  | { kind: 'stale'; currentVersion: number }
  | { kind: 'invalid'; issues: FieldIssue[] }
  | { kind: 'not_found' };

class Invalid extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super('invalid listing');
  }
}

/** Which listing an update saves, and the version its form was loaded at (ADR 037). */
export type ListingUpdateTarget = { id: string; expectedVersion: number };

/**
 * Creates (no target) or updates a listing with all its fields and its complete offer list in one
 * transaction, with its audit row. An update first claims the listing's version: saved by someone
 * else since the form loaded it, nothing is written ('stale'). A model name the make does not have
 * yet is added to the make (ADR 015); the make and the seller must exist.
 */
export async function saveAdminListing(
  db: Database,
  actor: AuditActor,
  input: ListingFormInput,
  target?: ListingUpdateTarget,
): Promise<SaveListingResult> {
  const id = target?.id;
  try {
    return await db.transaction(async (tx) => {
      const before = id === undefined ? null : await getAdminListing(tx, id);
      if (id !== undefined && !before) return { kind: 'not_found' } as const;
      if (target) {
        const claim = await claimRecordVersion(tx, versionedListing, target.id, target.expectedVersion);
        if (claim.kind === 'missing') return { kind: 'not_found' } as const;
        if (claim.kind === 'stale') return { kind: 'stale', currentVersion: claim.currentVersion } as const;
      }
      await assertReferencesExist(tx, input);
      const modelId = await findOrCreateModel(tx, actor, input.make_id, input.model_name);
      const saved = await saveListing(tx, {
        ...(id === undefined ? {} : { id }),
        fields: listingFields(input, modelId),
        retailPrice: input.retail_price,
        offers: input.offers,
      });
      const after = await getAdminListing(tx, saved.id);
      await rememberSetFacts(tx, actor, before, after, modelId);
      await recordAudit(tx, actor, {
        action: id === undefined ? 'create' : 'update',
        entity: 'listing',
        entityId: saved.id,
        before,
        after,
      });
      return { kind: 'saved', id: saved.id, version: after?.version ?? 1 } as const;
    });
  } catch (error) {
    if (error instanceof Invalid) return { kind: 'invalid', issues: error.issues };
    throw error;
  }
}

/**
 * A retail price or body type the admin set (given on a new listing, or changed) is remembered for the
 * listing's variant, so later imports of the variant bring it (ADR 033).
 */
async function rememberSetFacts(
  tx: Executor,
  actor: AuditActor,
  before: AdminListingDetail | null,
  after: AdminListingDetail | null,
  modelId: string,
): Promise<void> {
  if (!after) return;
  const retailPrice =
    after.retail_price !== null && after.retail_price > 0 && after.retail_price !== before?.retail_price
      ? after.retail_price
      : null;
  const bodyType = after.body_type !== null && after.body_type !== before?.body_type ? after.body_type : null;
  await rememberVariantFacts(
    tx,
    actor,
    {
      id: after.id,
      modelId,
      name: [after.make_name, after.model_name, after.variant].filter(Boolean).join(' '),
      variant: after.variant,
      fuelType: after.fuel_type,
      transmission: after.transmission,
      horsepower: after.horsepower,
    },
    { retailPrice, bodyType },
  );
}

async function assertReferencesExist(tx: Executor, input: ListingFormInput): Promise<void> {
  const [make] = await tx.select({ id: makes.id }).from(makes).where(eq(makes.id, input.make_id));
  const [seller] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, input.seller_id));
  const issues: FieldIssue[] = [];
  if (!make) issues.push({ path: 'make_id', message: 'Mærket findes ikke' });
  if (!seller) issues.push({ path: 'seller_id', message: 'Sælgeren findes ikke' });
  if (issues.length > 0) throw new Invalid(issues);
}

/** The make's model of that name (ignoring case), or a new model of the make. */
async function findOrCreateModel(
  tx: Executor,
  actor: AuditActor,
  makeId: string,
  name: string,
): Promise<string> {
  const [existing] = await tx
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.makeId, makeId), sql`lower(${models.name}) = lower(${name})`))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx.insert(models).values({ makeId, name }).returning({ id: models.id });
  if (!created) throw new Error('Model insert returned no row');
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'model',
    entityId: created.id,
    after: { make_id: makeId, name },
  });
  return created.id;
}

function listingFields(input: ListingFormInput, modelId: string): ListingFields {
  const emptyToNull = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    sellerId: input.seller_id,
    makeId: input.make_id,
    modelId,
    variant: emptyToNull(input.variant),
    year: input.year,
    bodyType: input.body_type,
    fuelType: input.fuel_type,
    transmission: input.transmission,
    driveType: input.drive_type,
    horsepower: input.horsepower,
    seats: input.seats,
    doors: input.doors,
    wltpKm: input.wltp_km,
    consumptionL100km: input.consumption_l_100km,
    consumptionKwh100km: input.consumption_kwh_100km,
    co2GKm: input.co2_g_km,
    co2TaxHalfYear: input.co2_tax_half_year,
    description: emptyToNull(input.description),
    externalUrl: emptyToNull(input.external_url),
    status: input.status,
    // Absent (an API client that does not send it): an update keeps the listing's items (ADR 054).
    ...(input.included_items === undefined ? {} : { includedItems: storedStatedItems(input.included_items) }),
    // The same for the return fee and the price per extra km (ADR 053): absent keeps, null clears.
    ...(input.return_fee === undefined ? {} : { returnFee: input.return_fee }),
    ...(input.extra_km_price === undefined ? {} : { extraKmPrice: input.extra_km_price }),
  };
}
