export { bulkInsertCatalog } from './bulk-insert-catalog';
export type {
  CatalogBundle,
  CatalogListing,
} from './catalog-bundle';
export { replaceListingOffers } from './replace-listing-offers';
export { type ListingFields, saveListing } from './save-listing';
export { scoreOffer } from './score-offer';
export { updateListingsRetailPrice } from './update-listing-retail-price';
