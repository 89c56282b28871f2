import { z } from 'zod/mini';
import {
  APPLY_TRIGGERS,
  FILTER_ACTIONS,
  FILTER_KEYS,
  FILTER_METHODS,
  ORIGIN_PAGES,
  OVERLAY_CLOSE_REASONS,
  OVERLAY_ENTRY_SURFACES,
} from './analytics-event-enums';
import {
  envelope,
  filterKey,
  filterValue,
  intRange,
  latencyMs,
  overlayIdSchema,
  resultsCount,
  resultsSessionIdSchema,
} from './analytics-event-fields';

/** Events about the search filters: one changed, the results applied, the filter overlay. */

export const filterChangeEventSchema = z.object({
  ...envelope,
  event: z.literal('filter_change'),
  filter_key: filterKey,
  filter_action: z.enum(FILTER_ACTIONS),
  filter_method: z.enum(FILTER_METHODS),
  total_active_filters: intRange(0, 50),
  origin_page: z.optional(z.enum(ORIGIN_PAGES)),
  value: z.optional(z.nullable(filterValue)),
  previous_value: z.optional(z.nullable(filterValue)),
});

export const filtersApplyEventSchema = z.object({
  ...envelope,
  event: z.literal('filters_apply'),
  results_session_id: resultsSessionIdSchema,
  results_count: resultsCount,
  previous_results_count: z.optional(z.nullable(resultsCount)),
  results_delta: z.optional(z.nullable(intRange(-10_000, 10_000))),
  is_zero_results: z.boolean(),
  latency_ms: z.optional(latencyMs),
  changed_filters: z.array(filterKey).check(z.maxLength(FILTER_KEYS.length)),
  apply_trigger: z.enum(APPLY_TRIGGERS),
  overlay_id: z.optional(overlayIdSchema),
});

export const filterOverlayOpenEventSchema = z.object({
  ...envelope,
  event: z.literal('filter_overlay_open'),
  overlay_id: overlayIdSchema,
  entry_surface: z.enum(OVERLAY_ENTRY_SURFACES),
  total_active_filters: z.optional(intRange(0, 50)),
});

export const filterOverlayCloseEventSchema = z.object({
  ...envelope,
  event: z.literal('filter_overlay_close'),
  overlay_id: overlayIdSchema,
  close_reason: z.enum(OVERLAY_CLOSE_REASONS),
  dwell_ms: intRange(0, 86_400_000),
  changed_keys: z.optional(z.array(filterKey).check(z.maxLength(FILTER_KEYS.length))),
  had_pending_request: z.optional(z.boolean()),
});
