import { type SQL, sql } from 'drizzle-orm';
import { LEASE_SCORE_VERSION } from '../../domain/lease-score/lease-score-config';
import { type Executor, queryRows, type Transaction } from '../client';
import { namePriceSource } from '../price-history/name-price-source';
import type { CatalogBundle, CatalogCounts, CatalogFile, CatalogListing } from './catalog-bundle';
import { assertValidOffers, assertValidRetailPrice } from './offer-validation';
import { type ArrayElement, arrayParam, unnestColumns } from './pg-arrays';
import { scoreOffer } from './score-offer';

/** Rows per statement; every column travels as one array parameter, so only payload size matters. */
const LISTING_CHUNK = 5_000;
const OFFER_CHUNK = 25_000;
const IMAGE_CHUNK = 25_000;
const FILE_CHUNK = 200;

type Column<Row> = { name: string; type: string; value: (row: Row) => ArrayElement };

/**
 * Inserts a whole catalogue in one transaction (a savepoint when `executor` is already a transaction):
 * multi-row `insert … select from unnest(arrays)` in chunks, offers scored in JS. Files are deduplicated
 * by sha256 against what is already stored.
 */
export async function bulkInsertCatalog(executor: Executor, bundle: CatalogBundle): Promise<CatalogCounts> {
  for (const listing of bundle.listings) {
    assertValidRetailPrice(listing.retailPrice, listing.id);
    assertValidOffers(listing.offers, listing.id);
  }
  return executor.transaction(async (tx) => {
    await namePriceSource(tx, 'seed', { unlessNamed: true });
    await insertRows(tx, 'makes', bundle.makes, 1_000, [
      { name: 'id', type: 'uuid', value: (m) => m.id },
      { name: 'name', type: 'text', value: (m) => m.name },
    ]);
    await insertRows(tx, 'models', bundle.models, 1_000, [
      { name: 'id', type: 'uuid', value: (m) => m.id },
      { name: 'make_id', type: 'uuid', value: (m) => m.makeId },
      { name: 'name', type: 'text', value: (m) => m.name },
    ]);
    await insertRows(tx, 'sellers', bundle.sellers, 1_000, [
      { name: 'id', type: 'uuid', value: (s) => s.id },
      { name: 'name', type: 'text', value: (s) => s.name },
      { name: 'company', type: 'text', value: (s) => s.company },
      { name: 'email', type: 'text', value: (s) => s.email },
      { name: 'phone', type: 'text', value: (s) => s.phone },
      { name: 'address', type: 'text', value: (s) => s.address },
      { name: 'country', type: 'text', value: (s) => s.country },
      { name: 'website', type: 'text', value: (s) => s.website },
      { name: 'make_id', type: 'uuid', value: (s) => s.makeId },
      { name: 'price_lists', type: 'jsonb', value: (s) => JSON.stringify(s.priceLists) },
      { name: 'lead_emails', type: 'jsonb', value: (s) => JSON.stringify(s.leadEmails ?? []) },
    ]);
    const fileIds = await insertFiles(tx, bundle.files);
    await insertRows(tx, 'listings', bundle.listings, LISTING_CHUNK, listingColumns);

    const offers = bundle.listings.flatMap((listing) =>
      listing.offers.map((offer) => ({
        listingId: listing.id,
        ...offer,
        ...scoreOffer(listing.retailPrice, offer),
      })),
    );
    await insertRows(tx, 'lease_offers', offers, OFFER_CHUNK, [
      { name: 'listing_id', type: 'uuid', value: (o) => o.listingId },
      { name: 'mileage_per_year', type: 'integer', value: (o) => o.mileage_per_year },
      { name: 'period_months', type: 'smallint', value: (o) => o.period_months },
      { name: 'first_payment', type: 'integer', value: (o) => o.first_payment },
      { name: 'monthly_price', type: 'integer', value: (o) => o.monthly_price },
      { name: 'lease_score', type: 'smallint', value: (o) => o.leaseScore },
      { name: 'lease_score_method', type: 'text', value: (o) => o.leaseScoreMethod },
      { name: 'lease_score_version', type: 'text', value: () => LEASE_SCORE_VERSION },
    ]);

    const images = bundle.listings.flatMap((listing) =>
      listing.imageFileIds.map((fileId, position) => ({
        listingId: listing.id,
        position,
        fileId: fileIds.get(fileId) ?? fileId,
      })),
    );
    await insertRows(tx, 'listing_images', images, IMAGE_CHUNK, [
      { name: 'listing_id', type: 'uuid', value: (i) => i.listingId },
      { name: 'position', type: 'smallint', value: (i) => i.position },
      { name: 'file_id', type: 'uuid', value: (i) => i.fileId },
    ]);

    return {
      makes: bundle.makes.length,
      models: bundle.models.length,
      sellers: bundle.sellers.length,
      files: new Set(fileIds.values()).size,
      listings: bundle.listings.length,
      offers: offers.length,
      images: images.length,
    };
  });
}

