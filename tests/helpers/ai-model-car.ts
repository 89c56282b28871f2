import { extractedCar } from '../../src/domain/ingestion/matching/test-cars';

/**
 * One car as the AI model answers it under the strict extraction schema: every field present, the ones a
 * price list did not state null. A Toyota Yaris 1.5 Hybrid Active with one offer unless overridden.
 */
export const modelCar = (overrides: Record<string, unknown> = {}) => ({
  ...extractedCar({
    offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 4995, monthly_price: 2895 }],
  }),
  year: null,
  wltp_km: null,
  co2_g_km: null,
  co2_tax_half_year: null,
  consumption_l_100km: null,
  consumption_kwh_100km: null,
  conditions: null,
  ...overrides,
});
