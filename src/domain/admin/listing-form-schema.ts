import { z } from 'zod/mini';
import type { FieldIssue } from '../api/endpoint';
import {
  driveTypes,
  listingStatuses,
  storedBodyTypes,
  storedFuelTypes,
  storedTransmissions,
} from '../listings/vehicle-values';
import { includedItems } from '../offers/included-items';
import { offerTermsKey } from '../offers/offer-key';
import { type ListingStatusBulkAction, listingStatusBulkActions } from './listing-bulk-actions';
import { type ListingSelection, listingSelectionCheck, listingSelectionFields } from './listing-selection';
import { expectedVersionField } from './record-version';

/**
 * The admin listing form (original-system.md §4.7 minus its bugs): one schema for the browser's
 * validation and the server's, on the API shape (numbers or null; the form converts its strings).
 * Messages are Danish because the form shows them beside the field.
 */

const NOT_A_NUMBER = 'Skal være et tal';
const WHOLE_NUMBER = 'Skal være et helt tal';

export const OFFER_LIMITS = {
  monthlyPrice: { min: 1, max: 50_000 },
  firstPayment: { min: 0, max: 500_000 },
  periodMonths: { min: 1, max: 120 },
  mileagePerYear: { min: 5_000, max: 50_000 },
} as const;

export const LISTING_LIMITS = {
  year: { min: 1900, max: new Date().getFullYear() + 2 },
  horsepower: { min: 1, max: 2000 },
  seats: { min: 2, max: 9 },
  doors: { min: 2, max: 5 },
  wltpKm: { min: 0, max: 1000 },
  consumptionL100km: { min: 0, max: 50 },
  consumptionKwh100km: { min: 0, max: 100 },
  co2GKm: { min: 0, max: 1000 },
  co2TaxHalfYear: { min: 0, max: 50_000 },
  retailPrice: { min: 0, max: 10_000_000 },
  description: { max: 1000 },
  variant: { max: 200 },
  modelName: { max: 100 },
  offers: { max: 200 },
} as const;

const between = (min: number, max: number, unit = '', format = groupThousands) =>
  [
    z.minimum(min, `Skal være mindst ${format(min)}${unit}`),
    z.maximum(max, `Må højst være ${format(max)}${unit}`),
  ] as const;

function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const wholeNumber = (min: number, max: number, unit = '') =>
  z
    .int({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'Påkrævet' : WHOLE_NUMBER),
    })
    .check(...between(min, max, unit));

const optionalWhole = (min: number, max: number, unit = '') => z.nullable(wholeNumber(min, max, unit));

const optionalDecimal = (min: number, max: number) =>
  z.nullable(z.number({ error: NOT_A_NUMBER }).check(...between(min, max)));

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.nullable(z.enum(values, { error: 'Ugyldigt valg' }));

const optionalText = (max: number) => z.nullable(z.string().check(z.maxLength(max, `Højst ${max} tegn`)));

const uuid = (message: string) => z.string({ error: message }).check(z.uuid(message));

export const offerInputSchema = z.object({
  monthly_price: wholeNumber(OFFER_LIMITS.monthlyPrice.min, OFFER_LIMITS.monthlyPrice.max, ' kr.'),
  first_payment: wholeNumber(OFFER_LIMITS.firstPayment.min, OFFER_LIMITS.firstPayment.max, ' kr.'),
  period_months: wholeNumber(OFFER_LIMITS.periodMonths.min, OFFER_LIMITS.periodMonths.max, ' mdr.'),
  mileage_per_year: wholeNumber(OFFER_LIMITS.mileagePerYear.min, OFFER_LIMITS.mileagePerYear.max, ' km'),
});
export type OfferInput = z.infer<typeof offerInputSchema>;

/** Most a stated item may cost: per month, and once (metallak, levering). */
export const ITEM_PRICE_LIMITS = {
  monthly: { min: 1, max: 100_000 },
  once: { min: 1, max: 500_000 },
} as const;

/**
 * One of the seven items as the admin states it (ADR 054): included, or not included with what it costs
 * when known (kr./md., or once for metallak and levering). An item left out is "Ikke oplyst". An amount
 * on an included item is dropped when saved.
 */
const itemStatementSchema = z.object({
  status: z.enum(['included', 'excluded'], { error: 'Vælg Inkluderet eller Ikke inkluderet' }),
  monthly_price: z.optional(
    wholeNumber(ITEM_PRICE_LIMITS.monthly.min, ITEM_PRICE_LIMITS.monthly.max, ' kr./md.'),
  ),
  price: z.optional(wholeNumber(ITEM_PRICE_LIMITS.once.min, ITEM_PRICE_LIMITS.once.max, ' kr.')),
});

