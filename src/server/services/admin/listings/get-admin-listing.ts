import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { storedConditions } from '../../../../db/ingestion/listing-condition-columns';
import { leaseOffers, listings, makes, models } from '../../../../db/schema';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing with every editable field and all its offers (with their stored scores); null if unknown. */
export async function getAdminListing(db: Executor, id: string): Promise<AdminListingDetail | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({ listing: listings, makeName: makes.name, modelName: models.name })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row) return null;
  const offers = await db
    .select()
    .from(leaseOffers)
    .where(eq(leaseOffers.listingId, id))
    .orderBy(asc(leaseOffers.mileagePerYear), asc(leaseOffers.periodMonths), asc(leaseOffers.firstPayment));
  const l = row.listing;
  return {
    id: l.id,
    make_id: l.makeId,
    make_name: row.makeName,
    model_name: row.modelName,
    variant: l.variant,
    year: l.year,
    body_type: l.bodyType as AdminListingDetail['body_type'],
    fuel_type: l.fuelType as AdminListingDetail['fuel_type'],
    transmission: l.transmission as AdminListingDetail['transmission'],
    drive_type: l.driveType as AdminListingDetail['drive_type'],
    horsepower: l.horsepower,
    seats: l.seats,
    doors: l.doors,
    wltp_km: l.wltpKm,
    consumption_l_100km: l.consumptionL100km === null ? null : Number(l.consumptionL100km),
    consumption_kwh_100km: l.consumptionKwh100km === null ? null : Number(l.consumptionKwh100km),
    co2_g_km: l.co2GKm,
    co2_tax_half_year: l.co2TaxHalfYear,
    retail_price: l.retailPrice,
    description: l.description,
    external_url: l.externalUrl,
    seller_id: l.sellerId ?? '',
    status: l.status as ListingStatus,
    offers: offers.map((o) => ({
      id: o.id,
      monthly_price: o.monthlyPrice,
      first_payment: o.firstPayment,
      period_months: o.periodMonths,
      mileage_per_year: o.mileagePerYear,
      lease_score: o.leaseScore,
      lease_score_method: o.leaseScoreMethod,
      stated_total_cost: o.statedTotalCost,
      stated_minimum_price: o.statedMinimumPrice,
    })),
    price_list_conditions: storedConditions(l),
    included_items: l.includedItems ?? {},
    return_fee: l.returnFee,
    extra_km_price: l.extraKmPrice === null ? null : Number(l.extraKmPrice),
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
    version: l.version,
  };
}
