import { asc, eq, inArray } from 'drizzle-orm';
import type { ExistingListing } from '../../domain/ingestion/proposed-change';
import type { ListingStatus } from '../../domain/listings/vehicle-values';
import type { Executor } from '../client';
import { leaseOffers, listings, makes, models } from '../schema';
import { conditionColumnSelection, storedConditions } from './listing-condition-columns';

export type MatchingInput = {
  /** Every listing of the seller, whatever its status, with its offers. */
  listings: ExistingListing[];
  /** Every make and model the catalogue knows. */
  catalogModels: Array<{ make: string; model: string }>;
};

/** What matching needs for one seller, in three queries. */
export async function loadSellerListingsForMatching(
  executor: Executor,
  sellerId: string,
): Promise<MatchingInput> {
  const rows = await executor
    .select({
      id: listings.id,
      make: makes.name,
      model: models.name,
      variant: listings.variant,
      horsepower: listings.horsepower,
      fuelType: listings.fuelType,
      transmission: listings.transmission,
      year: listings.year,
      wltpKm: listings.wltpKm,
      co2GKm: listings.co2GKm,
      co2TaxHalfYear: listings.co2TaxHalfYear,
      consumptionL100km: listings.consumptionL100km,
      consumptionKwh100km: listings.consumptionKwh100km,
      status: listings.status,
      retailPrice: listings.retailPrice,
      conditions: conditionColumnSelection(listings),
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(eq(listings.sellerId, sellerId))
    .orderBy(asc(makes.name), asc(models.name), asc(listings.variant), asc(listings.id));

  const offers = await executor
    .select({
      listingId: leaseOffers.listingId,
      mileage_per_year: leaseOffers.mileagePerYear,
      period_months: leaseOffers.periodMonths,
      first_payment: leaseOffers.firstPayment,
      monthly_price: leaseOffers.monthlyPrice,
      total_cost: leaseOffers.statedTotalCost,
      minimum_price: leaseOffers.statedMinimumPrice,
    })
    .from(leaseOffers)
    .where(
      inArray(
        leaseOffers.listingId,
        executor.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId)),
      ),
    )
    .orderBy(asc(leaseOffers.mileagePerYear), asc(leaseOffers.periodMonths), asc(leaseOffers.firstPayment));
  const offersByListing = new Map<string, ExistingListing['offers']>();
  for (const { listingId, ...offer } of offers) {
    const list = offersByListing.get(listingId) ?? [];
    list.push(offer);
    offersByListing.set(listingId, list);
  }

  const catalogModels = await executor
    .select({ make: makes.name, model: models.name })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .orderBy(asc(makes.name), asc(models.name));

  return {
    listings: rows.map((row) => ({
      ...row,
      status: row.status as ListingStatus,
      conditions: storedConditions(row.conditions),
      offers: offersByListing.get(row.id) ?? [],
    })),
    catalogModels,
  };
}
