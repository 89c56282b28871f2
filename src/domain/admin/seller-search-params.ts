import { optionalOneOf, type SearchOf, searchSchema } from '../listings/search-schema';
import { listingStatuses } from '../listings/vehicle-values';
import { adminPageNumber, adminSearchText, sellerListingsSearchSchema } from './admin-search-params';

/** Orders of the sellers list; a leading '-' is descending. Default: name A–Å. */
export const SELLER_SORTS = ['name', '-name', 'created', '-created', 'listings', '-listings'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

/**
 * /admin/sellers and GET /api/admin/sellers: search (name, company, e-mail, phone), sort, page, limit.
 * Invalid values fall back (undefined = default), never an error.
 */
export const sellersSearchSchema = searchSchema({
  search: adminSearchText,
  sort: optionalOneOf(SELLER_SORTS),
  page: adminPageNumber,
  limit: sellerListingsSearchSchema.fields.limit,
});
export type SellersSearch = SearchOf<typeof sellersSearchSchema.fields>;

/** /admin/sellers/listings: the spec's params (seller, search, page, limit) plus a status filter. */
export const sellerListingsPageSearchSchema = searchSchema({
  ...sellerListingsSearchSchema.fields,
  status: optionalOneOf(listingStatuses),
});
export type SellerListingsPageSearch = SearchOf<typeof sellerListingsPageSearchSchema.fields>;

/** GET /api/admin/sellers/:id/listings: the same filters without the seller (it is in the path). */
const { seller: _inPath, ...sellerListingsQueryFields } = sellerListingsPageSearchSchema.fields;
export const sellerListingsQuerySchema = searchSchema(sellerListingsQueryFields);
