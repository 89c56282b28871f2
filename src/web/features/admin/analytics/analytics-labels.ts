import type { FunnelCounts, SiteFunnel } from '../../../../domain/analytics/analytics-report';
import { countNoun, type NounForms } from '../../../../domain/format/count-noun';
import { formatNumber, MISSING_VALUE } from '../../../../domain/format/format-danish';

const VIEW: NounForms = ['visning', 'visninger'];
const CAR: NounForms = ['bil', 'biler'];
const ENQUIRY: NounForms = ['henvendelse', 'henvendelser'];

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

/** The funnel in a sentence, with words instead of a dash when nothing was shown or clicked. */
export function funnelSummary(funnel: FunnelCounts): string {
  if (funnel.clickRate === null) return 'Ingen visninger af biler i perioden';
  if (funnel.outboundRate === null) return `${countNoun(funnel.views, VIEW)} · ingen klik endnu`;
  return `Klikrate ${formatRate(funnel.clickRate)} · ${formatRate(funnel.outboundRate)} af klikkene gik videre til forhandleren`;
}

/** The site's funnel in a sentence, with the enquiries once there are any (the chart shows a zero). */
export function siteFunnelSummary(funnel: SiteFunnel): string {
  const summary = funnelSummary(funnel);
  if (funnel.enquiryRate === null || funnel.enquiries === 0) return summary;
  return `${summary} · ${countNoun(funnel.enquiries, ENQUIRY)} (${formatRate(funnel.enquiryRate)} af klikkene)`;
}

/** Under the searches: "1 visning af resultater", "2 visninger af resultater". */
export const resultViewsText = (views: number) => `${countNoun(views, VIEW)} af resultater`;

/** Under the changed lease terms: on how many cars ("på 1 bil"). */
export const termsOnCarsText = (cars: number) => `på ${countNoun(cars, CAR)}`;

/** The heading over the top list: counts only what it lists. */
export function topListingsHeading(count: number): string {
  if (count === 0) return 'Mest viste biler';
  return count === 1 ? 'Den mest viste bil' : `De ${count} mest viste biler`;
}
