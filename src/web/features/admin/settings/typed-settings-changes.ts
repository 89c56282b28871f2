import type { SettingsSection } from '../../../../domain/admin/settings-schema';
import type { TypedChange } from '../shared/stale-version-notice';

/** Each section's fields as their labels read in the form. */
const FIELD_LABELS: Record<SettingsSection, Record<string, string>> = {
  site: { contactEmail: 'Kontakt-e-mail', productionHosts: 'Produktionsværtsnavne' },
  search_defaults: { mileage: 'Km pr. år', term: 'Løbetid', deposit: 'Udbetaling (kr.)' },
  ai_provider: { baseUrl: 'Adresse (base URL)', model: 'Model' },
  analytics: {
    firstPartyEnabled: 'Indsaml førstepartsstatistik',
    rawEventRetentionDays: 'Enkelte hændelser gemmes (dage)',
    mixpanelToken: 'Mixpanel-token',
  },
  energy_prices: {
    petrolPerLitre: 'Benzin (kr./l)',
    dieselPerLitre: 'Diesel (kr./l)',
    electricityPerKwh: 'El (kr./kWh)',
  },
  price_list_refetch: { intervalHours: 'Hent gemte prislister igen' },
  enquiries: { retentionMonths: 'Henvendelser gemmes (måneder)' },
};

function shown(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'Automatisk';
  if (typeof value === 'boolean') return value ? 'Til' : 'Fra';
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value);
}

/** The fields the admin changed from the values the form was loaded with, as they typed them. */
export function typedSettingsChanges(
  section: SettingsSection,
  typed: Record<string, unknown>,
  loaded: Record<string, unknown>,
): TypedChange[] {
  return Object.entries(FIELD_LABELS[section])
    .filter(([field]) => JSON.stringify(typed[field]) !== JSON.stringify(loaded[field]))
    .map(([field, label]) => ({ label, value: shown(typed[field]) }));
}
