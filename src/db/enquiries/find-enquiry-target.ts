import { and, eq } from 'drizzle-orm';
import type { StatedItems } from '../../domain/offers/included-items';
import type { Executor } from '../client';
import { leaseOffers, listings, makes, models, sellers } from '../schema/catalog';

export type EnquiryTarget = {
  listingId: string;
  make: string;
  model: string;
  variant: string | null;
  seller: { id: string; name: string; leadEmails: string[] } | null;
  returnFee: number | null;
  includedItems: StatedItems | null;
  offer: {
    mileage_per_year: number;
    period_months: number;
    first_payment: number;
    monthly_price: number;
    stated_total_cost: number | null;
  } | null;
};

/**
 * An active listing with its seller and the offer of exactly these terms (null when the listing has no
 * such offer any more); null when the listing is not active.
 */
export async function findEnquiryTarget(
  db: Executor,
  listingId: string,
  terms: { mileagePerYear: number; periodMonths: number; firstPayment: number },
): Promise<EnquiryTarget | null> {
  const [row] = await db
    .select({
      listingId: listings.id,
      make: makes.name,
      model: models.name,
      variant: listings.variant,
      sellerId: sellers.id,
      sellerName: sellers.name,
      leadEmails: sellers.leadEmails,
      returnFee: listings.returnFee,
      includedItems: listings.includedItems,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .leftJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.id, listingId), eq(listings.status, 'active')));
  if (!row) return null;
  const [offer] = await db
    .select({
      mileage_per_year: leaseOffers.mileagePerYear,
      period_months: leaseOffers.periodMonths,
      first_payment: leaseOffers.firstPayment,
      monthly_price: leaseOffers.monthlyPrice,
      stated_total_cost: leaseOffers.statedTotalCost,
    })
    .from(leaseOffers)
    .where(
      and(
        eq(leaseOffers.listingId, listingId),
        eq(leaseOffers.mileagePerYear, terms.mileagePerYear),
        eq(leaseOffers.periodMonths, terms.periodMonths),
        eq(leaseOffers.firstPayment, terms.firstPayment),
      ),
    );
  return {
    listingId: row.listingId,
    make: row.make,
    model: row.model,
    variant: row.variant,
    seller:
      row.sellerId && row.sellerName
        ? { id: row.sellerId, name: row.sellerName, leadEmails: row.leadEmails ?? [] }
        : null,
    returnFee: row.returnFee,
    includedItems: row.includedItems,
    offer: offer ?? null,
  };
}
