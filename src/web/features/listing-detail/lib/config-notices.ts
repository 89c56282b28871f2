import { formatKmPerYear, formatKr } from '../../../../domain/format/format-danish';
import type { LeaseOffer } from '../../../../domain/offers/lease-offer';
import type { RequestedConfig } from './detail-search';

export type ConfigNotice = { key: 'mileage' | 'deposit' | 'term' | 'failed'; text: string };

/** A new choice's price could not be fetched (the network was down): the last price shown stays. */
export const PRICE_UPDATE_FAILED: ConfigNotice = {
  key: 'failed',
  text: 'Prisen for dit valg kunne ikke hentes. Tjek din forbindelse, og vælg igen – prisen her gælder det viste tilbud.',
};

/** Why the shown offer differs from what the URL asked for (clamped values, unavailable combinations). */
export function configNotices(requested: RequestedConfig, offer: LeaseOffer): ConfigNotice[] {
  const notices: ConfigNotice[] = [];
  if (requested.km !== undefined && requested.km !== offer.mileage_per_year) {
    notices.push({
      key: 'mileage',
      text: `Kilometer justeret til ${formatKmPerYear(offer.mileage_per_year)}`,
    });
  }
  if (requested.udb !== undefined && requested.udb !== offer.first_payment) {
    notices.push({ key: 'deposit', text: `Udbetaling justeret til ${formatKr(offer.first_payment)}` });
  }
  if (requested.mdr !== undefined && requested.mdr !== offer.period_months) {
    notices.push({ key: 'term', text: 'Valgt periode ikke tilgængelig – vist nærmeste' });
  }
  return notices;
}
