import type { ComparedCar } from '../../src/domain/compare/compare-types';
import type { RunningCost } from '../../src/domain/offers/running-cost';

export const runningCost = (overrides: Partial<RunningCost> = {}): RunningCost => ({
  mileage_per_year: 15000,
  period_months: 36,
  lease_total: 36 * 3000,
  lease_monthly: 3000,
  ownership_tax: { status: 'half_year', monthly: 70, half_year: 420 },
  energy: { status: 'computed', monthly: 500, uses: [], plug_in: false },
  total: 3570,
  left_out: [],
  prices: { petrolPerLitre: 13.5, dieselPerLitre: 12.5, electricityPerKwh: 2.25, asOf: '2026-11-29' },
  ...overrides,
});

/** A compared car with plain figures; each test overrides what it compares. */
export const comparedCar = (overrides: Partial<ComparedCar> = {}): ComparedCar => ({
  status: 'available',
  id: '00000000-0000-4000-8000-000000000001',
  make: 'Toyota',
  model: 'Corolla',
  variant: null,
  image: null,
  seller_name: 'Bilhus ApS',
  offer: { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 3000 },
  differs: [],
  total_cost: 108000,
  effective_monthly_cost: 3000,
  lease_score: 70,
  lease_score_parts: { monthly_rate: 60, mileage: 80, upfront: 90 },
  included_items: {},
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  body_type: 'Hatchback',
  drive_type: 'FWD',
  horsepower: 140,
  seats: 5,
  doors: 5,
  year: 2025,
  co2_g_km: 100,
  wltp_km: null,
  consumption_l_100km: 4.5,
  consumption_kwh_100km: null,
  running_cost: runningCost(),
  ...overrides,
});
