import { z } from 'zod/mini';
import {
  MAX_EVENT_BYTES,
  MAX_EVENTS_PER_BATCH,
  MAX_FEATURE_FLAG_LENGTH,
  MAX_FEATURE_FLAGS,
  MAX_FILTER_LIST_ITEM_LENGTH,
  MAX_FILTER_LIST_ITEMS,
  MAX_FILTER_TEXT_LENGTH,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_UTM_LENGTH,
  OVERLAY_ID_PATTERN,
  RESULTS_CTX_HASH_PATTERN,
  RESULTS_SESSION_ID_PATTERN,
  SESSION_ID_PATTERN,
} from './analytics-limits';

export {
  MAX_EVENT_BYTES,
  MAX_EVENTS_PER_BATCH,
  OVERLAY_ID_PATTERN,
  RESULTS_CTX_HASH_PATTERN,
  RESULTS_SESSION_ID_PATTERN,
  SESSION_ID_PATTERN,
};

/**
 * The analytics event contract (spec §3, §5): one schema per event, discriminated on `event`. The
 * browser validates before sending and the collector (`POST /api/events`) validates again with the
 * same schemas. Numbers must already be integers: round with `roundEventNumbers` (event-values.ts)
 * before validating. Unknown keys are stripped, so nothing outside the contract is ever stored.
 */

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export const PAGE_LOAD_TYPES = ['cold', 'warm', 'bfcache', 'spa'] as const;
export const LEASE_SCORE_BANDS = ['excellent', 'good', 'fair', 'weak'] as const;
export const ANALYTICS_FUEL_TYPES = ['ev', 'phev', 'ice'] as const;
export const LISTING_ENTRY_METHODS = [
  'direct',
  'internal_grid_click',
  'internal_similar',
  'ad',
  'email',
  'push',
] as const;
export const LISTING_CONTAINERS = [
  'results_grid',
  'similar_grid',
  'carousel',
  'home_grid',
  'home_carousel',
] as const;
export const CLICK_ENTRY_METHODS = ['click', 'keyboard', 'context_menu'] as const;
export const OPEN_TARGETS = ['same_tab', 'new_tab'] as const;
export const POSITION_BUCKETS = ['1-3', '4-6', '7-12', '13+'] as const;
export const ORIGIN_SURFACES = ['listings', 'detail', 'home'] as const;
export const ORIGIN_TYPES = ['grid', 'module', 'carousel'] as const;
export const ORIGIN_NAMES = [
  'results_grid',
  'similar_cars',
  'home_featured',
  'home_carousel',
  'home_grid',
] as const;
export const UI_SURFACES = ['dropdown', 'drawer', 'modal', 'inline'] as const;
export const TRIGGER_SOURCES = ['chip', 'button', 'control', 'auto', 'other'] as const;
export const LEASE_TERM_KEYS = ['mileage_km_per_year', 'term_months', 'first_payment_dkk'] as const;
export const SELECTION_METHODS = ['dropdown', 'matrix', 'chip'] as const;
export const PRICE_CAP_REASONS = ['price_cap_best_fit', 'price_cap_cheapest'] as const;
export const FILTER_KEYS = [
  'makes',
  'models',
  'selectedCars',
  'fuel_type',
  'body_type',
  'transmission',
  'price_min',
  'price_max',
  'mileage_selected',
  'mileage_km_per_year',
  'seats_min',
  'seats_max',
  'horsepower_min',
  'horsepower_max',
  'sortOrder',
] as const;
export const FILTER_ACTIONS = ['add', 'remove', 'update', 'clear'] as const;
export const FILTER_METHODS = ['dropdown', 'checkbox', 'slider', 'input', 'chip_remove', 'url'] as const;
export const ORIGIN_PAGES = ['home', 'results', 'listing_detail', 'other'] as const;
export const APPLY_TRIGGERS = ['auto', 'reset_button', 'url_navigation'] as const;
export const OVERLAY_ENTRY_SURFACES = ['toolbar', 'chip', 'cta'] as const;
export const OVERLAY_CLOSE_REASONS = ['apply_button', 'backdrop', 'back', 'tab_change', 'system'] as const;
/** Keys a results page_view may report in `filters_active` (original system §6). */
export const ACTIVE_FILTER_KEYS = [
  'price_max',
  'mileage_km_per_year',
  'term_months',
  'fuel_type',
  'sort_option',
  'make',
  'model',
  'body_type',
] as const;

