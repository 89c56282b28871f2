import { asc } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { makes, modelAliases, models, sellers } from '../../../../db/schema';
import type { ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { bodyTypeChoices } from '../../../../domain/listings/body-type-choices';
import { DRIVE_TYPE_LABELS } from '../../../../domain/listings/drive-type-labels';
import { STORED_FUEL_LABELS } from '../../../../domain/listings/fuel-type-labels';
import { transmissionLabel } from '../../../../domain/listings/transmission-labels';
import { driveTypes, storedFuelTypes, storedTransmissions } from '../../../../domain/listings/vehicle-values';

/**
 * What the listing form chooses from: makes with their models, sellers, and the typed vocabularies —
 * each body type once by its Danish label (bodyTypeChoices), never a stored spelling or test data.
 */
export async function getListingFormReference(db: Executor): Promise<ListingReferenceData> {
  const [makeRows, modelRows, aliasRows, sellerRows] = await Promise.all([
    db.select({ id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name)),
    db
      .select({ id: models.id, makeId: models.makeId, name: models.name })
      .from(models)
      .orderBy(asc(models.name)),
    db
      .select({ modelId: modelAliases.modelId, alias: modelAliases.alias })
      .from(modelAliases)
      .orderBy(asc(modelAliases.alias)),
    db
      .select({ id: sellers.id, name: sellers.name, makeId: sellers.makeId })
      .from(sellers)
      .orderBy(asc(sellers.name)),
  ]);
  const aliasesByModel = new Map<string, string[]>();
  for (const { modelId, alias } of aliasRows) {
    aliasesByModel.set(modelId, [...(aliasesByModel.get(modelId) ?? []), alias]);
  }
  const modelsByMake = new Map<string, ListingReferenceData['makes'][number]['models']>();
  for (const { id, makeId, name } of modelRows) {
    const list = modelsByMake.get(makeId) ?? [];
    list.push({ id, name, aliases: aliasesByModel.get(id) ?? [] });
    modelsByMake.set(makeId, list);
  }
  return {
    makes: makeRows.map((make) => ({
      ...make,
      models: modelsByMake.get(make.id) ?? [],
    })),
    sellers: sellerRows.map((seller) => ({ id: seller.id, name: seller.name, make_id: seller.makeId })),
    body_types: [...bodyTypeChoices],
    fuel_types: storedFuelTypes.map((value) => ({ value, label: STORED_FUEL_LABELS[value] })),
    transmissions: storedTransmissions.map((value) => ({ value, label: transmissionLabel(value) })),
    drive_types: driveTypes.map((value) => ({ value, label: DRIVE_TYPE_LABELS[value] })),
  };
}
