import type { ListingStatus } from '../../src/domain/listings/vehicle-values';
import type { LeaseOffer } from '../../src/domain/offers/lease-offer';

export type AdminListingBody = {
  make_id: string | undefined;
  model_name: string;
  variant: string;
  year: number;
  body_type: string;
  fuel_type: string;
  transmission: string;
  drive_type: string | null;
  horsepower: number;
  seats: number;
  doors: number;
  wltp_km: number | null;
  consumption_l_100km: number | null;
  consumption_kwh_100km: number | null;
  co2_g_km: number | null;
  co2_tax_half_year: number | null;
  retail_price: number;
  description: string | null;
  external_url: string | null;
  seller_id: string | undefined;
  status: ListingStatus;
  offers: LeaseOffer[];
};

/**
 * A valid JSON body for POST /api/admin/listings: a pending 2025 petrol Toyota Corolla hatchback with one
 * 36-month offer. The make and seller are the caller's stored rows.
 */
export function adminListingBody({
  make_id,
  seller_id,
  ...fields
}: Pick<AdminListingBody, 'make_id' | 'seller_id'> & Partial<AdminListingBody>): AdminListingBody {
  // Overrides keep the defaults' key order, which the hostile fuzz test's field list follows.
  return {
    make_id,
    model_name: 'Corolla',
    variant: 'Active',
    year: 2025,
    body_type: 'Hatchback',
    fuel_type: 'Petrol',
    transmission: 'Manual',
    drive_type: null,
    horsepower: 116,
    seats: 5,
    doors: 5,
    wltp_km: null,
    consumption_l_100km: 5.1,
    consumption_kwh_100km: null,
    co2_g_km: 115,
    co2_tax_half_year: 580,
    retail_price: 329_995,
    description: null,
    external_url: null,
    seller_id,
    status: 'pending',
    offers: [{ monthly_price: 2_999, first_payment: 0, period_months: 36, mileage_per_year: 15_000 }],
    ...fields,
  };
}
