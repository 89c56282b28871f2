import type {
  SellerJson,
  SellerListingsPageJson,
  SellerListPageJson,
  SellerOptionsJson,
  StoredLogoJson,
} from '../admin/seller-api-types';
import type { SellerExport } from '../admin/seller-export';
import type { SellerInput } from '../admin/seller-schema';
import type { SellerListingsPageSearch, SellersSearch } from '../admin/seller-search-params';
import type { SellerStatistics } from '../sellers/seller-statistics';
import { endpoint, type FileDownload } from './endpoint';

const BASE = '/api/admin/sellers';

/** /api/admin/sellers; the answers' shapes are in domain/admin/seller-api-types. */
export const adminSellersApi = {
  list: endpoint('GET', BASE).types<{ search: SellersSearch; response: SellerListPageJson }>(),
  options: endpoint('GET', `${BASE}/options`).types<{ response: SellerOptionsJson }>(),
  create: endpoint('POST', BASE).types<{ body: SellerInput; response: SellerJson }>(),
  /** Multipart field `file`. */
  uploadLogo: endpoint('POST', `${BASE}/logo`).types<{ body: FormData; response: StoredLogoJson }>(),
  detail: endpoint('GET', `${BASE}/:id`).types<{ response: SellerJson }>(),
  /** Saved only while the seller is still at `expectedVersion` (ADR 037). */
  update: endpoint('PUT', `${BASE}/:id`).types<{
    body: SellerInput & { expectedVersion: number };
    response: SellerJson;
  }>(),
  /** 204; 409 SELLER_HAS_LISTINGS with `listing_count` while it has listings. */
  remove: endpoint('DELETE', `${BASE}/:id`).types<{
    search?: { expectedVersion?: number };
    response: undefined;
  }>(),
  /** Dates as YYYY-MM-DD (Copenhagen), both ends included; without them the last 30 days (ADR 067). */
  statistics: endpoint('GET', `${BASE}/:id/statistics`).types<{
    search: { from: string; to: string };
    response: SellerStatistics;
  }>(),
  listings: endpoint('GET', `${BASE}/:id/listings`).types<{
    search: Omit<SellerListingsPageSearch, 'seller'>;
    response: SellerListingsPageJson;
  }>(),
  /** A JSON file download (Content-Disposition), opened by a link rather than read by the app. */
  exportListings: endpoint('GET', `${BASE}/:id/export`).types<{ response: FileDownload<SellerExport> }>(),
};
