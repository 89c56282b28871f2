import type { AnalyticsEvent, AnalyticsEventName, AnalyticsEventOf } from './analytics-event';

type KeysOf<T> = T extends unknown ? keyof T : never;
type EventKeys = { readonly [Name in AnalyticsEventName]: readonly KeysOf<AnalyticsEventOf<Name>>[] };

const ENVELOPE_KEYS = [
  'event',
  'schema_version',
  'session_id',
  'device_type',
  'path',
  'referrer_host',
  'feature_flags',
] as const;

const LISTING_SCORE_KEYS = ['price_dkk', 'lease_score', 'lease_score_band'] as const;

const LEAD_KEYS = [
  'listing_id',
  'seller_id',
  'ui_surface',
  'lead_form_session_id',
  'mileage_km_per_year',
  'term_months',
  'first_payment_dkk',
  'monthly_price_dkk',
] as const;

/**
 * The top-level fields each analytics event may carry, as plain data (ADR 059): the browser keeps only
 * these, so it sends nothing outside the contract without loading the zod schemas, which only the
 * collector runs. Typed against the schemas' output, so a key that is not in the contract does not
 * compile; a test checks that every key of the schemas is here.
 */
export const ANALYTICS_EVENT_KEYS: EventKeys = {
  page_view: [
    ...ENVELOPE_KEYS,
    'page_type',
    'page_name',
    'query',
    'page_load_type',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
    'results_session_id',
    'results_count',
    'filters_active',
    'latency_ms',
    'listing_id',
    ...LISTING_SCORE_KEYS,
    'mileage_km_per_year',
    'term_months',
    'fuel_type',
    'entry_method',
    'source_event_id',
  ],
  listing_view: [
    ...ENVELOPE_KEYS,
    'listing_id',
    'results_session_id',
    'position',
    ...LISTING_SCORE_KEYS,
    'container',
  ],
  listing_click: [
    ...ENVELOPE_KEYS,
    'listing_id',
    'entry_method',
    'open_target',
    'results_session_id',
    'results_ctx_hash',
    'position',
    'position_bucket',
    ...LISTING_SCORE_KEYS,
    'source_event_id',
    'container',
    'origin',
  ],
  outbound_click: [...ENVELOPE_KEYS, 'listing_id', 'seller_id', 'seller_name', 'destination_host'],
  lease_terms_open: [
    ...ENVELOPE_KEYS,
    'listing_id',
    'ui_surface',
    'trigger_source',
    'config_session_id',
    'current_selection',
    'editable_fields',
    'options_count',
    'initial_field_open',
  ],
  lease_terms_apply: [
    ...ENVELOPE_KEYS,
    'listing_id',
    'mileage_km_per_year',
    'term_months',
    'first_payment_dkk',
    'previous',
    'changed_keys',
    'changed_keys_count',
    'selection_method',
    'ui_surface',
    'config_session_id',
    'pricing_id',
    'monthly_price_dkk',
  ],
  price_cap_note_click: [
    ...ENVELOPE_KEYS,
    'listing_id',
    'display_reason',
    'ideal_price',
    'ideal_deposit',
    'display_price',
    'price_cap_delta',
    'results_session_id',
  ],
  filter_change: [
    ...ENVELOPE_KEYS,
    'filter_key',
    'filter_action',
    'filter_method',
    'total_active_filters',
    'origin_page',
    'value',
    'previous_value',
  ],
  filters_apply: [
    ...ENVELOPE_KEYS,
    'results_session_id',
    'results_count',
    'previous_results_count',
    'results_delta',
    'is_zero_results',
    'latency_ms',
    'changed_filters',
    'apply_trigger',
    'overlay_id',
  ],
  filter_overlay_open: [...ENVELOPE_KEYS, 'overlay_id', 'entry_surface', 'total_active_filters'],
  filter_overlay_close: [
    ...ENVELOPE_KEYS,
    'overlay_id',
    'close_reason',
    'dwell_ms',
    'changed_keys',
    'had_pending_request',
  ],
  lead_form_open: [...ENVELOPE_KEYS, ...LEAD_KEYS],
  lead_submit: [...ENVELOPE_KEYS, ...LEAD_KEYS],
  lead_submit_failed: [...ENVELOPE_KEYS, ...LEAD_KEYS, 'failure_reason', 'invalid_fields'],
};

/** The event with only its contract's top-level fields (undefined ones left out, as JSON would). */
export function pickEventKeys<Name extends AnalyticsEventName>(
  name: Name,
  event: Record<string, unknown>,
): AnalyticsEvent {
  const picked: Record<string, unknown> = {};
  for (const key of ANALYTICS_EVENT_KEYS[name] as readonly string[]) {
    if (event[key] !== undefined) picked[key] = event[key];
  }
  return picked as AnalyticsEvent;
}
