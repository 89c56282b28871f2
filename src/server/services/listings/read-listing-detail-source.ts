import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';
import {
  groupPriceObservations,
  type OfferPriceHistory,
  offerPriceHistoryJson,
  type PriceObservationRow,
} from '../../../db/price-history/read-offer-price-history';
import type { StatedItems } from '../../../domain/offers/included-items';
import { lastValidDay, type OfferSourceInfo } from '../../../domain/offers/offer-freshness';
import type { OfferSourceKind } from '../../../domain/offers/offer-source';
import type { CatalogOffer } from '../../catalog/catalog-snapshot';
import { serverNow } from '../../clock/server-clock';
import { priceHistorySince } from './with-price-history';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isListingId = (id: string) => uuidPattern.test(id);

export type DetailRow = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  year: number | null;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  drive_type: string | null;
  horsepower: number | null;
  seats: number | null;
  doors: number | null;
  wltp_km: number | null;
  consumption_l_100km: string | number | null;
  consumption_kwh_100km: string | number | null;
  co2_g_km: number | null;
  co2_tax_half_year: number | null;
  retail_price: number | null;
  description: string | null;
  external_url: string | null;
  updated_at: string | Date;
  seller_name: string | null;
  seller_location: string | null;
  seller_id: string | null;
  /** Stated one-off fee on return, the price per extra km (numeric: may come as text) and the items. */
  return_fee: number | null;
  extra_km_price: string | number | null;
  included_items: StatedItems | null;
};

export type ImageRow = {
  position: number;
  sha256: string;
  card_sha256: string;
  detail_sha256: string;
  processed_sha256: string | null;
};

/** A listing's last valid day and each offer's source, keyed by offer id (ADR 056). */
export type OfferFreshnessSource = {
  lastDay: string | null;
  sources: Map<string, OfferSourceInfo>;
};

/** What a listing's public detail is made of, the same for every visitor until the catalogue changes. */
export type ListingDetailSource = {
  listing: DetailRow;
  offers: CatalogOffer[];
  images: ImageRow[];
  freshness: OfferFreshnessSource;
  /** Each offer's price observations of the last year or so (ADR 068). */
  priceHistory: OfferPriceHistory[];
};

type OfferSourceRow = {
  id: string;
  kind: OfferSourceKind;
  name: string | null;
  page: number | null;
  confirmed_at: string;
};

type SourceRow = DetailRow & {
  offers: CatalogOffer[];
  images: ImageRow[];
  valid_until: string | null;
  order_by: string | null;
  offer_sources: OfferSourceRow[];
  price_history: PriceObservationRow[];
};

function freshnessOf(row: SourceRow): OfferFreshnessSource {
  const sources = new Map<string, OfferSourceInfo>();
  for (const offer of row.offer_sources) {
    sources.set(offer.id, {
      kind: offer.kind,
      name: offer.name,
      page: offer.page,
      confirmed_at: new Date(offer.confirmed_at).toISOString(),
    });
  }
  return { lastDay: lastValidDay(row.valid_until, row.order_by), sources };
}

/**
 * The listing, its offers (cheapest first) with their sources, its images and its offers' price history in
 * one query; null when it is unknown or not active.
 */
export async function readListingDetailSource(
  db: Executor,
  id: string,
  now: Date = serverNow(),
): Promise<ListingDetailSource | null> {
  if (!isListingId(id)) return null;
  const [row] = await queryRows<SourceRow>(
    db,
    sql`select l.id, mk.name as make, md.name as model, l.variant, l.year, l.body_type, l.fuel_type,
          l.transmission, l.drive_type, l.horsepower, l.seats, l.doors, l.wltp_km, l.consumption_l_100km,
          l.consumption_kwh_100km, l.co2_g_km, l.co2_tax_half_year, l.retail_price, l.description,
          l.external_url, l.updated_at, s.name as seller_name, s.address as seller_location,
          l.seller_id, l.return_fee, l.extra_km_price, l.included_items,
          l.valid_until_date::text as valid_until, l.order_by_date::text as order_by,
          coalesce((select json_agg(json_build_object('id', lo.id, 'kind', lo.source_kind,
              'name', lo.source_name, 'page', lo.source_page, 'confirmed_at', lo.confirmed_at))
            from lease_offers lo where lo.listing_id = l.id), '[]'::json) as offer_sources,
          coalesce((
            select json_agg(json_build_object('id', lo.id, 'mileage_per_year', lo.mileage_per_year,
                'period_months', lo.period_months::int, 'first_payment', lo.first_payment,
                'monthly_price', lo.monthly_price, 'lease_score', lo.lease_score::int,
                'lease_score_method', lo.lease_score_method, 'stated_total_cost', lo.stated_total_cost,
                'stated_minimum_price', lo.stated_minimum_price) order by lo.monthly_price, lo.id)
            from lease_offers lo where lo.listing_id = l.id
          ), '[]'::json) as offers,
          coalesce((
            select json_agg(json_build_object('position', li.position::int, 'sha256', f.sha256,
                'card_sha256', coalesce(pcf.sha256, cf.sha256, f.sha256),
                'detail_sha256', coalesce(df.sha256, f.sha256), 'processed_sha256', pf.sha256)
              order by li.position, li.id)
            from listing_images li join files f on f.id = li.file_id
            left join files cf on cf.id = li.card_file_id
            left join files pcf on pcf.id = li.processed_card_file_id
            left join files df on df.id = li.detail_file_id
            left join files pf on pf.id = li.processed_file_id
            where li.listing_id = l.id
          ), '[]'::json) as images,
          ${offerPriceHistoryJson(sql`l.id`, priceHistorySince(now))} as price_history
        from listings l
        join makes mk on mk.id = l.make_id
        join models md on md.id = l.model_id
        left join sellers s on s.id = l.seller_id
        where l.id = ${id} and l.status = 'active'`,
  );
  if (!row) return null;
  const { offers, images, valid_until, order_by, offer_sources, price_history, ...listing } = row;
  return {
    listing,
    offers,
    images,
    freshness: freshnessOf(row),
    priceHistory: groupPriceObservations(price_history),
  };
}
