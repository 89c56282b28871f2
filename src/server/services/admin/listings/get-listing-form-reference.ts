import { asc } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { makes, models, sellers } from '../../../../db/schema';
import type { ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { bodyTypeLabel } from '../../../../domain/listings/body-type-labels';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import { transmissionLabel } from '../../../../domain/listings/transmission-labels';
import {
  driveTypes,
  storedBodyTypes,
  storedFuelTypes,
  storedTransmissions,
} from '../../../../domain/listings/vehicle-values';

const DRIVE_TYPE_LABELS: Record<(typeof driveTypes)[number], string> = {
  FWD: 'Forhjulstræk (FWD)',
  RWD: 'Baghjulstræk (RWD)',
  AWD: 'Firehjulstræk (AWD)',
  '4WD': 'Firehjulstræk (4WD)',
};

/** Two stored body types can share a filter label ('Station Wagon', 'Stationcar'): show both names then. */
function bodyTypeOptionLabel(stored: string): string {
  const label = bodyTypeLabel(stored);
  return label === stored ? label : `${label} (${stored})`;
}

/** What the listing form chooses from: makes with their models, sellers and the stored value lists. */
export async function getListingFormReference(db: Executor): Promise<ListingReferenceData> {
  const [makeRows, modelRows, sellerRows] = await Promise.all([
    db.select({ id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name)),
    db
      .select({ id: models.id, makeId: models.makeId, name: models.name })
      .from(models)
      .orderBy(asc(models.name)),
    db
      .select({ id: sellers.id, name: sellers.name, makeId: sellers.makeId })
      .from(sellers)
      .orderBy(asc(sellers.name)),
  ]);
  const modelsByMake = new Map<string, { id: string; name: string }[]>();
  for (const { id, makeId, name } of modelRows) {
    const list = modelsByMake.get(makeId) ?? [];
    list.push({ id, name });
    modelsByMake.set(makeId, list);
  }
  return {
    makes: makeRows.map((make) => ({
      ...make,
      models: modelsByMake.get(make.id) ?? [],
    })),
    sellers: sellerRows.map((seller) => ({ id: seller.id, name: seller.name, make_id: seller.makeId })),
    body_types: storedBodyTypes.map((value) => ({ value, label: bodyTypeOptionLabel(value) })),
    fuel_types: storedFuelTypes.map((value) => ({ value, label: fuelLabel(value) })),
    transmissions: storedTransmissions.map((value) => ({ value, label: transmissionLabel(value) })),
    drive_types: driveTypes.map((value) => ({ value, label: DRIVE_TYPE_LABELS[value] })),
  };
}
