import { z } from 'zod/mini';
import { LEAD_FAILURE_REASONS, LEAD_FORM_FIELDS, UI_SURFACES } from './analytics-event-enums';
import { envelope, firstPaymentDkk, id, intRange, mileage, termMonths } from './analytics-event-fields';

/**
 * Events about an enquiry to a seller (issue 29, ADR 065): the form opened, the enquiry sent, sending it
 * failed. They name the listing, the seller and the offer's terms, never what the visitor typed, and no
 * enquiry id: the analytics session stays unlinked to the stored name and address.
 */
const leadFields = {
  ...envelope,
  listing_id: id,
  seller_id: id,
  /** 'inline' on the detail page, 'drawer' in the phone's sheet. */
  ui_surface: z.enum(UI_SURFACES),
  /** One opening of the form, shared by its open, submit and failed events (made in the browser). */
  lead_form_session_id: z.uuid(),
  mileage_km_per_year: mileage,
  term_months: termMonths,
  first_payment_dkk: firstPaymentDkk,
  monthly_price_dkk: intRange(0, 100_000),
};

export const leadFormOpenEventSchema = z.object({
  ...leadFields,
  event: z.literal('lead_form_open'),
});

export const leadSubmitEventSchema = z.object({
  ...leadFields,
  event: z.literal('lead_submit'),
});

export const leadSubmitFailedEventSchema = z
  .object({
    ...leadFields,
    event: z.literal('lead_submit_failed'),
    failure_reason: z.enum(LEAD_FAILURE_REASONS),
    invalid_fields: z.optional(
      z.array(z.enum(LEAD_FORM_FIELDS)).check(z.minLength(1), z.maxLength(LEAD_FORM_FIELDS.length)),
    ),
  })
  .check(
    z.refine((event) => event.invalid_fields === undefined || event.failure_reason === 'validation', {
      message: 'Kun en valideringsfejl kan nævne felter',
      path: ['invalid_fields'],
    }),
  );
