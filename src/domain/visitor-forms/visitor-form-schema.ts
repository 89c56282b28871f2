import { z } from 'zod/mini';
import { preprocess } from '../listings/zod-preprocess';

/** The zod/mini pieces the visitor's forms (an enquiry, a price alert) check alike. */

export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A whole number from `min` up to ten million, with one message for any fault. */
export const wholeNumber = (message: string, min: number) =>
  z.int({ error: message }).check(z.gte(min, message), z.lte(10_000_000, message));

export const visitorEmail = preprocess(
  trimmed,
  z
    .string({ error: 'Skriv din e-mailadresse' })
    .check(
      z.minLength(1, { error: 'Skriv din e-mailadresse', abort: true }),
      z.maxLength(254, 'E-mailadressen er for lang'),
      z.email('Skriv en gyldig e-mailadresse, fx navn@eksempel.dk'),
    ),
);

/** One offer of a listing, named by its terms (km/år, løbetid, udbetaling) as the detail page chose it. */
export const offerTermsFields = {
  listing_id: z.uuid('Annoncen blev ikke fundet'),
  km: wholeNumber('Vælg et antal kilometer pr. år', 1),
  mdr: wholeNumber('Vælg en løbetid', 1),
  udb: wholeNumber('Vælg en udbetaling', 0),
};

/** The honeypot: a person never sees it, so anything in it is a bot's. */
export const honeypotField = z.optional(z.string({ error: 'Ugyldig værdi' }));
