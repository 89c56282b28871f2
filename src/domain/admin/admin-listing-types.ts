import type { StoredConditions } from '../ingestion/offer-conditions';
import type { ListingStatus } from '../listings/vehicle-values';
import type { ListingFormInput, OfferInput } from './listing-form-schema';

/** The admin listings API (`/api/admin/listings…`): answers shared by the server and the web app. */

export const ADMIN_LISTINGS_PAGE_SIZE = 20;

export type AdminListingRow = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  year: number | null;
  seller_id: string | null;
  seller_name: string | null;
  status: ListingStatus;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  retail_price: number | null;
  /** Card-size (or original) image of the first picture, or null. */
  image: string | null;
  lowest_monthly_price: number | null;
  offer_count: number;
  /** Best stored v2.1 score among the offers; null without offers or when the retail price is unscorable. */
  best_lease_score: number | null;
  created_at: string;
  updated_at: string;
};

export type AdminListingsPage = {
  items: AdminListingRow[];
  total: number;
  page: number;
  limit: number;
  page_count: number;
};

export type AdminOffer = OfferInput & {
  id: string;
  lease_score: number;
  lease_score_method: string;
  /** The total for the term and the minimum price as the imported price list stated them (read-only). */
  stated_total_cost: number | null;
  stated_minimum_price: number | null;
};

export type AdminListingDetail = Omit<ListingFormInput, 'offers'> & {
  id: string;
  make_name: string;
  offers: AdminOffer[];
  /** The return fee (kr.) and the price per extra km (kr./km): stated by an import or the admin (ADR 053). */
  return_fee: number | null;
  extra_km_price: number | null;
  /** What the imported price list stated around its prices (read-only; written only by an import). */
  price_list_conditions: StoredConditions;
  created_at: string;
  updated_at: string;
  /** Send back as `expectedVersion` when saving (ADR 037). */
  version: number;
};

export type ListingReferenceData = {
  /** Each make's models with their other names (ADR 031), so the form can tell a known model from a new one. */
  makes: { id: string; name: string; models: { id: string; name: string; aliases: string[] }[] }[];
  sellers: { id: string; name: string; make_id: string | null }[];
  body_types: { value: string; label: string }[];
  fuel_types: { value: string; label: string }[];
  transmissions: { value: string; label: string }[];
  drive_types: { value: string; label: string }[];
};

export type BulkListingResult = { action: 'activate' | 'deactivate' | 'delete'; count: number };

/** GET /api/admin/listings/:id/remembered: the variant's remembered facts an import brings (ADR 033). */
export type RememberedForListing = { retail_price: number | null; body_type: string | null };
