import { z } from 'zod/mini';
import { firstOf, readInteger, readText } from '../listings/search-param-values';
import { listingStatuses } from '../listings/vehicle-values';
import { preprocess } from '../listings/zod-preprocess';
import { ADMIN_LIST_LIMIT, sellerListingsSearchSchema } from './admin-search-params';

/** Orders of the sellers list; a leading '-' is descending. Default: name A–Å. */
export const SELLER_SORTS = ['name', '-name', 'created', '-created', 'listings', '-listings'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

const optionalText = z.catch(
  preprocess((value) => firstOf(value, readText), z.optional(z.string().check(z.maxLength(200)))),
  undefined,
);
const pageNumber = z.catch(
  preprocess((value) => firstOf(value, readInteger), z.optional(z.int().check(z.minimum(1)))),
  undefined,
);
const pageLimit = z.catch(
  preprocess(
    (value) => firstOf(value, readInteger),
    z.optional(z.int().check(z.minimum(ADMIN_LIST_LIMIT.min), z.maximum(ADMIN_LIST_LIMIT.max))),
  ),
  undefined,
);

/**
 * /admin/sellers and GET /api/admin/sellers: search (name, company, e-mail, phone), sort, page, limit.
 * Invalid values fall back (undefined = default), never an error.
 */
export const sellersSearchSchema = z.object({
  search: optionalText,
  sort: z.catch(z.optional(z.enum(SELLER_SORTS)), undefined),
  page: pageNumber,
  limit: pageLimit,
});
export type SellersSearch = z.infer<typeof sellersSearchSchema>;

/** /admin/sellers/listings: the spec's params (seller, search, page, limit) plus a status filter. */
export const sellerListingsPageSearchSchema = z.extend(sellerListingsSearchSchema, {
  status: z.catch(z.optional(z.enum(listingStatuses)), undefined),
});
export type SellerListingsPageSearch = z.infer<typeof sellerListingsPageSearchSchema>;

/** GET /api/admin/sellers/:id/listings: the same filters without the seller (it is in the path). */
export const sellerListingsQuerySchema = z.omit(sellerListingsPageSearchSchema, { seller: true });
