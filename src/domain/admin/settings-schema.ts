import { z } from 'zod/mini';
import {
  DEFAULT_RAW_EVENT_RETENTION_DAYS,
  MAX_RAW_EVENT_RETENTION_DAYS,
  MIN_RAW_EVENT_RETENTION_DAYS,
} from '../analytics/analytics-limits';
import { ENQUIRY_RETENTION_MONTHS } from '../enquiries/enquiry-consent';
import { ALLOWED_TERMS, DEPOSIT_MAX, DEPOSIT_MIN, MILEAGE_MAX, MILEAGE_MIN } from '../listings/lease-config';
import { preprocess } from '../listings/zod-preprocess';
import { DEFAULT_ENERGY_PRICES, ENERGY_PRICE_BOUNDS } from '../offers/energy-prices';
import { DEFAULT_SEARCH_TARGETS } from '../offers/search-targets';

/**
 * The site settings an administrator edits under /admin/settings: one schema per section, one row per
 * section in the `settings` table (key = section name). The same schema validates the form in the
 * browser and the body on the server, so a field error reads the same in both places.
 */

const HOST_NAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;
const MIXPANEL_TOKEN = /^[a-f0-9]{32}$/;

/** Trims (and lower-cases) text before a format check runs, so ' Bo@X.dk ' is a valid e-mail. */
export const normalisedText = (value: unknown, lower = false) =>
  typeof value === 'string' ? (lower ? value.trim().toLowerCase() : value.trim()) : value;

const wholeNumber = (message: string) => z.int({ error: message });

export const siteSettingsSchema = z.object({
  contactEmail: preprocess(
    (value) => normalisedText(value, true),
    z.email({ error: 'Angiv en gyldig e-mailadresse' }),
  ),
  /** Host names without the staging banner, in addition to the environment's PRODUCTION_HOSTS. */
  productionHosts: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.toLowerCase(),
          z.regex(HOST_NAME, { error: 'Angiv værtsnavne uden https:// og sti, fx leasingmatch.dk' }),
        ),
    )
    .check(z.maxLength(20, { error: 'Højst 20 værtsnavne' })),
});

export const searchDefaultsSchema = z.object({
  /** km per year; the public search accepts 10.000–50.000. */
  mileage: wholeNumber('Angiv et helt antal km').check(
    z.minimum(MILEAGE_MIN, { error: `Mindst ${MILEAGE_MIN.toLocaleString('da-DK')} km/år` }),
    z.maximum(MILEAGE_MAX, { error: `Højst ${MILEAGE_MAX.toLocaleString('da-DK')} km/år` }),
  ),
  /** null: no target term (offer selection prefers 36, 24, 48 months). */
  term: z.nullable(
    z.union(
      ALLOWED_TERMS.map((term) => z.literal(term)),
      { error: `Vælg en løbetid: ${ALLOWED_TERMS.join(', ')} mdr.` },
    ),
  ),
  deposit: wholeNumber('Angiv et helt beløb i kr.').check(
    z.minimum(DEPOSIT_MIN, { error: 'Udbetalingen kan ikke være negativ' }),
    z.maximum(DEPOSIT_MAX, { error: `Højst ${DEPOSIT_MAX.toLocaleString('da-DK')} kr.` }),
  ),
});

/** The OpenAI-compatible endpoint for AI extraction; the API key stays in LLM_API_KEY. */
export const aiProviderSettingsSchema = z.object({
  baseUrl: z.optional(
    preprocess(
      normalisedText,
      z.url({ protocol: /^https?$/, error: 'Angiv en gyldig adresse, der starter med https://' }),
    ),
  ),
  model: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'Angiv modellens navn' }),
        z.maxLength(100, { error: 'Højst 100 tegn' }),
      ),
  ),
});

export const analyticsSettingsSchema = z.object({
  firstPartyEnabled: z.boolean({ error: 'Vælg til eller fra' }),
  /** Absent (a section saved before it existed) means DEFAULT_RAW_EVENT_RETENTION_DAYS. */
  rawEventRetentionDays: z.optional(
    wholeNumber('Angiv et helt antal dage').check(
      z.minimum(MIN_RAW_EVENT_RETENTION_DAYS, { error: `Mindst ${MIN_RAW_EVENT_RETENTION_DAYS} dage` }),
      z.maximum(MAX_RAW_EVENT_RETENTION_DAYS, { error: `Højst ${MAX_RAW_EVENT_RETENTION_DAYS} dage` }),
    ),
  ),
  mixpanelToken: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.regex(MIXPANEL_TOKEN, { error: 'Et Mixpanel-token er 32 tegn (0-9 og a-f)' }),
      ),
  ),
});

