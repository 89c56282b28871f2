import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, analyticsEventSchema, MAX_EVENTS_PER_BATCH } from './analytics-event';
import { EXAMPLE_UUID, validAnalyticsEvents as validEvents } from './analytics-event-examples';

describe('analyticsEventSchema', () => {
  it.each(Object.entries(validEvents))('accepts a valid %s', (_name, event) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('rejects an unknown event name', () => {
    expect(analyticsEventSchema.safeParse({ ...validEvents.page_view, event: 'signup' }).success).toBe(false);
  });
});

describe('analyticsBatchSchema', () => {
  it('takes 1 to 50 events', () => {
    const one = validEvents.listing_view;
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [one] }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: Array(MAX_EVENTS_PER_BATCH).fill(one) }).success).toBe(
      true,
    );
    expect(
      analyticsBatchSchema.safeParse({ events: Array(MAX_EVENTS_PER_BATCH + 1).fill(one) }).success,
    ).toBe(false);
  });
});

type Example = keyof typeof validEvents;
const withField = (name: Example, patch: Record<string, unknown>) => ({ ...validEvents[name], ...patch });
const parses = (event: unknown) => analyticsEventSchema.safeParse(event).success;

describe('envelope', () => {
  it.each([
    ['schema_version', '2'],
    ['session_id', 's_abc_123'],
    ['session_id', 'S_123_abc'],
    ['session_id', 's_123_ABC'],
    ['session_id', 'rs_123_abc'],
    ['device_type', 'watch'],
    ['path', 'listings'],
    ['path', ''],
    ['path', `/${'a'.repeat(2048)}`],
    ['referrer_host', 'https://google.com/'],
    ['referrer_host', undefined],
    ['feature_flags', { flag: 3 }],
  ])('rejects %s = %j', (key, value) => {
    expect(parses(withField('listing_view', { [key]: value }))).toBe(false);
  });

  it('accepts a referrer host with a port and feature flags', () => {
    expect(
      parses(withField('listing_view', { referrer_host: 'localhost:5173', feature_flags: { beta: true } })),
    ).toBe(true);
  });

  it('strips keys outside the contract', () => {
    const parsed = analyticsEventSchema.parse(withField('listing_view', { email: 'a@b.dk' }));
    expect(parsed).not.toHaveProperty('email');
  });
});

/** [example, field, lowest valid, highest valid] — each bound is accepted and one past it rejected. */
const ranges: [Example, string, number, number][] = [
  ['page_view_results', 'results_count', 0, 10_000],
  ['page_view_results', 'latency_ms', 0, 30_000],
  ['page_view_detail', 'lease_score', 0, 100],
  ['page_view_detail', 'price_dkk', 0, 1_000_000],
  ['page_view_detail', 'mileage_km_per_year', 0, 100_000],
  ['page_view_detail', 'term_months', 1, 120],
  ['listing_view', 'position', 1, 1000],
  ['listing_view', 'price_dkk', 0, 1_000_000],
  ['listing_view', 'lease_score', 0, 100],
  ['listing_click', 'position', 1, 1000],
  ['listing_click', 'price_dkk', 0, 1_000_000],
  ['lease_terms_open', 'options_count', 0, 500],
  ['lease_terms_apply', 'mileage_km_per_year', 0, 100_000],
  ['lease_terms_apply', 'term_months', 1, 120],
  ['lease_terms_apply', 'first_payment_dkk', 0, 500_000],
  ['lease_terms_apply', 'monthly_price_dkk', 0, 100_000],
  ['price_cap_note_click', 'ideal_price', 0, 100_000],
  ['price_cap_note_click', 'ideal_deposit', 0, 500_000],
  ['price_cap_note_click', 'display_price', 0, 100_000],
  ['price_cap_note_click', 'price_cap_delta', -100_000, 100_000],
  ['filter_change', 'total_active_filters', 0, 50],
  ['filters_apply', 'results_count', 0, 10_000],
  ['filters_apply', 'latency_ms', 0, 30_000],
  ['filter_overlay_close', 'dwell_ms', 0, 86_400_000],
];

describe('numeric ranges', () => {
  it.each(ranges)('%s.%s accepts %i..%i and nothing outside', (name, key, min, max) => {
    expect(parses(withField(name, { [key]: min }))).toBe(true);
    expect(parses(withField(name, { [key]: max }))).toBe(true);
    expect(parses(withField(name, { [key]: min - 1 }))).toBe(false);
    expect(parses(withField(name, { [key]: max + 1 }))).toBe(false);
  });

  it.each(ranges)('%s.%s must be an integer', (name, key, min) => {
    expect(parses(withField(name, { [key]: min + 0.5 }))).toBe(false);
    expect(parses(withField(name, { [key]: String(min) }))).toBe(false);
  });

  it('checks the lease selection inside lease_terms_open and the previous selection of lease_terms_apply', () => {
    const open = validEvents.lease_terms_open;
    expect(parses({ ...open, current_selection: { ...open.current_selection, term_months: 0 } })).toBe(false);
    const apply = validEvents.lease_terms_apply;
    expect(parses({ ...apply, previous: { ...apply.previous, mileage_km_per_year: 100_001 } })).toBe(false);
  });

  it('changed_keys_count is 0..3 and equals the number of changed keys', () => {
    const apply = (changed_keys: string[], changed_keys_count: number) =>
      parses(withField('lease_terms_apply', { changed_keys, changed_keys_count }));
    expect(apply(['mileage_km_per_year', 'term_months', 'first_payment_dkk'], 3)).toBe(true);
    expect(apply([], 0)).toBe(true);
    expect(apply(['term_months'], 2)).toBe(false);
    expect(apply(['term_months', 'term_months', 'term_months', 'term_months'], 4)).toBe(false);
    expect(apply(['monthly_price'], 1)).toBe(false);
  });
});

