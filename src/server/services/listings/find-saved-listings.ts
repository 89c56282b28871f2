import type { SavedListingToday } from '../../../domain/api/saved-listings-api';
import type { SavedConfig } from '../../../domain/favourites/saved-car';
import { detailSelectionOptions } from '../../../domain/offers/grid-offer-config';
import { selectOfferWithFallback } from '../../../domain/offers/select-offer-with-fallback';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { toListingSummary } from '../../catalog/listing-summary';

export type SavedListingRequest = { id: string; config: SavedConfig | null };

/**
 * Each saved car with the offer the detail page would choose for its configuration (strict, then
 * flexible: the closest when the exact one is gone), in the order asked; null when it is not public.
 */
export function findSavedListings(
  snapshot: CatalogSnapshot,
  cars: readonly SavedListingRequest[],
): SavedListingToday[] {
  return cars.map(({ id, config }) => {
    const index = snapshot.byId.get(id);
    if (index === undefined) return { id, listing: null };
    const listing = snapshot.listings[index] as CatalogListing;
    const selected = selectOfferWithFallback(
      listing.offers,
      detailSelectionOptions(config ?? {}, snapshot.searchTargets),
    );
    if (!selected.offer) return { id, listing: null };
    return {
      id,
      listing: toListingSummary(listing, {
        display: selected.offer,
        ideal: selected.offer,
        method: selected.method,
        reason: 'best_fit',
        priceCapDelta: 0,
      }),
    };
  });
}
