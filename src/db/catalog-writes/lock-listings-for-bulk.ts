import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { leaseOffers, listings, makes, models } from '../schema';

/**
 * The selected listings with what a bulk action checks (name, status, facts for activation, offer
 * count), locked for update in one fixed order so two bulk actions never wait on each other in a
 * circle. Unknown ids are left out.
 */
export function lockListingsForBulk(tx: Executor, ids: readonly string[]) {
  return tx
    .select({
      id: listings.id,
      modelId: listings.modelId,
      make: makes.name,
      model: models.name,
      variant: listings.variant,
      status: listings.status,
      body_type: listings.bodyType,
      fuel_type: listings.fuelType,
      transmission: listings.transmission,
      horsepower: listings.horsepower,
      retail_price: listings.retailPrice,
      offer_count:
        sql<number>`(select count(*) from ${leaseOffers} where ${leaseOffers.listingId} = ${listings.id})`.mapWith(
          Number,
        ),
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(inArray(listings.id, [...new Set(ids)]))
    .orderBy(makes.name, models.name, listings.variant, listings.id)
    .for('update', { of: listings });
}
