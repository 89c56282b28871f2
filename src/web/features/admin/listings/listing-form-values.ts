import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import {
  activationIssues,
  activationMessage,
  DUPLICATE_OFFER_MESSAGE,
  duplicateOfferIndexes,
  type ListingFormInput,
  listingFormSchema,
  missingForActivation,
} from '../../../../domain/admin/listing-form-schema';
import { newModelName } from '../../../../domain/admin/listing-model-choice';
import {
  FIRST_OFFER_TERMS,
  nextOfferTerms,
  type OfferTerms,
} from '../../../../domain/admin/next-offer-terms';
import type { FieldIssue } from '../../../../domain/api/endpoint';
import { readTypedDanishNumber } from '../../../../domain/format/danish-number';
import { formatKr } from '../../../../domain/format/format-danish';
import { unscoredText } from '../../../../domain/lease-score/unscored-reason';
import { writtenBodyType } from '../../../../domain/listings/body-type-choices';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import type { IncludedItem } from '../../../../domain/offers/included-items';
import { type ParseResult, parseWithSchema } from '../form/form-issues';
import { newRowKey } from '../form/row-key';
import { emptyItems, type ItemRow, itemsBody, itemsFromDetail } from './listing-form-items';

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
  'return_fee',
  'extra_km_price',
  'description',
  'external_url',
  'seller_id',
] as const;
export type TextField = (typeof textFields)[number];

/**
 * The form's state: every input as the text in it. `model_name` is the model select's value: one of
 * the make's models, or NEW_MODEL with the name in `new_model_name` (ADR 046).
 */
export type ListingFormValues = Record<TextField, string> & {
  new_model_name: string;
  status: ListingStatus;
  offers: OfferRow[];
  /** What the price includes (ADR 054): each item's choice and its amount as typed. */
  items: Record<IncludedItem, ItemRow>;
};

/** The model select's choice "Opret ny model …": the name is then typed in `new_model_name`. */
export const NEW_MODEL = '__new_model__';

type MakeModels = ListingReferenceData['makes'][number]['models'];

const integerFields = new Set<TextField>([
  'year',
  'horsepower',
  'seats',
  'doors',
  'wltp_km',
  'co2_g_km',
  'co2_tax_half_year',
  'retail_price',
  'return_fee',
]);
const decimalFields = new Set<TextField>(['consumption_l_100km', 'consumption_kwh_100km', 'extra_km_price']);

