import { z } from 'zod/mini';
import { preprocess } from '../listings/zod-preprocess';
import {
  honeypotField,
  offerTermsFields,
  trimmed,
  visitorEmail,
  wholeNumber,
} from '../visitor-forms/visitor-form-schema';
import { ENQUIRY_CONSENT_VERSION } from './enquiry-consent';
import { contactTimes } from './enquiry-vocabulary';

export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_MESSAGE_MAX = 2000;

const emptyToNull = (value: unknown) => {
  const text = trimmed(value);
  return text === undefined || text === '' ? null : text;
};

/**
 * A Danish phone number: eight digits, optionally after +45 or 0045, spaces, dots and dashes allowed.
 * Stored as '+45 22 34 56 78'.
 */
function danishPhone(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s.\-()]/g, '');
  const match = /^(?:\+45|0045)?([2-9]\d{7})$/.exec(digits);
  if (!match?.[1]) return value;
  const [a, b, c, d] = match[1].match(/\d\d/g) ?? [];
  return `+45 ${a} ${b} ${c} ${d}`;
}
const STORED_PHONE = /^\+45 \d\d \d\d \d\d \d\d$/;
const PHONE_MESSAGE = 'Skriv et dansk telefonnummer med 8 cifre, fx 20 30 40 50';

/**
 * POST /api/enquiries: the visitor's enquiry for one offer of one listing (issue 29). The offer is named
 * by its terms (km/år, løbetid, udbetaling) as the detail page chose it, with the monthly price shown. `fax` is a honeypot the form
 * hides from people; `ms_on_form` is how long the form was open, measured by the browser's own clock
 * (a timestamp would compare two clocks, and a visitor's clock can be minutes off).
 */
export const enquiryInputSchema = z.object({
  ...offerTermsFields,
  /** The monthly price the visitor saw: a price changed since is refused, never sent unseen. */
  monthly_price: wholeNumber('Genindlæs siden, og send igen', 1),
  name: preprocess(
    trimmed,
    z
      .string({ error: 'Skriv dit navn' })
      .check(
        z.minLength(2, 'Skriv dit navn'),
        z.maxLength(ENQUIRY_NAME_MAX, `Navnet må højst have ${ENQUIRY_NAME_MAX} tegn`),
      ),
  ),
  email: visitorEmail,
  phone: preprocess(
    danishPhone,
    z.string({ error: 'Skriv dit telefonnummer' }).check(z.regex(STORED_PHONE, PHONE_MESSAGE)),
  ),
  message: preprocess(
    emptyToNull,
    z.nullable(
      z
        .string({ error: 'Beskeden skal være tekst' })
        .check(z.maxLength(ENQUIRY_MESSAGE_MAX, `Beskeden må højst have ${ENQUIRY_MESSAGE_MAX} tegn`)),
    ),
  ),
  contact_time: z.enum(contactTimes, 'Vælg hvornår du helst vil kontaktes'),
  consent: z.literal(true, 'Du skal acceptere, at dine oplysninger sendes til forhandleren'),
  consent_version: z.literal(
    ENQUIRY_CONSENT_VERSION,
    'Teksten om dine oplysninger er blevet opdateret. Genindlæs siden, og send igen',
  ),
  ms_on_form: z.number({ error: 'Genindlæs siden, og send igen' }),
  fax: honeypotField,
});

/** What the form sends (loose strings are fine: the schema trims and normalises them). */
export type EnquiryInput = z.input<typeof enquiryInputSchema>;
export type EnquiryData = z.output<typeof enquiryInputSchema>;
