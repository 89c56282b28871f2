import {
  optionalInteger,
  optionalOneOf,
  optionalText,
  type SearchOf,
  searchSchema,
} from '../listings/search-schema';
import { listingStatuses } from '../listings/vehicle-values';

/** Search params of the admin lists (spec §2); an invalid value falls back, never fails the page. */
export const adminSearchText = optionalText(200);

/** Defaults are left out (undefined), so a plain link to a list keeps a clean URL; read with `?? 1`. */
export const adminPageNumber = optionalInteger({ min: 1 });

/** Data-quality filters of /admin/listings, the same three figures as the dashboard's data-quality cards. */
export const adminListingQualities = ['missing_price', 'missing_images', 'missing_offers'] as const;
export type AdminListingQuality = (typeof adminListingQualities)[number];

export const ADMIN_LISTING_QUALITY_LABELS: Record<AdminListingQuality, string> = {
  missing_price: 'Uden nypris',
  missing_images: 'Uden billeder',
  missing_offers: 'Uden tilbud',
};

export const ADMIN_LIST_LIMIT = { min: 10, max: 100, default: 20 } as const;

/** /admin/listings: search, status (active|inactive|pending), seller_id, quality, page. */
export const adminListingsSearchSchema = searchSchema({
  search: adminSearchText,
  status: optionalOneOf(listingStatuses),
  seller_id: adminSearchText,
  quality: optionalOneOf(adminListingQualities),
  page: adminPageNumber,
});

/** /admin/sellers/listings: seller, search, page (≥ 1, default 1), limit (10–100, default ADMIN_LIST_LIMIT.default). */
export const sellerListingsSearchSchema = searchSchema({
  seller: adminSearchText,
  search: adminSearchText,
  page: adminPageNumber,
  limit: optionalInteger({ min: ADMIN_LIST_LIMIT.min, max: ADMIN_LIST_LIMIT.max }),
});

export type AdminListingsSearch = SearchOf<typeof adminListingsSearchSchema.fields>;
