import { z } from 'zod';
import { storedFuelTypes, storedTransmissions } from '../../../../domain/listings/vehicle-values';
import { PROMPT_VERSION } from './extraction-prompt';

/**
 * What the model must return. Same field names as ExtractedPriceList, but every key present (strict
 * structured output wants all keys required; optional values are null) and numbers unconstrained,
 * because the ranges are checked afterwards by extractedPriceListSchema, car by car.
 */
const nullableNumber = z.number().nullable();

const modelOfferSchema = z.strictObject({
  mileage_per_year: z.number(),
  period_months: z.number(),
  first_payment: z.number(),
  monthly_price: z.number(),
});

/**
 * What the list states around a car's prices (`OfferConditions`, ADR 020 amendment): each null when the
 * document does not state it. Dates ISO, fees whole kr., the price per extra km in kr. with øre.
 */
const modelConditionsSchema = z.strictObject({
  order_by: z.string().nullable(),
  delivery_by: z.string().nullable(),
  valid_until: z.string().nullable(),
  includes: z.array(z.string()).nullable(),
  excludes: z.array(z.string()).nullable(),
  return_fee: nullableNumber,
  extra_km_price: nullableNumber,
  extras: z.array(z.strictObject({ name: z.string(), monthly_price: z.number() })).nullable(),
});
export type ModelConditions = z.infer<typeof modelConditionsSchema>;

const modelCarSchema = z.strictObject({
  make: z.string(),
  model: z.string(),
  variant: z.string(),
  horsepower: nullableNumber,
  fuel_type: z.enum(storedFuelTypes).nullable(),
  transmission: z.enum(storedTransmissions).nullable(),
  year: nullableNumber,
  wltp_km: nullableNumber,
  co2_g_km: nullableNumber,
  co2_tax_half_year: nullableNumber,
  consumption_l_100km: nullableNumber,
  consumption_kwh_100km: nullableNumber,
  conditions: modelConditionsSchema.nullable(),
  offers: z.array(modelOfferSchema),
});

export const modelOutputSchema = z.strictObject({ cars: z.array(modelCarSchema) });
export type ModelOutput = z.infer<typeof modelOutputSchema>;
export type ModelCar = z.infer<typeof modelCarSchema>;

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** The chat-completions `response_format` for strict structured output. */
export const modelResponseFormat = {
  type: 'json_schema' as const,
  json_schema: {
    name: PROMPT_VERSION.replace(/\W/g, '_'),
    description: 'Cars and lease offers found in a Danish car-leasing price list.',
    strict: true,
    schema: jsonSchemaOf(modelOutputSchema),
  },
};
