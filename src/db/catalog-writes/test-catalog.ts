import { sql } from 'drizzle-orm';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import { type DatabaseHandle, queryRows } from '../client';
import { bulkInsertCatalog } from './bulk-insert-catalog';
import type { CatalogListing } from './catalog-bundle';

/** Test support for the catalogue-write tests: one make and model, listings added one at a time. */
export type StoredOffer = LeaseOffer & { id: string; lease_score: number; lease_score_method: string };

const makeId = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0001';
const modelId = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0002';

const baseListing: Omit<CatalogListing, 'id' | 'variant' | 'retailPrice' | 'offers'> = {
  sellerId: null,
  makeId,
  modelId,
  year: 2026,
  bodyType: 'SUV',
  fuelType: 'Electric',
  transmission: 'Automatic',
  driveType: 'RWD',
  horsepower: 286,
  seats: 5,
  doors: 5,
  wltpKm: 550,
  consumptionL100km: null,
  consumptionKwh100km: 16.4,
  co2GKm: 0,
  co2TaxHalfYear: 420,
  description: null,
  externalUrl: null,
  status: 'active',
  createdAt: null,
  updatedAt: null,
  imageFileIds: [],
};

let sequence = 0;

export function offer(mileage: number, months: number, deposit: number, monthly: number): LeaseOffer {
  return { mileage_per_year: mileage, period_months: months, first_payment: deposit, monthly_price: monthly };
}

export function testListing(retailPrice: number | null, offers: LeaseOffer[]): CatalogListing {
  sequence += 1;
  const id = `6c1f0a4e-0c1a-4b7a-9a51-${String(1_000 + sequence).padStart(12, '0')}`;
  return { ...baseListing, id, variant: `Pro Performance ${sequence}`, retailPrice, offers };
}

export async function insertTestMakeAndModel(handle: DatabaseHandle): Promise<void> {
  await bulkInsertCatalog(handle.db, {
    makes: [{ id: makeId, name: 'Volkswagen' }],
    models: [{ id: modelId, makeId, name: 'ID.4' }],
    sellers: [],
    files: [],
    listings: [],
  });
}

export async function insertTestListing(
  handle: DatabaseHandle,
  retailPrice: number | null,
  offers: LeaseOffer[],
): Promise<string> {
  const row = testListing(retailPrice, offers);
  await bulkInsertCatalog(handle.db, { makes: [], models: [], sellers: [], files: [], listings: [row] });
  return row.id;
}

export function storedOffers(handle: DatabaseHandle, listingId: string): Promise<StoredOffer[]> {
  return queryRows<StoredOffer>(
    handle.db,
    sql`select id, mileage_per_year, period_months, first_payment, monthly_price, lease_score, lease_score_method
        from lease_offers where listing_id = ${listingId}
        order by mileage_per_year, period_months, first_payment`,
  );
}