const listingColumns: Column<CatalogListing>[] = [
  { name: 'id', type: 'uuid', value: (l) => l.id },
  { name: 'seller_id', type: 'uuid', value: (l) => l.sellerId },
  { name: 'make_id', type: 'uuid', value: (l) => l.makeId },
  { name: 'model_id', type: 'uuid', value: (l) => l.modelId },
  { name: 'variant', type: 'text', value: (l) => l.variant },
  { name: 'year', type: 'smallint', value: (l) => l.year },
  { name: 'body_type', type: 'text', value: (l) => l.bodyType },
  { name: 'fuel_type', type: 'text', value: (l) => l.fuelType },
  { name: 'transmission', type: 'text', value: (l) => l.transmission },
  { name: 'drive_type', type: 'text', value: (l) => l.driveType },
  { name: 'horsepower', type: 'integer', value: (l) => l.horsepower },
  { name: 'seats', type: 'smallint', value: (l) => l.seats },
  { name: 'doors', type: 'smallint', value: (l) => l.doors },
  { name: 'wltp_km', type: 'integer', value: (l) => l.wltpKm },
  { name: 'consumption_l_100km', type: 'numeric', value: (l) => l.consumptionL100km },
  { name: 'consumption_kwh_100km', type: 'numeric', value: (l) => l.consumptionKwh100km },
  { name: 'co2_g_km', type: 'integer', value: (l) => l.co2GKm },
  { name: 'co2_tax_half_year', type: 'integer', value: (l) => l.co2TaxHalfYear },
  { name: 'retail_price', type: 'integer', value: (l) => l.retailPrice },
  { name: 'description', type: 'text', value: (l) => l.description },
  { name: 'external_url', type: 'text', value: (l) => l.externalUrl },
  { name: 'status', type: 'text', value: (l) => l.status },
  { name: 'price_includes', type: 'jsonb', value: (l) => jsonOrNull(l.priceIncludes) },
  { name: 'price_excludes', type: 'jsonb', value: (l) => jsonOrNull(l.priceExcludes) },
  { name: 'monthly_extras', type: 'jsonb', value: (l) => jsonOrNull(l.monthlyExtras) },
  { name: 'included_items', type: 'jsonb', value: (l) => jsonOrNull(l.includedItems) },
  { name: 'extra_km_price', type: 'numeric', value: (l) => l.extraKmPrice ?? null },
  { name: 'created_at', type: 'timestamptz', value: (l) => l.createdAt?.toISOString() ?? null },
  { name: 'updated_at', type: 'timestamptz', value: (l) => l.updatedAt?.toISOString() ?? null },
];

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Columns whose value may be null in the bundle but have a NOT NULL default in the table. */
const defaultedColumns = new Set(['created_at', 'updated_at']);

async function insertRows<Row>(
  tx: Transaction,
  table: string,
  rows: readonly Row[],
  chunkSize: number,
  columns: readonly Column<Row>[],
  onConflict: SQL = sql``,
): Promise<void> {
  const names = sql.raw(columns.map((c) => c.name).join(', '));
  const selected = sql.raw(
    columns
      .map((c) => (defaultedColumns.has(c.name) ? `coalesce(r.${c.name}, now())` : `r.${c.name}`))
      .join(', '),
  );
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = unnestColumns(columns.map((c) => ({ type: c.type, values: chunk.map(c.value) })));
    await tx.execute(
      sql`insert into ${sql.raw(table)} (${names}) select ${selected} from ${arrays} as r(${names}) ${onConflict}`,
    );
  }
}

/** Stores new files (skipping sha256s already present); maps each bundle file id to the stored id. */
async function insertFiles(tx: Transaction, files: readonly CatalogFile[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (files.length === 0) return ids;
  await insertRows(
    tx,
    'files',
    files,
    FILE_CHUNK,
    [
      { name: 'id', type: 'uuid', value: (f) => f.id },
      { name: 'sha256', type: 'text', value: (f) => f.sha256 },
      { name: 'content_type', type: 'text', value: (f) => f.contentType },
      { name: 'size', type: 'integer', value: (f) => f.bytes.byteLength },
      { name: 'bytes', type: 'bytea', value: (f) => `\\x${Buffer.from(f.bytes).toString('hex')}` },
    ],
    sql`on conflict (sha256) do nothing`,
  );
  const stored = await queryRows<{ id: string; sha256: string }>(
    tx,
    sql`select id, sha256 from files where sha256 = any(${arrayParam(
      files.map((f) => f.sha256),
      'text',
    )})`,
  );
  const idBySha = new Map(stored.map((row) => [row.sha256, row.id]));
  for (const file of files) {
    const id = idBySha.get(file.sha256);
    if (id) ids.set(file.id, id);
  }
  return ids;
}