// ---- building blocks -------------------------------------------------------------------------------

const intRange = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const hostName = z.string().check(z.regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/));

export const sessionIdSchema = z.string().check(z.regex(SESSION_ID_PATTERN));
export const resultsSessionIdSchema = z.string().check(z.regex(RESULTS_SESSION_ID_PATTERN));
export const overlayIdSchema = z.string().check(z.regex(OVERLAY_ID_PATTERN));
export const resultsCtxHashSchema = z.string().check(z.maxLength(64), z.regex(RESULTS_CTX_HASH_PATTERN));

const leaseScore = intRange(0, 100);
const priceDkk = intRange(0, 1_000_000);
const mileage = intRange(0, 100_000);
const termMonths = intRange(1, 120);
const firstPaymentDkk = intRange(0, 500_000);
const position = intRange(1, 1000);
const latencyMs = intRange(0, 30_000);
const resultsCount = intRange(0, 10_000);
const filterKey = z.enum(FILTER_KEYS);
const filterValue = z.union([
  text(MAX_FILTER_TEXT_LENGTH),
  z.int(),
  z.boolean(),
  z.array(text(MAX_FILTER_LIST_ITEM_LENGTH)).check(z.maxLength(MAX_FILTER_LIST_ITEMS)),
]);

const envelope = {
  schema_version: z.literal('1'),
  /**
   * Given by the collector, never by the browser (ADR 050): a daily salted hash of address and user agent,
   * so nothing is stored on the visitor's device. One the browser sends is replaced.
   */
  session_id: z.optional(sessionIdSchema),
  device_type: z.enum(DEVICE_TYPES),
  path: z.string().check(z.minLength(1), z.maxLength(MAX_PATH_LENGTH), z.startsWith('/')),
  referrer_host: z.nullable(hostName),
  feature_flags: z.optional(
    z.record(text(MAX_FEATURE_FLAG_LENGTH), z.union([z.boolean(), text(MAX_FEATURE_FLAG_LENGTH)])).check(
      z.refine((flags) => Object.keys(flags).length <= MAX_FEATURE_FLAGS, {
        message: `At most ${MAX_FEATURE_FLAGS} feature flags`,
      }),
    ),
  ),
};

// ---- page_view -------------------------------------------------------------------------------------

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

// ---- listings --------------------------------------------------------------------------------------

export const listingViewEventSchema = z.object({
  ...envelope,
  event: z.literal('listing_view'),
  listing_id: id,
  results_session_id: z.optional(resultsSessionIdSchema),
  position,
  price_dkk: z.optional(priceDkk),
  lease_score: z.optional(leaseScore),
  lease_score_band: z.optional(z.enum(LEASE_SCORE_BANDS)),
  container: z.enum(LISTING_CONTAINERS),
});

export const listingClickEventSchema = z.object({
  ...envelope,
  event: z.literal('listing_click'),
  listing_id: id,
  entry_method: z.enum(CLICK_ENTRY_METHODS),
  open_target: z.enum(OPEN_TARGETS),
  results_session_id: z.optional(resultsSessionIdSchema),
  results_ctx_hash: z.optional(resultsCtxHashSchema),
  position,
  position_bucket: z.enum(POSITION_BUCKETS),
  price_dkk: z.optional(priceDkk),
  lease_score: z.optional(leaseScore),
  lease_score_band: z.optional(z.enum(LEASE_SCORE_BANDS)),
  source_event_id: z.uuid(),
  container: z.enum(LISTING_CONTAINERS),
  origin: z.object({
    surface: z.enum(ORIGIN_SURFACES),
    type: z.enum(ORIGIN_TYPES),
    name: z.enum(ORIGIN_NAMES),
    module_id: z.optional(text(100)),
    instance_id: z.optional(text(100)),
  }),
});

/** A visitor continues from a listing to the seller's own site. */
export const outboundClickEventSchema = z.object({
  ...envelope,
  event: z.literal('outbound_click'),
  listing_id: id,
  seller_id: id,
  seller_name: text(200),
  destination_host: hostName,
});

// ---- lease terms -----------------------------------------------------------------------------------

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

// ---- filters ---------------------------------------------------------------------------------------

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

// ---- the union -------------------------------------------------------------------------------------

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
]);

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['event'];
export type AnalyticsEventOf<Name extends AnalyticsEventName> = Extract<AnalyticsEvent, { event: Name }>;

/** Body of `POST /api/events`. */
export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
