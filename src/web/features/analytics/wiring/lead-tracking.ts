import { useMemo } from 'react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { useAnalyticsRuntime } from './analytics-provider';
import type { LeadFailureReason, LeadFormField } from './lead-events';

export type LeadTracking = ReturnType<typeof useLeadTracking>;

/** lead_form_open, lead_submit and lead_submit_failed for one listing's enquiry form. */
export function useLeadTracking(
  listing: ListingDetail,
  surface: 'inline' | 'drawer',
  sessionId: () => string,
) {
  const runtime = useAnalyticsRuntime();
  return useMemo(() => {
    const form = () => ({ surface, sessionId: sessionId() });
    return {
      opened: () => runtime()?.leads.formOpened(listing, form()),
      submitted: () => runtime()?.leads.submitted(listing, form()),
      failed: (reason: LeadFailureReason, fields: readonly LeadFormField[] = []) =>
        runtime()?.leads.submitFailed(listing, form(), reason, fields),
    };
  }, [runtime, listing, surface, sessionId]);
}
