import type { ListingStatus } from '../listings/vehicle-values';

/** Shapes of the /api/admin/sellers answers, shared by the server's use cases and the admin screens. */

export type PriceListLinkJson = { name: string; url: string };

export type SellerJson = {
  id: string;
  name: string;
  company: string | null;
  make_id: string | null;
  /** null = "Alle mærker". */
  make_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  country: string | null;
  website: string | null;
  logo_file_id: string | null;
  logo_url: string | null;
  price_lists: PriceListLinkJson[];
  /** Where enquiries are sent; empty = they stay in the admin's inbox. */
  lead_emails: string[];
  /** Whether the monthly summary is sent to the lead addresses. */
  monthly_summary: boolean;
  created_at: string;
  updated_at: string;
  /** Send back as `expectedVersion` when saving (ADR 037). */
  version: number;
};

export type SellerListItem = SellerJson & {
  listing_count: number;
  active_listing_count: number;
  /** Last finished price-list import; null until ingestion exists. */
  last_import_at: string | null;
};

export type SellerListPageJson = { items: SellerListItem[]; total: number; page: number; limit: number };

export type SellerOptionsJson = {
  makes: { id: string; name: string }[];
  sellers: { id: string; name: string }[];
};

export type StoredLogoJson = {
  file_id: string;
  url: string;
  content_type: string;
  width: number;
  height: number;
};

export type SellerListingJson = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  year: number | null;
  status: ListingStatus;
  fuel_type: string | null;
  lowest_monthly_price: number | null;
  offer_count: number;
  created_at: string;
  updated_at: string;
};

export type SellerListingStatsJson = {
  total: number;
  active: number;
  pending: number;
  inactive: number;
  offers: number;
};

export type SellerListingsPageJson = {
  seller: { id: string; name: string };
  stats: SellerListingStatsJson;
  items: SellerListingJson[];
  total: number;
  page: number;
  limit: number;
};