/** What a return fee and a price per extra km may be: kr., and kr./km with øre (ADR 053). */
export const CONDITION_LIMITS = {
  returnFee: { min: 0, max: 100_000 },
  extraKmPrice: { min: 0, max: 20 },
} as const;
export const RETURN_FEE_MESSAGE = 'Skriv et beløb i kr., fx 2.500';
export const EXTRA_KM_PRICE_MESSAGE = 'Skriv et beløb i kr., fx 0,75';

const returnFeeSchema = z
  .int({ error: RETURN_FEE_MESSAGE })
  .check(...between(CONDITION_LIMITS.returnFee.min, CONDITION_LIMITS.returnFee.max, ' kr.'));

const extraKmPriceSchema = z.number({ error: EXTRA_KM_PRICE_MESSAGE }).check(
  ...between(CONDITION_LIMITS.extraKmPrice.min, CONDITION_LIMITS.extraKmPrice.max, ' kr./km'),
  z.refine((kr) => Math.abs(Math.round(kr * 100) - kr * 100) < 1e-6, 'Højst to decimaler (øre), fx 0,75'),
);

export const DUPLICATE_OFFER_MESSAGE = 'Samme km/år, periode og udbetaling findes allerede';

const listingFieldsSchema = z.object({
  make_id: uuid('Mærke er påkrævet'),
  /** A model of the make; a name the make does not have yet is created (ADR 015). */
  model_name: z
    .string({ error: 'Model er påkrævet' })
    .check(
      z.trim(),
      z.minLength(1, 'Model er påkrævet'),
      z.maxLength(LISTING_LIMITS.modelName.max, `Højst ${LISTING_LIMITS.modelName.max} tegn`),
    ),
  variant: optionalText(LISTING_LIMITS.variant.max),
  year: z.nullable(
    z
      .int({ error: WHOLE_NUMBER })
      .check(...between(LISTING_LIMITS.year.min, LISTING_LIMITS.year.max, '', String)),
  ),
  body_type: optionalEnum(storedBodyTypes),
  fuel_type: optionalEnum(storedFuelTypes),
  transmission: optionalEnum(storedTransmissions),
  drive_type: optionalEnum(driveTypes),
  horsepower: optionalWhole(LISTING_LIMITS.horsepower.min, LISTING_LIMITS.horsepower.max, ' hk'),
  seats: optionalWhole(LISTING_LIMITS.seats.min, LISTING_LIMITS.seats.max),
  doors: optionalWhole(LISTING_LIMITS.doors.min, LISTING_LIMITS.doors.max),
  wltp_km: optionalWhole(LISTING_LIMITS.wltpKm.min, LISTING_LIMITS.wltpKm.max, ' km'),
  consumption_l_100km: optionalDecimal(
    LISTING_LIMITS.consumptionL100km.min,
    LISTING_LIMITS.consumptionL100km.max,
  ),
  consumption_kwh_100km: optionalDecimal(
    LISTING_LIMITS.consumptionKwh100km.min,
    LISTING_LIMITS.consumptionKwh100km.max,
  ),
  co2_g_km: optionalWhole(LISTING_LIMITS.co2GKm.min, LISTING_LIMITS.co2GKm.max, ' g/km'),
  co2_tax_half_year: optionalWhole(
    LISTING_LIMITS.co2TaxHalfYear.min,
    LISTING_LIMITS.co2TaxHalfYear.max,
    ' kr.',
  ),
  retail_price: optionalWhole(LISTING_LIMITS.retailPrice.min, LISTING_LIMITS.retailPrice.max, ' kr.'),
  description: optionalText(LISTING_LIMITS.description.max),
  external_url: z.nullable(
    z.string().check(z.trim(), z.url({ protocol: /^https?$/, error: 'Skal være en gyldig URL (https://…)' })),
  ),
  seller_id: uuid('Sælger er påkrævet'),
  status: z.enum(listingStatuses, { error: 'Ugyldig status' }),
  offers: z.array(offerInputSchema).check(z.maxLength(LISTING_LIMITS.offers.max, 'For mange tilbud')),
  /** What the price includes (ADR 054); absent: unchanged on an update, none stated on a new listing. */
  included_items: z.optional(
    z.partialRecord(z.enum(includedItems, { error: 'Ukendt punkt' }), itemStatementSchema),
  ),
  /** "Gebyr ved tilbagelevering" (kr.); null: not stated; absent: unchanged on an update (ADR 053). */
  return_fee: z.optional(z.nullable(returnFeeSchema)),
  /** "Pris pr. ekstra km" (kr./km, øre allowed); null: not stated; absent: unchanged on an update. */
  extra_km_price: z.optional(z.nullable(extraKmPriceSchema)),
});

