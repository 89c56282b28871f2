import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { leaseOffers, listings, makes, models, sellers } from '../../../../db/schema';
import { EXPORT_OFFER_COLUMNS, type SellerExport } from '../../../../domain/admin/seller-export';

/** Every listing of a seller with all its offers, for download as JSON (to hand-edit and re-import). */
export async function exportSellerListings(
  executor: Executor,
  sellerId: string,
): Promise<SellerExport | null> {
  const [seller] = await executor
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) return null;
  const rows = await executor
    .select({ listing: listings, make: makes.name, model: models.name })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(eq(listings.sellerId, sellerId))
    .orderBy(asc(makes.name), asc(models.name), asc(listings.variant), asc(listings.id));
  const ids = rows.map((row) => row.listing.id);
  const offers =
    ids.length === 0
      ? []
      : await executor
          .select()
          .from(leaseOffers)
          .where(inArray(leaseOffers.listingId, ids))
          .orderBy(
            asc(leaseOffers.mileagePerYear),
            asc(leaseOffers.periodMonths),
            asc(leaseOffers.firstPayment),
          );
  const offersByListing = new Map<string, (typeof offers)[number][]>();
  for (const offer of offers) {
    const list = offersByListing.get(offer.listingId) ?? [];
    list.push(offer);
    offersByListing.set(offer.listingId, list);
  }

  return {
    seller,
    exported_at: new Date().toISOString(),
    offer_columns: EXPORT_OFFER_COLUMNS,
    cars: rows.map(({ listing, make, model }) => ({
      id: listing.id,
      make,
      model,
      variant: listing.variant,
      year: listing.year,
      status: listing.status,
      body_type: listing.bodyType,
      fuel_type: listing.fuelType,
      transmission: listing.transmission,
      drive_type: listing.driveType,
      horsepower: listing.horsepower,
      seats: listing.seats,
      doors: listing.doors,
      wltp_km: listing.wltpKm,
      consumption_l_100km: listing.consumptionL100km,
      consumption_kwh_100km: listing.consumptionKwh100km,
      co2_g_km: listing.co2GKm,
      co2_tax_half_year: listing.co2TaxHalfYear,
      retail_price: listing.retailPrice,
      external_url: listing.externalUrl,
      description: listing.description,
      offers: (offersByListing.get(listing.id) ?? []).map((offer) => [
        offer.monthlyPrice,
        offer.firstPayment,
        offer.periodMonths,
        offer.mileagePerYear,
        offer.firstPayment + offer.periodMonths * offer.monthlyPrice,
      ]),
    })),
  };
}

const DANISH_LETTERS: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', Æ: 'Ae', Ø: 'Oe', Å: 'Aa' };

/** `Bilhuset_Nord_export_2026-11-22T10-15-00.json`: the seller's name in plain ASCII, safe as a file name. */
export function exportFileName(sellerName: string, at: Date): string {
  const name = sellerName
    .replace(/[æøåÆØÅ]/g, (letter) => DANISH_LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[^\w -]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 60);
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${name || 'saelger'}_export_${stamp}.json`;
}
