import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import type { ExtractedCar } from '../../domain/ingestion/extracted-price-list';
import type { ProposedChange } from '../../domain/ingestion/proposed-change';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import type { AuditActor } from '../audit/record-audit';
import { bulkInsertCatalog } from '../catalog-writes';
import { type Database, queryRows } from '../client';
import { user } from '../schema';

/** Test support for the ingestion tests: a seller with three Toyota listings and an admin. */
export const admin: AuditActor = { id: 'admin-ingestion', email: 'admin@leasingmatch.dk' };

export const offer = (mileage: number, months: number, deposit: number, monthly: number): LeaseOffer => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: deposit,
  monthly_price: monthly,
});

export type SeededSeller = {
  sellerId: string;
  otherSellerId: string;
  yarisId: string;
  aygoId: string;
  corollaId: string;
  otherListingId: string;
};

export async function seedSeller(db: Database): Promise<SeededSeller> {
  const bundle = buildCatalog([
    {
      seller: 'Bilhus Nord',
      make: 'Toyota',
      model: 'Yaris',
      variant: '1.5 Hybrid Active',
      horsepower: 116,
      offers: [offer(15_000, 36, 0, 2_999), offer(20_000, 36, 0, 3_199)],
    },
    { seller: 'Bilhus Nord', make: 'Toyota', model: 'Aygo X', variant: '1.0 Pulse', horsepower: 72 },
    { seller: 'Bilhus Nord', make: 'Toyota', model: 'Corolla', variant: '1.8 Hybrid Style' },
    { seller: 'Anden Forhandler', make: 'Toyota', model: 'Yaris', variant: '1.5 Hybrid Style' },
  ]);
  const toyota = bundle.makes.find((make) => make.name === 'Toyota');
  if (!toyota) throw new Error('no Toyota');
  bundle.models.push({ id: randomUUID(), makeId: toyota.id, name: 'C-HR' });
  await bulkInsertCatalog(db, bundle);
  await db.insert(user).values({ id: admin.id, name: 'Admin', email: admin.email });
  const sellerId = bundle.sellers.find((seller) => seller.name === 'Bilhus Nord')?.id as string;
  const otherSellerId = bundle.sellers.find((seller) => seller.name === 'Anden Forhandler')?.id as string;
  const [yarisId, aygoId, corollaId, otherListingId] = bundle.ids as [string, string, string, string];
  return { sellerId, otherSellerId, yarisId, aygoId, corollaId, otherListingId };
}

export function car(overrides: Partial<ExtractedCar> = {}): ExtractedCar {
  return {
    make: 'Toyota',
    model: 'C-HR',
    variant: '2.0 Hybrid GR Sport',
    horsepower: 197,
    fuel_type: 'Hybrid - Petrol',
    transmission: 'Automatic',
    offers: [offer(15_000, 36, 0, 4_295)],
    ...overrides,
  };
}

const base: Pick<ProposedChange, 'matchMethod' | 'confidence' | 'fieldChanges' | 'offerDiff' | 'warnings'> = {
  matchMethod: 'exact',
  confidence: 1,
  fieldChanges: [],
  offerDiff: null,
  warnings: [],
};

export const createChange = (extracted: ExtractedCar): ProposedChange => ({
  ...base,
  type: 'create',
  listingId: null,
  car: extracted,
  matchMethod: 'none',
  confidence: 0,
  summary: `Ny bil: ${extracted.make} ${extracted.model} ${extracted.variant}`,
});

export const updateChange = (listingId: string, extracted: ExtractedCar): ProposedChange => ({
  ...base,
  type: 'update',
  listingId,
  car: extracted,
  summary: `Opdater: ${extracted.make} ${extracted.model} ${extracted.variant}`,
});

export const unchangedChange = (listingId: string, extracted: ExtractedCar): ProposedChange => ({
  ...base,
  type: 'unchanged',
  listingId,
  car: extracted,
  summary: `Ingen ændringer: ${extracted.model}`,
});

export const withdrawChange = (listingId: string): ProposedChange => ({
  ...base,
  type: 'withdraw',
  listingId,
  car: null,
  summary: 'Tag af siden',
});

/** Every row of the tables apply writes, as JSON, to compare before and after a failed apply. */
export async function ingestionTablesSnapshot(db: Database): Promise<Record<string, string>> {
  const tables = ['listings', 'lease_offers', 'import_changes', 'audit_log', 'makes', 'models', 'files'];
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ rows: string }>(
      db,
      sql`select coalesce(json_agg(to_jsonb(t) order by t.id)::text, '[]') as rows from ${sql.identifier(table)} t`,
    );
    snapshot[table] = row?.rows ?? '';
  }
  const [batches] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(to_jsonb(t) - 'result' order by t.id)::text, '[]') as rows from import_batches t`,
  );
  snapshot.import_batches = batches?.rows ?? '';
  return snapshot;
}
