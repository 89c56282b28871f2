export { bulkInsertCatalog } from './bulk-insert-catalog';
export type {
  CatalogBundle,
  CatalogCounts,
  CatalogFile,
  CatalogListing,
  CatalogMake,
  CatalogModel,
  CatalogSeller,
} from './catalog-bundle';
export { replaceListingOffers, type ScoredOffer } from './replace-listing-offers';
export { type ListingFields, type SaveListingInput, saveListing } from './save-listing';
export { type OfferScore, scoreOffer } from './score-offer';
export { updateListingRetailPrice } from './update-listing-retail-price';
