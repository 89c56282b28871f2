import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { readRecentPriceDrops } from '../../db/price-history/read-recent-price-drops';
import { fileUrl } from '../../domain/files/file-url';
import { oneOffFeeSum } from '../../domain/offers/full-price';
import type { StatedItems } from '../../domain/offers/included-items';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import type { SearchTargets } from '../../domain/offers/search-targets';
import { priceDropFirstDay } from '../../domain/price-history/price-history-summary';
import { copenhagenToday } from '../clock/server-clock';
import { readSettingsSection } from '../services/admin/settings/site-settings';
import { buildCatalogColumns, type CatalogColumns } from './catalog-columns';
import { buildSameCarGroups, type SameCarGroups } from './same-car-groups';

export type CatalogOffer = LeaseOffer & {
  id: string;
  lease_score: number;
  lease_score_method: string;
  /** The total and minimum price the price list states (null: not stated); see full-price.ts. */
  stated_total_cost: number | null;
  stated_minimum_price: number | null;
  /** "Prisfald" (ADR 068): the offer's last change, within the last 14 days, lowered its price. */
  price_dropped?: boolean;
};

/** A public listing as the search engine needs it: active, with at least one offer. */
export type CatalogListing = {
  id: string;
  makeId: string;
  modelId: string;
  make: string;
  model: string;
  variant: string | null;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  seats: number | null;
  horsepower: number | null;
  retail_price: number | null;
  updated_at: string;
  updatedAtMs: number;
  image: string | null;
  seller_name: string | null;
  /** The listing's stated one-off fees (return fee, priced delivery), part of every offer's full price. */
  oneOffFees: number;
  /** What the price includes as the seller states it (ADR 054): the grade and the "inkl." filters. */
  includedItems: StatedItems | null;
  /** Sorted by monthly price ascending: offer selection breaks deposit ties by list order. */
  offers: CatalogOffer[];
  makeKey: string;
  modelKey: string;
  searchText: string;
};

export type CatalogSnapshot = {
  version: number;
  /**
   * The Danish date ('YYYY-MM-DD') the snapshot was read for: offers past their listing's valid-until or
   * order-by date are left out (ADR 056), so a snapshot is current only on its own date.
   */
  today: string;
  loadedAt: number;
  /** Indstillinger › Standardsøgning; saving it bumps the catalogue version, so it travels with the snapshot. */
  searchTargets: SearchTargets;
  listings: CatalogListing[];
  byId: Map<string, number>;
  columns: CatalogColumns;
  /** One car at several sellers (ADR 071). */
  sameCar: SameCarGroups;
};

type ListingRow = {
  id: string;
  make_id: string;
  model_id: string;
  make: string;
  model: string;
  variant: string | null;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  seats: number | null;
  horsepower: number | null;
  retail_price: number | null;
  updated_at: string | Date;
  /** The first image's card-size copy, else its original. */
  image_sha: string | null;
  seller_name: string | null;
  offer_ids: string[];
  mileages: number[];
  terms: number[];
  deposits: number[];
  prices: number[];
  scores: number[];
  methods: string[];
  stated_totals: (number | null)[];
  stated_minimums: (number | null)[];
  return_fee: number | null;
  included_items: StatedItems | null;
};

