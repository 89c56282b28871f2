import { z } from 'zod/mini';
import {
  LEASE_TERM_KEYS,
  PRICE_CAP_REASONS,
  SELECTION_METHODS,
  TRIGGER_SOURCES,
  UI_SURFACES,
} from './analytics-event-enums';
import {
  envelope,
  firstPaymentDkk,
  id,
  intRange,
  mileage,
  resultsSessionIdSchema,
  termMonths,
} from './analytics-event-fields';

/** Events about a listing's lease terms: the picker opened, a choice applied, the price-cap note. */

const leaseSelection = {
  mileage_km_per_year: mileage,
  term_months: termMonths,
  first_payment_dkk: firstPaymentDkk,
};
const leaseTermKey = z.enum(LEASE_TERM_KEYS);

export const leaseTermsOpenEventSchema = z.object({
  ...envelope,
  event: z.literal('lease_terms_open'),
  listing_id: id,
  ui_surface: z.enum(UI_SURFACES),
  trigger_source: z.enum(TRIGGER_SOURCES),
  config_session_id: z.uuid(),
  current_selection: z.object({ pricing_id: z.nullable(id), ...leaseSelection }),
  editable_fields: z.array(leaseTermKey).check(z.maxLength(3)),
  options_count: intRange(0, 500),
  initial_field_open: z.nullable(leaseTermKey),
});

export const leaseTermsApplyEventSchema = z
  .object({
    ...envelope,
    event: z.literal('lease_terms_apply'),
    listing_id: id,
    ...leaseSelection,
    previous: z.object(leaseSelection),
    changed_keys: z.array(leaseTermKey).check(z.maxLength(3)),
    changed_keys_count: intRange(0, 3),
    selection_method: z.enum(SELECTION_METHODS),
    ui_surface: z.enum(UI_SURFACES),
    config_session_id: z.uuid(),
    pricing_id: z.nullable(id),
    monthly_price_dkk: z.nullable(intRange(0, 100_000)),
  })
  .check(
    z.refine((event) => event.changed_keys_count === event.changed_keys.length, {
      message: 'changed_keys_count must equal the number of changed_keys',
      path: ['changed_keys_count'],
    }),
  );

export const priceCapNoteClickEventSchema = z.object({
  ...envelope,
  event: z.literal('price_cap_note_click'),
  listing_id: id,
  display_reason: z.enum(PRICE_CAP_REASONS),
  ideal_price: intRange(0, 100_000),
  ideal_deposit: intRange(0, 500_000),
  display_price: intRange(0, 100_000),
  price_cap_delta: intRange(-100_000, 100_000),
  results_session_id: z.optional(resultsSessionIdSchema),
});
