import { z } from 'zod/mini';
import type { FieldIssue } from '../api/endpoint';
import { preprocess } from '../listings/zod-preprocess';
import { expectedVersionField } from './record-version';

/**
 * The one contract for writing a seller (create and update): the admin form validates with it before
 * sending and the server validates every body with it again. Empty text becomes null, so "not given"
 * is stored one way only. Messages are the Danish texts the form shows beside each field.
 */

/** Countries a seller can be in (stored as the Danish name; 'Danmark' is the default). */
export const SELLER_COUNTRIES = [
  'Danmark',
  'Sverige',
  'Norge',
  'Tyskland',
  'Holland',
  'Belgien',
  'Frankrig',
  'Storbritannien',
  'Andet',
] as const;

export const MAX_PRICE_LISTS = 20;
export const MAX_LEAD_EMAILS = 10;

const INVALID_VALUE = 'Ugyldig værdi';
const emptyToNull = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const trimmedString = (max: number) =>
  z.string({ error: INVALID_VALUE }).check(z.trim(), z.maxLength(max, `Højst ${max} tegn`));

/** Optional free text: null when empty. */
const optionalText = (max: number) => preprocess(emptyToNull, z.nullable(trimmedString(max)));

const hostname = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An http(s) address with a real host name (a dot and a top-level domain), e.g. https://bilhus.dk. */
const webUrl = (message: string, protocol: RegExp) =>
  z
    .string({ error: message })
    .check(z.trim(), z.maxLength(2000, 'Højst 2000 tegn'), z.url({ protocol, hostname, error: message }));

/** One address for enquiries, checked on its own so the message names the address that is wrong. */
const leadEmail = z
  .string({ error: 'Ugyldig e-mail adresse' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Tom linje – skriv en e-mail adresse eller fjern linjen', abort: true }),
    z.maxLength(254, 'Ugyldig e-mail adresse'),
    z.email({ error: (issue) => `${String(issue.input).trim()} er ikke en gyldig e-mail adresse` }),
  );

const distinctIgnoringCase = (addresses: string[]) =>
  new Set(addresses.map((address) => address.toLowerCase())).size === addresses.length;

const PHONE = /^\+?[0-9 ()./-]{6,25}$/;

export const priceListLinkSchema = z.object({
  name: trimmedString(100).check(z.minLength(1, 'Navn er påkrævet')),
  url: webUrl('Ugyldig URL – brug et https-link', /^https$/),
});

export const sellerInputSchema = z.object({
  name: z
    .string({ error: 'Navn er påkrævet' })
    .check(z.trim(), z.minLength(1, 'Navn er påkrævet'), z.maxLength(200, 'Højst 200 tegn')),
  company: optionalText(200),
  /** The make the seller specialises in; null = "Alle mærker". */
  make_id: preprocess(emptyToNull, z.nullable(z.uuid('Vælg et mærke fra listen'))),
  email: preprocess(
    emptyToNull,
    z.nullable(
      z
        .string({ error: 'Ugyldig e-mail adresse' })
        .check(z.maxLength(254, 'Ugyldig e-mail adresse'), z.email('Ugyldig e-mail adresse')),
    ),
  ),
  phone: preprocess(
    emptyToNull,
    z.nullable(z.string({ error: 'Ugyldigt telefonnummer' }).check(z.regex(PHONE, 'Ugyldigt telefonnummer'))),
  ),
  address: optionalText(500),
  country: preprocess(
    (value) => emptyToNull(value) ?? 'Danmark',
    z.enum(SELLER_COUNTRIES, 'Vælg et land fra listen'),
  ),
  website: preprocess(emptyToNull, z.nullable(webUrl('Ugyldig URL', /^https?$/))),
  /** A file stored by the logo upload (POST /api/admin/sellers/logo); null = no logo. */
  logo_file_id: preprocess(emptyToNull, z.nullable(z.uuid('Ugyldigt logo'))),
  price_lists: preprocess(
    (value) => value ?? [],
    z
      .array(priceListLinkSchema, { error: INVALID_VALUE })
      .check(z.maxLength(MAX_PRICE_LISTS, `Højst ${MAX_PRICE_LISTS} prislister`)),
  ),
  /** Where enquiries are sent (ADR 064); none = enquiries stay in the admin's inbox, flagged. */
  lead_emails: preprocess(
    (value) => value ?? [],
    z
      .array(leadEmail, { error: INVALID_VALUE })
      .check(
        z.maxLength(MAX_LEAD_EMAILS, `Højst ${MAX_LEAD_EMAILS} adresser`),
        z.refine(distinctIgnoringCase, 'Den samme adresse står der flere gange'),
      ),
  ),
  /** Sent the monthly summary (ADR 067); stored as its opposite, `monthly_summary_opt_out`. */
  monthly_summary: preprocess((value) => value ?? true, z.boolean({ error: INVALID_VALUE })),
});

/** PUT /api/admin/sellers/:id: the seller plus the version the form loaded (ADR 037). */
export const sellerUpdateSchema = z.extend(sellerInputSchema, expectedVersionField);

/** What the form holds and sends (loose strings are fine: the schema normalises them). */
export type SellerInput = z.input<typeof sellerInputSchema>;
/** What the server stores. */
export type SellerData = z.output<typeof sellerInputSchema>;

/** A field the server refused, as the API's error body carries it. */
export type SellerFieldIssue = FieldIssue;

/** Per-field messages for the form, keyed like the server's `issues` (`price_lists.0.url`). */
export function validateSellerInput(
  input: unknown,
): { data: SellerData; issues?: never } | { data?: never; issues: SellerFieldIssue[] } {
  const parsed = z.safeParse(sellerInputSchema, input);
  if (parsed.success) return { data: parsed.data };
  return {
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}
