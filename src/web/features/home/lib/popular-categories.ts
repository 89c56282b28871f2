import type { ListingSearchInput } from '../../../../domain/listings/listing-search-params';
import { BUDGET_MONTHLY_LIMIT, monthlyPriceUnder } from '../../../../domain/listings/monthly-price-under';

export type CategoryIcon = 'electric' | 'budget' | 'family' | 'city' | 'automatic';

export type PopularCategory = {
  label: string;
  description: string;
  icon: CategoryIcon;
  /** Only this filter (and a sort): a tile starts a fresh search. */
  search: ListingSearchInput;
};

/** "Populære kategorier" (original-system.md §5.1); the last one is left out on phones. */
export const POPULAR_CATEGORIES: readonly PopularCategory[] = [
  { label: 'Elbiler', description: 'Kør på strøm', icon: 'electric', search: { fuel_type: ['electric'] } },
  { label: 'Billige biler', icon: 'budget', ...monthlyPriceUnder(BUDGET_MONTHLY_LIMIT) },
  {
    label: 'Familiebiler',
    description: 'SUV’er med god plads',
    icon: 'family',
    search: { body_type: ['suv'] },
  },
  {
    label: 'Bybiler',
    description: 'Små og lette at parkere',
    icon: 'city',
    search: { body_type: ['mikro'] },
  },
  {
    label: 'Automatgear',
    description: 'Uden koblingspedal',
    icon: 'automatic',
    search: { transmission: ['automatic'] },
  },
];
