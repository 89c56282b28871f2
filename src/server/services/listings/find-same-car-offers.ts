import type { SameCarOffer } from '../../../domain/listings/same-car-api';
import { gridSelectionOptions, type LeaseConfigParams } from '../../../domain/offers/grid-offer-config';
import { selectBestOfferWithPriceCap } from '../../../domain/offers/select-best-offer-with-price-cap';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';

/**
 * Every listing of the car (ADR 071), this one included, each with the offer the results page shows
 * for the configuration (so the prices are the grouped card's), cheapest first. Empty when the car
 * stands alone; null when the listing is not public.
 */
export function findSameCarOffers(
  snapshot: CatalogSnapshot,
  id: string,
  config: LeaseConfigParams,
): SameCarOffer[] | null {
  const index = snapshot.byId.get(id);
  if (index === undefined) return null;
  const group = snapshot.sameCar.groupOf[index] as number;
  if (group < 0) return [];
  const options = { ...gridSelectionOptions(config, snapshot.searchTargets), enforcePriceCap: false };
  const offers = Array.from(snapshot.sameCar.members[group] ?? [], (member): SameCarOffer[] => {
    const listing = snapshot.listings[member] as CatalogListing;
    const offer = selectBestOfferWithPriceCap(listing.offers, options).display?.offer;
    if (!offer || listing.seller_name === null) return [];
    return [
      {
        id: listing.id,
        seller_name: listing.seller_name,
        variant: listing.variant,
        monthly_price: offer.monthly_price,
        mileage_per_year: offer.mileage_per_year,
        period_months: offer.period_months,
        first_payment: offer.first_payment,
      },
    ];
  }).flat();
  return offers.sort((a, b) => a.monthly_price - b.monthly_price || (a.id < b.id ? -1 : 1));
}
