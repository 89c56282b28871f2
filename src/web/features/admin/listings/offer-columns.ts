import type { OfferField } from './listing-form-values';

/** The offer table's editable columns, in order. */
export const offerColumns: { field: OfferField; label: string; unit: string }[] = [
  { field: 'monthly_price', label: 'Månedspris', unit: 'kr.' },
  { field: 'first_payment', label: 'Udbetaling', unit: 'kr.' },
  { field: 'period_months', label: 'Periode', unit: 'mdr.' },
  { field: 'mileage_per_year', label: 'Km/år', unit: 'km' },
];
