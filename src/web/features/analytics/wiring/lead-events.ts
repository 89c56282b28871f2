import type {
  LEAD_FAILURE_REASONS,
  LEAD_FORM_FIELDS,
} from '../../../../domain/analytics/analytics-event-enums';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { sellerSlug } from './detail-events';
import type { TrackingCore } from './tracking-core';

export type LeadFailureReason = (typeof LEAD_FAILURE_REASONS)[number];
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];
/** One opening of the enquiry form: where, and its id shared by the open, submit and failed events. */
export type LeadForm = { surface: 'inline' | 'drawer'; sessionId: string };

/** The enquiry events (ADR 065): the listing, its seller and the offer shown, never what was typed. */
function leadFields(listing: ListingDetail, form: LeadForm) {
  return {
    listing_id: listing.id,
    seller_id: listing.seller_id ?? sellerSlug(listing.seller_name),
    ui_surface: form.surface,
    lead_form_session_id: form.sessionId,
    mileage_km_per_year: listing.mileage_per_year,
    term_months: listing.period_months,
    first_payment_dkk: listing.first_payment,
    monthly_price_dkk: listing.monthly_price,
  };
}

export function leadEvents(core: TrackingCore) {
  return {
    formOpened(listing: ListingDetail, form: LeadForm): void {
      core.tracker.track('lead_form_open', leadFields(listing, form));
    },
    submitted(listing: ListingDetail, form: LeadForm): void {
      core.tracker.track('lead_submit', leadFields(listing, form));
    },
    submitFailed(
      listing: ListingDetail,
      form: LeadForm,
      reason: LeadFailureReason,
      invalidFields: readonly LeadFormField[],
    ): void {
      core.tracker.track('lead_submit_failed', {
        ...leadFields(listing, form),
        failure_reason: reason,
        ...(reason === 'validation' && invalidFields.length > 0
          ? { invalid_fields: [...invalidFields] }
          : {}),
      });
    },
  };
}