export function newOfferRow(values: Partial<Omit<OfferRow, 'key'>> = {}): OfferRow {
  return {
    key: newRowKey(),
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
  return { ...values, new_model_name: '', status: 'pending', offers: [], items: emptyItems() };
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
    new_model_name: '',
    status: detail.status,
    items: itemsFromDetail(detail.included_items),
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
 * A Danish number as typed ('4.295', '4 295', '329 995 kr.', '4,5'; the rules are the domain's one
 * reader's). Empty is null; anything else is NaN, which the schema reports as "Skal være et tal".
 */
export const parseDanishNumber = readTypedDanishNumber;

/** Why the typed retail price gives no LeaseScore ("LeaseScore kan ikke beregnes: …"), or null (issue 25). */
export function unscoredTextOf(retailPrice: string): string | null {
  const retail = parseDanishNumber(retailPrice);
  return unscoredText(retail !== null && Number.isFinite(retail) ? retail : null);
}

/** The retail price field's hint: what the price is for, or why it gives no score; and what is remembered. */
export function retailPriceHint(retailPrice: string, remembered: number | null | undefined): string {
  const unscored = unscoredTextOf(retailPrice);
  const purpose = unscored
    ? `${unscored}. Annoncen kan godt være aktiv, men vises uden LeaseScore.`
    : 'Bilens nypris. LeaseScore beregnes ud fra den (75.000–2.500.000 kr. giver en score).';
  return remembered ? `${purpose} Husket for varianten: ${formatKr(remembered)}.` : purpose;
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

/** The model name the form saves: the chosen model, or a typed new name as the make's model it may be after all. */
export function modelNameOf(values: ListingFormValues, models: MakeModels = []): string {
  if (values.model_name !== NEW_MODEL) return values.model_name;
  const typed = newModelName(values.new_model_name, models);
  return typed.kind === 'empty' ? '' : typed.name;
}

/**
 * The API body of the form: numbers parsed, empty text as null, and the fields the fuel type hides
 * (petrol consumption of an electric car, electric range of a petrol car) left out as null.
 */
export function toListingBody(values: ListingFormValues, models: MakeModels = []): Record<string, unknown> {
  const body: Record<string, unknown> = { status: values.status };
  for (const field of textFields) {
    const raw = values[field];
    if (integerFields.has(field)) body[field] = parseDanishNumber(raw);
    else if (decimalFields.has(field)) body[field] = parseDanishNumber(raw);
    else body[field] = raw.trim() === '' ? null : raw;
  }
  body.model_name = modelNameOf(values, models);
  body.make_id = values.make_id;
  body.seller_id = values.seller_id;
  if (isElectric(values.fuel_type)) body.consumption_l_100km = null;
  if (!hasElectricRange(values.fuel_type)) {
    body.consumption_kwh_100km = null;
    body.wltp_km = null;
  }
  body.offers = values.offers.map(offerFromRow);
  body.included_items = itemsBody(values.items);
  return body;
}

/** Indexes of rows whose km/år, periode and udbetaling repeat an earlier row; rows not yet complete repeat none. */
export function duplicateRowIndexes(rows: readonly OfferRow[]): Set<number> {
  const terms = rows.map((row, index) => {
    const parsed = termsOfRow(row);
    // A row that does not parse yet gets terms no other row can have.
    return Object.keys(parsed).length === 3
      ? (parsed as OfferTerms)
      : { mileage_per_year: -1 - index, period_months: 0, first_payment: 0 };
  });
  return new Set(duplicateOfferIndexes(terms));
}

/**
 * The form checked as the server will check it (the shared schema), plus what the schema only says once
 * every field parses, said at once: repeated offer rows (complete rows only) and what activation lacks
 * (ADR 046 for the new model's name). Issue paths are the schema's ('offers.2.monthly_price').
 */
export function parseListingForm(
  values: ListingFormValues,
  models: MakeModels = [],
): ParseResult<ListingFormInput> {
  const parsed = parseWithSchema(listingFormSchema, toListingBody(values, models));
  const issues: FieldIssue[] = [...(parsed.issues ?? [])];
  const add = (issue: FieldIssue) => {
    if (!issues.some((other) => other.path === issue.path)) issues.push(issue);
  };
  if (values.model_name === NEW_MODEL && values.new_model_name.trim() === '') {
    const index = issues.findIndex((issue) => issue.path === 'model_name');
    if (index >= 0) issues.splice(index, 1);
    add({ path: 'new_model_name', message: 'Skriv navnet på den nye model' });
  }
  for (const index of duplicateRowIndexes(values.offers)) {
    add({ path: `offers.${index}`, message: DUPLICATE_OFFER_MESSAGE });
  }
  if (values.status === 'active')
    for (const issue of activationIssues(activationFactsOf(values, models))) add(issue);
  return issues.length > 0 ? { issues } : parsed;
}

function activationFactsOf(values: ListingFormValues, models: MakeModels) {
  const retail = parseDanishNumber(values.retail_price);
  return {
    make_id: values.make_id,
    model_name: modelNameOf(values, models),
    body_type: values.body_type || null,
    fuel_type: values.fuel_type || null,
    transmission: values.transmission || null,
    retail_price: retail !== null && Number.isFinite(retail) ? retail : null,
    offers: values.offers,
  };
}

/** What keeps these values from being active (Danish labels), as the form shows it under the status. */
export function missingForActivationOf(values: ListingFormValues, models: MakeModels = []): string[] {
  return missingForActivation(activationFactsOf(values, models));
}

/** The status select's hint: what activation lacks, else what the status means (unscored: issue 25). */
export function statusHint(values: ListingFormValues, models: MakeModels = []): string {
  const missing = missingForActivationOf(values, models);
  if (missing.length > 0) return `${activationMessage(missing)}.`;
  if (values.status !== 'active') return 'Klar til at blive aktiveret.';
  return `Vises på siden med sine tilbud${unscoredTextOf(values.retail_price) ? ' – uden LeaseScore' : ''}.`;
}
