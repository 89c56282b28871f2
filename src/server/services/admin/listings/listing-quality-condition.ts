import { type SQL, sql } from 'drizzle-orm';
import type { AdminListingQuality } from '../../../../domain/admin/admin-search-params';

/**
 * What each data-quality figure counts, on a listing aliased `l`. The dashboard's cards and the
 * listings list's `quality` filter both use these, so a card's figure is the total of the list it opens.
 */
export const listingQualityCondition: Record<AdminListingQuality, SQL> = {
  missing_price: sql`l.retail_price is null`,
  missing_images: sql`not exists (select 1 from listing_images i where i.listing_id = l.id)`,
  missing_offers: sql`not exists (select 1 from lease_offers o where o.listing_id = l.id)`,
};
