import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ENQUIRY_CONSENT_VERSION } from './enquiry-consent';
import { ENQUIRY_MESSAGE_MAX, type EnquiryInput, enquiryInputSchema } from './enquiry-input-schema';
import { FORM_REFUSALS, formVerdict, MAX_HOURS_ON_FORM, MIN_SECONDS_ON_FORM } from './enquiry-spam-guard';

const valid: EnquiryInput = {
  listing_id: '7b0c5c1e-2f4a-4d8e-9a51-3c6f0e2b9d10',
  km: 15000,
  mdr: 36,
  udb: 0,
  monthly_price: 4295,
  name: 'Mette Hansen',
  email: 'mette@eksempel.dk',
  phone: '22 34 56 78',
  message: '',
  contact_time: 'morning',
  consent: true,
  consent_version: ENQUIRY_CONSENT_VERSION,
  ms_on_form: 20_000,
};

function issuesOf(input: unknown): Record<string, string> {
  const parsed = z.safeParse(enquiryInputSchema, input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('enquiryInputSchema', () => {
  it.each([
    ['name missing', { name: undefined }, 'name', 'Skriv dit navn'],
    ['name blank', { name: '   ' }, 'name', 'Skriv dit navn'],
    ['name too long', { name: 'A'.repeat(101) }, 'name', 'Navnet må højst have 100 tegn'],
    ['e-mail missing', { email: '' }, 'email', 'Skriv din e-mailadresse'],
    [
      'e-mail without domain',
      { email: 'mette@' },
      'email',
      'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk',
    ],
    [
      'phone with 7 digits',
      { phone: '2234567' },
      'phone',
      'Skriv et dansk telefonnummer med 8 cifre, fx 20 30 40 50',
    ],
    [
      'phone abroad',
      { phone: '+46 70 123 45 67' },
      'phone',
      'Skriv et dansk telefonnummer med 8 cifre, fx 20 30 40 50',
    ],
    ['phone missing', { phone: undefined }, 'phone', 'Skriv dit telefonnummer'],
    [
      'message too long',
      { message: 'x'.repeat(ENQUIRY_MESSAGE_MAX + 1) },
      'message',
      'Beskeden må højst have 2000 tegn',
    ],
    [
      'contact time unknown',
      { contact_time: 'midnight' },
      'contact_time',
      'Vælg hvornår du helst vil kontaktes',
    ],
    [
      'consent not given',
      { consent: false },
      'consent',
      'Du skal acceptere, at dine oplysninger sendes til forhandleren',
    ],
    [
      'consent text outdated',
      { consent_version: 'v0' },
      'consent_version',
      'Teksten om dine oplysninger er blevet opdateret. Genindlæs siden, og send igen',
    ],
    ['no offer terms', { km: undefined }, 'km', 'Vælg et antal kilometer pr. år'],
    ['negative first payment', { udb: -1 }, 'udb', 'Vælg en udbetaling'],
    [
      'monthly price not a whole number',
      { monthly_price: 4295.5 },
      'monthly_price',
      'Genindlæs siden, og send igen',
    ],
    ['listing id not an id', { listing_id: 'abc' }, 'listing_id', 'Annoncen blev ikke fundet'],
  ])('%s: %s → the Danish message on its field', (_case, change, path, message) => {
    expect(issuesOf({ ...valid, ...change })[path]).toBe(message);
  });

  it.each([
    ['22 34 56 78', '+45 22 34 56 78'],
    ['+4522345678', '+45 22 34 56 78'],
    ['0045 22-34-56-78', '+45 22 34 56 78'],
    ['(+45) 22.34.56.78', '+45 22 34 56 78'],
  ])('phone %s is stored as %s', (phone, stored) => {
    expect(z.parse(enquiryInputSchema, { ...valid, phone }).phone).toBe(stored);
  });

  it('trims the name and e-mail and stores an empty message as none', () => {
    const parsed = z.parse(enquiryInputSchema, { ...valid, name: '  Mette  ', email: ' mette@eksempel.dk ' });
    expect([parsed.name, parsed.email, parsed.message]).toEqual(['Mette', 'mette@eksempel.dk', null]);
  });
});

describe('formVerdict', () => {
  it.each([
    [{ ms_on_form: 20_000 }, 'ok'],
    [{ ms_on_form: 20_000, fax: '' }, 'ok'],
    [{ ms_on_form: 20_000, fax: 'x' }, 'honeypot'],
    [{ ms_on_form: MIN_SECONDS_ON_FORM * 1000 - 1 }, 'too_fast'],
    [{ ms_on_form: MIN_SECONDS_ON_FORM * 1000 }, 'ok'],
    [{ ms_on_form: Number.NaN }, 'too_fast'],
    [{ ms_on_form: MAX_HOURS_ON_FORM * 3600 * 1000 + 1 }, 'too_old'],
  ] as const)('%o → %s', (input, verdict) => {
    expect(formVerdict(input)).toBe(verdict);
  });

  it('has a Danish message for every refusal', () => {
    expect(Object.values(FORM_REFUSALS).every((message) => /[.]$/.test(message) && message.length > 30)).toBe(
      true,
    );
  });
});
