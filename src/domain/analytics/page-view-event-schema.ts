import { z } from 'zod/mini';
import {
  ACTIVE_FILTER_KEYS,
  ANALYTICS_FUEL_TYPES,
  LEASE_SCORE_BANDS,
  LISTING_ENTRY_METHODS,
  PAGE_LOAD_TYPES,
} from './analytics-event-enums';
import {
  envelope,
  id,
  latencyMs,
  leaseScore,
  mileage,
  priceDkk,
  resultsCount,
  resultsSessionIdSchema,
  termMonths,
  text,
} from './analytics-event-fields';
import { MAX_PATH_LENGTH, MAX_QUERY_LENGTH, MAX_UTM_LENGTH } from './analytics-limits';

/** `page_view`: one schema per page type, discriminated on `page_type`. */

const pageViewBase = {
  ...envelope,
  event: z.literal('page_view'),
  /** The page's name, or its path on pages without one. */
  page_name: text(MAX_PATH_LENGTH),
  query: text(MAX_QUERY_LENGTH),
  page_load_type: z.enum(PAGE_LOAD_TYPES),
  utm_source: z.optional(z.nullable(text(MAX_UTM_LENGTH))),
  utm_medium: z.optional(z.nullable(text(MAX_UTM_LENGTH))),
  utm_campaign: z.optional(z.nullable(text(MAX_UTM_LENGTH))),
  utm_content: z.optional(z.nullable(text(MAX_UTM_LENGTH))),
  utm_term: z.optional(z.nullable(text(MAX_UTM_LENGTH))),
};

const plainPageView = z.object({ ...pageViewBase, page_type: z.enum(['home', 'other']) });

const resultsPageView = z.object({
  ...pageViewBase,
  page_type: z.literal('results'),
  results_session_id: resultsSessionIdSchema,
  results_count: z.optional(resultsCount),
  filters_active: z.optional(z.partialRecord(z.enum(ACTIVE_FILTER_KEYS), z.union([text(200), z.int()]))),
  latency_ms: z.optional(latencyMs),
});

const listingDetailPageView = z.object({
  ...pageViewBase,
  page_type: z.literal('listing_detail'),
  listing_id: id,
  lease_score: z.optional(leaseScore),
  lease_score_band: z.optional(z.enum(LEASE_SCORE_BANDS)),
  price_dkk: z.optional(priceDkk),
  mileage_km_per_year: z.optional(mileage),
  term_months: z.optional(termMonths),
  fuel_type: z.optional(z.enum(ANALYTICS_FUEL_TYPES)),
  entry_method: z.enum(LISTING_ENTRY_METHODS),
  source_event_id: z.optional(z.uuid()),
});

export const pageViewEventSchema = z.discriminatedUnion('page_type', [
  plainPageView,
  resultsPageView,
  listingDetailPageView,
]);
