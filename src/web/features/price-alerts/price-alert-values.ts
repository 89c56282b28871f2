import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import type { PriceAlertFrequency } from '../../../domain/price-alerts/price-alert-vocabulary';

/** What the alert is about: the car as the detail page shows it, or the results page's query string. */
export type AlertSubject = { kind: 'car'; listing: ListingDetail } | { kind: 'search'; query: string };

/** What the visitor fills in; `fax` is the honeypot no person sees. */
export type PriceAlertValues = {
  email: string;
  frequency: PriceAlertFrequency;
  /** Car alerts: any drop below today's price, or a price the visitor chooses. */
  target: 'drop' | 'price';
  target_price: string;
  consent: boolean;
  fax: string;
};

export function emptyAlertValues(subject: AlertSubject): PriceAlertValues {
  return {
    email: '',
    frequency: subject.kind === 'car' ? 'instant' : 'daily',
    target: 'drop',
    target_price: '',
    consent: false,
    fax: '',
  };
}

/** What POST /api/price-alerts is sent, before the domain schema checks it. */
export function alertDraft(subject: AlertSubject, values: PriceAlertValues, msOnForm: number) {
  const common = {
    email: values.email,
    frequency: values.frequency,
    consent: values.consent,
    ms_on_form: Math.round(msOnForm),
    ...(values.fax ? { fax: values.fax } : {}),
  };
  if (subject.kind === 'search') return { kind: 'search' as const, query: subject.query, ...common };
  const { listing } = subject;
  return {
    kind: 'car' as const,
    listing_id: listing.id,
    km: listing.mileage_per_year,
    mdr: listing.period_months,
    udb: listing.first_payment,
    monthly_price: listing.monthly_price,
    target_price: values.target === 'price' ? values.target_price : null,
    ...common,
  };
}
