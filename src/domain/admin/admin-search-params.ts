import { z } from 'zod/mini';
import { firstOf, readInteger, readText } from '../listings/search-param-values';
import { listingStatuses } from '../listings/vehicle-values';
import { preprocess } from '../listings/zod-preprocess';

/** Search params of the admin lists (spec §2); an invalid value falls back, never fails the page. */
const optionalText = z.catch(
  preprocess((value) => firstOf(value, readText), z.optional(z.string().check(z.maxLength(200)))),
  undefined,
);

/** Defaults are left out (undefined), so a plain link to a list keeps a clean URL; read with `?? 1`. */
const pageNumber = z.catch(
  preprocess((value) => firstOf(value, readInteger), z.optional(z.int().check(z.minimum(1)))),
  undefined,
);

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
export const adminListingsSearchSchema = z.object({
  search: optionalText,
  status: z.catch(z.optional(z.enum(listingStatuses)), undefined),
  seller_id: optionalText,
  quality: z.catch(z.optional(z.enum(adminListingQualities)), undefined),
  page: pageNumber,
});

/** /admin/sellers/listings: seller, search, page (≥ 1, default 1), limit (10–100, default ADMIN_LIST_LIMIT.default). */
export const sellerListingsSearchSchema = z.object({
  seller: optionalText,
  search: optionalText,
  page: pageNumber,
  limit: z.catch(
    preprocess(
      (value) => firstOf(value, readInteger),
      z.optional(z.int().check(z.minimum(ADMIN_LIST_LIMIT.min), z.maximum(ADMIN_LIST_LIMIT.max))),
    ),
    undefined,
  ),
});

export type AdminListingsSearch = z.infer<typeof adminListingsSearchSchema>;
