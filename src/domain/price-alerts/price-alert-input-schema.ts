import { z } from 'zod/mini';
import { preprocess } from '../listings/zod-preprocess';
import {
  honeypotField,
  offerTermsFields,
  trimmed,
  visitorEmail,
  wholeNumber,
} from '../visitor-forms/visitor-form-schema';
import { priceAlertFrequencies } from './price-alert-vocabulary';

const emptyToNull = (value: unknown) => {
  const text = trimmed(value);
  if (text === undefined || text === null || text === '') return null;
  // "3.000" and "3000 kr." as people type them.
  return typeof text === 'string' && /^[\d.\s]+(kr\.?)?$/i.test(text)
    ? Number(text.replace(/\D/g, ''))
    : text;
};

const common = {
  email: visitorEmail,
  frequency: z.enum(priceAlertFrequencies, 'Vælg hvor ofte du vil have besked'),
  consent: z.literal(true, 'Du skal sige ja tak til e-mails, før vi kan sende dig beskeder'),
  ms_on_form: z.number({ error: 'Genindlæs siden, og prøv igen' }),
  fax: honeypotField,
};

/** A car alert: the listing at the configuration the detail page shows, and the monthly price seen. */
export const carAlertInputSchema = z.object({
  kind: z.literal('car'),
  ...offerTermsFields,
  monthly_price: wholeNumber('Genindlæs siden, og prøv igen', 1),
  /** Null: any price below the one seen; else the visitor's own price, which must be below it. */
  target_price: preprocess(
    emptyToNull,
    z.nullable(wholeNumber('Skriv en månedlig pris i hele kroner, fx 2.995', 1)),
  ),
  ...common,
});

/** A saved search: the results page's query string (normalised on the server). */
export const searchAlertInputSchema = z.object({
  kind: z.literal('search'),
  query: z.string({ error: 'Søgningen mangler' }).check(z.maxLength(2000, 'Søgningen er for lang')),
  ...common,
});

/** POST /api/price-alerts (ADR 072). */
export const priceAlertInputSchema = z.discriminatedUnion('kind', [
  carAlertInputSchema,
  searchAlertInputSchema,
]);

export type PriceAlertInput = z.input<typeof priceAlertInputSchema>;
export type PriceAlertData = z.output<typeof priceAlertInputSchema>;

const token = z
  .string({ error: 'Linket er ugyldigt' })
  .check(z.minLength(20, 'Linket er ugyldigt'), z.maxLength(100, 'Linket er ugyldigt'));

/** POST /api/price-alerts/confirm */
export const confirmAlertSchema = z.object({ token });

/** GET /api/price-alerts/manage?token= */
export const manageAlertsQuerySchema = z.object({ token });

/** POST /api/price-alerts/unsubscribe: one alert (the token's own, or another of the same address) or all. */
export const unsubscribeAlertSchema = z.object({
  token,
  alert_id: z.optional(z.uuid('Beskeden blev ikke fundet')),
  all: z.optional(z.boolean({ error: 'Ugyldig værdi' })),
});

/** POST /api/price-alerts/frequency */
export const changeAlertFrequencySchema = z.object({
  token,
  alert_id: z.uuid('Beskeden blev ikke fundet'),
  frequency: z.enum(priceAlertFrequencies, 'Vælg hvor ofte du vil have besked'),
});

export type UnsubscribeAlertInput = z.input<typeof unsubscribeAlertSchema>;
export type ChangeAlertFrequencyInput = z.input<typeof changeAlertFrequencySchema>;
