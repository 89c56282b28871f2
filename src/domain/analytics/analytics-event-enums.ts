import { RESULTS_CONTEXT_KEYS } from './results-session';
/** The closed lists of values analytics events may carry (spec §3, §5). */

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
/** Why sending an enquiry failed: refused by the form's or the server's checks, too many, no answer, a 5xx. */
export const LEAD_FAILURE_REASONS = ['validation', 'rate_limited', 'network', 'server'] as const;
/** The enquiry form's fields a validation failure may name (never their values). */
export const LEAD_FORM_FIELDS = ['name', 'email', 'phone', 'message', 'contact_time', 'consent'] as const;
/** Keys a results page_view may report in `filters_active`: the results context's (original system §6). */
export const ACTIVE_FILTER_KEYS = RESULTS_CONTEXT_KEYS;