const listingRules = z.superRefine((listing: z.infer<typeof listingFieldsSchema>, ctx) => {
  for (const index of duplicateOfferIndexes(listing.offers)) {
    ctx.issues.push({
      code: 'custom',
      input: listing.offers[index],
      path: ['offers', index],
      message: DUPLICATE_OFFER_MESSAGE,
    });
  }
  if (listing.status !== 'active') return;
  for (const issue of activationIssues(listing)) {
    ctx.issues.push({ code: 'custom', input: listing.status, path: [issue.path], message: issue.message });
  }
});

export const listingFormSchema = listingFieldsSchema.check(listingRules);
export type ListingFormInput = z.infer<typeof listingFormSchema>;

/** PUT /api/admin/listings/:id: the form plus the version it was loaded at (ADR 037). */
export const listingUpdateSchema = z.extend(listingFieldsSchema, expectedVersionField).check(listingRules);

/** Indexes of offers that repeat an earlier offer's (km/year, term, first payment). */
export function duplicateOfferIndexes(
  offers: readonly Pick<OfferInput, 'mileage_per_year' | 'period_months' | 'first_payment'>[],
): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  offers.forEach((offer, index) => {
    const key = offerTermsKey(offer);
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/**
 * What an active listing must have (issue 5), with the form's Danish label of each. The retail price is
 * not among them (issue 25): without one the listing is public without a LeaseScore — unscorable, not
 * invalid (spec "Scoring"; `unscoredReason` says why beside it).
 */
export type ActivationFacts = {
  make_id?: string | null | undefined;
  model_name?: string | null | undefined;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  offers?: readonly unknown[];
  offer_count?: number;
};

/** A part an active listing must have: the form's field for it and its Danish name. */
export type ActivationPart = {
  field: 'make_id' | 'model_name' | 'body_type' | 'fuel_type' | 'transmission' | 'offers';
  label: string;
};

/** What keeps a listing from being active, in the form's order; empty when it may be activated. */
export function missingActivationParts(listing: ActivationFacts): ActivationPart[] {
  const missing: ActivationPart[] = [];
  if ('make_id' in listing && !listing.make_id) missing.push({ field: 'make_id', label: 'Mærke' });
  if ('model_name' in listing && !listing.model_name?.trim())
    missing.push({ field: 'model_name', label: 'Model' });
  if (!listing.body_type) missing.push({ field: 'body_type', label: 'Biltype' });
  if (!listing.fuel_type) missing.push({ field: 'fuel_type', label: 'Brændstof' });
  if (!listing.transmission) missing.push({ field: 'transmission', label: 'Gearkasse' });
  const offerCount = listing.offer_count ?? listing.offers?.length ?? 0;
  if (offerCount < 1) missing.push({ field: 'offers', label: 'Mindst ét tilbud' });
  return missing;
}

/** Danish names of what keeps a listing from being active; empty when it may be activated. */
export function missingForActivation(listing: ActivationFacts): string[] {
  return missingActivationParts(listing).map((part) => part.label);
}

export const ACTIVATION_FIELD_MESSAGE = 'Skal udfyldes, før annoncen kan være aktiv';
export const ACTIVATION_OFFERS_MESSAGE = 'En aktiv annonce skal have mindst ét tilbud';

/**
 * Why an active listing cannot be saved, keyed like any field issue: the status says all that is
 * missing ("Kan ikke aktiveres. Mangler: …") and each missing field says it itself, so a form (and the
 * server's 400) puts the message where the admin has to act. Empty when nothing is missing.
 */
export function activationIssues(listing: ActivationFacts): FieldIssue[] {
  const missing = missingActivationParts(listing);
  if (missing.length === 0) return [];
  return [
    { path: 'status', message: activationMessage(missing.map((part) => part.label)) },
    ...missing.map((part) => ({
      path: part.field,
      message: part.field === 'offers' ? ACTIVATION_OFFERS_MESSAGE : ACTIVATION_FIELD_MESSAGE,
    })),
  ];
}

/** "Kan ikke aktiveres. Mangler: Biltype, Gearkasse og Mindst ét tilbud" */
export function activationMessage(missing: readonly string[]): string {
  const list =
    missing.length <= 1 ? (missing[0] ?? '') : `${missing.slice(0, -1).join(', ')} og ${missing.at(-1)}`;
  return `Kan ikke aktiveres. Mangler: ${list}`;
}

/**
 * Bulk actions of the admin list, in one transaction: the ticked listings (up to 100) or every listing
 * matching the list's filter (`listing-selection.ts`).
 */
export const bulkListingActionSchema = z
  .object({ action: z.enum(listingStatusBulkActions), ...listingSelectionFields })
  .check(listingSelectionCheck);
/** What the web sends: an action and a selection. */
export type BulkListingActionBody = { action: ListingStatusBulkAction } & ListingSelection;
