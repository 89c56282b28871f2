import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';
import { calculateLeaseScore } from '../../../domain/lease-score/calculate-lease-score';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import { detailSelectionOptions } from '../../../domain/offers/grid-offer-config';
import { totalCost } from '../../../domain/offers/lease-offer';
import { DEFAULT_SEARCH_TARGETS, type SearchTargets } from '../../../domain/offers/search-targets';
import { selectOfferWithFallback } from '../../../domain/offers/select-offer-with-fallback';
import { type CatalogOffer, fileUrl } from '../../catalog/catalog-snapshot';
import { publicScore } from '../../catalog/grid-selection';
import { toListingSummary } from '../../catalog/listing-summary';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DetailRow = {
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
};

type ImageRow = {
  position: number;
  sha256: string;
  card_sha256: string;
  detail_sha256: string;
  processed_sha256: string | null;
};

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

/** The public detail of one active listing with offers; null when it is unknown or not public. */
export async function getListingDetail(
  db: Executor,
  id: string,
  config: { km?: number | undefined; mdr?: number | undefined; udb?: number | undefined },
  targets: SearchTargets = DEFAULT_SEARCH_TARGETS,
): Promise<ListingDetail | null> {
  if (!uuidPattern.test(id)) return null;
  const [listing] = await queryRows<DetailRow>(
    db,
    sql`select l.id, mk.name as make, md.name as model, l.variant, l.year, l.body_type, l.fuel_type,
          l.transmission, l.drive_type, l.horsepower, l.seats, l.doors, l.wltp_km, l.consumption_l_100km,
          l.consumption_kwh_100km, l.co2_g_km, l.co2_tax_half_year, l.retail_price, l.description,
          l.external_url, l.updated_at, s.name as seller_name, s.address as seller_location,
          l.seller_id
        from listings l
        join makes mk on mk.id = l.make_id
        join models md on md.id = l.model_id
        left join sellers s on s.id = l.seller_id
        where l.id = ${id} and l.status = 'active'`,
  );
  if (!listing) return null;
  const [offers, images] = await Promise.all([
    queryRows<CatalogOffer>(
      db,
      sql`select id, mileage_per_year, period_months::int as period_months, first_payment, monthly_price,
            lease_score::int as lease_score, lease_score_method
          from lease_offers where listing_id = ${id} order by monthly_price, id`,
    ),
    queryRows<ImageRow>(
      db,
      sql`select li.position::int as position, f.sha256,
            coalesce(pcf.sha256, cf.sha256, f.sha256) as card_sha256,
            coalesce(df.sha256, f.sha256) as detail_sha256, pf.sha256 as processed_sha256
          from listing_images li join files f on f.id = li.file_id
          left join files cf on cf.id = li.card_file_id
          left join files pcf on pcf.id = li.processed_card_file_id
          left join files df on df.id = li.detail_file_id
          left join files pf on pf.id = li.processed_file_id
          where li.listing_id = ${id} order by li.position, li.id`,
    ),
  ]);
  const chosen = selectOfferWithFallback(offers, detailSelectionOptions(config, targets));
  if (!chosen.offer) return null;

  const updatedAt = listing.updated_at instanceof Date ? listing.updated_at : new Date(listing.updated_at);
  const firstImage = images[0];
  const summary = toListingSummary(
    {
      id: listing.id,
      make: listing.make,
      model: listing.model,
      variant: listing.variant,
      body_type: listing.body_type,
      fuel_type: listing.fuel_type,
      transmission: listing.transmission,
      seats: listing.seats,
      horsepower: listing.horsepower,
      retail_price: listing.retail_price,
      updated_at: updatedAt.toISOString(),
      image: firstImage ? fileUrl(firstImage.card_sha256) : null,
      seller_name: listing.seller_name,
      offers,
    },
    {
      display: chosen.offer,
      ideal: chosen.offer,
      method: chosen.method,
      reason: 'best_fit',
      priceCapDelta: 0,
    },
  );
  const breakdown = calculateLeaseScore({
    retailPrice: listing.retail_price,
    monthlyPrice: chosen.offer.monthly_price,
    mileagePerYear: chosen.offer.mileage_per_year,
    firstPayment: chosen.offer.first_payment,
    contractMonths: chosen.offer.period_months,
  });
  return {
    ...summary,
    offer_selection_stage: chosen.stage,
    all_lease_pricing: offers.map((offer) => ({
      id: offer.id,
      mileage_per_year: offer.mileage_per_year,
      period_months: offer.period_months,
      first_payment: offer.first_payment,
      monthly_price: offer.monthly_price,
      lease_score: publicScore(offer),
      total_cost: totalCost(offer),
    })),
    lease_score_breakdown: breakdown,
    year: listing.year,
    drive_type: listing.drive_type,
    doors: listing.doors,
    wltp_km: listing.wltp_km,
    consumption_l_100km: toNumber(listing.consumption_l_100km),
    consumption_kwh_100km: toNumber(listing.consumption_kwh_100km),
    co2_g_km: listing.co2_g_km,
    co2_tax_half_year: listing.co2_tax_half_year,
    description: listing.description,
    external_url: listing.external_url,
    images: images.map((image) => ({
      url: fileUrl(image.detail_sha256),
      card_url: fileUrl(image.card_sha256),
      processed_url: image.processed_sha256 ? fileUrl(image.processed_sha256) : null,
      position: image.position,
    })),
    seller_location: listing.seller_location,
    seller_id: listing.seller_id,
  };
}