export async function readCatalogVersion(db: Executor): Promise<number> {
  const rows = await queryRows<{ version: string | number }>(
    db,
    sql`select version from catalog_state where id = 1`,
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * Reads every public listing with its live offers in one round trip (offers aggregated per listing). A
 * listing past its valid-until or order-by date (the last day still counts) has no live offers and is
 * left out, as a listing without offers is.
 */
export async function loadCatalogSnapshot(
  db: Executor,
  today: string = copenhagenToday(),
): Promise<CatalogSnapshot> {
  const version = await readCatalogVersion(db);
  const rows = await queryRows<ListingRow>(
    db,
    sql`
      select l.id, l.make_id, l.model_id, mk.name as make, md.name as model, l.variant, l.body_type,
        l.fuel_type, l.transmission, l.seats, l.horsepower, l.retail_price, l.updated_at,
        s.name as seller_name, l.return_fee, l.included_items,
        (select coalesce(pcf.sha256, cf.sha256, f.sha256) from listing_images li join files f on f.id = li.file_id
          left join files cf on cf.id = li.card_file_id
          left join files pcf on pcf.id = li.processed_card_file_id
          where li.listing_id = l.id order by li.position, li.id limit 1) as image_sha,
        o.offer_ids, o.mileages, o.terms, o.deposits, o.prices, o.scores, o.methods, o.stated_totals,
        o.stated_minimums
      from listings l
      join makes mk on mk.id = l.make_id
      join models md on md.id = l.model_id
      left join sellers s on s.id = l.seller_id
      join lateral (
        select array_agg(lo.id::text order by lo.monthly_price, lo.id) as offer_ids,
          array_agg(lo.mileage_per_year order by lo.monthly_price, lo.id) as mileages,
          array_agg(lo.period_months::int order by lo.monthly_price, lo.id) as terms,
          array_agg(lo.first_payment order by lo.monthly_price, lo.id) as deposits,
          array_agg(lo.monthly_price order by lo.monthly_price, lo.id) as prices,
          array_agg(lo.lease_score::int order by lo.monthly_price, lo.id) as scores,
          array_agg(lo.lease_score_method order by lo.monthly_price, lo.id) as methods,
          array_agg(lo.stated_total_cost order by lo.monthly_price, lo.id) as stated_totals,
          array_agg(lo.stated_minimum_price order by lo.monthly_price, lo.id) as stated_minimums
        from lease_offers lo where lo.listing_id = l.id
      ) o on o.offer_ids is not null
      where l.status = 'active'
        and (l.valid_until_date is null or l.valid_until_date >= ${today}::date)
        and (l.order_by_date is null or l.order_by_date >= ${today}::date)
      order by l.id`,
  );
  const searchTargets = await readSettingsSection(db, 'search_defaults');
  const drops = await readRecentPriceDrops(db, priceDropFirstDay(today));
  const listings = rows.map((row) => toCatalogListing(row, drops));
  const byId = new Map(listings.map((listing, index) => [listing.id, index]));
  return {
    version,
    today,
    loadedAt: Date.now(),
    searchTargets,
    listings,
    byId,
    columns: buildCatalogColumns(listings),
    sameCar: buildSameCarGroups(listings),
  };
}

function toCatalogListing(row: ListingRow, drops: ReadonlySet<string>): CatalogListing {
  const offers: CatalogOffer[] = row.offer_ids.map((id, i) => ({
    id,
    mileage_per_year: Number(row.mileages[i]),
    period_months: Number(row.terms[i]),
    first_payment: Number(row.deposits[i]),
    monthly_price: Number(row.prices[i]),
    lease_score: Number(row.scores[i]),
    lease_score_method: String(row.methods[i]),
    stated_total_cost: nullableNumber(row.stated_totals[i]),
    stated_minimum_price: nullableNumber(row.stated_minimums[i]),
    price_dropped: drops.has(id),
  }));
  const updatedAt = row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at);
  return {
    id: row.id,
    makeId: row.make_id,
    modelId: row.model_id,
    make: row.make,
    model: row.model,
    variant: row.variant,
    body_type: row.body_type,
    fuel_type: row.fuel_type,
    transmission: row.transmission,
    seats: row.seats,
    horsepower: row.horsepower,
    retail_price: row.retail_price,
    updated_at: updatedAt.toISOString(),
    updatedAtMs: updatedAt.getTime(),
    image: row.image_sha ? fileUrl(row.image_sha) : null,
    seller_name: row.seller_name,
    oneOffFees: oneOffFeeSum(row),
    includedItems: row.included_items,
    offers,
    makeKey: row.make.toLowerCase(),
    modelKey: row.model.toLowerCase(),
    searchText: [row.make, row.model, row.variant ?? ''].join(' ').toLowerCase(),
  };
}

/**
 * An element of an aggregated integer array, null when not stated. postgres.js reads a NULL inside an
 * int array as NaN (PGlite as null), so NaN is "not stated" too.
 */
const nullableNumber = (value: number | string | null | undefined) => {
  const number = value === null || value === undefined ? Number.NaN : Number(value);
  return Number.isNaN(number) ? null : number;
};
