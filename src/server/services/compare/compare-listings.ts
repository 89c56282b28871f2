import type { Executor } from '../../../db/client';
import { differingTerms } from '../../../domain/compare/closest-offer-note';
import type { CompareAnswer, CompareConfig, CompareEntry } from '../../../domain/compare/compare-types';
import { isScorable } from '../../../domain/lease-score/lease-score-bands';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import type { LeaseOffer } from '../../../domain/offers/lease-offer';
import type { CatalogCache } from '../../catalog/catalog-cache';
import { getCachedListingDetail } from '../listings/get-cached-listing-detail';

/** The compared cars at one configuration, each chosen as the detail page chooses its offer. */
export async function compareListings(
  db: Executor,
  catalog: CatalogCache,
  ids: readonly string[],
  config: CompareConfig,
): Promise<CompareAnswer> {
  const snapshot = await catalog.get();
  const detailConfig = {
    km: config.km ?? undefined,
    mdr: config.mdr ?? undefined,
    udb: config.udb ?? undefined,
  };
  const details = await Promise.all(
    ids.map(async (id) => {
      const detail = await getCachedListingDetail(db, catalog, id, detailConfig, snapshot);
      return detail && !detail.offers_expired ? detail : null;
    }),
  );
  const forSale = details.filter((detail) => detail !== null);
  return {
    config,
    cars: details.map((detail, index) =>
      detail ? comparedCar(detail, config) : { status: 'gone', id: ids[index] as string },
    ),
    choices: {
      km: offeredValues(forSale, (offer) => offer.mileage_per_year),
      mdr: offeredValues(forSale, (offer) => offer.period_months),
      udb: offeredValues(forSale, (offer) => offer.first_payment),
    },
  };
}

/** Every value of one term that any of the cars offers, ascending: the configuration's choices. */
function offeredValues(details: readonly ListingDetail[], value: (offer: LeaseOffer) => number): number[] {
  const values = new Set(details.flatMap((detail) => detail.all_lease_pricing.map(value)));
  return [...values].sort((a, b) => a - b);
}

function comparedCar(detail: ListingDetail, config: CompareConfig): CompareEntry {
  const offer = {
    mileage_per_year: detail.selected_mileage,
    period_months: detail.selected_term,
    first_payment: detail.selected_deposit,
    monthly_price: detail.selected_monthly_price,
  };
  const breakdown = detail.lease_score_breakdown;
  return {
    status: 'available',
    id: detail.id,
    make: detail.make,
    model: detail.model,
    variant: detail.variant,
    image: detail.image,
    seller_name: detail.seller_name,
    offer,
    differs: differingTerms(offer, config),
    total_cost: detail.total_cost,
    effective_monthly_cost: detail.effective_monthly_cost,
    lease_score: detail.lease_score,
    lease_score_parts:
      breakdown && isScorable(breakdown)
        ? {
            monthly_rate: breakdown.monthlyRateScore,
            mileage: breakdown.mileageScore,
            upfront: breakdown.upfrontScore,
          }
        : null,
    included_items: detail.included_items,
    fuel_type: detail.fuel_type,
    transmission: detail.transmission,
    body_type: detail.body_type,
    drive_type: detail.drive_type,
    horsepower: detail.horsepower,
    seats: detail.seats,
    doors: detail.doors,
    year: detail.year,
    co2_g_km: detail.co2_g_km,
    wltp_km: detail.wltp_km,
    consumption_l_100km: detail.consumption_l_100km,
    consumption_kwh_100km: detail.consumption_kwh_100km,
    running_cost: detail.running_cost,
  };
}
