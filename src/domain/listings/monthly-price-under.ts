import { formatKr } from '../format/format-danish';

/**
 * Words and search for "Månedsydelse under N kr." (ADR 052). The cap is on the monthly ydelse, and the
 * words say so: with the udbetaling counted, "under N kr./md." would be a promise the search does not
 * keep. `price_max` is inclusive, so N − 1 keeps "under". Sorted by effective monthly cost (total ÷
 * months), so the cars that are cheapest in full come first.
 */
export function monthlyPriceUnder(limit: number): {
  description: string;
  search: { price_max: number; sort: 'effective_asc' };
} {
  return {
    description: `Månedsydelse under ${formatKr(limit)}`,
    search: { price_max: limit - 1, sort: 'effective_asc' },
  };
}

/** The cap of the home category "Billige biler". */
export const BUDGET_MONTHLY_LIMIT = 2000;
