import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../src/db/client';
import { calculateLeaseScore } from '../src/domain/lease-score/calculate-lease-score';
import { storedFuelTypesFor } from '../src/domain/listings/fuel-type-labels';
import type { ListingSearchParams } from '../src/domain/listings/listing-search-params';
import { compareForSort } from '../src/domain/offers/compare-listings';
import { gridSelectionOptions } from '../src/domain/offers/grid-offer-config';
import { type LeaseOffer, totalCost } from '../src/domain/offers/lease-offer';
import { selectBestOfferWithPriceCap } from '../src/domain/offers/select-best-offer-with-price-cap';

type LegacyRow = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  fuel_type: string | null;
  retail_price: number | null;
  updated_at: string | Date;
  lease_pricing: LeaseOffer[] | string;
};

/**
 * What the old site did for every page of results (original-system.md §2.6, §8.1): fetch every
 * matching listing with all its offers, pick and score an offer per listing in JavaScript, sort, slice.
 * Kept only as the benchmark's baseline.
 */
export async function legacySearch(db: Executor, params: ListingSearchParams) {
  const where: SQL[] = [sql`l.status = 'active'`];
  if (params.makes.length > 0)
    where.push(
      sql`mk.name in (${sql.join(
        params.makes.map((m) => sql`${m}`),
        sql`, `,
      )})`,
    );
  if (params.fuel_type.length > 0) {
    const stored = storedFuelTypesFor(params.fuel_type);
    where.push(
      sql`l.fuel_type in (${sql.join(
        stored.map((f) => sql`${f}`),
        sql`, `,
      )})`,
    );
  }
  const rows = await queryRows<LegacyRow>(
    db,
    sql`select l.id, mk.name as make, md.name as model, l.variant, l.fuel_type, l.retail_price, l.updated_at,
          (select json_agg(json_build_object('mileage_per_year', o.mileage_per_year, 'period_months', o.period_months,
             'first_payment', o.first_payment, 'monthly_price', o.monthly_price) order by o.monthly_price)
           from lease_offers o where o.listing_id = l.id) as lease_pricing
        from listings l join makes mk on mk.id = l.make_id join models md on md.id = l.model_id
        where ${sql.join(where, sql` and `)}
        order by l.id`,
  );
  const options = gridSelectionOptions({ km: params.km, mdr: params.mdr, udb: params.udb });
  const ranked = [];
  for (const row of rows) {
    const offers =
      (typeof row.lease_pricing === 'string' ? JSON.parse(row.lease_pricing) : row.lease_pricing) ?? [];
    const chosen = selectBestOfferWithPriceCap(offers as LeaseOffer[], {
      ...options,
      maxPrice: params.price_max,
      enforcePriceCap: params.price_max !== undefined,
    });
    const display = chosen.display?.offer;
    if (!display) continue;
    if (params.price_min !== undefined && display.monthly_price < params.price_min) continue;
    const score = row.retail_price
      ? calculateLeaseScore({
          retailPrice: row.retail_price,
          monthlyPrice: display.monthly_price,
          mileagePerYear: display.mileage_per_year,
          firstPayment: display.first_payment,
          contractMonths: display.period_months,
        }).totalScore
      : null;
    ranked.push({
      id: row.id,
      make: row.make,
      model: row.model,
      variant: row.variant,
      monthly_price: display.monthly_price,
      lease_score: score,
      score,
      price: display.monthly_price,
      total: totalCost(display),
      months: display.period_months,
      updatedAt: new Date(row.updated_at).getTime(),
    });
  }
  ranked.sort((a, b) => compareForSort(params.sort, a, b));
  const offset = (params.page - 1) * params.limit;
  return {
    items: ranked.slice(offset, offset + params.limit),
    total: ranked.length,
    page: params.page,
    limit: params.limit,
  };
}
