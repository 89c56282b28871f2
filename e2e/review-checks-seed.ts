import type { ExtractedCar } from '../src/domain/ingestion/extracted-price-list';

/**
 * A succeeded extraction per Playwright project whose cars carry the reader's checks (issue 25), one of
 * them with a failed `total_agrees` check: scripts/seed-e2e-review-checks.ts stores it before the e2e
 * server starts, so the review's "Kræver kontrol" is tested without depending on what the reader
 * (which changes under these tests) makes of a list today.
 */
export const REVIEW_CHECKS_PROJECTS = ['desktop', 'phone'] as const;

export const reviewChecksSeed = (project: string) => ({
  sellerName: `Kontrolhuset ${project}`,
  sourceLabel: `kontrol-${project}.txt`,
});

export const HELD_TOTAL_DETAIL =
  'Totalprisen 125.000 kr. passer ikke med 0 kr. + 36 × 3.599 kr. (side 1, linje 7)';

const totalNote = (total: string, monthly: string, line: number) =>
  `Totalprisen ${total} kr. passer ikke med 0 kr. + 36 × ${monthly} kr. (side 1, linje ${line}).`;

export const reviewChecksCars: ExtractedCar[] = [
  {
    make: 'Skoda',
    model: 'Octavia',
    variant: 'Combi 1.5 TSI Style',
    horsepower: 150,
    fuel_type: 'Petrol',
    transmission: 'Automatic',
    offers: [
      {
        mileage_per_year: 15_000,
        period_months: 36,
        first_payment: 0,
        monthly_price: 3_599,
        total_cost: 125_000,
      },
      {
        mileage_per_year: 20_000,
        period_months: 36,
        first_payment: 0,
        monthly_price: 3_799,
        total_cost: 132_000,
      },
      {
        mileage_per_year: 25_000,
        period_months: 36,
        first_payment: 0,
        monthly_price: 3_999,
        total_cost: 139_000,
      },
    ],
    sources: [
      { page: 1, line: 7 },
      { page: 1, line: 8 },
      { page: 1, line: 9 },
    ],
    notes: [
      totalNote('125.000', '3.599', 7),
      totalNote('132.000', '3.799', 8),
      totalNote('139.000', '3.999', 9),
    ],
    checks: [
      { check: 'terms_stated', passed: true },
      { check: 'total_agrees', passed: false, detail: HELD_TOTAL_DETAIL },
      { check: 'price_rises_with_mileage', passed: true },
    ],
  },
  {
    make: 'Skoda',
    model: 'Fabia',
    variant: '1.0 TSI Style',
    horsepower: 95,
    fuel_type: 'Petrol',
    transmission: 'Manual',
    offers: [
      { mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: 2_599 },
      { mileage_per_year: 20_000, period_months: 36, first_payment: 0, monthly_price: 2_799 },
    ],
    sources: [
      { page: 1, line: 11 },
      { page: 1, line: 12 },
    ],
    checks: [
      { check: 'terms_stated', passed: true },
      { check: 'total_agrees', passed: true },
      { check: 'price_rises_with_mileage', passed: true },
    ],
  },
];