/** [example, field, an accepted value, a rejected value] */
const formats: [Example, string, unknown, unknown][] = [
  ['page_view', 'page_type', 'other', 'search'],
  ['page_view', 'page_load_type', 'bfcache', 'hot'],
  ['page_view_results', 'results_session_id', 'rs_1732284000000_z9', 'rs_abc_1'],
  ['page_view_results', 'results_session_id', 'rs_1_a', 's_1_a'],
  ['page_view_results', 'filters_active', { sort_option: 'price_asc' }, { colour: 'red' }],
  ['page_view_detail', 'lease_score_band', 'weak', 'poor'],
  ['page_view_detail', 'fuel_type', 'phev', 'diesel'],
  ['page_view_detail', 'entry_method', 'push', 'click'],
  ['page_view_detail', 'source_event_id', EXAMPLE_UUID, 'not-a-uuid'],
  ['listing_view', 'container', 'home_carousel', 'sidebar'],
  ['listing_view', 'listing_id', 'abc-123', 'a b'],
  ['listing_click', 'entry_method', 'context_menu', 'tap'],
  ['listing_click', 'open_target', 'new_tab', 'window'],
  ['listing_click', 'position_bucket', '7-12', '13-20'],
  ['listing_click', 'results_ctx_hash', 'abcdef', 'abcde'],
  ['listing_click', 'results_ctx_hash', '0123456789abcdef', 'ABCDEF'],
  ['listing_click', 'results_ctx_hash', 'fedcba98', 'ghijkl'],
  ['listing_click', 'source_event_id', EXAMPLE_UUID, undefined],
  [
    'listing_click',
    'origin',
    { surface: 'home', type: 'carousel', name: 'home_carousel' },
    { surface: 'home' },
  ],
  [
    'listing_click',
    'origin',
    { surface: 'detail', type: 'module', name: 'similar_cars', module_id: 'm1' },
    {
      surface: 'detail',
      type: 'module',
      name: 'related',
    },
  ],
  ['outbound_click', 'destination_host', 'www.bilhuset.dk', 'https://bilhuset.dk'],
  ['outbound_click', 'seller_name', 'Bilhuset', undefined],
  ['lease_terms_open', 'ui_surface', 'modal', 'sheet'],
  ['lease_terms_open', 'trigger_source', 'auto', 'link'],
  ['lease_terms_open', 'config_session_id', EXAMPLE_UUID, 'cfg_1'],
  ['lease_terms_open', 'initial_field_open', 'term_months', 'colour'],
  ['lease_terms_open', 'editable_fields', ['first_payment_dkk'], ['colour']],
  ['lease_terms_apply', 'selection_method', 'matrix', 'slider'],
  ['lease_terms_apply', 'ui_surface', 'inline', 'page'],
  ['price_cap_note_click', 'display_reason', 'price_cap_cheapest', 'best_fit'],
  ['price_cap_note_click', 'results_session_id', 'rs_9_x', 'rs_9_'],
  ['filter_change', 'filter_key', 'sortOrder', 'colour'],
  ['filter_change', 'filter_action', 'clear', 'toggle'],
  ['filter_change', 'filter_method', 'url', 'voice'],
  ['filters_apply', 'apply_trigger', 'reset_button', 'manual'],
  ['filters_apply', 'overlay_id', 'ov_1_a', 'ov_a_1'],
  ['filters_apply', 'changed_filters', ['price_max', 'seats_min'], ['price']],
  ['filter_overlay_open', 'entry_surface', 'cta', 'fab'],
  ['filter_overlay_open', 'overlay_id', 'ov_12_ab3', 'rs_12_ab3'],
  ['filter_overlay_close', 'close_reason', 'tab_change', 'swipe'],
];

describe('enums and formats', () => {
  it.each(formats)('%s.%s accepts %j and rejects %j', (name, key, good, bad) => {
    expect(parses(withField(name, { [key]: good }))).toBe(true);
    expect(parses(withField(name, { [key]: bad }))).toBe(false);
  });

  it('a listing detail page_view needs listing_id and entry_method; a results page_view needs results_session_id', () => {
    const { listing_id: _l, ...noListing } = validEvents.page_view_detail;
    const { entry_method: _e, ...noEntry } = validEvents.page_view_detail;
    const { results_session_id: _r, ...noResults } = validEvents.page_view_results;
    expect(parses(noListing)).toBe(false);
    expect(parses(noEntry)).toBe(false);
    expect(parses(noResults)).toBe(false);
  });
});
