import type { ListingStatus } from '../listings/vehicle-values';

/** Order of the numbers in each exported offer (the compact tuple the price-list import also reads). */
export const EXPORT_OFFER_COLUMNS = [
  'monthly_price',
  'first_payment',
  'period_months',
  'mileage_per_year',
  'total_cost',
] as const;

/** One offer as EXPORT_OFFER_COLUMNS orders it. */
type ExportedOffer = [number, number, number, number, number];

/** One listing of the export, its fields named as the import reads them. */
type ExportedCar = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  year: number | null;
  status: ListingStatus;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  drive_type: string | null;
  horsepower: number | null;
  seats: number | null;
  doors: number | null;
  wltp_km: number | null;
  consumption_l_100km: number | null;
  consumption_kwh_100km: number | null;
  co2_g_km: number | null;
  co2_tax_half_year: number | null;
  retail_price: number | null;
  external_url: string | null;
  description: string | null;
  offers: ExportedOffer[];
};

/** GET /api/admin/sellers/:id/export: every listing of a seller with its offers, a JSON file to hand-edit and re-import. */
export type SellerExport = {
  seller: { id: string; name: string };
  exported_at: string;
  offer_columns: typeof EXPORT_OFFER_COLUMNS;
  cars: ExportedCar[];
};