/** kr. per unit with at most two decimals (øre), within the unit's bounds. */
const energyPrice = (unit: 'l' | 'kWh', { min, max }: { min: number; max: number }) =>
  z.number({ error: `Angiv en pris i kr./${unit}, fx ${unit === 'l' ? '13,50' : '2,25'}` }).check(
    z.minimum(min, { error: `Mindst ${kroner(min)} kr./${unit}` }),
    z.maximum(max, { error: `Højst ${kroner(max)} kr./${unit}` }),
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Højst to decimaler (øre)',
    }),
  );
const kroner = (value: number) => value.toFixed(2).replace('.', ',');

/** Indstillinger › Energipriser: what the detail page's running cost is computed with (ADR 055). */
export const energyPricesSchema = z.object({
  petrolPerLitre: energyPrice('l', ENERGY_PRICE_BOUNDS.litre),
  dieselPerLitre: energyPrice('l', ENERGY_PRICE_BOUNDS.litre),
  electricityPerKwh: energyPrice('kWh', ENERGY_PRICE_BOUNDS.kwh),
});

/** How often sellers' saved price-list URLs are fetched again (ADR 056); null: not at all. */
export const PRICE_LIST_REFETCH_HOURS = [6, 12, 24, 72, 168] as const;

/** Indstillinger › Prislister: the scheduled re-fetch of sellers' saved price-list URLs (ADR 056). */
export const priceListRefetchSchema = z.object({
  intervalHours: z.nullable(
    z.union(
      PRICE_LIST_REFETCH_HOURS.map((hours) => z.literal(hours)),
      { error: 'Vælg hvor ofte prislisterne hentes' },
    ),
  ),
});

export const MIN_ENQUIRY_RETENTION_MONTHS = 1;
/** Longer than the consent text's 12 months needs a new consent version first (ADR 064). */
export const MAX_ENQUIRY_RETENTION_MONTHS = 60;

/** Indstillinger › Henvendelser: how long enquiries are kept before the retention job deletes them (ADR 066). */
export const enquirySettingsSchema = z.object({
  retentionMonths: wholeNumber('Angiv et helt antal måneder').check(
    z.minimum(MIN_ENQUIRY_RETENTION_MONTHS, { error: `Mindst ${MIN_ENQUIRY_RETENTION_MONTHS} måned` }),
    z.maximum(MAX_ENQUIRY_RETENTION_MONTHS, { error: `Højst ${MAX_ENQUIRY_RETENTION_MONTHS} måneder` }),
  ),
});

export const settingsSchemas = {
  site: siteSettingsSchema,
  search_defaults: searchDefaultsSchema,
  ai_provider: aiProviderSettingsSchema,
  analytics: analyticsSettingsSchema,
  energy_prices: energyPricesSchema,
  price_list_refetch: priceListRefetchSchema,
  enquiries: enquirySettingsSchema,
} as const;

export type SettingsSection = keyof typeof settingsSchemas;
export const SETTINGS_SECTIONS = Object.keys(settingsSchemas) as SettingsSection[];

export type SiteSettingsValues = { [S in SettingsSection]: z.infer<(typeof settingsSchemas)[S]> };

/** What a section holds until an administrator saves it. */
export const DEFAULT_SETTINGS: SiteSettingsValues = {
  site: { contactEmail: 'kontakt@leasingmatch.dk', productionHosts: [] },
  search_defaults: DEFAULT_SEARCH_TARGETS,
  ai_provider: {},
  analytics: { firstPartyEnabled: true, rawEventRetentionDays: DEFAULT_RAW_EVENT_RETENTION_DAYS },
  energy_prices: DEFAULT_ENERGY_PRICES,
  // Off until an administrator turns it on: the dashboard says so (ADR 056).
  price_list_refetch: { intervalHours: null },
  enquiries: { retentionMonths: ENQUIRY_RETENTION_MONTHS },
};

export function isSettingsSection(value: string): value is SettingsSection {
  return Object.hasOwn(settingsSchemas, value);
}

/**
 * A stored value read back: valid → the value; unreadable (a schema changed since it was saved) →
 * the section's default, so a bad row never breaks the settings page or a reader.
 */
export function readStoredSection<S extends SettingsSection>(
  section: S,
  stored: unknown,
): SiteSettingsValues[S] {
  const parsed = z.safeParse(settingsSchemas[section], stored);
  return (parsed.success ? parsed.data : DEFAULT_SETTINGS[section]) as SiteSettingsValues[S];
}

/** What GET /api/admin/settings answers. */
export type SettingsResponse = {
  values: SiteSettingsValues;
  /** When each section was last saved (ISO), or null while it holds its default. */
  savedAt: Record<SettingsSection, string | null>;
  /** Each section's version (0 while never saved), sent back as `expectedVersion` with its save (ADR 037). */
  versions: Record<SettingsSection, number>;
  /** Read from the server's environment; secrets only as set / not set. */
  environment: {
    llmApiKeySet: boolean;
    llmBaseUrl: string | null;
    llmModel: string | null;
    productionHosts: string[];
    mixpanelTokenSet: boolean;
  };
};
