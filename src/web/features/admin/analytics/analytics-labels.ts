import { formatNumber, MISSING_VALUE } from '../../../../domain/format/format-danish';

const PAGE_TYPE_LABELS: Record<string, string> = {
  home: 'Forside',
  results: 'Søgeresultater',
  listing_detail: 'Bilsider',
  other: 'Øvrige sider',
};

/** filter_change keys and the keys of a results page's filters_active. */
const FILTER_LABELS: Record<string, string> = {
  makes: 'Mærke',
  make: 'Mærke',
  models: 'Model',
  model: 'Model',
  selectedCars: 'Valgte biler',
  fuel_type: 'Drivmiddel',
  body_type: 'Karrosseri',
  transmission: 'Gear',
  price_min: 'Mindste pris',
  price_max: 'Højeste pris',
  mileage_selected: 'Kilometer valgt',
  mileage_km_per_year: 'Km pr. år',
  term_months: 'Løbetid',
  seats_min: 'Mindst antal sæder',
  seats_max: 'Højst antal sæder',
  horsepower_min: 'Mindst antal HK',
  horsepower_max: 'Højst antal HK',
  sortOrder: 'Sortering',
  sort_option: 'Sortering',
};

export const pageTypeLabel = (key: string) => PAGE_TYPE_LABELS[key] ?? key;
export const filterLabel = (key: string) => FILTER_LABELS[key] ?? key;

/** '12,5 %', or a dash when there is nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? MISSING_VALUE : `${formatNumber(rate * 100, 1)} %`;
}
