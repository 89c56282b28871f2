import { z } from 'zod/mini';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import {
  duplicateOfferIndexes,
  type ListingFormInput,
  listingFormSchema,
  missingForActivation,
} from '../../../../domain/admin/listing-form-schema';
import {
  FIRST_OFFER_TERMS,
  nextOfferTerms,
  type OfferTerms,
} from '../../../../domain/admin/next-offer-terms';
import { writtenBodyType } from '../../../../domain/listings/body-type-labels';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';

/** One offer row of the editor: text as typed, plus a stable key for React and focus. */
export type OfferRow = {
  key: string;
  monthly_price: string;
  first_payment: string;
  period_months: string;
  mileage_per_year: string;
};
export type OfferField = Exclude<keyof OfferRow, 'key'>;
type OfferTermField = Exclude<OfferField, 'monthly_price'>;

const textFields = [
  'make_id',
  'model_name',
  'variant',
  'year',
  'body_type',
  'fuel_type',
  'transmission',
  'drive_type',
  'horsepower',
  'seats',
  'doors',
  'wltp_km',
  'consumption_l_100km',
  'consumption_kwh_100km',
  'co2_g_km',
  'co2_tax_half_year',
  'retail_price',
  'description',
  'external_url',
  'seller_id',
] as const;
export type TextField = (typeof textFields)[number];

/** The form's state: every input as the text in it. */
export type ListingFormValues = Record<TextField, string> & { status: ListingStatus; offers: OfferRow[] };

const integerFields = new Set<TextField>([
  'year',
  'horsepower',
  'seats',
  'doors',
  'wltp_km',
  'co2_g_km',
  'co2_tax_half_year',
  'retail_price',
]);
const decimalFields = new Set<TextField>(['consumption_l_100km', 'consumption_kwh_100km']);

let rowSequence = 0;
export function newOfferRow(values: Partial<Omit<OfferRow, 'key'>> = {}): OfferRow {
  rowSequence += 1;
  return {
    key: `offer-${rowSequence}`,
    monthly_price: '',
    first_payment: String(FIRST_OFFER_TERMS.first_payment),
    period_months: String(FIRST_OFFER_TERMS.period_months),
    mileage_per_year: String(FIRST_OFFER_TERMS.mileage_per_year),
    ...values,
  };
}

/** A row's terms as far as they parse (a field not yet a number is left out). */
function termsOfRow(row: OfferRow): Partial<OfferTerms> {
  const offer = offerFromRow(row);
  const terms: Partial<OfferTerms> = {};
  for (const field of ['mileage_per_year', 'period_months', 'first_payment'] as const) {
    const value = offer[field];
    if (value !== null && Number.isFinite(value)) terms[field] = value;
  }
  return terms;
}

/**
 * The km/år, periode and udbetaling of a row added after `after` (the last row when none is named) that
 * no row has yet; with every combination taken, the km/år is left empty for the admin to type.
 */
export function unusedTermsAfter(
  rows: readonly OfferRow[],
  after: OfferRow | undefined = rows.at(-1),
): Pick<OfferRow, OfferTermField> {
  const from = after ? termsOfRow(after) : {};
  const next = nextOfferTerms(rows.map(termsOfRow), { ...FIRST_OFFER_TERMS, ...from });
  if (!next) {
    const start = { ...FIRST_OFFER_TERMS, ...from };
    return {
      mileage_per_year: '',
      period_months: String(start.period_months),
      first_payment: String(start.first_payment),
    };
  }
  return {
    mileage_per_year: String(next.mileage_per_year),
    period_months: String(next.period_months),
    first_payment: String(next.first_payment),
  };
}

export function emptyListingValues(): ListingFormValues {
  const values = Object.fromEntries(textFields.map((field) => [field, ''])) as Record<TextField, string>;
  return { ...values, status: 'pending', offers: [] };
}

/** A stored value as the form shows it: decimals with a Danish comma, text as it is. */
const text = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value).replace('.', ',') : value;
};

export function valuesFromDetail(detail: AdminListingDetail): ListingFormValues {
  const values = Object.fromEntries(
    textFields.map((field) => {
      const value = detail[field];
      return [field, text(value)];
    }),
  ) as Record<TextField, string>;
  return {
    ...values,
    // An older or imported spelling shows as its body type's one choice (saved as that if saved).
    body_type: writtenBodyType(values.body_type),
    status: detail.status,
    offers: detail.offers.map((offer) =>
      newOfferRow({
        monthly_price: String(offer.monthly_price),
        first_payment: String(offer.first_payment),
        period_months: String(offer.period_months),
        mileage_per_year: String(offer.mileage_per_year),
      }),
    ),
  };
}

