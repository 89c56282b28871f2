import { z } from 'zod/mini';
import { storedFuelTypes, storedTransmissions } from '../listings/vehicle-values';
import { readingCheckSchema } from './reading-checks';
import { readingEvidenceSchema } from './reading-evidence';

/**
 * The one normalised result every extractor (table, toyota, ai) produces and matching consumes.
 * Field names are snake_case because this is also the JSON that `npm run extract` prints and the
 * shape stored on an extraction session. Money in whole DKK, distances in km.
 */

const wholeNumber = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));
const optionalWholeNumber = (min: number, max: number) => z.optional(z.nullable(wholeNumber(min, max)));
const optionalDecimal = (min: number, max: number) =>
  z.optional(z.nullable(z.number().check(z.gte(min), z.lte(max))));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A car's offers: every km/år × term × first payment a list states. 50 was too few (a 5 × 4 × 3 grid
 * is 60); past this a list is refused in Danish rather than cut.
 */
export const MAX_OFFERS_PER_CAR = 500;

export const extractedOfferSchema = z.object({
  mileage_per_year: wholeNumber(1000, 100_000),
  period_months: wholeNumber(1, 120),
  first_payment: wholeNumber(0, 2_000_000),
  monthly_price: wholeNumber(1, 200_000),
  /** The total cost for the term as the list states it; kept even where it contradicts the sum. */
  total_cost: optionalWholeNumber(0, 20_000_000),
  /** The minimum price for the binding period as the list states it. */
  minimum_price: optionalWholeNumber(0, 20_000_000),
});
export type ExtractedOffer = z.infer<typeof extractedOfferSchema>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const statedItems = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120)))
  .check(z.maxLength(30));

/** What a list states around its prices: dates, what the price includes and excludes, fees, extras. */
export const offerConditionsSchema = z.object({
  /** Order by this date ("bestilt senest"). */
  order_by: z.optional(isoDate),
  /** Delivered by this date ("levering senest"). */
  delivery_by: z.optional(isoDate),
  /** The prices hold until this date ("gælder til", "gyldig til"). */
  valid_until: z.optional(isoDate),
  /** "inkl. metallak, serviceaftale, moms, levering". */
  includes: z.optional(statedItems),
  /** "ekskl. grøn ejerafgift, forsikring". */
  excludes: z.optional(statedItems),
  /** Fee when the car is returned ("gebyr ved tilbagelevering"). */
  return_fee: optionalWholeNumber(0, 200_000),
  /** kr. per km driven beyond the agreed km/år, with øre ("Overkørte km afregnes med 0,75 kr./km"). */
  extra_km_price: optionalDecimal(0, 100),
  /** Extras priced per month ("Vinterhjul 380 kr./md."). */
  extras: z.optional(
    z
      .array(z.object({ name: requiredText(120), monthly_price: wholeNumber(1, 100_000) }))
      .check(z.maxLength(50)),
  ),
});
export type OfferConditions = z.infer<typeof offerConditionsSchema>;

/** Where in the source a car was read: page (from 1) and visual line on that page (from 1). */
export const sourcePlaceSchema = z.object({
  page: wholeNumber(1, 10_000),
  line: wholeNumber(1, 100_000),
});
export type SourcePlace = z.infer<typeof sourcePlaceSchema>;

export const extractedCarSchema = z.object({
  make: requiredText(60),
  model: requiredText(80),
  variant: requiredText(200),
  horsepower: z.nullable(wholeNumber(1, 2000)),
  fuel_type: z.nullable(z.enum(storedFuelTypes)),
  transmission: z.nullable(z.enum(storedTransmissions)),
  // Optional specs a price list may carry.
  year: optionalWholeNumber(1990, 2100),
  wltp_km: optionalWholeNumber(1, 2000),
  co2_g_km: optionalWholeNumber(0, 1000),
  co2_tax_half_year: optionalWholeNumber(0, 100_000),
  consumption_l_100km: optionalDecimal(0, 50),
  consumption_kwh_100km: optionalDecimal(0, 100),
  offers: z.array(extractedOfferSchema).check(z.minLength(1), z.maxLength(MAX_OFFERS_PER_CAR)),
  /** The lines the car's offers were read from (deterministic extractors), for the admin to check. */
  sources: z.optional(z.array(sourcePlaceSchema).check(z.maxLength(500))),
  /** Dates, inclusions, fees and extras the list states for this car's offers. */
  conditions: z.optional(offerConditionsSchema),
  /** Danish warnings that concern this car (a total that does not add up, two prices for one offer…). */
  notes: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50))),
  /** What the reader checked against the list itself; a failed hard check means "Kræver kontrol". */
  checks: z.optional(z.array(readingCheckSchema).check(z.maxLength(20))),
  /** Where each offer's numbers and the car's make and model were read (layout reader), for "why". */
  evidence: z.optional(readingEvidenceSchema),
});
export type ExtractedCar = z.infer<typeof extractedCarSchema>;

export const extractedPriceListSchema = z.object({
  cars: z.array(extractedCarSchema),
});
export type ExtractedPriceList = z.infer<typeof extractedPriceListSchema>;

/** `csv` reads a CSV source (one row per offer); the others read PDFs or text. */
export const extractorNames = ['auto', 'table', 'toyota', 'ai', 'csv'] as const;
export type ExtractorName = (typeof extractorNames)[number];
/** The extractor that actually ran (auto resolves to one of these). */
export type ConcreteExtractorName = Exclude<ExtractorName, 'auto'>;
