import { z } from 'zod/mini';
import { MAX_EVENTS_PER_BATCH } from './analytics-limits';
import {
  filterChangeEventSchema,
  filterOverlayCloseEventSchema,
  filterOverlayOpenEventSchema,
  filtersApplyEventSchema,
} from './filter-event-schemas';
import {
  leadFormOpenEventSchema,
  leadSubmitEventSchema,
  leadSubmitFailedEventSchema,
} from './lead-event-schemas';
import {
  leaseTermsApplyEventSchema,
  leaseTermsOpenEventSchema,
  priceCapNoteClickEventSchema,
} from './lease-terms-event-schemas';
import {
  listingClickEventSchema,
  listingViewEventSchema,
  outboundClickEventSchema,
} from './listing-event-schemas';
import { pageViewEventSchema } from './page-view-event-schema';

export { DEVICE_TYPES } from './analytics-event-enums';
export {
  MAX_EVENT_BYTES,
  MAX_EVENTS_PER_BATCH,
  OVERLAY_ID_PATTERN,
  RESULTS_CTX_HASH_PATTERN,
  SESSION_ID_PATTERN,
} from './analytics-limits';

/**
 * The analytics event contract (spec §3, §5): one schema per event, discriminated on `event`. The
 * collector (`POST /api/events`) validates every event with these schemas; the browser does not load
 * them (ADR 059): it keeps each event's fields from analytics-event-keys.ts, a plain list typed
 * against these schemas. Numbers must already be integers: round with `roundEventNumbers`
 * (event-values.ts). Unknown keys are stripped, so nothing outside the contract is ever stored.
 */
export const analyticsEventSchema = z.discriminatedUnion('event', [
  pageViewEventSchema,
  listingViewEventSchema,
  listingClickEventSchema,
  outboundClickEventSchema,
  leaseTermsOpenEventSchema,
  leaseTermsApplyEventSchema,
  priceCapNoteClickEventSchema,
  filterChangeEventSchema,
  filtersApplyEventSchema,
  filterOverlayOpenEventSchema,
  filterOverlayCloseEventSchema,
  leadFormOpenEventSchema,
  leadSubmitEventSchema,
  leadSubmitFailedEventSchema,
]);

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['event'];
export type AnalyticsEventOf<Name extends AnalyticsEventName> = Extract<AnalyticsEvent, { event: Name }>;

/** Body of `POST /api/events`. */
export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