/**
 * A Danish number as typed: '4.295', '4 295' and '4295' are 4295; '4,5' is 4.5. Empty is null;
 * anything else is NaN, which the schema reports as "Skal være et tal".
 */
export function parseDanishNumber(raw: string, decimal = false): number | null {
  const trimmed = raw.trim().replace(/\s|kr\.?$/gi, '');
  if (trimmed === '') return null;
  let normalised = trimmed;
  if (decimal) {
    normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  } else {
    normalised = trimmed.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  }
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

export const isElectric = (fuel: string) => fuel === 'Electric';
export const hasElectricRange = (fuel: string) => fuel === 'Electric' || fuel.startsWith('Plug-in');

export function offerFromRow(row: OfferRow) {
  return {
    monthly_price: parseDanishNumber(row.monthly_price),
    first_payment: parseDanishNumber(row.first_payment),
    period_months: parseDanishNumber(row.period_months),
    mileage_per_year: parseDanishNumber(row.mileage_per_year),
  };
}

/**
 * The API body of the form: numbers parsed, empty text as null, and the fields the fuel type hides
 * (petrol consumption of an electric car, electric range of a petrol car) left out as null.
 */
export function toListingBody(values: ListingFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { status: values.status };
  for (const field of textFields) {
    const raw = values[field];
    if (integerFields.has(field)) body[field] = parseDanishNumber(raw);
    else if (decimalFields.has(field)) body[field] = parseDanishNumber(raw, true);
    else body[field] = raw.trim() === '' ? null : raw;
  }
  body.model_name = values.model_name;
  body.make_id = values.make_id;
  body.seller_id = values.seller_id;
  if (isElectric(values.fuel_type)) body.consumption_l_100km = null;
  if (!hasElectricRange(values.fuel_type)) {
    body.consumption_kwh_100km = null;
    body.wltp_km = null;
  }
  body.offers = values.offers.map(offerFromRow);
  return body;
}

export type FormErrors = Record<string, string>;

/** Validates with the shared schema; errors keyed by path ('retail_price', 'offers.2.monthly_price'). */
export function validateListingForm(
  values: ListingFormValues,
): { input: ListingFormInput; errors: FormErrors } | { input?: never; errors: FormErrors } {
  const body = toListingBody(values);
  const result = z.safeParse(listingFormSchema, body);
  const errors: FormErrors = {};
  if (result.success) return { input: result.data, errors };
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  // The schema checks duplicates and activation only once every field parses; the form says it at once.
  // Rows that do not parse yet get a key of their own, so only complete rows can repeat each other.
  const offers = values.offers.map((row, index) => {
    const offer = offerFromRow(row);
    const complete = [offer.mileage_per_year, offer.period_months, offer.first_payment].every(
      (value) => value !== null && Number.isFinite(value),
    );
    return complete
      ? {
          mileage_per_year: Number(offer.mileage_per_year),
          period_months: Number(offer.period_months),
          first_payment: Number(offer.first_payment),
        }
      : { mileage_per_year: -1 - index, period_months: 0, first_payment: 0 };
  });
  for (const index of duplicateOfferIndexes(offers)) {
    errors[`offers.${index}`] ??= 'Samme km/år, periode og udbetaling findes allerede';
  }
  return { errors };
}

/** What keeps these values from being active (Danish labels), as the form shows it under the status. */
export function missingForActivationOf(values: ListingFormValues): string[] {
  const retail = parseDanishNumber(values.retail_price);
  return missingForActivation({
    make_id: values.make_id,
    model_name: values.model_name,
    body_type: values.body_type || null,
    fuel_type: values.fuel_type || null,
    transmission: values.transmission || null,
    retail_price: retail !== null && Number.isFinite(retail) ? retail : null,
    offers: values.offers,
  });
}

/** True when the two states would save the same listing (offer keys and number spelling aside). */
export function sameListing(a: ListingFormValues, b: ListingFormValues): boolean {
  return JSON.stringify(toListingBody(a)) === JSON.stringify(toListingBody(b));
}
